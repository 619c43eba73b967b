import { countryName, isCountryCode, UNIVERSE_LIST_MAX, type TUniverse } from '@scrapbridge/domain/site';
import type { TDb } from '../../../db/client.ts';
import type { TPublicSiteHooks } from './public-site-hooks.ts';
import { countTradersByCountry } from './universe.repository.ts';

/** The map is public and the same for everyone: computed at most once a minute per instance. */
export const UNIVERSE_TTL_MS = 60_000;
/** Lanes drawn on the map: the heaviest ones, so a busy market does not send thousands of arcs. */
export const UNIVERSE_LANES_MAX = UNIVERSE_LIST_MAX;

export type TUniverseCache = { value: TUniverse | null; expiresAt: number; generation: number };

/**
 * Bumped when a deal is made (site-subscribers.ts): every cache on this process computes again on its next read, so
 * the map shows a new deal at once on the instance that made it, and within UNIVERSE_TTL_MS on the others.
 */
let dealGeneration = 0;
export function markUniverseStale(): void {
  dealGeneration++;
}

export function createUniverseCache(): TUniverseCache {
  return { value: null, expiresAt: 0, generation: dealGeneration };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * `GET /app-v2/site/universe` (§2 /universe): where the market trades, from live data only.
 *
 * Countries: verified sellers and buyers counted by users.country_id. Until listings and deals exist this is the
 * only source; the ids are the catalog area's dictionary ids, which that area maps to ISO codes through
 * hooks.countryCodes. Without that mapping no country can be named, so none is returned rather than a guess.
 *
 * Lanes: from concluded contracts through hooks.tradeLanes (orders area). Until deals exist there are none: an empty
 * list, never drawn from registrations, so the map never shows trade that did not happen. `lanes` adds them up per
 * country pair (the table), `routes` per port pair with the ports' coordinates (the map's arcs).
 *
 * Shops: verified companies with a public shop (hooks.publicShops, shops area) — the only companies named here; the
 * parties of a deal never are (a lane carries tonnes and a count, no party, price or date).
 */
export async function getUniverse(opts: { db: TDb; hooks: TPublicSiteHooks; cache: TUniverseCache; now?: number }): Promise<TUniverse> {
  const now = opts.now ?? Date.now();
  if (opts.cache.value && opts.cache.expiresAt > now && opts.cache.generation === dealGeneration) return opts.cache.value;
  const generation = dealGeneration;

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
  const lanes = (opts.hooks.tradeLanes ? await opts.hooks.tradeLanes(opts.db) : []).filter((l) => isCountryCode(l.from) && isCountryCode(l.to) && l.deals > 0);
  const shops = opts.hooks.publicShops ? await opts.hooks.publicShops(opts.db) : [];

  // Country to country: every lane of the pair added up (a pair may run through several ports).
  const byPair = new Map<string, { from: string; to: string; weightMt: number; deals: number }>();
  // Port to port, where both ends are placed: what the map draws.
  const byRoute = new Map<string, TUniverse['routes'][number]>();
  for (const l of lanes) {
    const pair = byPair.get(`${l.from}>${l.to}`) ?? { from: l.from, to: l.to, weightMt: 0, deals: 0 };
    pair.weightMt += l.weightMt;
    pair.deals += l.deals;
    byPair.set(`${l.from}>${l.to}`, pair);
    if (!l.fromPort || !l.toPort || l.fromPort.code === l.toPort.code) continue;
    const key = `${l.fromPort.code}>${l.toPort.code}`;
    const route = byRoute.get(key) ?? { from: { ...l.fromPort }, to: { ...l.toPort }, weightMt: 0, deals: 0 };
    route.weightMt += l.weightMt;
    route.deals += l.deals;
    byRoute.set(key, route);
  }

  const value: TUniverse = {
    countries: [...byCode.entries()]
      .map(([code, n]) => ({ code, nameZh: countryName(code, 'zh'), nameEn: countryName(code, 'en'), ...n }))
      .sort((a, b) => b.sellers + b.buyers - (a.sellers + a.buyers) || a.code.localeCompare(b.code)),
    lanes: [...byPair.values()]
      .map((l) => ({ ...l, weightMt: round3(l.weightMt) }))
      .sort((a, b) => b.weightMt - a.weightMt)
      .slice(0, UNIVERSE_LANES_MAX),
    routes: [...byRoute.values()]
      .map((r) => ({ ...r, weightMt: round3(r.weightMt) }))
      .sort((a, b) => b.weightMt - a.weightMt)
      .slice(0, UNIVERSE_LANES_MAX),
    shops: shops
      .filter((s) => isCountryCode(s.country))
      .sort((a, b) => a.country.localeCompare(b.country) || a.nameEn.localeCompare(b.nameEn))
      .slice(0, UNIVERSE_LIST_MAX),
    generatedAt: new Date(now).toISOString(),
  };
  opts.cache.value = value;
  opts.cache.expiresAt = now + UNIVERSE_TTL_MS;
  opts.cache.generation = generation;
  return value;
}
