import { sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';

/** A follow with alert settings that was not alerted on `today` yet. */
export type TAlertFollowRow = {
  id: string;
  userId: string;
  kind: 'item' | 'series';
  key: string;
  alertPct: string | null;
  alertLevel: string | null;
  alertDirection: 'up' | 'down' | null;
  lastAlertedOn: string | null;
};

const day = (v: string | Date | null) => (v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

/**
 * One page of the follows that may alert today: alert settings present, not alerted on or after `today`; keyset by id
 * so a round walks every follow once with bounded pages.
 */
export async function listAlertableFollows(db: TDbOrTx, opts: { today: string; afterId: string | null; limit: number }): Promise<TAlertFollowRow[]> {
  const rows = await executeRows<{
    id: string;
    user_id: string;
    kind: 'item' | 'series';
    key: string;
    alert_pct: string | null;
    alert_level: string | null;
    alert_direction: 'up' | 'down' | null;
    last_alerted_on: string | Date | null;
  }>(
    db,
    sql`
    select id, user_id, kind, key, alert_pct::text as alert_pct, alert_level::text as alert_level, alert_direction, last_alerted_on
    from price_follows
    where (alert_pct is not null or alert_level is not null)
      and (last_alerted_on is null or last_alerted_on < ${opts.today}::date)
      ${opts.afterId ? sql`and id > ${opts.afterId}::uuid` : sql``}
    order by id
    limit ${opts.limit}`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    userId: String(r.user_id),
    kind: r.kind,
    key: r.key,
    alertPct: r.alert_pct,
    alertLevel: r.alert_level,
    alertDirection: r.alert_direction,
    lastAlertedOn: day(r.last_alerted_on),
  }));
}

export type TItemPointRow = {
  itemId: string;
  priceDate: string;
  purchasePrice: string | null;
  domesticSalesPrice: string | null;
  exportSalesPrice: string | null;
  fasPrice: string | null;
  cifCnfPrice: string | null;
};

/** The two latest points (on or before `today`) of some price items, newest first per item, with the item's names. */
export async function findLatestTwoItemPoints(
  db: TDbOrTx,
  opts: { itemIds: readonly string[]; today: string },
): Promise<{ points: TItemPointRow[]; items: { id: string; code: string; market: 'intl' | 'cn'; description: string | null; descriptionZh: string | null }[] }> {
  if (!opts.itemIds.length) return { points: [], items: [] };
  const ids = sql.join(
    opts.itemIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const points = await executeRows<{
    item_id: string;
    price_date: string | Date;
    purchase_price: string | null;
    domestic_sales_price: string | null;
    export_sales_price: string | null;
    fas_price: string | null;
    cif_cnf_price: string | null;
  }>(
    db,
    sql`
    select i.id as item_id, p.price_date, p.purchase_price::text as purchase_price, p.domestic_sales_price::text as domestic_sales_price,
      p.export_sales_price::text as export_sales_price, p.fas_price::text as fas_price, p.cif_cnf_price::text as cif_cnf_price
    from price_items i
    cross join lateral (
      select * from price_points pp where pp.item_id = i.id and pp.price_date <= ${opts.today}::date order by pp.price_date desc limit 2
    ) p
    where i.id in (${ids}) and i.retired_at is null
    order by i.id, p.price_date desc`,
  );
  const items = await executeRows<{ id: string; code: string; market: 'intl' | 'cn'; description: string | null; description_zh: string | null }>(
    db,
    sql`select id, code, market, description, description_zh from price_items where id in (${ids})`,
  );
  return {
    points: points.map((p) => ({
      itemId: String(p.item_id),
      priceDate: day(p.price_date)!,
      purchasePrice: p.purchase_price,
      domesticSalesPrice: p.domestic_sales_price,
      exportSalesPrice: p.export_sales_price,
      fasPrice: p.fas_price,
      cifCnfPrice: p.cif_cnf_price,
    })),
    items: items.map((i) => ({ id: String(i.id), code: i.code, market: i.market, description: i.description, descriptionZh: i.description_zh })),
  };
}

/**
 * Marks a follow alerted on `today` unless it already was: the claim that keeps an alert to once a day. Two sweeps at
 * once (two instances) both reach this row; PostgreSQL makes the second wait for the first's row lock and then
 * re-checks the condition, so only one gets the row back and sends the alert.
 */
export async function claimFollowAlert(tx: TTx, opts: { followId: string; today: string }): Promise<boolean> {
  const rows = await executeRows<{ id: string }>(
    tx,
    sql`
    update price_follows set last_alerted_on = ${opts.today}::date, updated_at = now()
    where id = ${opts.followId}::uuid and (last_alerted_on is null or last_alerted_on < ${opts.today}::date)
    returning id`,
  );
  return rows.length > 0;
}

/** The database's day (UTC): what "once a day" counts in, the same on every instance. */
export async function databaseToday(db: TDbOrTx): Promise<string> {
  const [row] = await executeRows<{ today: string | Date }>(db, sql`select (now() at time zone 'utc')::date as today`);
  return day(row!.today)!;
}
