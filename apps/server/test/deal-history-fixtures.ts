import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TQuoteType } from '@scrapbridge/domain/quote-method';
import { executeRows } from '../src/db/execute-rows.ts';
import { sha256Hex } from '../src/lib/tokens.ts';
import type { TTestApp } from './test-app.ts';

/**
 * A hand-made trading history written straight into the tables (what deals, shipments, price fixing and invoicing
 * would have left behind), so report and index figures can be checked by hand against a few known deals on any day
 * in the past: companies with users and sessions, contracts with their lines, shipments with containers, confirmed
 * fixes, invoices and payments, staff price list points, consignment agent links.
 */

export type TTrader = { companyId: string | null; userId: string; token: string };

const tag = () => crypto.randomBytes(4).toString('hex');

/** A verified company (or none) with one user and a live session; more users of the same company by `companyId`. */
export async function trader(t: TTestApp, opts: { name?: string; countryId?: number | null; companyId?: string | null } = {}): Promise<TTrader> {
  const db = t.database.db;
  let companyId = opts.companyId ?? null;
  if (companyId === null && opts.name) {
    const [co] = await executeRows<{ id: string }>(db, sql`insert into companies (name, name_en, state) values (${`${opts.name}（中）`}, ${opts.name}, 0) returning id`);
    companyId = co!.id;
  }
  const token = crypto.randomBytes(24).toString('hex');
  const [u] = await executeRows<{ id: string }>(db, sql`
    insert into users (email, company_id, user_state, user_type, first_name, last_name, language_type, country_id)
    values (${`t-${tag()}@history.test`}, ${companyId}, 0, 'Buyer', 'Test', 'Trader', 'English', ${opts.countryId ?? null})
    returning id`);
  await db.execute(sql`insert into sessions (user_id, token_hash, expires_at) values (${u!.id}, ${sha256Hex(token)}, now() + interval '1 day')`);
  await db.execute(sql`insert into user_market_permissions (user_id, market, permission, switch_enable) values (${u!.id}, 'intl', 1, 1), (${u!.id}, 'cn', 1, 1)`);
  return { companyId, userId: u!.id, token };
}

export type TLineSpec = { subCategoryId: number; quoteType?: TQuoteType; deduction?: 0 | 1 | 2; price: string; weight: string };

export type TDealSpec = {
  buyer: TTrader;
  seller: TTrader;
  /** An agent who placed the ask for the seller (asks.agent_user_id). */
  agent?: TTrader;
  dealAt: string;
  market?: 'intl' | 'cn';
  term?: string;
  status?: 'pending' | 'signed' | 'voided';
  lines: TLineSpec[];
};

/** One contract as a deal writes it (ask in state deal, its quote, the contract and its lines). */
export async function handDeal(t: TTestApp, d: TDealSpec): Promise<{ contractId: string; lineIds: string[] }> {
  const db = t.database.db;
  const market = d.market ?? 'intl';
  const currency = market === 'cn' ? 'CNY' : 'USD';
  const term = d.term ?? 'FOB';
  const [ask] = await executeRows<{ id: string }>(db, sql`
    insert into asks (seller_user_id, agent_user_id, market, currency, state, ask_name)
    values (${d.seller.userId}, ${d.agent?.userId ?? null}, ${market}, ${currency}, 'deal', 'History lot') returning id`);
  const [quote] = await executeRows<{ id: string }>(db, sql`
    insert into quotes (ask_id, buyer_user_id, seller_user_id, market, currency, state, term, prepay_rate, deposit_ratio, balance_ratio, payment_timing, fixing_side, deal_at)
    values (${ask!.id}, ${d.buyer.userId}, ${d.seller.userId}, ${market}, ${currency}, 'deal', ${term}, 30, 30, 70, 'against_bl_copy', 'buyer', ${d.dealAt}::timestamptz)
    returning id`);
  const totalWeight = d.lines.reduce((s, l) => s + Number(l.weight), 0);
  const [contract] = await executeRows<{ id: string }>(db, sql`
    insert into contracts (contract_no, status, ask_id, quote_id, buyer_user_id, seller_user_id, market, currency, term, prepay_rate, deposit_ratio,
                           balance_ratio, payment_timing, fixing_side, total_weight, deal_at, voided_at)
    values (${`HX${tag()}`}, ${d.status ?? 'signed'}, ${ask!.id}, ${quote!.id}, ${d.buyer.userId}, ${d.seller.userId}, ${market}, ${currency}, ${term}, 30, 30,
            70, 'against_bl_copy', 'buyer', ${String(totalWeight)}, ${d.dealAt}::timestamptz, ${d.status === 'voided' ? sql`now()` : null})
    returning id`);
  const lineIds: string[] = [];
  for (const [i, l] of d.lines.entries()) {
    const quoteType = l.quoteType ?? 'FIXED';
    const [detail] = await executeRows<{ id: string }>(db, sql`
      insert into ask_details (ask_id, category_id, sub_category_id, weight, quote_type, unit_price, currency, deduction, sort)
      select ${ask!.id}, c.parent_id, c.id, ${l.weight}, ${quoteType}, ${l.price}, ${currency}, ${l.deduction ?? 0}, ${i}
      from categories c where c.id = ${l.subCategoryId} returning id`);
    const amount = quoteType === 'FIXED' ? sql`${l.price}::numeric * ${l.weight}::numeric` : sql`null`;
    const [line] = await executeRows<{ id: string }>(db, sql`
      insert into contract_lines (contract_id, ask_detail_id, quote_type, deduction, price, weight, amount, sort)
      values (${contract!.id}, ${detail!.id}, ${quoteType}, ${l.deduction ?? 0}, ${l.price}, ${l.weight}, ${amount}, ${i}) returning id`);
    lineIds.push(line!.id);
  }
  return { contractId: contract!.id, lineIds };
}

/** A shipment with its containers' net weights; with `fix`, fixed (done_pricing) by a confirmed fix of `lineId`. */
export async function handShipment(
  t: TTestApp,
  s: { contractId: string; netWeights: string[]; fix?: { lineId: string; basis: string; settlementDate: string; settlementPrice: string; pricePerMt: string } },
): Promise<string> {
  const db = t.database.db;
  const [sh] = await executeRows<{ id: string }>(db, sql`
    insert into shipments (contract_id, bill_no, status, done_pricing) values (${s.contractId}, ${`BL${tag()}`}, 'loaded', ${s.fix !== undefined}) returning id`);
  for (const [i, w] of s.netWeights.entries()) {
    await db.execute(sql`insert into shipment_containers (shipment_id, container_no, net_weight, sort) values (${sh!.id}, ${`CONT${tag()}`}, ${w}, ${i})`);
  }
  if (s.fix) {
    const net = s.netWeights.reduce((a, w) => a + Number(w), 0);
    await db.execute(sql`
      insert into shipment_price_fixes (shipment_id, contract_id, contract_line_id, status, basis, settlement_date, settlement_price, price_per_mt, currency, net_weight, amount, decided_at)
      values (${sh!.id}, ${s.contractId}, ${s.fix.lineId}, 'confirmed', ${s.fix.basis}, ${s.fix.settlementDate}, ${s.fix.settlementPrice}, ${s.fix.pricePerMt}, 'USD',
              ${String(net)}, round(${s.fix.pricePerMt}::numeric * ${String(net)}::numeric, 2), now())`);
  }
  return sh!.id;
}

/** An invoice on a contract, with payments against it. */
export async function handInvoice(
  t: TTestApp,
  i: { contractId: string; type: 'deposit' | 'final'; issueDate: string; dueDate?: string; amount: string; paid?: { on: string; amount: string }[]; recordedBy: string },
): Promise<string> {
  const db = t.database.db;
  const [inv] = await executeRows<{ id: string }>(db, sql`
    insert into invoices (contract_id, type, invoice_no, issue_date, due_date, issuer, bill_to, currency, amount)
    values (${i.contractId}, ${i.type}, ${`INV${tag()}`}, ${i.issueDate}, ${i.dueDate ?? null}, 'Seller Co', 'Buyer Co', 'USD', ${i.amount}) returning id`);
  for (const p of i.paid ?? []) {
    await db.execute(sql`
      insert into payments (contract_id, invoice_id, amount, currency, paid_on, recorded_by_user_id)
      values (${i.contractId}, ${inv!.id}, ${p.amount}, 'USD', ${p.on}, ${i.recordedBy})`);
  }
  return inv!.id;
}

/** A staff price list item of a grade with daily points ({day, export?, fas?, cif?, domestic?}). */
export async function handPriceItem(
  t: TTestApp,
  p: { subCategoryId: number; market?: 'intl' | 'cn'; points: { day: string; exportSales?: string; fas?: string; cifCnf?: string; domestic?: string }[] },
): Promise<void> {
  const db = t.database.db;
  const [item] = await executeRows<{ id: string }>(db, sql`
    insert into price_items (code, market, category_id, sub_category_id, description)
    select ${`H-${tag().toUpperCase()}`}, ${p.market ?? 'intl'}, c.parent_id, c.id, 'History item' from categories c where c.id = ${p.subCategoryId} returning id`);
  for (const pt of p.points) {
    await db.execute(sql`
      insert into price_points (item_id, price_date, export_sales_price, fas_price, cif_cnf_price, domestic_sales_price)
      values (${item!.id}, ${pt.day}, ${pt.exportSales ?? null}, ${pt.fas ?? null}, ${pt.cifCnf ?? null}, ${pt.domestic ?? null})`);
  }
}

/** A consignment link: the agent acts for the seller (§6 Agents). */
export async function agentLink(t: TTestApp, agent: TTrader, seller: TTrader): Promise<void> {
  await t.database.db.execute(sql`insert into agent_links (agent_user_id, seller_user_id) values (${agent.userId}, ${seller.userId})`);
}

/** A grade (subcategory) id by its catalogue code. */
export async function gradeId(t: TTestApp, code: string): Promise<number> {
  const [row] = await executeRows<{ id: number }>(t.database.db, sql`select id from categories where code = ${code} and parent_id is not null`);
  if (!row) throw new Error(`no grade ${code}`);
  return row.id;
}
