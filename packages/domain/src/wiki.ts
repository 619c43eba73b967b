import { z } from 'zod';
import { ZPageQuery } from './pagination.ts';
import { isSiteLink } from './site.ts';
import { reason } from './validation.ts';
import { INT4_MAX } from './int4.ts';

/**
 * The scrap wiki (§1 knowledge hub, §2 /wiki and /wiki-detail): bilingual articles by category, edited by staff,
 * searchable in Chinese and English.
 */

/** Lower-case words joined by single hyphens: stable, readable URLs (/wiki-detail?slug=copper-barley). */
export const WIKI_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const WIKI_SLUG_MAX = 120;
/** Bodies are sanitized HTML; 200k characters is a long handbook chapter, not a dump. */
export const WIKI_BODY_MAX = 200_000;
export const WIKI_TAGS_MAX = 20;
export const WIKI_RELATED_MAX = 4;

export function isWikiSlug(value: string): boolean {
  return value.length <= WIKI_SLUG_MAX && WIKI_SLUG_PATTERN.test(value);
}

const ZSlug = z.string().trim().max(WIKI_SLUG_MAX).refine(isWikiSlug, reason('invalidFormat'));

// ---------------------------------------------------------------------------------------------------------------
// Search

/** Keyword limits: a search box, not a document; at most a few terms, all of which must match. */
export const WIKI_KEYWORD_MAX = 100;
export const WIKI_SEARCH_TERMS_MAX = 5;

/**
 * The terms of a search: split on white space (a visitor may type "黄铜 标准" or "copper wire"), lower-cased,
 * de-duplicated, at most WIKI_SEARCH_TERMS_MAX. Chinese is not split further: a run of Chinese characters is one
 * term, matched as a substring, because Chinese has no spaces between words.
 */
export function searchTerms(keyword: string | null | undefined): string[] {
  if (!keyword) return [];
  const terms = keyword
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/u)
    .map((t) => t.trim())
    .filter(Boolean);
  return [...new Set(terms)].slice(0, WIKI_SEARCH_TERMS_MAX);
}

/** Letters and digits in any script: the characters a gram is made of. */
const GRAM_CHAR = /^[\p{L}\p{N}]$/u;

/**
 * A term of one or two characters is matched through the grams column: pg_trgm extracts no trigram from a pattern
 * shorter than three characters, so `ILIKE '%铜线%'` cannot use the trigram index and would scan every article.
 * A term with punctuation in it is left to ILIKE (grams hold letters and digits only).
 */
export function isGramTerm(term: string): boolean {
  const chars = [...term];
  return chars.length >= 1 && chars.length <= 2 && chars.every((c) => GRAM_CHAR.test(c));
}

/**
 * Every distinct one- and two-character substring of letters and digits in a text, lower-cased: stored per
 * article in an array with a GIN index, so a one- or two-character term (铜, 铜线, 黄铜, cu) is an index lookup
 * (`grams @> ARRAY[term]`) with the same answer as a substring match.
 */
export function searchGrams(text: string): string[] {
  const chars = [...text.normalize('NFKC').toLowerCase()];
  const grams = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (!GRAM_CHAR.test(c)) continue;
    grams.add(c);
    const next = chars[i + 1];
    if (next !== undefined && GRAM_CHAR.test(next)) grams.add(c + next);
  }
  return [...grams];
}

/** `%`, `_` and `\` typed by a visitor are literal characters, not LIKE wildcards. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Requests and responses

export const ZWikiCategory = z.object({
  code: z.string(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  /** Published articles in the category. */
  articleCount: z.number().int(),
  sort: z.number().int(),
});
export type TWikiCategory = z.infer<typeof ZWikiCategory>;

const ZCategoryRef = z.object({ code: z.string(), name: z.string(), nameZh: z.string(), nameEn: z.string() });

/** `GET /app-v2/wiki/articles`: category filter, keyword search (zh or en), pagination. */
export const ZWikiArticleListQuery = ZPageQuery.extend({
  category: z.string().trim().max(WIKI_SLUG_MAX).optional(),
  keyword: z.string().max(WIKI_KEYWORD_MAX).optional(),
});
export type TWikiArticleListQuery = z.infer<typeof ZWikiArticleListQuery>;

/** `GET /app-v2/wiki/categories`: with a keyword, each category counts the published articles matching it. */
export const ZWikiCategoriesQuery = z.object({ keyword: z.string().max(WIKI_KEYWORD_MAX).optional() });

/** A list row: everything but the bodies (a page of bodies would be megabytes). */
export const ZWikiArticleRow = z.object({
  id: z.string(),
  slug: z.string(),
  category: ZCategoryRef,
  /** Title and summary in the caller's appLang; both languages follow. */
  title: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryZh: z.string(),
  summaryEn: z.string(),
  coverUrl: z.string().nullable(),
  tags: z.array(z.string()),
  viewCount: z.number().int(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type TWikiArticleRow = z.infer<typeof ZWikiArticleRow>;

export const ZWikiRelated = z.object({ slug: z.string(), title: z.string(), titleZh: z.string(), titleEn: z.string() });

/** `GET /app-v2/wiki/articles/{slug}`: bodies are sanitized HTML, safe to render as they are. */
export const ZWikiArticle = ZWikiArticleRow.extend({
  bodyZh: z.string(),
  bodyEn: z.string(),
  /** Other published articles of the category, newest first. */
  related: z.array(ZWikiRelated),
});
export type TWikiArticle = z.infer<typeof ZWikiArticle>;

/** The staff view: drafts included, with the optimistic-lock version the edit form sends back. */
export const ZWikiAdminArticle = ZWikiArticleRow.extend({
  bodyZh: z.string(),
  bodyEn: z.string(),
  published: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type TWikiAdminArticle = z.infer<typeof ZWikiAdminArticle>;

export const ZWikiAdminListQuery = ZWikiArticleListQuery.extend({
  status: z.enum(['all', 'published', 'draft']).default('all'),
});
export type TWikiAdminListQuery = z.infer<typeof ZWikiAdminListQuery>;

export const ZWikiAdminRow = ZWikiArticleRow.extend({ published: z.boolean(), version: z.number().int() });
export type TWikiAdminRow = z.infer<typeof ZWikiAdminRow>;

const ZTag = z.string().trim().min(1).max(40);

/** `POST /admin/wiki/articles` (staff). Bodies are HTML from the editor; the server sanitizes them on every write. */
export const ZWikiArticleWrite = z.object({
  slug: ZSlug,
  category: z.string().trim().min(1).max(WIKI_SLUG_MAX),
  titleZh: z.string().trim().min(1).max(200),
  titleEn: z.string().trim().min(1).max(200),
  summaryZh: z.string().trim().max(1000).default(''),
  summaryEn: z.string().trim().max(1000).default(''),
  bodyZh: z.string().max(WIKI_BODY_MAX),
  bodyEn: z.string().max(WIKI_BODY_MAX),
  coverUrl: z
    .string()
    .trim()
    .max(1000)
    .refine((v) => v === '' || isSiteLink(v), reason('invalidFormat'))
    .nullish(),
  tags: z.array(ZTag).max(WIKI_TAGS_MAX).default([]),
  published: z.boolean().default(false),
});
export type TWikiArticleWrite = z.infer<typeof ZWikiArticleWrite>;

/** `PUT /admin/wiki/articles/{id}`: the whole article plus the version it was read at (110801 when stale). */
export const ZWikiArticleUpdate = ZWikiArticleWrite.extend({ version: z.number().int().min(1).max(INT4_MAX) });
export type TWikiArticleUpdate = z.infer<typeof ZWikiArticleUpdate>;

export const ZSlugParams = z.object({ slug: z.string().max(WIKI_SLUG_MAX) });
