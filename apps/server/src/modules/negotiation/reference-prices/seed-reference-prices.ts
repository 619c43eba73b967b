import { sql } from 'drizzle-orm';
import { REFERENCE_UNITS, type TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDb } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';

/** Plausible settlements to start the demo from (staff replace them with the real series). */
const DEMO_LEVELS: Record<TReferenceBasis, number> = {
  LME: 9_820,
  CMX: 448.5,
  SHCU: 72_150,
  CJCU: 72_050,
  JLCU: 71_900,
  BTAL: 19_320,
  USDCNY: 7.18,
};

/**
 * Demo reference prices for the last `days` working days of every basis, so formula quotes rank in USD/MT on a fresh
 * demo (the seed calls it when the table is empty). Never overwrites a stored settlement.
 */
export async function seedReferencePrices(db: TDb, days = 5): Promise<number> {
  // Only a database that has no settlement at all gets the demo series: a restart next week must not add demo days
  // next to the series staff keep.
  const existing = await executeRows(db, sql`select 1 from reference_prices limit 1`);
  if (existing.length > 0) return 0;
  let written = 0;
  const today = new Date();
  for (let back = 0, day = 0; day < days; back++) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back));
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    day++;
    for (const [basis, level] of Object.entries(DEMO_LEVELS) as [TReferenceBasis, number][]) {
      // A small daily drift, the same on every run.
      const price = Math.round(level * (1 - 0.002 * (day - 1)) * 1e4) / 1e4;
      const res = await db.execute(sql`
        insert into reference_prices (basis, unit, price_date, price, source)
        values (${basis}, ${REFERENCE_UNITS[basis]}, ${d.toISOString().slice(0, 10)}, ${String(price)}, 'demo')
        on conflict (basis, price_date) do nothing`);
      written += (res as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (res as unknown as { affectedRows?: number }).affectedRows ?? 0;
    }
  }
  return written;
}
