import { and, asc, desc, eq, getTableColumns, inArray, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { TQuoteState } from '@scrapbridge/domain/quotes/quote-machine';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { askDetails, asks, idempotencyKeys, quoteEvents, quoteLines, quotes } from '../../../db/schema.ts';

export type TQuoteRow = typeof quotes.$inferSelect;
export type TQuoteInsert = typeof quotes.$inferInsert;
export type TQuoteLineRow = typeof quoteLines.$inferSelect;
export type TQuoteEventRow = typeof quoteEvents.$inferSelect;

/** The fields of an ask the negotiation needs (terms for buy-it-now, names for notifications). */
const askColumns = {
  id: asks.id,
  sellerUserId: asks.sellerUserId,
  agentUserId: asks.agentUserId,
  market: asks.market,
  currency: asks.currency,
  state: asks.state,
  validUntil: asks.validUntil,
  preferredQuoteType: asks.preferredQuoteType,
  loadingCountryId: asks.loadingCountryId,
  firmPrice: asks.firmPrice,
  version: asks.version,
  askName: asks.askName,
  askNameZh: asks.askNameZh,
  deliveryTerm: asks.deliveryTerm,
  portId: asks.portId,
  destinationPortId: asks.destinationPortId,
  depositRatio: asks.depositRatio,
  balanceRatio: asks.balanceRatio,
  balanceTiming: asks.balanceTiming,
  fixingSide: asks.fixingSide,
  clickCount: asks.clickCount,
};
export type TQuoteAsk = { [K in keyof typeof askColumns]: (typeof asks.$inferSelect)[K] };

/**
 * The ask, locked until the transaction ends: FOR UPDATE for what changes who holds it (accept, confirm, deal,
 * buy-it-now); FOR KEY SHARE for placing and answering quotes — the lock the quote's foreign key takes anyway, so
 * many buyers quote at once, while a deal (FOR UPDATE) waits for them and they wait for it, then see it.
 */
export async function lockQuoteAsk(tx: TTx, askId: string, mode: 'update' | 'key share'): Promise<TQuoteAsk | null> {
  const rows = await tx.select(askColumns).from(asks).where(eq(asks.id, askId)).for(mode).limit(1);
  return rows[0] ?? null;
}

export async function findQuoteAsk(db: TDbOrTx, askId: string): Promise<TQuoteAsk | null> {
  const rows = await db.select(askColumns).from(asks).where(eq(asks.id, askId)).limit(1);
  return rows[0] ?? null;
}

export async function findQuoteAsks(db: TDbOrTx, askIds: string[]): Promise<TQuoteAsk[]> {
  if (askIds.length === 0) return [];
  return db.select(askColumns).from(asks).where(inArray(asks.id, askIds)).limit(askIds.length);
}

export async function findAskDetailsForQuote(db: TDbOrTx, askId: string) {
  return db
    .select({
      id: askDetails.id,
      detailName: askDetails.detailName,
      detailNameZh: askDetails.detailNameZh,
      weight: askDetails.weight,
      minPrice: askDetails.minPrice,
      maxPrice: askDetails.maxPrice,
      quoteType: askDetails.quoteType,
      sort: askDetails.sort,
    })
    .from(askDetails)
    .where(eq(askDetails.askId, askId))
    .orderBy(asc(askDetails.sort))
    .limit(100);
}
export type TAskDetailForQuote = Awaited<ReturnType<typeof findAskDetailsForQuote>>[number];

export async function findDetailNames(db: TDbOrTx, detailIds: string[]) {
  if (detailIds.length === 0) return [];
  return db
    .select({ id: askDetails.id, detailName: askDetails.detailName, detailNameZh: askDetails.detailNameZh })
    .from(askDetails)
    .where(inArray(askDetails.id, detailIds))
    .limit(detailIds.length);
}

// ——— placing a quote: two prepared statements, no transaction (bench/negotiation) ———

type TRawRow = Record<string, unknown>;
type TStatement = { name: string; text: string };
type TDrizzleSession = {
  session: { prepareQuery: (q: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean) => { execute: () => Promise<unknown> } };
};

/**
 * The types drizzle's node-postgres driver leaves as PostgreSQL's text (timestamps, dates, intervals and their
 * arrays), so a row reads the same on the pool as through drizzle.
 */
const TEXT_TIMES = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const driverTypes = { getTypeParser: (oid: number, format?: string) => (TEXT_TIMES.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text')) };

/**
 * Runs a statement whose text never changes as a named prepared statement: PostgreSQL parses and plans it once per
 * connection, then only binds and executes it. The text is built once at start-up and the values are passed as they
 * are: building the statement with drizzle's sql template on every call cost ~150 µs of CPU per placed quote
 * (bench/negotiation). On the PostgreSQL pool it goes to pg directly (drizzle's execute() builds a prepared-query
 * object and two query configs per call); elsewhere (PGlite, a transaction) through drizzle's session.
 */
async function executeStatement(db: TDbOrTx, statement: TStatement, params: unknown[]): Promise<TRawRow[]> {
  const pool = (db as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) {
    const res = await pool.query<TRawRow>({ name: statement.name, text: statement.text, values: params, types: driverTypes } as pg.QueryConfig);
    return res.rows;
  }
  const { session } = db as unknown as TDrizzleSession;
  const res = await session.prepareQuery({ sql: statement.text, params }, undefined, statement.name, false).execute();
  return (res as { rows: TRawRow[] }).rows;
}

type TColumnMap = [key: string, name: string, column: Column][];
const columnMap = (columns: Record<string, Column>): TColumnMap => Object.entries(columns).map(([key, column]) => [key, column.name, column]);

/** A raw row as drizzle would have answered it (camelCase keys, dates, numbers), `prefix` naming aliased columns. */
function fromDriver<T>(row: TRawRow, map: TColumnMap, prefix = ''): T {
  const out: TRawRow = {};
  for (const [key, name, column] of map) {
    const value = row[prefix + name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T;
}

const ASK_MAP = columnMap(askColumns);
const QUOTE_MAP = columnMap(getTableColumns(quotes));
const LINE_MAP = columnMap(getTableColumns(quoteLines));
const EVENT_MAP = columnMap(getTableColumns(quoteEvents));
const DETAIL_MAP = columnMap({
  id: askDetails.id,
  detailName: askDetails.detailName,
  detailNameZh: askDetails.detailNameZh,
  weight: askDetails.weight,
  minPrice: askDetails.minPrice,
  maxPrice: askDetails.maxPrice,
  quoteType: askDetails.quoteType,
  sort: askDetails.sort,
});

const ASK_FOR_QUOTE: TStatement = {
  name: 'quote_place_ask',
  text:
    `select ${ASK_MAP.map(([, name]) => `a.${name}`).join(', ')}, ${DETAIL_MAP.map(([, name]) => `d.${name} as d_${name}`).join(', ')}, now() as db_now ` +
    `from asks a left join ask_details d on d.ask_id = a.id where a.id = $1::uuid order by d.sort limit 100`,
};

/**
 * The ask and its lines in one statement, as placing a quote checks them (§5), with the database's clock (the new
 * quote's timestamps); null when there is no such ask.
 */
export async function findAskForQuote(db: TDbOrTx, askId: string): Promise<{ ask: TQuoteAsk; details: TAskDetailForQuote[]; now: Date } | null> {
  const rows = await executeStatement(db, ASK_FOR_QUOTE, [askId]);
  if (rows.length === 0) return null;
  return {
    ask: fromDriver<TQuoteAsk>(rows[0]!, ASK_MAP),
    details: rows.filter((r) => r.d_id !== null).map((r) => fromDriver<TAskDetailForQuote>(r, DETAIL_MAP, 'd_')),
    now: quotes.createdAt.mapFromDriverValue(rows[0]!.db_now as string) as Date,
  };
}

/**
 * The write of a new quote, without or with an Idempotency-Key: its text with `$n::type` placeholders numbered in
 * the order writePlacedQuote pushes the values (ask, version, [key], every quote column, the lines as JSON, every
 * event column). The lines and the event need not be read back: a data-modifying WITH runs to completion whether
 * its rows are read or not, and an insert either writes them or fails the statement.
 */
function writeStatement(keyed: boolean): TStatement {
  let n = 0;
  const p = (type: string) => `$${++n}::${type}`;
  const values = (map: TColumnMap) => map.map(([, , column]) => p(column.getSQLType())).join(', ');
  const names = (map: TColumnMap, prefix = '') => map.map(([, name]) => prefix + name).join(', ');
  const ask = `with a as (
      select id from asks
      where id = ${p('uuid')} and state = 'active' and version = ${p('integer')} and (valid_until is null or valid_until > now())
      for key share),`;
  const claim = keyed
    ? `
    k as (
      insert into idempotency_keys (user_id, key, fingerprint, response)
      select ${p('uuid')}, ${p('text')}, ${p('text')}, ${p('jsonb')} from a
      on conflict do nothing
      returning 1),`
    : '';
  const quote = `
    q as (
      insert into quotes (${names(QUOTE_MAP)})
      select ${values(QUOTE_MAP)} from a${keyed ? ' where exists (select 1 from k)' : ''}
      returning id),`;
  const lines = `
    l as (
      insert into quote_lines (${names(LINE_MAP)})
      select ${names(LINE_MAP, 'x.')}
      from q cross join jsonb_to_recordset(${p('jsonb')}) as x(${LINE_MAP.map(([, name, column]) => `${name} ${column.getSQLType()}`).join(', ')})
      returning 1),`;
  const event = `
    e as (
      insert into quote_events (${names(EVENT_MAP)})
      select ${values(EVENT_MAP)} from q
      returning 1)
    select (select count(*) from a)::int as ask, (select count(*) from q)::int as quote`;
  return { name: keyed ? 'quote_place_write_keyed' : 'quote_place_write', text: ask + claim + quote + lines + event };
}
const WRITE = writeStatement(false);
const WRITE_KEYED = writeStatement(true);

/** Every column of a row as the driver sends it, in the map's order, after `into`. */
function pushDriverValues(into: unknown[], map: TColumnMap, row: TRawRow): void {
  for (const [key, , column] of map) {
    const value = row[key];
    into.push(value === null || value === undefined ? null : column.mapToDriverValue(value));
  }
}

/**
 * Writes a new quote — the row, its lines, its first thread entry and, when the request carries an Idempotency-Key,
 * the key with the answer — in ONE statement, so in one implicit transaction: the rows are built in memory (ids and
 * timestamps included, the answer with them) and written as they are, every column named, so nothing read back can
 * differ. Only while the ask is still the one the checks read (active, before valid_until, the same version): its
 * row is taken FOR KEY SHARE in the statement, so a deal committing on it (FOR UPDATE) is waited for and then seen,
 * and nothing is written. With a key, the key is claimed first and the quote written only if the claim succeeded (a
 * concurrent retry waits on the key's unique index, then finds it taken). The one-live-quote index still refuses a
 * second live quote (unique violation: the whole statement is undone). Answers what happened.
 */
export async function writePlacedQuote(
  db: TDbOrTx,
  opts: {
    askVersion: number;
    quote: TQuoteRow;
    lines: TQuoteLineRow[];
    event: TQuoteEventRow;
    idempotency: { key: string; fingerprint: string; response: unknown } | null;
  },
): Promise<'placed' | 'askChanged' | 'keyTaken'> {
  const { quote, idempotency } = opts;
  const params: unknown[] = [quote.askId, opts.askVersion];
  if (idempotency) params.push(quote.buyerUserId, idempotency.key, idempotency.fingerprint, JSON.stringify(idempotency.response));
  pushDriverValues(params, QUOTE_MAP, quote as unknown as TRawRow);
  params.push(
    JSON.stringify(
      opts.lines.map((l) => {
        const out: TRawRow = {};
        for (const [key, name, column] of LINE_MAP) {
          const value = (l as unknown as TRawRow)[key];
          out[name] = value === null || value === undefined ? null : column.mapToDriverValue(value);
        }
        return out;
      }),
    ),
  );
  pushDriverValues(params, EVENT_MAP, opts.event as unknown as TRawRow);
  const rows = await executeStatement(db, idempotency ? WRITE_KEYED : WRITE, params);
  const r = rows[0]!;
  if (Number(r.quote) === 1) return 'placed';
  return Number(r.ask) === 0 ? 'askChanged' : 'keyTaken';
}

const LIVE_STATES: TQuoteState[] = ['waiting', 'dicker', 'bargaining', 'confirm', 'deal', 'auditing', 'refuse', 'recalled'];

/** The buyer's current quote on an ask (one at most: quotes_live_buyer_key). */
export async function findLiveQuote(db: TDbOrTx, askId: string, buyerUserId: string): Promise<TQuoteRow | null> {
  const rows = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.askId, askId), eq(quotes.buyerUserId, buyerUserId), inArray(quotes.state, LIVE_STATES)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findQuote(db: TDbOrTx, quoteId: string): Promise<TQuoteRow | null> {
  const rows = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
  return rows[0] ?? null;
}

export async function lockQuote(tx: TTx, quoteId: string): Promise<TQuoteRow | null> {
  const rows = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update').limit(1);
  return rows[0] ?? null;
}

/** The quote holding the ask (locked price, deal, deal under review), if any. */
export async function findAskHolder(db: TDbOrTx, askId: string): Promise<TQuoteRow | null> {
  const rows = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.askId, askId), inArray(quotes.state, ['confirm', 'deal', 'auditing'])))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertQuote(tx: TTx, values: TQuoteInsert): Promise<TQuoteRow> {
  const [row] = await tx.insert(quotes).values(values).returning();
  return row!;
}

/** Updates a quote and bumps its version (every change is a new version: stale screens answer 110801). */
export async function updateQuote(tx: TTx, quoteId: string, values: PgUpdateSetSource<typeof quotes>): Promise<TQuoteRow> {
  const [row] = await tx
    .update(quotes)
    .set({ ...values, version: sql`${quotes.version} + 1`, updatedAt: sql`now()` })
    .where(eq(quotes.id, quoteId))
    .returning();
  return row!;
}

export async function replaceQuoteLines(tx: TTx, quoteId: string, lines: (typeof quoteLines.$inferInsert)[]): Promise<void> {
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  if (lines.length) await tx.insert(quoteLines).values(lines);
}

/** Writes new prices on some lines: the buyer's (`price`) or the seller's counter (`counterPrice`). */
export async function setLinePrices(tx: TTx, quoteId: string, column: 'price' | 'counterPrice', prices: { askDetailId: string; price: string }[]): Promise<void> {
  for (const p of prices) {
    await tx
      .update(quoteLines)
      .set({ [column]: p.price })
      .where(and(eq(quoteLines.quoteId, quoteId), eq(quoteLines.askDetailId, p.askDetailId)));
  }
}

/** Fixes the agreed price of every line: the buyer's price, or the seller's counter where there is one. */
export async function agreeLinePrices(tx: TTx, quoteId: string, source: 'price' | 'counter'): Promise<void> {
  await tx
    .update(quoteLines)
    .set({ agreedPrice: source === 'price' ? sql`${quoteLines.price}` : sql`coalesce(${quoteLines.counterPrice}, ${quoteLines.price})` })
    .where(eq(quoteLines.quoteId, quoteId));
}

export async function findQuoteLines(db: TDbOrTx, quoteIds: string[]): Promise<TQuoteLineRow[]> {
  if (quoteIds.length === 0) return [];
  return db.select().from(quoteLines).where(inArray(quoteLines.quoteId, quoteIds)).orderBy(asc(quoteLines.quoteId), asc(quoteLines.sort)).limit(quoteIds.length * 25);
}

/** The lines of a new quote, as stored. */
export async function insertQuoteLines(tx: TTx, lines: (typeof quoteLines.$inferInsert)[]): Promise<TQuoteLineRow[]> {
  return lines.length ? tx.insert(quoteLines).values(lines).returning() : [];
}

export async function insertQuoteEvent(tx: TTx, values: typeof quoteEvents.$inferInsert): Promise<TQuoteEventRow> {
  const [row] = await tx.insert(quoteEvents).values(values).returning();
  return row!;
}

export async function insertQuoteEvents(tx: TTx, values: (typeof quoteEvents.$inferInsert)[]): Promise<void> {
  if (values.length) await tx.insert(quoteEvents).values(values);
}

export async function findQuoteEvents(db: TDbOrTx, quoteIds: string[]): Promise<TQuoteEventRow[]> {
  if (quoteIds.length === 0) return [];
  return db
    .select()
    .from(quoteEvents)
    .where(inArray(quoteEvents.quoteId, quoteIds))
    .orderBy(asc(quoteEvents.createdAt), asc(quoteEvents.id))
    .limit(Math.max(200, quoteIds.length * 50));
}

/** Every other quote still in play on a traded ask becomes lost; answers who they belonged to. */
export async function loseOtherQuotes(tx: TTx, askId: string, winnerQuoteId: string) {
  return tx
    .update(quotes)
    .set({ state: 'lost', version: sql`${quotes.version} + 1`, updatedAt: sql`now()`, lockedAt: null })
    .where(
      and(
        eq(quotes.askId, askId),
        ne(quotes.id, winnerQuoteId),
        inArray(quotes.state, ['waiting', 'dicker', 'bargaining', 'confirm', 'refuse', 'recalled']),
      ),
    )
    .returning({ id: quotes.id, buyerUserId: quotes.buyerUserId, version: quotes.version });
}

/** Open quotes on an ask (the candidates for a forwarded firm price), oldest first, bounded. */
export async function listOpenQuotes(db: TDbOrTx, askId: string, exceptBuyerUserId: string): Promise<TQuoteRow[]> {
  return db
    .select()
    .from(quotes)
    .where(and(eq(quotes.askId, askId), ne(quotes.buyerUserId, exceptBuyerUserId), inArray(quotes.state, ['waiting', 'dicker', 'bargaining', 'refuse'])))
    .orderBy(asc(quotes.createdAt))
    .limit(500);
}

/** The quotes on one ask, for its seller's list (bounded: an ask draws tens of quotes, not thousands). */
export async function listQuotesOfAsk(db: TDbOrTx, askId: string): Promise<TQuoteRow[]> {
  return db.select().from(quotes).where(eq(quotes.askId, askId)).orderBy(asc(quotes.createdAt)).limit(500);
}

export async function countLiveQuotes(db: TDbOrTx, askId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quotes)
    .where(and(eq(quotes.askId, askId), inArray(quotes.state, LIVE_STATES)));
  return Number(row?.n ?? 0);
}

const INQUIRY_TAB_STATES: Record<string, TQuoteState[] | null> = {
  all: null,
  open: ['waiting', 'dicker', 'bargaining', 'confirm', 'refuse', 'recalled'],
  deal: ['deal', 'auditing'],
  closed: ['cancelled', 'rejected', 'expired', 'lost'],
};

/** The buyer's inquiry list: their quotes, most recently changed first (quotes_buyer_idx). */
export async function listBuyerQuotes(db: TDbOrTx, opts: { buyerUserId: string; tab: string; limit: number; offset: number }) {
  const states = INQUIRY_TAB_STATES[opts.tab] ?? null;
  const where: SQL = states ? and(eq(quotes.buyerUserId, opts.buyerUserId), inArray(quotes.state, states))! : eq(quotes.buyerUserId, opts.buyerUserId);
  const rows = await db
    .select({ quote: quotes, total: sql<number>`count(*) over ()::int` })
    .from(quotes)
    .where(where)
    .orderBy(desc(quotes.updatedAt), desc(quotes.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows: rows.map((r) => r.quote), total: rows.length ? Number(rows[0]!.total) : 0 };
}

/** Staff: deals waiting for review, oldest first. */
export async function listDealsUnderReview(db: TDbOrTx, opts: { limit: number; offset: number }) {
  const rows = await db
    .select({ quote: quotes, total: sql<number>`count(*) over ()::int` })
    .from(quotes)
    .where(eq(quotes.state, 'auditing'))
    .orderBy(asc(quotes.dealAt))
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows: rows.map((r) => r.quote), total: rows.length ? Number(rows[0]!.total) : 0 };
}

// ——— idempotency keys ———

/** Claims a key for this request; false when it exists (after waiting for a concurrent holder to finish). */
export async function claimIdempotencyKey(tx: TTx, userId: string, key: string, fingerprint: string): Promise<boolean> {
  const rows = await tx.insert(idempotencyKeys).values({ userId, key, fingerprint }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findIdempotencyKey(db: TDbOrTx, userId: string, key: string) {
  const rows = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0] ?? null;
}

export async function storeIdempotentResponse(tx: TTx, userId: string, key: string, response: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ response: response as object })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/**
 * Deletes up to `batch` keys older than `hours` (idempotency_keys_created_idx); answers how many went. Bounded so a
 * backlog never holds locks or the event loop (PGlite) for long; the sweep calls it again while batches come back full.
 */
export async function deleteIdempotencyKeysOlderThan(db: TDbOrTx, opts: { hours: number; batch: number }): Promise<number> {
  const res = await db.execute(sql`
    delete from idempotency_keys k
    using (select user_id, key from idempotency_keys
           where created_at < now() - make_interval(hours => ${opts.hours})
           order by created_at limit ${opts.batch}) old
    where k.user_id = old.user_id and k.key = old.key`);
  // node-postgres says rowCount, PGlite affectedRows.
  const done = res as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(done.rowCount ?? done.affectedRows ?? 0);
}

/** The quote holding each of some asks (locked price, deal or deal under review). */
export async function findAskHolders(db: TDbOrTx, askIds: string[]): Promise<Map<string, TQuoteRow>> {
  if (askIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(quotes)
    .where(and(inArray(quotes.askId, askIds), inArray(quotes.state, ['confirm', 'deal', 'auditing'])))
    .limit(askIds.length);
  return new Map(rows.map((r) => [r.askId, r]));
}

/**
 * Stores as expired the open quotes whose ask stopped taking quotes (expired, or active past valid_until) and the
 * locks not confirmed within `lockHours`; a bounded batch, skipping rows an action holds right now.
 */
export async function expireLapsedQuotes(tx: TTx, opts: { batch: number; lockHours: number }) {
  return executeRows<{ id: string; ask_id: string; buyer_user_id: string; seller_user_id: string; version: number; from_state: TQuoteState }>(tx, sql`
    with lapsed as (
      select q.id, q.state from quotes q join asks a on a.id = q.ask_id
      where q.state in ('waiting', 'dicker', 'bargaining', 'confirm')
        and (a.state = 'expired'
          or (a.state = 'active' and a.valid_until is not null and a.valid_until <= now())
          or (q.state = 'confirm' and q.locked_at < now() - make_interval(hours => ${opts.lockHours})))
      order by q.id
      limit ${opts.batch}
      for update of q skip locked)
    update quotes q set state = 'expired', version = q.version + 1, updated_at = now(), locked_at = null
    from lapsed where q.id = lapsed.id
    returning q.id, q.ask_id, q.buyer_user_id, q.seller_user_id, q.version, lapsed.state as from_state`);
}
