import { and, asc, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect, alias, type PgInsertValue, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { BUYER_LIST_MAX_ROWS, buyerCountCap, type TAskState, type TSellerTab } from '@scrapbridge/domain/ask';
import type { TMarket } from '@scrapbridge/domain/market';
import pg from 'pg';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { askClicks, askDetails, askMedia, asks, categories, companies, dictData, files, userEvents, users } from '../../../db/schema.ts';
import { followedCategoryIds } from '../wanted/wanted.repository.ts';

export type TAskRow = typeof asks.$inferSelect;
export type TAskInsert = typeof asks.$inferInsert;
export type TAskDetailInsert = typeof askDetails.$inferInsert;
export type TAskMediaInsert = typeof askMedia.$inferInsert;

/** The state others see: an active ask past valid_until is expired (computed, so no sweep is needed). */
const effectiveState = (a: typeof asks) => sql<TAskState>`case when ${a.state} = 'active' and ${a.validUntil} <= now() then 'expired' else ${a.state} end`;
/** Seconds until the ask stops taking quotes: null until sold or not live yet, 0 once passed. */
const quoteEndSeconds = (a: typeof asks) =>
  sql<number | null>`case when ${a.validUntil} is null then null else greatest(0, floor(extract(epoch from (${a.validUntil} - now()))))::int end`;

// ——— writes ———

export async function insertAsk(tx: TTx, values: PgInsertValue<typeof asks>): Promise<string> {
  const [row] = await tx.insert(asks).values(values).returning({ id: asks.id });
  return row!.id;
}

/** Updates an ask and bumps its version (every change of what buyers see, or of its state, is a new version). */
export async function updateAsk(tx: TTx, askId: string, values: PgUpdateSetSource<typeof asks>): Promise<number> {
  const [row] = await tx
    .update(asks)
    .set({ ...values, version: sql`${asks.version} + 1`, updatedAt: sql`now()` })
    .where(eq(asks.id, askId))
    .returning({ version: asks.version });
  return row!.version;
}

/** Who owns an ask (its seller and agent) and whether it still exists for them (a cheap check before validating an edit). */
export async function findAskOwner(db: TDbOrTx, askId: string): Promise<{ sellerUserId: string; agentUserId: string | null; state: string } | null> {
  const rows = await db
    .select({ sellerUserId: asks.sellerUserId, agentUserId: asks.agentUserId, state: asks.state })
    .from(asks)
    .where(eq(asks.id, askId))
    .limit(1);
  return rows[0] ?? null;
}

/** The ask row, locked until the transaction ends (edits, deletes and reviews serialize on it). */
export async function lockAsk(tx: TTx, askId: string): Promise<TAskRow | null> {
  const rows = await tx.select().from(asks).where(eq(asks.id, askId)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function listDetailIds(tx: TTx, askId: string): Promise<string[]> {
  const rows = await tx.select({ id: askDetails.id }).from(askDetails).where(eq(askDetails.askId, askId)).limit(1000);
  return rows.map((r) => r.id);
}

export async function insertDetail(tx: TTx, values: TAskDetailInsert): Promise<string> {
  const [row] = await tx.insert(askDetails).values(values).returning({ id: askDetails.id });
  return row!.id;
}

export async function updateDetail(tx: TTx, detailId: string, values: Partial<TAskDetailInsert>): Promise<void> {
  await tx.update(askDetails).set(values).where(eq(askDetails.id, detailId));
}

/** Removes the lines an edit dropped (their media go with them: on delete cascade). */
export async function deleteDetailsExcept(tx: TTx, askId: string, keepIds: string[]): Promise<void> {
  await tx.delete(askDetails).where(keepIds.length ? and(eq(askDetails.askId, askId), notInArray(askDetails.id, keepIds)) : eq(askDetails.askId, askId));
}

export async function replaceAskMedia(tx: TTx, askId: string, rows: TAskMediaInsert[]): Promise<void> {
  await tx.delete(askMedia).where(eq(askMedia.askId, askId));
  if (rows.length) await tx.insert(askMedia).values(rows);
}

// ——— the card lists: one statement each ———

export type TAskCardRow = {
  total: number;
  id: string | null;
  market: TMarket;
  currency: 'USD' | 'CNY';
  effective_state: TAskState;
  mine: boolean;
  refuse_reason: string | null;
  ask_name: string | null;
  ask_name_zh: string | null;
  descriptions: string | null;
  descriptions_zh: string | null;
  origin_country_id: number | null;
  origin_zh: string | null;
  origin_en: string | null;
  origin_value: string | null;
  loading_country_id: number | null;
  loading_zh: string | null;
  loading_en: string | null;
  loading_value: string | null;
  total_weight: string;
  delivery_term: string | null;
  preferred_quote_type: string | null;
  click_count: number;
  validity_id: number | null;
  quote_end_seconds: number | null;
  published_at: string | Date | null;
  updated_at: string | Date;
  /** The lines in order: [detailId, detailName, detailNameZh, categoryId, categoryCn, categoryEn]. */
  details: TCardLineJson[] | null;
  /** Up to CARD_IMAGES pictures or videos in order ([fileId, ext]) and whether the ask has any video at all. */
  media: { i: [string, string][] | null; v: boolean | null };
};

export type TCardLineJson = [string, string | null, string | null, number | null, string | null, string | null];

/** Cards shown per ask: cover first, then up to 4 more (§2 listing card images). */
const CARD_IMAGES = 5;

/**
 * The card statement shared by every list: one round trip that counts the matches (capped by the caller, so the
 * count stops early; unfiltered it is an index-only scan of asks_live_market_valid_idx), takes the page through
 * the index of the chosen order, and attaches per row what the §2 card shows and nothing more: its lines' ids and
 * names with the first family's names, its first five pictures and whether it has a video (one pass over its
 * media), and the country labels. Lines and media are reached by ask_details_ask_idx and ask_media_ask_sort_idx,
 * only for the rows of the page. Rows are arrays, not objects: the statement's own JSON is a third of the page's
 * bytes otherwise, and both the app and the bench's bare handler parse it.
 *
 * When the page is empty the statement still returns one row (id null) carrying the total.
 */
function askCardsStatement(opts: { where: SQL; orderBy: SQL; limit: number; offset: number; countCap: number; viewerUserId: string | null }): SQL {
  const { where, orderBy, limit, offset } = opts;
  const viewer = opts.viewerUserId;
  return sql`
with counted as (
  select count(*)::int as n from (select 1 from asks a where ${where} limit ${opts.countCap}) c
), hits as (
  select a.id, a.market, a.currency, a.state, a.seller_user_id, a.agent_user_id, a.refuse_reason, a.ask_name, a.ask_name_zh,
         a.descriptions, a.descriptions_zh, a.origin_country_id, a.loading_country_id, a.total_weight, a.sort_price,
         a.delivery_term, a.preferred_quote_type, a.click_count, a.validity_id, a.valid_until, a.published_at, a.updated_at
  from asks a
  where ${where}
  order by ${orderBy}
  limit ${limit} offset ${offset}
)
select counted.n as total, a.id, a.market, a.currency,
  case when a.state = 'active' and a.valid_until <= now() then 'expired' else a.state end as effective_state,
  coalesce(a.seller_user_id = ${viewer}::uuid or a.agent_user_id = ${viewer}::uuid, false) as mine,
  a.refuse_reason, a.ask_name, a.ask_name_zh, a.descriptions, a.descriptions_zh,
  a.origin_country_id, oc.label_zh as origin_zh, oc.label_en as origin_en, oc.value as origin_value,
  a.loading_country_id, lc.label_zh as loading_zh, lc.label_en as loading_en, lc.value as loading_value,
  a.total_weight, a.delivery_term, a.preferred_quote_type, a.click_count, a.validity_id,
  case when a.valid_until is null then null else greatest(0, floor(extract(epoch from (a.valid_until - now()))))::int end as quote_end_seconds,
  a.published_at, a.updated_at,
  (select json_agg(json_build_array(d.id, d.detail_name, d.detail_name_zh, d.category_id, c.name_zh, c.name_en) order by d.sort)
    from ask_details d left join categories c on c.id = d.category_id
    where d.ask_id = a.id) as details,
  (select json_build_object(
      'i', json_agg(json_build_array(m.file_id, m.ext) order by m.sort) filter (where m.n <= ${CARD_IMAGES}),
      'v', bool_or(m.kind = 'video'))
    from (select file_id, ext, kind, sort, row_number() over (order by sort) as n from ask_media where ask_id = a.id) m) as media
from counted
left join hits a on true
left join dict_data oc on oc.id = a.origin_country_id
left join dict_data lc on lc.id = a.loading_country_id
order by ${orderBy}`;
}

export type TBuyerAskFilters = {
  viewerUserId: string | null;
  market: TMarket;
  /** open: live asks a buyer can quote on; all: also expired and sold. */
  scope: 'open' | 'all';
  categoryId?: number;
  subCategoryId?: number;
  originCountryId?: number;
  loadingCountryId?: number;
  /** A port of loading or of destination. */
  portId?: number;
  quoteType?: string;
  /** MT, decimal text. */
  weightMinMt?: string;
  weightMaxMt?: string;
  /** LIKE patterns from material-search.ts searchPatternsOf; all must match. */
  searchPatterns: string[];
  /** §2 /quoteList followed=3: only asks with a line in a category the viewer follows (none followed: none shown). */
  followedOnly?: boolean;
  sort: 'newest' | 'weight' | 'price' | 'clicks';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

function buyerWhere(f: TBuyerAskFilters): SQL {
  const parts: SQL[] = [
    f.scope === 'open'
      ? sql`a.state = 'active' and (a.valid_until is null or a.valid_until > now())`
      : sql`a.state in ('active', 'expired', 'deal')`,
    sql`a.market = ${f.market}`,
  ];
  // The lines' categories and quote types are repeated on the ask (asks_categories_gin for the first two).
  if (f.categoryId !== undefined) parts.push(sql`a.category_ids @> array[${f.categoryId}::int]`);
  if (f.subCategoryId !== undefined) parts.push(sql`a.sub_category_ids @> array[${f.subCategoryId}::int]`);
  if (f.quoteType !== undefined) parts.push(sql`a.quote_types @> array[${f.quoteType}::text]`);
  if (f.originCountryId !== undefined) parts.push(sql`a.origin_country_id = ${f.originCountryId}`);
  if (f.loadingCountryId !== undefined) parts.push(sql`a.loading_country_id = ${f.loadingCountryId}`);
  if (f.portId !== undefined) parts.push(sql`(a.port_id = ${f.portId} or a.destination_port_id = ${f.portId})`);
  if (f.weightMinMt !== undefined) parts.push(sql`a.total_weight >= ${f.weightMinMt}::numeric`);
  if (f.weightMaxMt !== undefined) parts.push(sql`a.total_weight <= ${f.weightMaxMt}::numeric`);
  // Each pattern is served by asks_search_trgm_idx (GIN, gin_trgm_ops); PostgreSQL ANDs the bitmaps.
  for (const pattern of f.searchPatterns) parts.push(sql`a.search_key like ${pattern}`);
  // §2/§4 followed=3: a followed family matches its asks, a followed grade the asks of that grade (asks_categories_gin
  // with the followed ids as one array). An empty follow list matches nothing, and so does a visitor.
  if (f.followedOnly) {
    if (f.viewerUserId === null) parts.push(sql`false`);
    else {
      const followed = followedCategoryIds(f.viewerUserId);
      parts.push(sql`(a.category_ids && ${followed} or a.sub_category_ids && ${followed})`);
    }
  }
  return sql.join(parts, sql` and `);
}

function buyerOrder(f: Pick<TBuyerAskFilters, 'sort' | 'order'>): SQL {
  const dir = f.order === 'asc' ? sql`asc` : sql`desc`;
  switch (f.sort) {
    case 'weight':
      return sql`a.total_weight ${dir}, a.id ${dir}`;
    case 'price':
      // Formula-only asks have no comparable price: last either way (asks_live_price_idx / _price_desc_idx).
      return sql`a.sort_price ${dir} nulls last, a.id ${dir} nulls last`;
    case 'clicks':
      return sql`a.click_count ${dir}, a.id ${dir}`;
    default:
      return sql`a.published_at ${dir}, a.id ${dir}`;
  }
}

/**
 * `GET /app-v2/ask/list/buyer` as ONE SQL statement (exported for bench/list-asks, which runs the same text on a
 * bare Fastify + pg handler). Served by: asks_live_*_idx (partial on state = 'active', per market and order) for
 * the page, asks_search_trgm_idx for the material search, ask_details_*_idx for the category and quote-type
 * filters, and the per-row subqueries' own indexes.
 */
export function buyerAskListQuery(f: TBuyerAskFilters): SQL {
  return askCardsStatement({
    where: buyerWhere(f),
    orderBy: buyerOrder(f),
    limit: f.limit,
    offset: f.offset,
    countCap: buyerCountCap(f.offset, f.limit),
    viewerUserId: f.viewerUserId,
  });
}

const dialect = new PgDialect();
/**
 * The types drizzle's node-postgres driver leaves as PostgreSQL's text (timestamptz, timestamp, date, interval and
 * numeric/timestamp/timestamptz/interval/date arrays), so a row reads the same on either path.
 */
const TEXT_TIMES = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const cardTypes = { getTypeParser: (oid: number, format?: string) => (TEXT_TIMES.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text')) };

/** The same statement as text and parameters, for a bare `pg` client ($1, $2 … placeholders). */
export function buyerAskListStatement(f: TBuyerAskFilters): { text: string; params: unknown[] } {
  const q = dialect.sqlToQuery(buyerAskListQuery(f));
  return { text: q.sql, params: q.params };
}

async function runCards(db: TDbOrTx, statement: SQL): Promise<{ rows: TAskCardRow[]; total: number }> {
  // On the PostgreSQL pool (not in a transaction) the statement goes to pg directly: drizzle's execute() builds a
  // prepared-query object and two query configs per call, ~30 µs of CPU on the buyer list (bench/list-asks).
  const pool = (db as { $client?: unknown }).$client;
  let rows: TAskCardRow[];
  if (pool instanceof pg.Pool) {
    const q = dialect.sqlToQuery(statement);
    rows = (await pool.query<TAskCardRow>({ text: q.sql, values: q.params, types: cardTypes } as pg.QueryConfig)).rows;
  } else {
    rows = await executeRows<TAskCardRow>(db, statement);
  }
  const total = Number(rows[0]?.total ?? 0);
  return { rows: rows.filter((r) => r.id !== null), total };
}

export async function listBuyerAskCards(db: TDbOrTx, f: TBuyerAskFilters): Promise<{ rows: TAskCardRow[]; total: number }> {
  return runCards(db, buyerAskListQuery(f));
}

function sellerTabWhere(tab: TSellerTab): SQL {
  switch (tab) {
    case 'all':
      return sql`a.state <> 'deleted'`;
    case 'active':
      return sql`a.state = 'active' and (a.valid_until is null or a.valid_until > now())`;
    case 'expired':
      return sql`(a.state = 'expired' or (a.state = 'active' and a.valid_until <= now()))`;
    default:
      return sql`a.state = ${tab}`;
  }
}

/**
 * Whose asks a seller list shows: the seller's own, plus with `asAgent` those the user placed for sellers as their
 * consignment agent (§6 Agents; asks_seller_idx OR asks_agent_idx).
 */
function ownerWhere(userId: string, asAgent: boolean): SQL {
  return asAgent ? sql`(a.seller_user_id = ${userId} or a.agent_user_id = ${userId})` : sql`a.seller_user_id = ${userId}`;
}

/** The seller's own asks of one tab, most recently changed first (asks_seller_idx). */
export async function listSellerAskCards(
  db: TDbOrTx,
  opts: { userId: string; tab: TSellerTab; market?: TMarket; limit: number; offset: number; asAgent?: boolean },
): Promise<{ rows: TAskCardRow[]; total: number }> {
  const parts = [ownerWhere(opts.userId, opts.asAgent ?? false), sellerTabWhere(opts.tab)];
  if (opts.market) parts.push(sql`a.market = ${opts.market}`);
  return runCards(
    db,
    askCardsStatement({
      where: sql.join(parts, sql` and `),
      orderBy: sql`a.updated_at desc, a.id desc`,
      limit: opts.limit,
      offset: opts.offset,
      countCap: BUYER_LIST_MAX_ROWS,
      viewerUserId: opts.userId,
    }),
  );
}

/** How many of the seller's asks each state tab holds (expired derived), deleted ones never counted. */
export async function countSellerAsksByState(db: TDbOrTx, userId: string, opts: { market?: TMarket; asAgent?: boolean } = {}): Promise<Record<string, number>> {
  const state = effectiveState(asks);
  const owner = opts.asAgent ? or(eq(asks.sellerUserId, userId), eq(asks.agentUserId, userId)) : eq(asks.sellerUserId, userId);
  const rows = await db
    .select({ state, n: sql<number>`count(*)::int` })
    .from(asks)
    .where(and(owner, ne(asks.state, 'deleted'), opts.market ? eq(asks.market, opts.market) : undefined))
    .groupBy(state);
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

// ——— one ask in full ———

const origin = alias(dictData, 'origin_dict');
const loading = alias(dictData, 'loading_dict');
const port = alias(dictData, 'port_dict');
const destination = alias(dictData, 'destination_dict');
const ramp = alias(dictData, 'ramp_dict');
const validity = alias(dictData, 'validity_dict');
const family = alias(categories, 'family');
const grade = alias(categories, 'grade');
const coverFile = alias(files, 'cover_file');

/** Asks with their dictionary labels (the detail page, the review queue, the latest ask). */
export async function findAskRows(db: TDbOrTx, askIds: string[]) {
  if (askIds.length === 0) return [];
  return db
    .select({
      ask: asks,
      effectiveState: effectiveState(asks),
      quoteEndSeconds: quoteEndSeconds(asks),
      origin: { id: origin.id, labelZh: origin.labelZh, labelEn: origin.labelEn, value: origin.value },
      loading: { id: loading.id, labelZh: loading.labelZh, labelEn: loading.labelEn, value: loading.value },
      port: { id: port.id, labelZh: port.labelZh, labelEn: port.labelEn, value: port.value },
      destination: { id: destination.id, labelZh: destination.labelZh, labelEn: destination.labelEn, value: destination.value },
      ramp: { id: ramp.id, labelZh: ramp.labelZh, labelEn: ramp.labelEn, value: ramp.value },
      validity: { id: validity.id, labelZh: validity.labelZh, labelEn: validity.labelEn, value: validity.value },
    })
    .from(asks)
    .leftJoin(origin, eq(origin.id, asks.originCountryId))
    .leftJoin(loading, eq(loading.id, asks.loadingCountryId))
    .leftJoin(port, eq(port.id, asks.portId))
    .leftJoin(destination, eq(destination.id, asks.destinationPortId))
    .leftJoin(ramp, eq(ramp.id, asks.rampId))
    .leftJoin(validity, eq(validity.id, asks.validityId))
    .where(inArray(asks.id, askIds))
    .limit(askIds.length);
}
export type TAskFullRow = Awaited<ReturnType<typeof findAskRows>>[number];

/** The lines of some asks with their category names and cover file, in order. */
export async function findDetailRows(db: TDbOrTx, askIds: string[]) {
  if (askIds.length === 0) return [];
  return db
    .select({
      detail: askDetails,
      family: { id: family.id, nameZh: family.nameZh, nameEn: family.nameEn },
      grade: { id: grade.id, nameZh: grade.nameZh, nameEn: grade.nameEn },
      coverExt: coverFile.ext,
    })
    .from(askDetails)
    .leftJoin(family, eq(family.id, askDetails.categoryId))
    .leftJoin(grade, eq(grade.id, askDetails.subCategoryId))
    .leftJoin(coverFile, eq(coverFile.id, askDetails.coverFileId))
    .where(inArray(askDetails.askId, askIds))
    .orderBy(asc(askDetails.askId), asc(askDetails.sort))
    .limit(askIds.length * 50);
}
export type TDetailFullRow = Awaited<ReturnType<typeof findDetailRows>>[number];

/** The pictures and videos of some asks, in order, with their sizes. */
export async function findMediaRows(db: TDbOrTx, askIds: string[]) {
  if (askIds.length === 0) return [];
  return db
    .select({
      askId: askMedia.askId,
      detailId: askMedia.detailId,
      fileId: askMedia.fileId,
      kind: askMedia.kind,
      ext: askMedia.ext,
      sort: askMedia.sort,
      width: files.width,
      height: files.height,
    })
    .from(askMedia)
    .innerJoin(files, eq(files.id, askMedia.fileId))
    .where(inArray(askMedia.askId, askIds))
    .orderBy(asc(askMedia.askId), asc(askMedia.sort))
    .limit(askIds.length * 60);
}
export type TMediaRow = Awaited<ReturnType<typeof findMediaRows>>[number];

/** The ask a user changed last (to prefill the publish form). */
export async function findLatestAskId(db: TDbOrTx, userId: string): Promise<string | null> {
  const rows = await db
    .select({ id: asks.id })
    .from(asks)
    .where(and(eq(asks.sellerUserId, userId), ne(asks.state, 'deleted')))
    .orderBy(sql`${asks.updatedAt} desc`)
    .limit(1);
  return rows[0]?.id ?? null;
}

// ——— staff review ———

/** The review queue, oldest submission first (asks_review_queue_idx), with the total waiting. */
/**
 * Auditing asks waiting for publication review: not the ones auditing because of a deal under staff review (issue 4,
 * §4), which staff decide in the deal review (POST /admin/quote/{quoteId}/deal/approve | refuse).
 */
const inPublicationReview = and(eq(asks.state, 'auditing'), sql`not exists (select 1 from quotes q where q.ask_id = ${asks.id} and q.state = 'auditing')`);

export async function listReviewQueueIds(db: TDbOrTx, opts: { limit: number; offset: number }): Promise<{ ids: string[]; total: number }> {
  const rows = await db
    .select({ id: asks.id, total: sql<number>`count(*) over ()::int` })
    .from(asks)
    .where(inPublicationReview)
    .orderBy(asc(asks.submittedAt), asc(asks.id))
    .limit(opts.limit)
    .offset(opts.offset);
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: Number(rows[0]!.total) };
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(asks).where(inPublicationReview);
  return { ids: [], total: Number(c?.n ?? 0) };
}

export async function findSellers(db: TDbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      userState: users.userState,
      companyId: users.companyId,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, userIds))
    .limit(userIds.length);
}

// ——— clicks and events ———

/** Records a viewer's click of the day; true only for the first of the day (the PK absorbs repeats). */
export async function insertClickOfDay(tx: TTx, askId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .insert(askClicks)
    .values({ askId, userId, day: sql`(now() at time zone 'utc')::date` })
    .onConflictDoNothing()
    .returning({ askId: askClicks.askId });
  return rows.length > 0;
}

export async function incrementClickCount(tx: TTx, askId: string): Promise<number> {
  const [row] = await tx
    .update(asks)
    .set({ clickCount: sql`${asks.clickCount} + 1` })
    .where(eq(asks.id, askId))
    .returning({ clickCount: asks.clickCount });
  return row?.clickCount ?? 0;
}

export async function findAskForClick(tx: TTx, askId: string) {
  const rows = await tx
    .select({ sellerUserId: asks.sellerUserId, state: asks.state, clickCount: asks.clickCount })
    .from(asks)
    .where(eq(asks.id, askId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertUserEvent(db: TDbOrTx, values: typeof userEvents.$inferInsert): Promise<void> {
  await db.insert(userEvents).values(values);
}

/** Whether any ask exists (the demo asks are written only into a database without one). */
export async function hasAnyAsk(db: TDbOrTx): Promise<boolean> {
  return (await db.select({ id: asks.id }).from(asks).limit(1)).length > 0;
}

/**
 * Moves live asks whose validity has lapsed to the stored state expired, a batch at a time (oldest first). Reads
 * never depend on it (they derive expiry from valid_until); it keeps the live partial indexes free of dead rows.
 * SKIP LOCKED lets several API instances sweep at once without waiting on each other or on an edit in progress.
 */
export async function expireLapsedAsks(db: TDbOrTx, batch: number): Promise<number> {
  const expired = await executeRows<{ id: string }>(db, sql`
    update asks set state = 'expired', version = version + 1, updated_at = now()
    where id in (
      select id from asks where state = 'active' and valid_until is not null and valid_until <= now()
      order by valid_until limit ${batch} for update skip locked)
    returning id`);
  return expired.length;
}
