import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TBuyerRequestState } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { buyerRequestOffers, buyerRequests } from '../../../db/schema.ts';

export type TBuyerRequestRow = typeof buyerRequests.$inferSelect;
export type TBuyerRequestInsert = typeof buyerRequests.$inferInsert;
/** Values to write: each column's value or an SQL expression (`now()`). */
export type TBuyerRequestWrite = { [K in keyof TBuyerRequestInsert]: TBuyerRequestInsert[K] | SQL };

/** A request as the presenter reads it: the row, its grade and port names, and the offers the viewer may count. */
export type TBuyerRequestReadRow = {
  id: string;
  buyerUserId: string;
  companyId: string | null;
  market: 'intl' | 'cn';
  currency: string;
  state: TBuyerRequestState;
  version: number;
  title: string | null;
  categoryIds: number[];
  subCategoryIds: number[];
  gradeNames: { id: number; zh: string; en: string }[] | null;
  weight: string | null;
  containers: number | null;
  quoteType: string;
  targetPrice: string;
  deliveryTerm: string;
  portId: number | null;
  port: { zh: string; en: string } | null;
  destinationPortId: number | null;
  destinationPort: { zh: string; en: string } | null;
  depositRatio: string;
  balanceRatio: string;
  paymentTiming: string;
  validUntil: string;
  remark: string | null;
  photos: { id: string; ext: string }[] | null;
  specs: { id: string; ext: string; name: string }[] | null;
  refuseReason: string | null;
  publishedAt: string | null;
  createdAt: string;
  demo: boolean;
  offerCount: number;
};

/** The select list of a request read by `viewerUserId` (null: staff, who count every offer). */
function readColumns(viewerUserId: string | null): SQL {
  const offerFilter = viewerUserId === null ? sql`true` : sql`(r.buyer_user_id = ${viewerUserId}::uuid or o.supplier_user_id = ${viewerUserId}::uuid)`;
  return sql`r.id, r.buyer_user_id as "buyerUserId", r.company_id as "companyId", r.market, r.currency, r.state, r.version, r.title,
    r.category_ids as "categoryIds", r.sub_category_ids as "subCategoryIds",
    (select json_agg(json_build_object('id', c.id, 'zh', c.name_zh, 'en', c.name_en)) from categories c where c.id = any(r.sub_category_ids)) as "gradeNames",
    r.weight::text as weight, r.containers, r.quote_type as "quoteType", r.target_price::text as "targetPrice",
    r.delivery_term as "deliveryTerm", r.port_id as "portId",
    (select json_build_object('zh', d.label_zh, 'en', d.label_en) from dict_data d where d.id = r.port_id) as port,
    r.destination_port_id as "destinationPortId",
    (select json_build_object('zh', d.label_zh, 'en', d.label_en) from dict_data d where d.id = r.destination_port_id) as "destinationPort",
    r.deposit_ratio::text as "depositRatio", r.balance_ratio::text as "balanceRatio", r.payment_timing as "paymentTiming",
    to_char(r.valid_until, 'YYYY-MM-DD') as "validUntil", r.remark,
    (select json_agg(json_build_object('id', f.id, 'ext', f.ext) order by array_position(r.photo_file_ids, f.id)) from files f where f.id = any(r.photo_file_ids)) as photos,
    (select json_agg(json_build_object('id', f.id, 'ext', f.ext, 'name', f.original_name) order by array_position(r.spec_file_ids, f.id)) from files f where f.id = any(r.spec_file_ids)) as specs,
    r.refuse_reason as "refuseReason", r.published_at as "publishedAt", r.created_at as "createdAt", r.demo,
    (select count(*)::int from buyer_request_offers o where o.request_id = r.id and ${offerFilter}) as "offerCount"`;
}

export async function findBuyerRequestForRead(db: TDbOrTx, requestId: string, viewerUserId: string | null): Promise<TBuyerRequestReadRow | null> {
  const rows = await executeRows<TBuyerRequestReadRow>(db, sql`select ${readColumns(viewerUserId)} from buyer_requests r where r.id = ${requestId}::uuid`);
  return rows[0] ?? null;
}

/**
 * The purchase market: live requests still within their validity day, newest approval first, filtered like the buy
 * list (family/grade on the GIN-indexed arrays, price method, terms, destination port, a search over title, grades
 * and remark). The count stops at `countCap` (the list says "N+" beyond), so a page never scans the whole table.
 */
export async function listLiveRequests(
  db: TDbOrTx,
  opts: {
    market: string;
    categoryId?: number;
    subCategoryId?: number;
    quoteType?: string;
    deliveryTerm?: string;
    destinationPortId?: number;
    keyword?: string;
    limit: number;
    offset: number;
    countCap: number;
    viewerUserId: string;
  },
): Promise<{ rows: TBuyerRequestReadRow[]; total: number }> {
  const where: SQL[] = [sql`r.state = 'live'`, sql`r.market = ${opts.market}`, sql`r.valid_until >= (now() at time zone 'utc')::date`];
  if (opts.categoryId !== undefined) where.push(sql`r.category_ids @> array[${opts.categoryId}]::int[]`);
  if (opts.subCategoryId !== undefined) where.push(sql`r.sub_category_ids @> array[${opts.subCategoryId}]::int[]`);
  if (opts.quoteType) where.push(sql`r.quote_type = ${opts.quoteType}`);
  if (opts.deliveryTerm) where.push(sql`r.delivery_term = ${opts.deliveryTerm}`);
  if (opts.destinationPortId !== undefined) where.push(sql`r.destination_port_id = ${opts.destinationPortId}`);
  if (opts.keyword) where.push(sql`r.search_key like ${`%${escapeLike(opts.keyword.toLowerCase())}%`}`);
  const cond = sql.join(where, sql` and `);
  const rows = await executeRows<TBuyerRequestReadRow>(
    db,
    sql`select ${readColumns(opts.viewerUserId)} from buyer_requests r where ${cond} order by r.published_at desc, r.id desc limit ${opts.limit} offset ${opts.offset}`,
  );
  const [count] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from buyer_requests r where ${cond} limit ${opts.countCap}) x`);
  return { rows, total: count?.n ?? 0 };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The state a stored row reads as: a live request past its day reads expired. */
const effectiveState = sql`case when r.state = 'live' and r.valid_until < (now() at time zone 'utc')::date then 'expired' else r.state end`;

/** The buyer's own posts of one tab (newest change first) and the count of every tab. */
export async function listOwnRequests(
  db: TDbOrTx,
  opts: { buyerUserId: string; state: string; limit: number; offset: number },
): Promise<{ rows: TBuyerRequestReadRow[]; total: number; counts: Record<string, number> }> {
  const own = sql`r.buyer_user_id = ${opts.buyerUserId}::uuid`;
  const tab = opts.state === 'all' ? sql`true` : sql`${effectiveState} = ${opts.state}`;
  const rows = await executeRows<TBuyerRequestReadRow>(
    db,
    sql`select ${readColumns(opts.buyerUserId)} from buyer_requests r where ${own} and ${tab} order by r.updated_at desc, r.id desc limit ${opts.limit} offset ${opts.offset}`,
  );
  const counted = await executeRows<{ state: string; n: number }>(db, sql`select ${effectiveState} as state, count(*)::int as n from buyer_requests r where ${own} group by 1`);
  const counts: Record<string, number> = { all: 0 };
  for (const c of counted) {
    counts[c.state] = c.n;
    counts.all! += c.n;
  }
  return { rows, total: opts.state === 'all' ? counts.all! : (counts[opts.state] ?? 0), counts };
}

export async function listReviewRequests(db: TDbOrTx, opts: { limit: number; offset: number }) {
  const rows = await executeRows<TBuyerRequestReadRow & { buyerEmail: string | null; buyerCompany: string | null }>(
    db,
    sql`select ${readColumns(null)}, u.email as "buyerEmail", co.name as "buyerCompany"
      from buyer_requests r join users u on u.id = r.buyer_user_id left join companies co on co.id = r.company_id
      where r.state = 'pending' order by r.submitted_at, r.id limit ${opts.limit} offset ${opts.offset}`,
  );
  const [count] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from buyer_requests where state = 'pending'`);
  return { rows, total: count?.n ?? 0 };
}

export async function insertBuyerRequest(tx: TTx, values: TBuyerRequestWrite): Promise<string> {
  const [row] = await tx.insert(buyerRequests).values(values).returning({ id: buyerRequests.id });
  return row!.id;
}

export async function lockBuyerRequest(tx: TTx, requestId: string): Promise<TBuyerRequestRow | null> {
  const [row] = await tx.select().from(buyerRequests).where(eq(buyerRequests.id, requestId)).for('update');
  return row ?? null;
}

/** Writes the change and bumps the version; returns the new version. */
export async function updateBuyerRequest(tx: TTx, requestId: string, values: Partial<TBuyerRequestWrite>): Promise<number> {
  const [row] = await tx
    .update(buyerRequests)
    .set({ ...values, version: sql`${buyerRequests.version} + 1`, updatedAt: sql`now()` })
    .where(eq(buyerRequests.id, requestId))
    .returning({ version: buyerRequests.version });
  return row!.version;
}

/** Live requests whose validity day is over become expired, a batch at a time (SKIP LOCKED across instances). */
export async function expireLapsedRequests(db: TDbOrTx, batch: number): Promise<number> {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`update buyer_requests set state = 'expired', version = version + 1, updated_at = now()
      where id in (select id from buyer_requests where state = 'live' and valid_until < (now() at time zone 'utc')::date
        order by valid_until limit ${batch} for update skip locked)
      returning id`,
  );
  return rows.length;
}

/** The ask as an offer needs it: whose it is, where it stands, its market. */
export async function findAskForOffer(db: TDbOrTx, askId: string) {
  const rows = await executeRows<{ sellerUserId: string; agentUserId: string | null; state: string; market: string; expired: boolean }>(
    db,
    sql`select seller_user_id as "sellerUserId", agent_user_id as "agentUserId", state, market,
      (state = 'active' and valid_until is not null and valid_until < now()) as expired
      from asks where id = ${askId}::uuid`,
  );
  return rows[0] ?? null;
}

export async function findUserCompanyId(db: TDbOrTx, userId: string): Promise<string | null> {
  const rows = await executeRows<{ companyId: string | null }>(db, sql`select company_id as "companyId" from users where id = ${userId}::uuid`);
  return rows[0]?.companyId ?? null;
}

export async function hasOffer(db: TDbOrTx, requestId: string, askId: string): Promise<boolean> {
  const rows = await db
    .select({ id: buyerRequestOffers.id })
    .from(buyerRequestOffers)
    .where(and(eq(buyerRequestOffers.requestId, requestId), eq(buyerRequestOffers.askId, askId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertOffer(tx: TTx, values: { requestId: string; askId: string; supplierUserId: string }): Promise<string> {
  const [row] = await tx.insert(buyerRequestOffers).values(values).returning({ id: buyerRequestOffers.id });
  return row!.id;
}

/** The offer on this request, locked for its withdrawal, with the company of the ask it offers. */
export async function lockOffer(tx: TTx, requestId: string, offerId: string) {
  const rows = await executeRows<{ offerId: string; askId: string; supplierUserId: string; askCompanyId: string | null }>(
    tx,
    sql`select o.id as "offerId", o.ask_id as "askId", o.supplier_user_id as "supplierUserId", a.company_id as "askCompanyId"
      from buyer_request_offers o join asks a on a.id = o.ask_id
      where o.id = ${offerId}::uuid and o.request_id = ${requestId}::uuid for update of o`,
  );
  return rows[0] ?? null;
}

/** A deal on the ask with this buyer, made or waiting for staff review (the quote holding the ask). */
export async function askInDealWith(db: TDbOrTx, askId: string, buyerUserId: string): Promise<boolean> {
  const rows = await executeRows<{ one: number }>(
    db,
    sql`select 1 as one from quotes where ask_id = ${askId}::uuid and buyer_user_id = ${buyerUserId}::uuid and state in ('deal', 'auditing') limit 1`,
  );
  return rows.length > 0;
}

export async function deleteOffer(tx: TTx, offerId: string): Promise<void> {
  await tx.delete(buyerRequestOffers).where(eq(buyerRequestOffers.id, offerId));
}

export type TOfferReadRow = {
  offerId: string;
  askId: string;
  askName: string | null;
  askNameZh: string | null;
  askState: string;
  askExpired: boolean;
  inDeal: boolean;
  totalWeight: string;
  firmPrice: string | null;
  supplierUserId: string;
  supplierCompany: string | null;
  createdAt: string;
};

/** The offers of a request the viewer may see: all for the buyer (or staff: viewer null), their own for a supplier. */
export async function listOffers(db: TDbOrTx, requestId: string, viewer: { userId: string; all: boolean }): Promise<TOfferReadRow[]> {
  const mine = viewer.all ? sql`true` : sql`o.supplier_user_id = ${viewer.userId}::uuid`;
  return executeRows<TOfferReadRow>(
    db,
    sql`select o.id as "offerId", o.ask_id as "askId", a.ask_name as "askName", a.ask_name_zh as "askNameZh", a.state as "askState",
      (a.state = 'active' and a.valid_until is not null and a.valid_until < now()) as "askExpired",
      exists (select 1 from quotes q join buyer_requests r on r.id = o.request_id
        where q.ask_id = o.ask_id and q.buyer_user_id = r.buyer_user_id and q.state in ('deal', 'auditing')) as "inDeal",
      a.total_weight::text as "totalWeight", a.firm_price::text as "firmPrice", o.supplier_user_id as "supplierUserId",
      co.name as "supplierCompany", o.created_at as "createdAt"
      from buyer_request_offers o join asks a on a.id = o.ask_id left join companies co on co.id = a.company_id
      where o.request_id = ${requestId}::uuid and ${mine} order by o.created_at desc limit 200`,
  );
}

/** Open requests an ask was offered to (a deal on the ask may fulfil them), locked for the change. */
export async function lockRequestsOfferedAsk(tx: TTx, askId: string, buyerUserId: string): Promise<TBuyerRequestRow[]> {
  const ids = await executeRows<{ id: string }>(
    tx,
    sql`select r.id from buyer_requests r join buyer_request_offers o on o.request_id = r.id
      where o.ask_id = ${askId}::uuid and r.buyer_user_id = ${buyerUserId}::uuid and r.state in ('live', 'expired') for update of r`,
  );
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(buyerRequests)
    .where(sql`${buyerRequests.id} in (${sql.join(ids.map((r) => sql`${r.id}::uuid`), sql`, `)})`);
}

/**
 * The fan-out of an approved request, as ONE statement: suppliers who sell (have a live ask in) or follow (wanted
 * list, that category's push on) any of its families or grades, with global push on, not blocked, with the request's
 * market granted, never the buyer or their company; each gets one notification, and an e-mail in their language when
 * they have an address. A supplier already told about this request (re-approval after an edit) is skipped.
 */
export async function insertSupplierNotifications(
  tx: TTx,
  opts: {
    requestId: string;
    market: string;
    categoryIds: number[];
    buyerUserId: string;
    companyId: string | null;
    texts: { titleZh: string; titleEn: string; bodyZh: string; bodyEn: string };
    link: string;
  },
): Promise<number> {
  if (opts.categoryIds.length === 0) return 0;
  const categories = sql`array[${sql.join(opts.categoryIds.map((id) => sql`${id}`), sql`, `)}]::int[]`;
  const sameCompany = opts.companyId ? sql`and (u.company_id is null or u.company_id <> ${opts.companyId}::uuid)` : sql``;
  const inserted = await executeRows<{ id: string }>(tx, sql`
    insert into notifications (user_id, kind, ref_key, title_zh, title_en, body_zh, body_en, link, mail_status, mail_to, mail_lang)
    select u.id, 'buyer_request_posted', ${`request:${opts.requestId}`}, ${opts.texts.titleZh}, ${opts.texts.titleEn},
      ${opts.texts.bodyZh}, ${opts.texts.bodyEn}, ${opts.link},
      case when u.email is null then 'none' else 'pending' end, u.email,
      case when u.email is null then null when u.language_type = 'China' then 'zh' else 'en' end
    from users u
    join user_market_permissions mp on mp.user_id = u.id and mp.market = ${opts.market} and mp.permission = 1
    where u.push_enabled and u.user_state <> 9 and u.id <> ${opts.buyerUserId}::uuid ${sameCompany}
      and (
        exists (select 1 from wanted_categories w where w.user_id = u.id and w.push_switch = 0 and w.category_id = any(${categories}))
        or exists (select 1 from asks a where a.seller_user_id = u.id and a.state = 'active' and a.market = ${opts.market}
          and (a.category_ids && ${categories} or a.sub_category_ids && ${categories}))
      )
    on conflict (user_id, kind, ref_key) where ref_key is not null do nothing
    returning id`);
  return inserted.length;
}

/** The ask's name in each language (the other language's when one is blank), for the buyer's notification. */
export async function findAskNames(db: TDbOrTx, askId: string): Promise<{ zh: string; en: string } | null> {
  const rows = await executeRows<{ zh: string; en: string }>(
    db,
    sql`select coalesce(nullif(ask_name_zh, ''), ask_name, '') as zh, coalesce(nullif(ask_name, ''), ask_name_zh, '') as en from asks where id = ${askId}::uuid`,
  );
  return rows[0] ?? null;
}

export async function findBuyerRequestOwner(db: TDbOrTx, requestId: string): Promise<string | null> {
  const [row] = await db.select({ buyerUserId: buyerRequests.buyerUserId }).from(buyerRequests).where(eq(buyerRequests.id, requestId)).limit(1);
  return row?.buyerUserId ?? null;
}

/**
 * Whether a file is a photo or spec document of a request other users may read (published and not back in review or
 * refused, as the detail decides): the GIN index on the two arrays finds it.
 */
export async function fileOnReadableRequest(db: TDbOrTx, fileId: string): Promise<boolean> {
  const id = sql`array[${fileId}::uuid]`;
  const rows = await executeRows<{ one: number }>(
    db,
    sql`select 1 as one from buyer_requests r where (r.photo_file_ids @> ${id} or r.spec_file_ids @> ${id})
      and r.published_at is not null and r.state in ('live', 'expired', 'fulfilled', 'closed') limit 1`,
  );
  return rows.length > 0;
}
