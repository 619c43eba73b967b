import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike, isGramTerm } from '@scrapbridge/domain/wiki';
import type { TDbOrTx } from '../../../db/client.ts';
import { wikiArticles, wikiCategories } from '../../../db/schema.ts';

export type TWikiArticleRowDb = typeof wikiArticles.$inferSelect;
export type TWikiCategoryRowDb = typeof wikiCategories.$inferSelect;
export type TWikiArticleValues = Omit<typeof wikiArticles.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'viewCount' | 'version'>;

/** A list row: the article without its bodies and search columns (a page of bodies would be megabytes). */
const listColumns = {
  id: wikiArticles.id,
  slug: wikiArticles.slug,
  titleZh: wikiArticles.titleZh,
  titleEn: wikiArticles.titleEn,
  summaryZh: wikiArticles.summaryZh,
  summaryEn: wikiArticles.summaryEn,
  coverUrl: wikiArticles.coverUrl,
  tags: wikiArticles.tags,
  published: wikiArticles.published,
  viewCount: wikiArticles.viewCount,
  version: wikiArticles.version,
  createdAt: wikiArticles.createdAt,
  updatedAt: wikiArticles.updatedAt,
  categoryCode: wikiCategories.code,
  categoryNameZh: wikiCategories.nameZh,
  categoryNameEn: wikiCategories.nameEn,
};

/**
 * Categories in their order, each with its number of published articles (one grouped join, bounded); with search
 * terms, of the articles the search finds, so the tabs' counts follow the search (issue 19 item 6).
 */
export async function listCategoriesWithCounts(db: TDbOrTx, terms: readonly string[] = []) {
  return db
    .select({ category: wikiCategories, articleCount: sql<number>`count(${wikiArticles.id})::int` })
    .from(wikiCategories)
    .leftJoin(wikiArticles, and(eq(wikiArticles.categoryId, wikiCategories.id), eq(wikiArticles.published, true), ...terms.map(termCondition)))
    .groupBy(wikiCategories.id)
    .orderBy(asc(wikiCategories.sort), asc(wikiCategories.code))
    .limit(200);
}

export async function findCategoryByCode(db: TDbOrTx, code: string): Promise<TWikiCategoryRowDb | null> {
  const rows = await db.select().from(wikiCategories).where(eq(wikiCategories.code, code)).limit(1);
  return rows[0] ?? null;
}

export async function insertCategory(db: TDbOrTx, values: typeof wikiCategories.$inferInsert): Promise<string> {
  const [row] = await db.insert(wikiCategories).values(values).returning({ id: wikiCategories.id });
  return row!.id;
}

export async function countCategories(db: TDbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wikiCategories);
  return row?.n ?? 0;
}

/**
 * One search term as a condition. Terms of one or two letters or digits go to the grams array (GIN, `@>`), since
 * pg_trgm extracts no trigram from them and `ILIKE '%铜线%'` would scan every row; longer terms use ILIKE on the
 * plain-text columns, served by their trigram GIN indexes. Both answer "the text contains the term".
 */
function termCondition(term: string): SQL {
  if (isGramTerm(term)) return sql`${wikiArticles.searchGrams} @> array[${term}]::text[]`;
  const pattern = `%${escapeLike(term)}%`;
  return or(ilike(wikiArticles.searchZh, pattern), ilike(wikiArticles.searchEn, pattern))!;
}

export type TWikiListFilter = {
  status: 'published' | 'draft' | 'all';
  categoryCode?: string;
  /** Every term must match (AND). */
  terms: readonly string[];
};

function listWhere(filter: TWikiListFilter): SQL | undefined {
  return and(
    filter.status === 'all' ? undefined : eq(wikiArticles.published, filter.status === 'published'),
    filter.categoryCode ? eq(wikiCategories.code, filter.categoryCode) : undefined,
    ...filter.terms.map(termCondition),
  );
}

/** Field weights of the relevance score (decision, issue 19 item 6): a term in the title says most, then the category, the summary, the body. */
export const WIKI_FIELD_WEIGHTS = { title: 8, category: 4, summary: 3, body: 1 } as const;
/** Occurrences in the body counted per term at most this many times: a long article does not win on length alone. */
const BODY_HITS_CAP = 5;

/**
 * The relevance of an article to the search terms, in both languages at once: per term, the title's weight when a
 * title (zh or en) contains it, the summary's when a summary does, and the body's per occurrence in the article's
 * text (capped); a term that is the article's category name (铜, copper) adds the category's weight, so a copper
 * article outranks a brass one (黄铜) for 铜. Substring matching, like the filter, so a Chinese term needs no word segmentation (铜 finds 光亮铜线)
 * and the same SQL runs on PGlite and PostgreSQL. Computed only for the rows the filter let through.
 */
function relevance(terms: readonly string[]): SQL {
  const parts = terms.map((raw) => {
    const term = raw.toLowerCase();
    const pattern = `%${escapeLike(term)}%`;
    const inTitle = sql`(${wikiArticles.titleZh} ilike ${pattern} or ${wikiArticles.titleEn} ilike ${pattern})`;
    const inSummary = sql`(${wikiArticles.summaryZh} ilike ${pattern} or ${wikiArticles.summaryEn} ilike ${pattern})`;
    const hits = (column: typeof wikiArticles.searchZh | typeof wikiArticles.searchEn) =>
      sql`((char_length(${column}) - char_length(replace(lower(${column}), ${term}, ''))) / ${term.length}::int)`;
    const isCategory = sql`(lower(${wikiCategories.nameZh}) = ${term} or lower(${wikiCategories.nameEn}) = ${term})`;
    return sql`(case when ${inTitle} then ${WIKI_FIELD_WEIGHTS.title} else 0 end
      + case when ${isCategory} then ${WIKI_FIELD_WEIGHTS.category} else 0 end
      + case when ${inSummary} then ${WIKI_FIELD_WEIGHTS.summary} else 0 end
      + ${WIKI_FIELD_WEIGHTS.body} * least(${hits(wikiArticles.searchZh)} + ${hits(wikiArticles.searchEn)}, ${BODY_HITS_CAP}))`;
  });
  return sql.join(parts, sql` + `);
}

/** A page of articles; with search terms, the most relevant first (relevance above), then the newest. */
export async function listWikiArticles(db: TDbOrTx, filter: TWikiListFilter, page: { limit: number; offset: number }) {
  const where = listWhere(filter);
  const order: SQL[] = [desc(wikiArticles.updatedAt), asc(wikiArticles.id)];
  if (filter.terms.length > 0) order.unshift(sql`${relevance(filter.terms)} desc`);
  const rows = await db
    .select(listColumns)
    .from(wikiArticles)
    .innerJoin(wikiCategories, eq(wikiCategories.id, wikiArticles.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(wikiArticles)
    .innerJoin(wikiCategories, eq(wikiCategories.id, wikiArticles.categoryId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
export type TWikiListRowDb = Awaited<ReturnType<typeof listWikiArticles>>['rows'][number];

/** A published article by slug, its view counted in the same statement. */
export async function takePublishedArticleView(db: TDbOrTx, slug: string) {
  const [row] = await db
    .update(wikiArticles)
    .set({ viewCount: sql`${wikiArticles.viewCount} + 1` })
    .where(and(eq(wikiArticles.slug, slug), eq(wikiArticles.published, true)))
    .returning();
  return row ?? null;
}

/** A published article by slug without counting a view (share previews, crawlers). */
export async function findPublishedArticle(db: TDbOrTx, slug: string) {
  const rows = await db
    .select({ titleZh: wikiArticles.titleZh, titleEn: wikiArticles.titleEn, summaryZh: wikiArticles.summaryZh, summaryEn: wikiArticles.summaryEn, coverUrl: wikiArticles.coverUrl })
    .from(wikiArticles)
    .where(and(eq(wikiArticles.slug, slug), eq(wikiArticles.published, true)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findArticleById(db: TDbOrTx, id: string): Promise<TWikiArticleRowDb | null> {
  const rows = await db.select().from(wikiArticles).where(eq(wikiArticles.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findCategoryById(db: TDbOrTx, id: string): Promise<TWikiCategoryRowDb | null> {
  const rows = await db.select().from(wikiCategories).where(eq(wikiCategories.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Other published articles of a category, newest first. */
export async function listRelatedArticles(db: TDbOrTx, opts: { categoryId: string; excludeId: string; limit: number }) {
  return db
    .select({ slug: wikiArticles.slug, titleZh: wikiArticles.titleZh, titleEn: wikiArticles.titleEn })
    .from(wikiArticles)
    .where(and(eq(wikiArticles.categoryId, opts.categoryId), eq(wikiArticles.published, true), ne(wikiArticles.id, opts.excludeId)))
    .orderBy(desc(wikiArticles.updatedAt))
    .limit(opts.limit);
}

export async function insertArticle(db: TDbOrTx, values: TWikiArticleValues): Promise<TWikiArticleRowDb> {
  const [row] = await db.insert(wikiArticles).values(values).returning();
  return row!;
}

/** Writes the article only if it is still at `version` (optimistic lock); null when missing or stale. */
export async function updateArticle(
  db: TDbOrTx,
  id: string,
  version: number,
  values: Omit<TWikiArticleValues, 'createdBy'>,
): Promise<TWikiArticleRowDb | null> {
  const [row] = await db
    .update(wikiArticles)
    .set({ ...values, version: sql`${wikiArticles.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(wikiArticles.id, id), eq(wikiArticles.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteArticle(db: TDbOrTx, id: string) {
  const [row] = await db
    .delete(wikiArticles)
    .where(eq(wikiArticles.id, id))
    .returning({ id: wikiArticles.id, slug: wikiArticles.slug, titleZh: wikiArticles.titleZh, titleEn: wikiArticles.titleEn });
  return row ?? null;
}

/** Published slugs for the sitemap, bounded. */
export async function listPublishedSlugs(db: TDbOrTx, limit: number) {
  return db
    .select({ slug: wikiArticles.slug, updatedAt: wikiArticles.updatedAt })
    .from(wikiArticles)
    .where(eq(wikiArticles.published, true))
    .orderBy(desc(wikiArticles.updatedAt))
    .limit(limit);
}
