/**
 * What a freshly loaded profile means for the device's stored market and weight unit (§3, §4 Market switch).
 * Pure, so the rules are unit-tested.
 */
import type { TMarket, TMarketPermission } from '@scrapbridge/domain/market';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import type { TStoredUnits } from '#lib/storage.ts';

export type TProfilePrefs = { market: TMarket; units: TStoredUnits };

/** Markets the user may look at: granted by customer service and switched on. */
export function activeMarkets(permissions: readonly TMarketPermission[]): TMarket[] {
  return permissions.filter((p) => p.permission === 1 && p.switchEnable === 1).map((p) => p.market);
}

export function reconcileProfilePrefs(input: {
  storedMarket: TMarket;
  storedUnits: TStoredUnits;
  accountUnit: TWeightUnit;
  permissions: readonly TMarketPermission[];
}): TProfilePrefs {
  const active = activeMarkets(input.permissions);
  // Keep the market the device was on while it is still available; otherwise the first one that is.
  const market = active.length === 0 || active.includes(input.storedMarket) ? input.storedMarket : (active[0] ?? 'intl');
  if (market === 'cn') {
    // China trades in MT only; remember the account's own unit so leaving China restores it.
    const remembered = input.storedUnits.oldWeightUnit ?? (input.accountUnit === 'MT' ? null : input.accountUnit);
    return { market, units: { weightUnit: 'MT', oldWeightUnit: remembered } };
  }
  return { market, units: { weightUnit: input.accountUnit, oldWeightUnit: null } };
}
