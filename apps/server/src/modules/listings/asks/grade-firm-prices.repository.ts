import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';

export type TGradeFirmPrice = {
  askId: string;
  detailId: string | null;
  name: string;
  nameZh: string;
  weightMt: string | null;
  pricePerMt: string;
  currency: 'USD' | 'CNY';
  originCountry: string | null;
  originCountryZh: string | null;
};

/**
 * Live asks of one market carrying a grade (or a family when no grade is named) that have a buy-it-now price, lowest
 * first: the market price detail's "live firm quotes" (§2). Live is what the buyer list shows (active, not past its
 * time); each answer links to /view-detail with the ask and its line of that grade.
 */
export async function findGradeFirmPrices(
  db: TDbOrTx,
  opts: { market: string; categoryId: number; subCategoryId: number | null; limit: number },
): Promise<TGradeFirmPrice[]> {
  const onAsk = opts.subCategoryId !== null ? sql`a.sub_category_ids @> array[${opts.subCategoryId}]::integer[]` : sql`a.category_ids @> array[${opts.categoryId}]::integer[]`;
  const onLine = opts.subCategoryId !== null ? sql`d.sub_category_id = ${opts.subCategoryId}` : sql`d.category_id = ${opts.categoryId}`;
  const rows = await executeRows<{
    id: string;
    detail_id: string | null;
    name: string | null;
    name_zh: string | null;
    weight: string | null;
    price: string;
    currency: 'USD' | 'CNY';
    origin: string | null;
    origin_zh: string | null;
  }>(
    db,
    sql`
    select a.id, d.id as detail_id, coalesce(a.ask_name, d.detail_name, a.ask_name_zh, d.detail_name_zh, '') as name,
      coalesce(a.ask_name_zh, d.detail_name_zh, a.ask_name, d.detail_name, '') as name_zh,
      round(a.total_weight, 3)::text as weight, round(a.firm_price, 2)::text as price, a.currency, o.label_en as origin, o.label_zh as origin_zh
    from asks a
    left join lateral (select id, detail_name, detail_name_zh from ask_details d where d.ask_id = a.id and ${onLine} order by d.sort limit 1) d on true
    left join dict_data o on o.id = a.origin_country_id
    where a.state = 'active' and (a.valid_until is null or a.valid_until > now()) and a.market = ${opts.market}
      and a.firm_price is not null and ${onAsk}
    order by a.firm_price, a.id
    limit ${opts.limit}`,
  );
  return rows.map((r) => ({
    askId: String(r.id),
    detailId: r.detail_id === null ? null : String(r.detail_id),
    name: r.name ?? '',
    nameZh: r.name_zh ?? '',
    weightMt: r.weight,
    pricePerMt: r.price,
    currency: r.currency,
    originCountry: r.origin,
    originCountryZh: r.origin_zh,
  }));
}
