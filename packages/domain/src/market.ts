import type { TWeightUnit } from './weight.ts';

/** Markets (§1, §9): international trades in USD with MT or LBS, China in CNY with MT only. */
export const MARKETS = ['intl', 'cn'] as const;
export type TMarket = (typeof MARKETS)[number];

export const MARKET_CURRENCY: Record<TMarket, 'USD' | 'CNY'> = { intl: 'USD', cn: 'CNY' };

export type TMarketPermission = {
  market: TMarket;
  /** 1 when customer service granted the market, else 0 (§6: kept in cookies as a flag). */
  permission: 0 | 1;
  /** 1 when the user has the market switched on. */
  switchEnable: 0 | 1;
  marketZh: string;
};

export type TUnitPrefs = { weightUnit: TWeightUnit; oldWeightUnit: TWeightUnit | null };

/**
 * §4 Market switch: entering China forces MT and remembers the earlier unit; leaving China restores it.
 */
export function unitAfterMarketChange(
  prefs: TUnitPrefs,
  from: TMarket,
  to: TMarket,
): TUnitPrefs {
  if (from === to) return prefs;
  if (to === 'cn') return { weightUnit: 'MT', oldWeightUnit: prefs.weightUnit };
  return { weightUnit: prefs.oldWeightUnit ?? prefs.weightUnit, oldWeightUnit: null };
}

/**
 * §6: a user may toggle each market but at least one must stay on, and only a permitted market can be on.
 * Returns the new permission list, or null when the switch must be rejected (server code 1201).
 */
export function applyMarketSwitch(
  current: readonly TMarketPermission[],
  market: TMarket,
  switchEnable: 0 | 1,
): TMarketPermission[] | null {
  const target = current.find((p) => p.market === market);
  if (!target) return null;
  if (switchEnable === 1 && target.permission !== 1) return null;
  const next = current.map((p) => (p.market === market ? { ...p, switchEnable } : p));
  if (!next.some((p) => p.switchEnable === 1 && p.permission === 1)) return null;
  return next;
}
