import type { TWeightUnit } from './weight.ts';

/** Markets (§1, §9): international trades in USD with MT or LBS, China in CNY with MT only. */
export const MARKETS = ['intl', 'cn'] as const;
export type TMarket = (typeof MARKETS)[number];

/** The Chinese market name the client shows (§3 Current user: marketPermissions[].marketZh). */
export const MARKET_ZH: Record<TMarket, string> = { intl: '国际市场', cn: '中国市场' };

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

/**
 * Stored permission rows → the full §3 list, one entry per market in MARKETS order. A market without a row
 * reads as not granted and off, so older accounts and partial data still get a complete list.
 */
export function marketPermissionsFrom(
  rows: readonly { market: string; permission: number; switchEnable: number }[],
): TMarketPermission[] {
  return MARKETS.map((market) => {
    const row = rows.find((r) => r.market === market);
    return {
      market,
      permission: row?.permission === 1 ? 1 : 0,
      switchEnable: row?.switchEnable === 1 ? 1 : 0,
      marketZh: MARKET_ZH[market],
    };
  });
}
