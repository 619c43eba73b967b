/**
 * The market permission dialog's rules (§4 Market switch, §6 Market permissions) that are not the server's:
 * which market the user looks at after a toggle. Switching the viewed market off moves the view to the market
 * left on; entering China forces MT and leaving it restores the earlier unit (domain unitAfterMarketChange).
 */
import { unitAfterMarketChange, type TMarket, type TMarketPermission, type TUnitPrefs } from '@scrapbridge/domain/market';

export function viewAfterToggle(
  view: TMarket,
  permissions: readonly TMarketPermission[],
  units: TUnitPrefs,
): { view: TMarket; units: TUnitPrefs } {
  const usable = (m: TMarket) => permissions.some((p) => p.market === m && p.permission === 1 && p.switchEnable === 1);
  if (usable(view)) return { view, units };
  const other = permissions.find((p) => p.market !== view && p.permission === 1 && p.switchEnable === 1)?.market;
  if (!other) return { view, units };
  return { view: other, units: unitAfterMarketChange(units, view, other) };
}
