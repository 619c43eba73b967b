import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';

export type TGradeDeal = { dealDate: string; tonnes: string | null; pricePerMt: string | null; currency: 'USD' | 'CNY'; quoteType: string };

/**
 * Deals of one market on a grade (or on a whole family when no grade is named), newest first: the market price
 * detail's "sold history" (§2). Only day, tonnes and price per MT leave this query — never a party, a contract or an
 * ask (counterparties are never shown). Voided contracts are not deals. A formula line has no price per MT until it
 * is fixed (issue 14 item 4): once staff confirmed fixes on it, it answers the price the fixes came to — their prices
 * weighted by the fixed net weights, in the contract's currency — and null with its quote type before that.
 */
export async function findGradeDeals(
  db: TDbOrTx,
  opts: { market: string; categoryId: number; subCategoryId: number | null; limit: number },
): Promise<TGradeDeal[]> {
  const grade = opts.subCategoryId !== null ? sql`ad.sub_category_id = ${opts.subCategoryId}` : sql`ad.category_id = ${opts.categoryId}`;
  const rows = await executeRows<{ deal_date: string; tonnes: string | null; price: string | null; currency: 'USD' | 'CNY'; quote_type: string }>(
    db,
    sql`
    select (c.deal_at at time zone 'UTC')::date::text as deal_date, round(cl.weight, 3)::text as tonnes,
      case when cl.quote_type = 'FIXED' then round(cl.price, 2)::text
        else (select round(sum(f.price_per_mt * f.net_weight) / nullif(sum(f.net_weight), 0), 2)::text
              from shipment_price_fixes f
              where f.contract_line_id = cl.id and f.status = 'confirmed' and f.currency = c.currency) end as price,
      c.currency, cl.quote_type
    from contract_lines cl
    join contracts c on c.id = cl.contract_id
    join ask_details ad on ad.id = cl.ask_detail_id
    where c.status <> 'voided' and c.market = ${opts.market} and ${grade}
    order by c.deal_at desc, cl.id
    limit ${opts.limit}`,
  );
  return rows.map((r) => ({ dealDate: r.deal_date, tonnes: r.tonnes, pricePerMt: r.price, currency: r.currency, quoteType: r.quote_type }));
}
