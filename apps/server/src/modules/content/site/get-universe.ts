import { countryName, isCountryCode, type TUniverse } from '@scrapbridge/domain/site';
import type { TDb } from '../../../db/client.ts';
import type { TPublicSiteHooks } from './public-site-hooks.ts';
import { countTradersByCountry } from './universe.repository.ts';

/** The map is public and the same for everyone: computed at most once a minute per instance. */
export const UNIVERSE_TTL_MS = 60_000;
/** Lanes drawn on the map: the heaviest ones, so a busy market does not send thousands of arcs. */
export const UNIVERSE_LANES_MAX = 200;

export type TUniverseCache = { value: TUniverse | null; expiresAt: number };

export function createUniverseCache(): TUniverseCache {
  return { value: null, expiresAt: 0 };
}

/**
 * `GET /app-v2/site/universe` (§2 /universe): where the market trades, from live data only.
 *
 * Countries: verified sellers and buyers counted by users.country_id. Until listings and deals exist this is the
 * only source; the ids are the catalog area's dictionary ids, which that area maps to ISO codes through
 * hooks.countryCodes. Without that mapping no country can be named, so none is returned rather than a guess.
 *
 * Lanes: from concluded contracts through hooks.tradeLanes (orders area). Until deals exist there are none: an empty
 * list, never drawn from registrations, so the map never shows trade that did not happen.
 */
export async function getUniverse(opts: { db: TDb; hooks: TPublicSiteHooks; cache: TUniverseCache; now?: number }): Promise<TUniverse> {
  const now = opts.now ?? Date.now();
  if (opts.cache.value && opts.cache.expiresAt > now) return opts.cache.value;

  const counts = await countTradersByCountry(opts.db);
  const ids = [...new Set(counts.map((c) => c.countryId).filter((id): id is number => id !== null))];
  const codes = opts.hooks.countryCodes && ids.length ? await opts.hooks.countryCodes(opts.db, ids) : new Map<number, string>();

  const byCode = new Map<string, { sellers: number; buyers: number }>();
  for (const row of counts) {
    const code = row.countryId === null ? undefined : codes.get(row.countryId)?.toUpperCase();
    if (!code || !isCountryCode(code)) continue;
    const entry = byCode.get(code) ?? { sellers: 0, buyers: 0 };
    if (row.userType === 'Supplier') entry.sellers += row.n;
    else entry.buyers += row.n;
    byCode.set(code, entry);
  }
  const lanes = opts.hooks.tradeLanes ? await opts.hooks.tradeLanes(opts.db) : [];

  const value: TUniverse = {
    countries: [...byCode.entries()]
      .map(([code, n]) => ({ code, nameZh: countryName(code, 'zh'), nameEn: countryName(code, 'en'), ...n }))
      .sort((a, b) => b.sellers + b.buyers - (a.sellers + a.buyers) || a.code.localeCompare(b.code)),
    lanes: lanes
      .filter((l) => isCountryCode(l.from) && isCountryCode(l.to) && l.deals > 0)
      .map((l) => ({ from: l.from, to: l.to, weightMt: Math.round(l.weightMt * 1000) / 1000, deals: l.deals }))
      .sort((a, b) => b.weightMt - a.weightMt)
      .slice(0, UNIVERSE_LANES_MAX),
    generatedAt: new Date(now).toISOString(),
  };
  opts.cache.value = value;
  opts.cache.expiresAt = now + UNIVERSE_TTL_MS;
  return value;
}
