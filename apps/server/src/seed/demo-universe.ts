import { sql } from 'drizzle-orm';
import { DictId } from '@scrapbridge/domain/catalog';
import type { TDb } from '../db/client.ts';
import { executeRows } from '../db/execute-rows.ts';

/** Australia in the Country dictionary (seed/catalog.ts): where the demo buyer, Pacific Rim Smelting, is based. */
const COUNTRY_AU = 129;

/**
 * The demo companies' countries, so /universe shows the demo: the seller (Guangdong Hengxin) in China, the buyer
 * (Pacific Rim Smelting, +61) in Australia. Only where no country is set yet: a demo user who chose one keeps it.
 * Returns how many accounts it placed.
 */
export async function seedDemoUniverse(db: TDb): Promise<number> {
  const rows = await executeRows<{ id: string }>(db, sql`
    update users set country_id = case email when 'seller@demo.test' then ${DictId.CountryCN}::int else ${COUNTRY_AU}::int end
    where email in ('seller@demo.test', 'buyer@demo.test') and country_id is null
    returning id`);
  return rows.length;
}
