import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TPartySide } from '@scrapbridge/domain/orders/contract';
import type { TAddressKind } from '@scrapbridge/domain/orders/contract-form';
import type { TDepositStatus, TPaymentStatus } from '@scrapbridge/domain/orders/money';
import type { TContractStatus } from '@scrapbridge/domain/orders/queue';
import type { TShipmentStatus } from '@scrapbridge/domain/orders/shipment';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { addressBook, companies, contractBlInstructions, contractBlParties, contractDisputes, contractParties, dictData, shipments, users } from '../../../db/schema.ts';

/** Queries of the order screens (issue 5): confirmation steps, bill-of-lading parties, address book, order list. */

export type TPartyRow = typeof contractParties.$inferSelect;
export type TBlInstructionsRow = typeof contractBlInstructions.$inferSelect;
export type TBlPartyRow = typeof contractBlParties.$inferSelect;
export type TAddressRow = typeof addressBook.$inferSelect;

export async function findParties(db: TDbOrTx, contractId: string): Promise<TPartyRow[]> {
  return db.select().from(contractParties).where(eq(contractParties.contractId, contractId)).orderBy(contractParties.side).limit(2);
}

/** Step 1 of one side: a first confirmation inserts, a correction (before signing) replaces it. */
export async function upsertParty(tx: TTx, values: typeof contractParties.$inferInsert): Promise<void> {
  const { contractId: _c, side: _s, ...changes } = values;
  await tx
    .insert(contractParties)
    .values(values)
    .onConflictDoUpdate({ target: [contractParties.contractId, contractParties.side], set: { ...changes, confirmedAt: sql`now()`, updatedAt: sql`now()` } });
}

export async function findBlInstructions(db: TDbOrTx, contractId: string): Promise<TBlInstructionsRow | null> {
  const rows = await db.select().from(contractBlInstructions).where(eq(contractBlInstructions.contractId, contractId)).limit(1);
  return rows[0] ?? null;
}

export async function findBlParties(db: TDbOrTx, contractId: string): Promise<TBlPartyRow[]> {
  return db.select().from(contractBlParties).where(eq(contractBlParties.contractId, contractId)).limit(4);
}

/** Step 2: the instructions and the four parties, replaced as a whole (a correction before signing). */
export async function replaceBillOfLading(
  tx: TTx,
  instructions: typeof contractBlInstructions.$inferInsert,
  parties: Omit<typeof contractBlParties.$inferInsert, 'contractId'>[],
): Promise<void> {
  const { contractId, ...changes } = instructions;
  await tx
    .insert(contractBlInstructions)
    .values(instructions)
    .onConflictDoUpdate({ target: contractBlInstructions.contractId, set: { ...changes, confirmedAt: sql`now()`, updatedAt: sql`now()` } });
  await tx.delete(contractBlParties).where(eq(contractBlParties.contractId, contractId));
  if (parties.length) await tx.insert(contractBlParties).values(parties.map((p) => ({ ...p, contractId })));
}

/** A step-2 resubmission (a retry, a correction) files its dispute once: the same text of the same side is there. */
export async function hasSameDispute(db: TDbOrTx, contractId: string, side: TPartySide, text: string): Promise<boolean> {
  const rows = await db
    .select({ id: contractDisputes.id })
    .from(contractDisputes)
    .where(and(eq(contractDisputes.contractId, contractId), eq(contractDisputes.side, side), eq(contractDisputes.text, text)))
    .limit(1);
  return rows.length > 0;
}

export type TPartyPerson = { userId: string; firstName: string | null; lastName: string | null; email: string | null; companyId: string | null; companyName: string | null; companyNameEn: string | null };

export async function findPeople(db: TDbOrTx, userIds: string[]): Promise<Map<string, TPartyPerson>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyId: users.companyId,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, userIds))
    .limit(userIds.length);
  return new Map(rows.map((r) => [r.userId, r]));
}

/** The viewer's latest step-1 confirmation on any contract: the defaults of the next one. */
export async function findLatestPartyOf(db: TDbOrTx, userId: string): Promise<TPartyRow | null> {
  const rows = await db.select().from(contractParties).where(eq(contractParties.confirmedByUserId, userId)).orderBy(desc(contractParties.confirmedAt)).limit(1);
  return rows[0] ?? null;
}

/** The most advanced shipment status of a contract (§4 Contract shipping), or null before any booking. */
export async function findShippingStatus(db: TDbOrTx, contractId: string): Promise<TShipmentStatus | null> {
  const rows = await db
    .select({ status: shipments.status })
    .from(shipments)
    .where(eq(shipments.contractId, contractId))
    .orderBy(sql`array_position(array['booked','loaded','arrived','delivered']::text[], ${shipments.status}) desc`)
    .limit(1);
  return rows[0]?.status ?? null;
}

export async function findDictLabels(db: TDbOrTx, ids: number[]): Promise<Map<number, { zh: string; en: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: dictData.id, zh: dictData.labelZh, en: dictData.labelEn }).from(dictData).where(inArray(dictData.id, ids)).limit(ids.length);
  return new Map(rows.map((r) => [r.id, { zh: r.zh, en: r.en }]));
}

// ---- Address book ---------------------------------------------------------------------------------------------

export async function listAddresses(db: TDbOrTx, companyId: string, kind: TAddressKind | undefined): Promise<TAddressRow[]> {
  const where = kind ? and(eq(addressBook.companyId, companyId), eq(addressBook.kind, kind)) : eq(addressBook.companyId, companyId);
  // address_book_company_idx (company_id, kind, name); a book is small, 500 is a safety bound.
  return db.select().from(addressBook).where(where).orderBy(addressBook.kind, addressBook.name).limit(500);
}

export async function findAddress(db: TDbOrTx, companyId: string, id: string): Promise<TAddressRow | null> {
  const rows = await db.select().from(addressBook).where(and(eq(addressBook.id, id), eq(addressBook.companyId, companyId))).limit(1);
  return rows[0] ?? null;
}

export async function insertAddress(tx: TDbOrTx, values: typeof addressBook.$inferInsert): Promise<TAddressRow> {
  const [row] = await tx.insert(addressBook).values(values).returning();
  return row!;
}

export async function updateAddress(tx: TDbOrTx, companyId: string, id: string, values: PgUpdateSetSource<typeof addressBook>): Promise<TAddressRow | null> {
  const rows = await tx
    .update(addressBook)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(addressBook.id, id), eq(addressBook.companyId, companyId)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteAddress(tx: TDbOrTx, companyId: string, id: string): Promise<boolean> {
  const rows = await tx.delete(addressBook).where(and(eq(addressBook.id, id), eq(addressBook.companyId, companyId))).returning({ id: addressBook.id });
  return rows.length > 0;
}

/** Saving a BL party to the book: the same name and address of the same kind is not saved twice. */
export async function findSameAddress(db: TDbOrTx, companyId: string, kind: TAddressKind, name: string, address: string): Promise<TAddressRow | null> {
  const rows = await db
    .select()
    .from(addressBook)
    .where(and(eq(addressBook.companyId, companyId), eq(addressBook.kind, kind), eq(addressBook.name, name), eq(addressBook.address, address)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCompanyOf(db: TDbOrTx, userId: string): Promise<string | null> {
  const rows = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.companyId ?? null;
}

// ---- Order list ---------------------------------------------------------------------------------------------------

export type TOrderListRow = {
  id: string;
  contract_no: string;
  status: TContractStatus;
  deal_at: Date | string;
  side: 'buyer' | 'seller';
  counterparty: string | null;
  counterparty_en: string | null;
  commodity: { zh: string | null; en: string | null }[] | string | null;
  total_weight: string;
  currency: string;
  total_amount: string | null;
  deposit_status: TDepositStatus;
  payment_status: TPaymentStatus;
  shipping_status: TShipmentStatus | null;
  my_company_done: boolean;
  bl_done: boolean;
};

/** `like` pattern of a prefix search: the user's % and _ are literal. */
function prefixPattern(keyword: string): string {
  return `${keyword.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * One page of the viewer's contracts, newest first. The viewer's contracts are found first through
 * contracts_buyer_idx / contracts_seller_idx / asks_agent_idx (a union: each branch uses its index), and only those
 * few are searched by contract number, BL number (shipments_contract_idx) or container number — so a keyword never
 * scans other companies' shipments.
 */
export async function listOrderRows(
  db: TDbOrTx,
  opts: { userId: string; tab: 'all' | 'purchase' | 'sale'; status: string | undefined; keyword: string | undefined; limit: number; offset: number },
): Promise<{ rows: TOrderListRow[]; total: number }> {
  const u = opts.userId;
  const buyer = sql`select c.id, 'buyer'::text as side from contracts c where c.buyer_user_id = ${u}`;
  const seller = sql`select c.id, 'seller'::text as side from contracts c where c.seller_user_id = ${u}
    union select c.id, 'seller'::text from contracts c join asks a on a.id = c.ask_id where a.agent_user_id = ${u} and c.buyer_user_id <> ${u}`;
  const mine = opts.tab === 'purchase' ? buyer : opts.tab === 'sale' ? seller : sql`${buyer} union ${seller}`;
  const filters = [sql`true`];
  if (opts.status) filters.push(sql`c.status = ${opts.status}`);
  if (opts.keyword) {
    const k = opts.keyword.toLowerCase();
    const p = prefixPattern(opts.keyword);
    filters.push(sql`(lower(c.contract_no) = ${k} or lower(c.contract_no) like ${p}
      or exists (select 1 from shipments s where s.contract_id = c.id and lower(s.bill_no) like ${p})
      or exists (select 1 from shipments s join shipment_containers sc on sc.shipment_id = s.id
                 where s.contract_id = c.id and lower(sc.container_no) like ${p}))`);
  }
  const where = sql.join(filters, sql` and `);
  const rows = await executeRows<TOrderListRow & { total: number }>(db, sql`
    with mine as (${mine}),
    page as (
      select c.*, m.side, count(*) over () as total
      from mine m join contracts c on c.id = m.id
      where ${where}
      order by c.deal_at desc, c.id desc
      limit ${opts.limit} offset ${opts.offset}
    )
    select p.id, p.contract_no, p.status, p.deal_at, p.side, p.total::int as total,
      co.name as counterparty, co.name_en as counterparty_en,
      (select coalesce(json_agg(json_build_object('zh', l.detail_name_zh, 'en', l.detail_name) order by l.sort), '[]'::json)
         from contract_lines l where l.contract_id = p.id) as commodity,
      p.total_weight, p.currency, p.total_amount, p.deposit_status, p.payment_status,
      (select s.status from shipments s where s.contract_id = p.id
         order by array_position(array['booked','loaded','arrived','delivered']::text[], s.status) desc limit 1) as shipping_status,
      exists (select 1 from contract_parties cp where cp.contract_id = p.id and cp.side = p.side) as my_company_done,
      exists (select 1 from contract_bl_instructions bi where bi.contract_id = p.id) as bl_done
    from page p
    left join users cu on cu.id = case when p.side = 'buyer' then p.seller_user_id else p.buyer_user_id end
    left join companies co on co.id = cu.company_id
    order by p.deal_at desc, p.id desc`);
  if (rows.length > 0 || opts.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end: count alone.
  const count = await executeRows<{ total: number }>(db, sql`with mine as (${mine}) select count(*)::int as total from mine m join contracts c on c.id = m.id where ${where}`);
  return { rows: [], total: count[0]?.total ?? 0 };
}
