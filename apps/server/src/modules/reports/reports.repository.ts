import { sql, type SQL } from 'drizzle-orm';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TReportSide } from '@scrapbridge/domain/reports/business-report';
import { LB_PER_MT } from '@scrapbridge/domain/weight';
import type { TDbOrTx } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

/**
 * The business report's queries (issue 14 item 5). Each figure is one set-based statement over the contracts of the
 * report's scope — GROUP BY (grouping sets), never a loop over rows — so a company with thousands of deals costs the
 * same round trips as one with two.
 *
 * Scope: a company's contracts are those whose buyer or seller is a user of the company (a user without a company is
 * a company of one), each on its side (buy / sell; a contract inside one company counts on both sides). The market
 * scope (staff) is every contract, side "all". Voided contracts never count.
 */
export type TReportScope = { kind: 'company'; userId: string } | { kind: 'market' };

/** ¢/lb → USD/MT: 2204.62 lb per MT ÷ 100 (§9), for COMEX settlements. */
const CENTS_PER_LB_TO_USD_PER_MT = String(LB_PER_MT / 100);

/** The users whose contracts are the company's: the caller's company, or the caller alone. */
function membersCte(userId: string): SQL {
  return sql`members as (
    select u.id from users me join users u on u.company_id = me.company_id where me.id = ${userId}::uuid and me.company_id is not null
    union select ${userId}::uuid
  )`;
}

/**
 * `scoped (contract_id, side, counterparty_id)`: the scope's live contracts, dealt in [fromDay, untilDay) when a period
 * is given. The counterparty of the market scope is the buyer (the country the goods go to).
 */
function scopedCtes(scope: TReportScope, period: { fromDay: string; untilDay: string } | null): SQL {
  const dealt = period ? sql`and c.deal_at >= ${period.fromDay}::date and c.deal_at < ${period.untilDay}::date` : sql``;
  if (scope.kind === 'market') {
    return sql`scoped as (
      select c.id as contract_id, 'all'::text as side, c.buyer_user_id as counterparty_id from contracts c where c.status <> 'voided' ${dealt}
    )`;
  }
  return sql`${membersCte(scope.userId)},
  scoped as (
    select c.id as contract_id, 'buy'::text as side, c.seller_user_id as counterparty_id
      from contracts c where c.status <> 'voided' and c.buyer_user_id in (select id from members) ${dealt}
    union all
    select c.id, 'sell'::text, c.buyer_user_id
      from contracts c where c.status <> 'voided' and c.seller_user_id in (select id from members) ${dealt}
  )`;
}

export type TFigureRow = {
  /** Which grouping the row is: month, grade, country or total. */
  grouping: 'month' | 'grade' | 'country' | 'total';
  month: string | null;
  grade_id: number | null;
  grade: string | null;
  country_id: number | null;
  country: string | null;
  currency: 'USD' | 'CNY';
  side: TReportSide;
  deals: number;
  tonnes: string;
  priced_tonnes: string;
  value: string;
  indexed_tonnes: string;
  indexed_value: string;
  index_value: string;
};

/**
 * Deals, tonnes and value by month, by grade, by counterparty country and in total (one statement, grouping sets).
 *
 * Facts, one row each:
 * - every contract line: its weight (tonnes); a fixed-price line is priced at the deal (its amount, price × weight);
 *   its index of the day is the staff price list (price_points) of the same grade and market, the latest point within
 *   the 7 days up to the deal day — the FAS price for FAS deals, CIF/CNF for CIF and CNF, else the export sales price
 *   (international) or the domestic sales price (China) — averaged over the places listing that grade;
 * - every confirmed fix of a formula shipment (shipment_price_fixes): its net weight is priced at the fixed price (its
 *   amount); its index of the day is the settlement it was fixed against, per MT (COMEX ¢/lb × 22.0462).
 * indexed_* sum only the priced tonnes that had an index, so price and index are averaged over the same tonnes.
 */
export async function reportFigures(db: TDbOrTx, opts: { scope: TReportScope; fromDay: string; untilDay: string; lang: TLang }): Promise<TFigureRow[]> {
  const gradeName = opts.lang === 'zh' ? sql`g.name_zh` : sql`g.name_en`;
  const countryName = opts.lang === 'zh' ? sql`k.label_zh` : sql`k.label_en`;
  return executeRows<TFigureRow>(db, sql`
    with ${scopedCtes(opts.scope, { fromDay: opts.fromDay, untilDay: opts.untilDay })},
    facts as (
      select s.side, c.id as contract_id, c.currency, to_char(c.deal_at at time zone 'UTC', 'YYYY-MM') as month,
             d.sub_category_id as grade_id, cp.country_id,
             coalesce(l.weight, 0) as tonnes,
             case when l.quote_type = 'FIXED' then coalesce(l.weight, 0) else 0 end as priced_tonnes,
             case when l.quote_type = 'FIXED' then coalesce(l.amount, l.price * coalesce(l.weight, 0)) else 0 end as value,
             ix.price as index_price
      from scoped s
      join contracts c on c.id = s.contract_id
      join contract_lines l on l.contract_id = c.id
      join ask_details d on d.id = l.ask_detail_id
      left join users cp on cp.id = s.counterparty_id
      left join lateral (
        select avg(coalesce(
                 case when c.term = 'FAS' then pp.fas_price when c.term in ('CIF', 'CNF') then pp.cif_cnf_price end,
                 case when c.market = 'cn' then pp.domestic_sales_price else pp.export_sales_price end)) as price
        from price_items pi
        cross join lateral (
          select p.fas_price, p.cif_cnf_price, p.domestic_sales_price, p.export_sales_price
          from price_points p
          where p.item_id = pi.id
            and p.price_date <= (c.deal_at at time zone 'UTC')::date
            and p.price_date > (c.deal_at at time zone 'UTC')::date - 7
          order by p.price_date desc limit 1
        ) pp
        where pi.sub_category_id = d.sub_category_id and pi.market = c.market
      ) ix on l.quote_type = 'FIXED'
      union all
      select s.side, c.id, c.currency, to_char(c.deal_at at time zone 'UTC', 'YYYY-MM'),
             d.sub_category_id, cp.country_id,
             0, f.net_weight, f.amount,
             case when f.basis = 'CMX' then f.settlement_price * ${CENTS_PER_LB_TO_USD_PER_MT}::numeric else f.settlement_price end
      from scoped s
      join contracts c on c.id = s.contract_id
      join shipment_price_fixes f on f.contract_id = c.id and f.status = 'confirmed'
      join contract_lines l on l.id = f.contract_line_id
      join ask_details d on d.id = l.ask_detail_id
      left join users cp on cp.id = s.counterparty_id
    ),
    grouped as (
      select case when grouping(month) = 0 then 'month' when grouping(grade_id) = 0 then 'grade' when grouping(country_id) = 0 then 'country' else 'total' end as grouping,
             month, grade_id, country_id, currency, side,
             count(distinct contract_id)::int as deals,
             sum(tonnes) as tonnes, sum(priced_tonnes) as priced_tonnes, sum(value) as value,
             coalesce(sum(priced_tonnes) filter (where index_price is not null), 0) as indexed_tonnes,
             coalesce(sum(value) filter (where index_price is not null), 0) as indexed_value,
             coalesce(sum(index_price * priced_tonnes) filter (where index_price is not null), 0) as index_value
      from facts
      group by grouping sets ((currency, side, month), (currency, side, grade_id), (currency, side, country_id), (currency, side))
    )
    select gr.grouping, gr.month, gr.grade_id, ${gradeName} as grade, gr.country_id, ${countryName} as country, gr.currency, gr.side, gr.deals,
           gr.tonnes::text as tonnes, gr.priced_tonnes::text as priced_tonnes, gr.value::text as value,
           gr.indexed_tonnes::text as indexed_tonnes, gr.indexed_value::text as indexed_value, gr.index_value::text as index_value
    from grouped gr
    left join categories g on gr.grouping = 'grade' and g.id = gr.grade_id
    left join dict_data k on gr.grouping = 'country' and k.id = gr.country_id
    order by gr.grouping, gr.month nulls last, gr.tonnes desc, gr.currency, gr.side`);
}

export type TUnpricedRow = {
  contract_id: string;
  contract_no: string;
  deal_day: string;
  side: TReportSide;
  currency: 'USD' | 'CNY';
  grades: string;
  formula_tonnes: string;
  fixed_tonnes: string;
  open_tonnes: string;
};

/**
 * Open unpriced tonnage as of now (whatever the deal day: it is today's exposure): per live contract, the weight of its
 * formula lines less the net weight of its shipments already fixed (shipments.done_pricing), where above 0.
 */
export async function reportUnpriced(db: TDbOrTx, opts: { scope: TReportScope; lang: TLang }): Promise<TUnpricedRow[]> {
  const gradeName = opts.lang === 'zh' ? sql`coalesce(g.name_zh, l.detail_name_zh, l.detail_name)` : sql`coalesce(g.name_en, l.detail_name, l.detail_name_zh)`;
  return executeRows<TUnpricedRow>(db, sql`
    with ${scopedCtes(opts.scope, null)}
    select c.id as contract_id, c.contract_no, to_char(c.deal_at at time zone 'UTC', 'YYYY-MM-DD') as deal_day, s.side, c.currency,
           fl.grades, fl.formula_tonnes::text as formula_tonnes, coalesce(fx.fixed, 0)::text as fixed_tonnes,
           greatest(fl.formula_tonnes - coalesce(fx.fixed, 0), 0)::text as open_tonnes
    from scoped s
    join contracts c on c.id = s.contract_id
    join lateral (
      select sum(coalesce(l.weight, 0)) as formula_tonnes, string_agg(distinct ${gradeName}, ', ') as grades
      from contract_lines l
      join ask_details d on d.id = l.ask_detail_id
      left join categories g on g.id = d.sub_category_id
      where l.contract_id = c.id and l.quote_type <> 'FIXED'
    ) fl on fl.formula_tonnes > 0
    left join lateral (
      select sum(sc.net_weight) as fixed
      from shipments sh join shipment_containers sc on sc.shipment_id = sh.id
      where sh.contract_id = c.id and sh.done_pricing
    ) fx on true
    where fl.formula_tonnes > coalesce(fx.fixed, 0)
    order by c.deal_at, c.contract_no, s.side`);
}

export type TMoneyRow = {
  currency: 'USD' | 'CNY';
  side: TReportSide;
  invoices: number;
  invoiced: string;
  paid: string;
  outstanding: string;
  overdue: string;
};

/**
 * Invoices issued in the period on the scope's contracts (any deal day), with what was paid against them and what is
 * still outstanding, overdue when past the due date on `today`. On the buy side they are payables, on the sell side
 * receivables.
 */
export async function reportMoney(db: TDbOrTx, opts: { scope: TReportScope; fromDay: string; untilDay: string; today: string }): Promise<TMoneyRow[]> {
  return executeRows<TMoneyRow>(db, sql`
    with ${scopedCtes(opts.scope, null)},
    inv as (
      select s.side, i.currency, i.amount, i.due_date, coalesce(pd.paid, 0) as paid
      from scoped s
      join invoices i on i.contract_id = s.contract_id
      left join lateral (select sum(p.amount) as paid from payments p where p.invoice_id = i.id) pd on true
      where i.issue_date >= ${opts.fromDay}::date and i.issue_date < ${opts.untilDay}::date
    )
    select currency, side, count(*)::int as invoices, sum(amount)::text as invoiced, sum(least(paid, amount))::text as paid,
           sum(greatest(amount - paid, 0))::text as outstanding,
           coalesce(sum(greatest(amount - paid, 0)) filter (where due_date < ${opts.today}::date), 0)::text as overdue
    from inv group by currency, side order by currency, side`);
}

/** The caller's company name in the reader's language (null without a company). */
export async function findReportCompanyName(db: TDbOrTx, userId: string, lang: TLang): Promise<string | null> {
  const rows = await executeRows<{ name: string | null }>(db, sql`
    select ${lang === 'zh' ? sql`coalesce(co.name, co.name_en)` : sql`coalesce(co.name_en, co.name)`} as name
    from users u join companies co on co.id = u.company_id where u.id = ${userId}::uuid`);
  return rows[0]?.name ?? null;
}
