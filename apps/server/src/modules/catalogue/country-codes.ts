import type { TDb } from '../../db/client.ts';
import { findDictRowsByIds } from './catalog.repository.ts';

/** users.country_id (Country dictionary ids) → ISO 3166-1 alpha-2, for /universe (registered by catalog.routes.ts). */
export async function countryCodesOf(db: TDb, countryIds: readonly number[]): Promise<ReadonlyMap<number, string>> {
  const rows = await findDictRowsByIds(db, [...countryIds]);
  return new Map(rows.filter((r) => r.dictType === 'Country').map((r) => [r.id, r.value]));
}
