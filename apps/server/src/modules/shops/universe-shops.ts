import { UNIVERSE_LIST_MAX } from '@scrapbridge/domain/site';
import { findDictRowsByIds } from '../catalogue/index.ts';
import type { TPublicShopSource } from '../content/index.ts';
import { listVerifiedPublicShops } from './public-shops.repository.ts';

/**
 * /universe's companies: verified companies whose shop is public (approved) — they chose to be seen, and the map
 * shows no more than their shop page does (the name, in its country). Registered by shops.routes.ts.
 */
export const universeShopSource: TPublicShopSource = async (db) => {
  const rows = await listVerifiedPublicShops(db, UNIVERSE_LIST_MAX);
  const countryIds = [...new Set(rows.map((r) => r.countryId).filter((id): id is number => id !== null))];
  const countries = new Map((await findDictRowsByIds(db, countryIds)).filter((d) => d.dictType === 'Country').map((d) => [d.id, d.value]));
  return rows.flatMap((r) => {
    const country = r.countryId === null ? undefined : countries.get(r.countryId);
    if (!country) return [];
    return [{ shopId: r.shopId, nameZh: r.name, nameEn: r.nameEn || r.name, country }];
  });
};
