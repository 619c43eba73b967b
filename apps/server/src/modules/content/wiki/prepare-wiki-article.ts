import { searchGrams } from '@scrapbridge/domain/wiki';
import { richTextToPlain, sanitizeRichText } from '../../../lib/rich-text.ts';

export type TWikiArticleInput = {
  slug: string;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  bodyZh: string;
  bodyEn: string;
  coverUrl: string | null;
  tags: readonly string[];
  published: boolean;
};

/**
 * What is stored for an article, from what staff (or the seed) wrote: bodies sanitized with the strict allow-list
 * (every write, whoever writes), tags trimmed and de-duplicated, and the search columns: the plain text of title,
 * summary, tags and body per language, and the one- and two-character grams of both.
 */
export function prepareWikiArticle(input: TWikiArticleInput, opts: { assetOrigins: readonly string[] }) {
  const bodyZh = sanitizeRichText(input.bodyZh, opts);
  const bodyEn = sanitizeRichText(input.bodyEn, opts);
  const tags = [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))];
  const searchZh = [input.titleZh, input.summaryZh, tags.join(' '), richTextToPlain(bodyZh)].join(' ').trim();
  const searchEn = [input.titleEn, input.summaryEn, tags.join(' '), richTextToPlain(bodyEn)].join(' ').trim();
  return {
    slug: input.slug,
    titleZh: input.titleZh,
    titleEn: input.titleEn,
    summaryZh: input.summaryZh,
    summaryEn: input.summaryEn,
    bodyZh,
    bodyEn,
    coverUrl: input.coverUrl,
    tags,
    published: input.published,
    searchZh,
    searchEn,
    searchGrams: searchGrams(`${searchZh} ${searchEn}`),
  };
}
