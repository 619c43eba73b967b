import { type TCreditCounts, type TCreditRole, CREDIT_GRACE_DAYS, DEFAULT_SHIPMENT_DAYS, emptyCounts } from '@scrapbridge/domain/after-sales/credit';
import { CompanyState } from '@scrapbridge/domain/verification';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { companies, users } from '../../../db/schema.ts';

export type TCompanyRow = { id: string; name: string; nameEn: string | null; verified: boolean };

export async function findCompany(db: TDbOrTx, companyId: string): Promise<TCompanyRow | null> {
  const rows = await db
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn, state: companies.state })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const r = rows[0];
  return r ? { id: r.id, name: r.name, nameEn: r.nameEn, verified: r.state === CompanyState.Approved } : null;
}

export async function findUserCompany(db: TDbOrTx, userId: string): Promise<string | null> {
  const rows = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.companyId ?? null;
}

/** The business types the company's members chose (§3 comma lists, merged). */
export async function findCompanyBusinessTypes(db: TDbOrTx, companyId: string): Promise<string[]> {
  const rows = await db.select({ bt: users.businessType }).from(users).where(eq(users.companyId, companyId)).limit(200);
  return rows.flatMap((r) => (r.bt ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
}

/** Whether the two companies traded: a contract, voided or not, between members of each (either side). */
export async function companiesTraded(db: TDbOrTx, a: string, b: string): Promise<boolean> {
  const rows = await executeRows<{ one: number }>(
    db,
    sql`select 1 as one from contracts c
        join users bu on bu.id = c.buyer_user_id
        join users su on su.id = c.seller_user_id
        where (bu.company_id = ${a} and su.company_id = ${b}) or (bu.company_id = ${b} and su.company_id = ${a})
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * One role's counts of one company, lifetime and last 12 months, in one statement: set-based over the company's
 * contracts (contracts_buyer_idx / contracts_seller_idx through its members), each fact table joined once and
 * grouped — no per-contract round trips. The definitions are those of packages/domain/src/after-sales/credit.ts,
 * which the API tests hold this SQL to on hand-made histories.
 */
export function creditCountsSql(opts: { companyId: string; role: TCreditRole; now: Date; since: Date; today: string }) {
  const mine = opts.role === 'seller' ? sql.raw('seller_user_id') : sql.raw('buyer_user_id');
  const theirs = opts.role === 'seller' ? sql.raw('buyer_user_id') : sql.raw('seller_user_id');
  const now = opts.now.toISOString();
  // Constants of the rules, not input: written into the statement (a parameter beside a date would be ambiguous).
  const grace = sql.raw(`interval '${CREDIT_GRACE_DAYS} days'`);
  const graceDays = sql.raw(String(CREDIT_GRACE_DAYS));
  const defaultDays = sql.raw(String(DEFAULT_SHIPMENT_DAYS));
  return sql`
    with k as (
      select c.id, c.status <> 'voided' as live, c.signed_at is not null as signed, c.deal_at, c.total_weight, c.total_amount, c.currency,
             coalesce(cu.company_id::text, 'u:' || cu.id::text) as cp,
             c.deal_at >= ${opts.since.toISOString()}::timestamptz as recent,
             c.deal_at + make_interval(days => coalesce(a.shipment_days, ${defaultDays}) + ${graceDays}) as ship_deadline
      from contracts c
      join users cu on cu.id = c.${theirs}
      join asks a on a.id = c.ask_id
      where c.${mine} in (select u.id from users u where u.company_id = ${opts.companyId})
    ),
    ev as (
      -- Each shipment's first loading and arrival, grouped once over the company's shipments' events.
      select e.shipment_id,
             min(e.occurred_at) filter (where e.code = 'loaded') as loaded_at,
             min(e.occurred_at) filter (where e.code = 'arrived') as arrived_at
      from shipment_events e
      where e.code in ('loaded', 'arrived') and e.shipment_id in (select s.id from shipments s where s.contract_id in (select id from k))
      group by e.shipment_id
    ),
    sh as (
      select s.id, s.contract_id, s.telex_released_at,
             coalesce(ev.loaded_at, case when s.status <> 'booked' then coalesce(s.etd::timestamptz, s.updated_at) end) as loaded_at,
             coalesce(ev.arrived_at, case when s.status in ('arrived', 'delivered') then coalesce(s.eta::timestamptz, s.updated_at) end) as arrived_at
      from shipments s left join ev on ev.shipment_id = s.id
      where s.contract_id in (select id from k)
    ),
    per_contract as (
      -- Grouped once and joined (a subquery per contract over the CTE would scan it per row).
      select k.*, fl.first_load
      from k left join (select contract_id, min(loaded_at) as first_load from sh group by contract_id) fl on fl.contract_id = k.id
    ),
    ship as (
      select recent, signed and (first_load is not null or ${now}::timestamptz > ship_deadline) as due,
             first_load is not null as loaded, first_load <= ship_deadline as on_time
      from per_contract
    ),
    rel as (
      select k.recent, sh.telex_released_at is not null or ${now}::timestamptz > sh.arrived_at + ${grace} as due,
             sh.telex_released_at <= sh.arrived_at + ${grace} as on_time
      from sh join k on k.id = sh.contract_id
      where k.live and sh.arrived_at is not null
    ),
    paid as (
      -- Each invoice's payments, grouped once: fully paid on the day of the last payment once they cover it.
      select p.invoice_id, sum(p.amount) as total, max(p.paid_on) as last_on
      from payments p where p.contract_id in (select id from k)
      group by p.invoice_id
    ),
    inv as (
      select k.recent, i.type,
             coalesce(i.due_date, i.issue_date + ${graceDays}) as due_on,
             case when paid.total >= i.amount then paid.last_on end as paid_on
      from invoices i join k on k.id = i.contract_id left join paid on paid.invoice_id = i.id
      where k.live
    ),
    inv2 as (
      select recent, type, paid_on is not null or ${opts.today}::date > due_on as due, paid_on <= due_on as on_time from inv
    ),
    cl as (
      select k.recent, k.id as contract_id, c.type, c.status, c.shortage_weight
      from claims c join k on k.id = c.contract_id
      where k.live and c.status not in ('draft', 'withdrawn')
    ),
    fb as (
      select k.recent, f.satisfaction from shipment_feedback f join k on k.id = f.contract_id where k.live
    ),
    fx as (
      -- A formula deal is worth what its confirmed fixes came to (issue 14 item 4), in the contract's currency: its
      -- total_amount holds only the part priced at the deal (null when none was).
      select f.contract_id, sum(f.amount) as amount
      from shipment_price_fixes f join k on k.id = f.contract_id
      where f.status = 'confirmed' and f.currency = k.currency
      group by f.contract_id
    )
    select
      (select json_build_object(
         'trades_all', count(*) filter (where live), 'trades_12', count(*) filter (where live and recent),
         'cp_all', count(distinct cp) filter (where live), 'cp_12', count(distinct cp) filter (where live and recent),
         'weight_all', coalesce(sum(total_weight) filter (where live), 0)::text, 'weight_12', coalesce(sum(total_weight) filter (where live and recent), 0)::text)
       from k) as totals,
      (select coalesce(json_agg(json_build_object('currency', currency, 'amount_all', amount_all::text, 'amount_12', amount_12::text) order by currency), '[]')
       from (select currency, sum(value) as amount_all, coalesce(sum(value) filter (where recent), 0) as amount_12
             from (select k.currency, k.recent, coalesce(k.total_amount, 0) + coalesce(fx.amount, 0) as value
                   from k left join fx on fx.contract_id = k.id
                   where k.live and (k.total_amount is not null or fx.amount is not null)) v
             group by currency) m) as amounts,
      (select json_build_object('ship_due_all', count(*) filter (where due), 'ship_due_12', count(*) filter (where due and recent),
         'ship_loaded_all', count(*) filter (where due and loaded), 'ship_loaded_12', count(*) filter (where due and loaded and recent),
         'ship_on_time_all', count(*) filter (where due and on_time), 'ship_on_time_12', count(*) filter (where due and on_time and recent)) from ship) as ship,
      (select json_build_object('due_all', count(*) filter (where due), 'due_12', count(*) filter (where due and recent),
         'on_all', count(*) filter (where due and on_time), 'on_12', count(*) filter (where due and on_time and recent)) from rel) as rel,
      (select json_build_object(
         'dep_due_all', count(*) filter (where type = 'deposit' and due), 'dep_due_12', count(*) filter (where type = 'deposit' and due and recent),
         'dep_on_all', count(*) filter (where type = 'deposit' and due and on_time), 'dep_on_12', count(*) filter (where type = 'deposit' and due and on_time and recent),
         'bal_due_all', count(*) filter (where type = 'final' and due), 'bal_due_12', count(*) filter (where type = 'final' and due and recent),
         'bal_on_all', count(*) filter (where type = 'final' and due and on_time), 'bal_on_12', count(*) filter (where type = 'final' and due and on_time and recent)) from inv2) as inv,
      (select json_build_object(
         'q_all', count(distinct contract_id) filter (where type <> 'shortage'), 'q_12', count(distinct contract_id) filter (where type <> 'shortage' and recent),
         'short_all', coalesce(sum(shortage_weight) filter (where type <> 'quality'), 0)::text, 'short_12', coalesce(sum(shortage_weight) filter (where type <> 'quality' and recent), 0)::text,
         'ended_all', count(*) filter (where status in ('settled', 'closed')), 'ended_12', count(*) filter (where status in ('settled', 'closed') and recent),
         'settled_all', count(*) filter (where status = 'settled'), 'settled_12', count(*) filter (where status = 'settled' and recent)) from cl) as claims,
      (select json_build_object(
         'e1_all', count(*) filter (where satisfaction = 1), 'e1_12', count(*) filter (where satisfaction = 1 and recent),
         'e2_all', count(*) filter (where satisfaction = 2), 'e2_12', count(*) filter (where satisfaction = 2 and recent),
         'e3_all', count(*) filter (where satisfaction = 3), 'e3_12', count(*) filter (where satisfaction = 3 and recent),
         'e4_all', count(*) filter (where satisfaction = 4), 'e4_12', count(*) filter (where satisfaction = 4 and recent)) from fb) as evals,
      (select coalesce(json_agg(json_build_object('month', month, 'orders', n) order by month), '[]') from (
         select to_char(deal_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month, count(*) as n from k where live and recent group by 1) mm) as monthly
  `;
}

type TJson = Record<string, unknown>;
export type TCreditCountsResult = { lifetime: TCreditCounts; last12: TCreditCounts; monthly: { month: string; orders: number }[] };

/** Numeric aggregates come back as text or numbers depending on the driver: decimal text out, without trailing zeros. */
function dec(v: unknown): string {
  const s = String(v ?? '0');
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}
const n = (v: unknown) => Number(v ?? 0);

export async function findCreditCounts(db: TDbOrTx, opts: { companyId: string; role: TCreditRole; now: Date; since: Date; today: string }): Promise<TCreditCountsResult> {
  const [row] = await executeRows<Record<string, TJson | TJson[]>>(db, creditCountsSql(opts));
  return creditCountsOfRow(row!);
}

/** The one row of creditCountsSql → the counts of both windows (shared with the benchmark's bare handler). */
export function creditCountsOfRow(row: Record<string, unknown>): TCreditCountsResult {
  const t = row!['totals'] as TJson;
  const ship = row!['ship'] as TJson;
  const rel = row!['rel'] as TJson;
  const inv = row!['inv'] as TJson;
  const cl = row!['claims'] as TJson;
  const ev = row!['evals'] as TJson;
  const amounts = row!['amounts'] as TJson[];
  const pick = (w: 'all' | '12'): TCreditCounts => ({
    ...emptyCounts(),
    trades: n(t[`trades_${w}`]),
    counterparties: n(t[`cp_${w}`]),
    weight: dec(t[`weight_${w}`]),
    amounts: amounts.filter((a) => Number(a[`amount_${w}`]) !== 0).map((a) => ({ currency: String(a['currency']), amount: dec(a[`amount_${w}`]) })),
    shipDue: n(ship[`ship_due_${w}`]),
    shipLoaded: n(ship[`ship_loaded_${w}`]),
    shipOnTime: n(ship[`ship_on_time_${w}`]),
    releaseDue: n(rel[`due_${w}`]),
    releaseOnTime: n(rel[`on_${w}`]),
    depositDue: n(inv[`dep_due_${w}`]),
    depositOnTime: n(inv[`dep_on_${w}`]),
    balanceDue: n(inv[`bal_due_${w}`]),
    balanceOnTime: n(inv[`bal_on_${w}`]),
    qualityClaimContracts: n(cl[`q_${w}`]),
    shortageWeight: dec(cl[`short_${w}`]),
    claimsEnded: n(cl[`ended_${w}`]),
    claimsSettled: n(cl[`settled_${w}`]),
    evaluations: [n(ev[`e1_${w}`]), n(ev[`e2_${w}`]), n(ev[`e3_${w}`]), n(ev[`e4_${w}`])],
  });
  const monthly = (row!['monthly'] as TJson[]).map((m) => ({ month: String(m['month']), orders: n(m['orders']) }));
  return { lifetime: pick('all'), last12: pick('12'), monthly };
}
