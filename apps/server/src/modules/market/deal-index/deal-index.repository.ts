import { sql } from 'drizzle-orm';
import { INDEX_MIN_COMPANIES, INDEX_PRICE_DECIMALS } from '@scrapbridge/domain/pricing/deal-index';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TDbOrTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';

export type TDealIndexRow = {
  sub_category_id: number;
  market: TMarket;
  /** Monday of the week, YYYY-MM-DD. */
  week: string;
  /** Null when the week is insufficient (fewer than 5 independent companies, or no deals). */
  price: string | null;
  tonnes: string;
  deals: number;
  companies: number;
};

/**
 * The own-deal weekly index (issue 14 item 6; the method is packages/domain/src/pricing/deal-index.ts), computed in
 * one set-based statement — the one function the price benchmark times over a million generated deals:
 *
 * 1. Independence groups: companies joined by a consignment link — agent_links (agent user → seller user) and asks
 *    placed by an agent (asks.agent_user_id) — directly or through a chain, are one group, keyed by the smallest
 *    company id in it (a recursive closure over the few links; a user without a company is a company of one).
 * 2. Deals: live (not voided) contracts of the market dealt in [fromDay, untilDay); a fixed-price line at its price
 *    and weight; a formula line only through its confirmed fixes (shipment_price_fixes), at the fixed price and net
 *    weight — all on the week of the deal day (UTC).
 * 3. Per grade and week: Σ(price × tonnes) ÷ Σ tonnes rounded once to 2 decimals (half away from zero, as the domain
 *    rule), the deals behind it and the independent companies among buyers and sellers; below 5 companies the price
 *    is null. With `subCategoryId` one grade's every week of the range is answered (weeks without deals as 0 deals);
 *    without it, every grade that has deals (the benchmark's and a whole-market refresh's shape).
 */
export async function weeklyDealIndex(
  db: TDbOrTx,
  opts: { market: TMarket; subCategoryId?: number; fromDay: string; untilDay: string },
): Promise<TDealIndexRow[]> {
  const grade = opts.subCategoryId === undefined ? sql`` : sql`and d.sub_category_id = ${opts.subCategoryId}::int`;
  const weeks =
    opts.subCategoryId === undefined
      ? sql`select distinct sub_category_id, week from points`
      : sql`select ${opts.subCategoryId}::int as sub_category_id, w::date as week
            from generate_series(date_trunc('week', ${opts.fromDay}::date), ${opts.untilDay}::date - 1, interval '1 week') as w`;
  return executeRows<TDealIndexRow>(db, sql`
    with recursive
    edges as (
      select coalesce(a.company_id, a.id) as x, coalesce(s.company_id, s.id) as y
      from agent_links l join users a on a.id = l.agent_user_id join users s on s.id = l.seller_user_id
      union
      select coalesce(a.company_id, a.id), coalesce(s.company_id, s.id)
      from asks k join users a on a.id = k.agent_user_id join users s on s.id = k.seller_user_id
      where k.agent_user_id is not null
    ),
    links as (select x, y from edges where x <> y union select y, x from edges where x <> y),
    reach (node, other) as (
      select x, y from links
      union
      select r.node, l.y from reach r join links l on l.x = r.other
    ),
    grp as (
      select node, least(node::text, min(other::text))::uuid as key from reach group by node
    ),
    -- What is priced: fixed-price lines at their price and weight, formula lines through their confirmed fixes (two
    -- set-based branches: hash joins over the whole history, no per-line probe).
    priced as (
      select l.contract_id, l.ask_detail_id, l.price, l.weight as tonnes
      from contract_lines l where l.quote_type = 'FIXED' and l.weight > 0
      union all
      select l.contract_id, l.ask_detail_id, f.price_per_mt, f.net_weight
      from shipment_price_fixes f join contract_lines l on l.id = f.contract_line_id
      where f.status = 'confirmed' and f.net_weight > 0 and l.quote_type <> 'FIXED'
    ),
    deals as (
      select c.id as contract_id, d.sub_category_id, date_trunc('week', c.deal_at at time zone 'UTC')::date as week,
             coalesce(gs.key, su.company_id, su.id) as seller_key,
             coalesce(gb.key, bu.company_id, bu.id) as buyer_key,
             px.price, px.tonnes
      from contracts c
      join priced px on px.contract_id = c.id
      join ask_details d on d.id = px.ask_detail_id
      join users su on su.id = c.seller_user_id
      join users bu on bu.id = c.buyer_user_id
      left join grp gs on gs.node = coalesce(su.company_id, su.id)
      left join grp gb on gb.node = coalesce(bu.company_id, bu.id)
      where c.status <> 'voided' and c.market = ${opts.market}
        and c.deal_at >= ${opts.fromDay}::date and c.deal_at < ${opts.untilDay}::date
        and d.sub_category_id is not null ${grade}
    ),
    -- One row per contract and week first (hash aggregates, no sort of the whole history for DISTINCT counts): the
    -- deals of a point are its rows, its companies the distinct keys of their two sides.
    per_contract as (
      select sub_category_id, week, contract_id, seller_key, buyer_key, sum(price * tonnes) as weighted, sum(tonnes) as tonnes
      from deals group by sub_category_id, week, contract_id, seller_key, buyer_key
    ),
    parties as (
      select sub_category_id, week, count(*)::int as companies
      from (select sub_category_id, week, seller_key as k from per_contract union select sub_category_id, week, buyer_key from per_contract) x
      group by sub_category_id, week
    ),
    points as (
      select g.sub_category_id, g.week, g.price, g.tonnes, g.deals, pa.companies
      from (
        select sub_category_id, week,
               round(sum(weighted) / sum(tonnes), ${INDEX_PRICE_DECIMALS}::int) as price,
               sum(tonnes) as tonnes,
               count(*)::int as deals
        from per_contract group by sub_category_id, week
      ) g
      join parties pa on pa.sub_category_id = g.sub_category_id and pa.week = g.week
    )
    select w.sub_category_id, ${opts.market}::text as market, to_char(w.week, 'YYYY-MM-DD') as week,
           case when coalesce(p.companies, 0) >= ${INDEX_MIN_COMPANIES}::int then p.price::text end as price,
           coalesce(p.tonnes, 0)::text as tonnes, coalesce(p.deals, 0) as deals, coalesce(p.companies, 0) as companies
    from (${weeks}) w
    left join points p on p.sub_category_id = w.sub_category_id and p.week = w.week
    order by w.sub_category_id, w.week`);
}
