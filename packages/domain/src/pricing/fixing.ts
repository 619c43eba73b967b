import { compareDecimals, mulDecimals, roundDecimalText, subDecimals, sumDecimals } from '../decimal.ts';
import type { FIXING_SIDES, PRICING_PERIODS } from '../ask.ts';
import { Deduction, QUOTE_METHODS, type TDeduction, type TQuoteType } from '../quote-method.ts';
import { formulaPricePerMt, type TReferenceBasis } from '../quotes/price-normalise.ts';

/**
 * Price fixing of formula-priced contract lines (issue 14 item 4; §3 Quote content "price-fixing side (buyer,
 * seller, to be decided)", Shipment donePricing; §4 "Price fixing: starts only for containers not yet fixed. Shipments
 * already priced are disabled"; §7 queryPricingInfo / commitPricing; §8 "no container available to fix price").
 * Pure rules: the server reads the rows, calls these, and writes what they answer.
 */

export type TFixingSide = (typeof FIXING_SIDES)[number];
export type TPricingPeriod = (typeof PRICING_PERIODS)[number];

/**
 * Decimals of a fixed price and of an amount. §9 names no rounding for fixed prices; §5 says "money allows 2" (and
 * price-display.ts shows money per MT with 2), so a fixed price per MT and a line amount are rounded once, at the
 * end, to 2 decimals half away from zero (half-up for the positive prices these are): 8,708.249 → 8,708.25.
 */
export const FIXED_PRICE_DECIMALS = 2;

/** A day's settlement of a basis, in the basis's unit (quotes/price-normalise.ts REFERENCE_UNITS). */
export type TSettlement = { priceDate: string; price: string };

export type TFixedPrice = {
  /** Price per MT, 2 decimals, in `currency`. */
  pricePerMt: string;
  currency: 'USD' | 'CNY';
  /** The series and the day it was fixed against: stored with the fix so it can be checked later. */
  basis: TReferenceBasis;
  settlement: TSettlement;
};

/**
 * The fixed price per MT of a formula line at one day's settlement (issue 14: LME × k %, (COMEX ¢/lb − d) × 22.0462
 * USD/MT, SHFE/Changjiang/… ± diff CNY/MT). `value` is the line's percent (deduction 1) or discount (deduction 2, a
 * negative discount being a premium), as stored on the contract line. The arithmetic is the one the quote ranking uses
 * (formulaPricePerMt), exact; only the result is rounded. A FIXED line, or a deduction that is not its quote type's,
 * is a programming error: it throws.
 */
export function fixedPricePerMt(line: { quoteType: TQuoteType; deduction: TDeduction; value: string }, settlement: TSettlement): TFixedPrice {
  const method = QUOTE_METHODS[line.quoteType];
  if (method.deduction === Deduction.None) throw new Error('a fixed-price line has nothing to fix');
  if (line.deduction !== method.deduction) throw new Error(`deduction ${line.deduction} is not ${line.quoteType}'s`);
  if (compareDecimals(settlement.price, '0') <= 0) throw new Error('a settlement is a positive price');
  const { amount, currency } = formulaPricePerMt({ quoteType: line.quoteType, value: line.value, reference: settlement.price });
  return { pricePerMt: roundDecimalText(amount, FIXED_PRICE_DECIMALS), currency, basis: line.quoteType as TReferenceBasis, settlement };
}

/** The amount of a fixed quantity: price per MT × net weight (MT, up to 6 decimals), rounded once to 2 decimals. */
export function fixedAmount(pricePerMt: string, netWeightMt: string): string {
  return roundDecimalText(mulDecimals(pricePerMt, netWeightMt), FIXED_PRICE_DECIMALS);
}

/** A shipment's net weight (§3 totalGoodsNetWeight: its containers' net weights, exactly) and its fixed amount. */
export function shipmentFixedAmount(pricePerMt: string, containerNetWeightsMt: readonly string[]): { netWeightMt: string; amount: string } {
  const netWeightMt = sumDecimals(containerNetWeightsMt, 6);
  return { netWeightMt, amount: fixedAmount(pricePerMt, netWeightMt) };
}

// ---------------------------------------------------------------------------------------------------------------
// Who fixes

/**
 * The party who requests the fixing of a contract: the §3 quote's price-fixing side, and for "to be decided" the
 * BUYER (decision; the spec is silent). Why the buyer:
 * - nobody agreed to give the seller the call, and in a formula sale it is the buyer who pays the final price, so a
 *   contract left "to be decided" defaults to the paying side ("buyer's call" is the ordinary default in formula-priced
 *   scrap contracts);
 * - one party, never "either": two parties who may both fix would race to fix on the day that suits each of them, and
 *   the fix price dialog (§2) would need to resolve conflicting requests;
 * - the issue's own walk-through has the buyer fix a shipment of the demo LME deal.
 * Staff confirm or reject every request; the sweep fixes what nobody fixed in time (fallbackFix).
 */
export function fixingParty(fixingSide: TFixingSide): 'buyer' | 'seller' {
  return fixingSide === 'seller' ? 'seller' : 'buyer';
}

/** Whether a party of the contract may request fixing (§8: the other party is refused). Staff confirm, not request. */
export function mayRequestFixing(fixingSide: TFixingSide, side: 'buyer' | 'seller'): boolean {
  return fixingParty(fixingSide) === side;
}

// ---------------------------------------------------------------------------------------------------------------
// Contract pricing status

export const PRICING_STATUSES = ['unpriced', 'partially_fixed', 'fully_fixed'] as const;
export type TPricingStatus = (typeof PRICING_STATUSES)[number];

/**
 * Shipped weight within this share of the contract's formula weight counts as the whole contract shipped. §3/§9
 * name no tolerance; ±5 % "more or less at seller's option" is the usual one on scrap contracts (decision).
 */
export const SHIPPED_WEIGHT_TOLERANCE_PERCENT = 5;

/**
 * §4 contract pricing status (issue 14: unpriced → partially fixed → fully fixed), from the shipments (a shipment is
 * fixed as a whole: donePricing) and the contract's weight on formula lines:
 * - null: no formula line, the price was fixed at the deal;
 * - unpriced: no shipment fixed yet (including none shipped yet);
 * - fully fixed: every shipment fixed AND the fixed net weight reaches the formula weight less the tolerance (else
 *   more shipments are still to come, and to be fixed);
 * - partially fixed: anything between.
 */
export function contractPricingStatus(opts: {
  formulaWeightMt: string | null;
  shipments: readonly { donePricing: boolean; netWeightMt: string }[];
}): TPricingStatus | null {
  const { formulaWeightMt, shipments } = opts;
  if (formulaWeightMt === null || compareDecimals(formulaWeightMt, '0') <= 0) return null;
  const fixed = shipments.filter((s) => s.donePricing);
  if (fixed.length === 0) return 'unpriced';
  if (fixed.length < shipments.length) return 'partially_fixed';
  const fixedWeight = sumDecimals(fixed.map((s) => s.netWeightMt), 6);
  // fixed ≥ formula × (100 − tolerance) / 100, compared ×100 to stay in whole scales.
  const needed = mulDecimals(formulaWeightMt, String(100 - SHIPPED_WEIGHT_TOLERANCE_PERCENT));
  return compareDecimals(mulDecimals(fixedWeight, '100'), needed) >= 0 ? 'fully_fixed' : 'partially_fixed';
}

/** Formula weight not yet fixed (the reports' "open unpriced tonnage"): formula weight − fixed net weight, at least 0. */
export function unpricedWeightMt(formulaWeightMt: string, fixedNetWeightsMt: readonly string[]): string {
  const fixed = sumDecimals(fixedNetWeightsMt, 6);
  return compareDecimals(fixed, formulaWeightMt) >= 0 ? '0' : subDecimals(formulaWeightMt, fixed);
}

// ---------------------------------------------------------------------------------------------------------------
// Which shipments a request fixes

export type TFixableShipment = { shipmentId: string; donePricing: boolean; containers: number; netWeightMt: string; fixRequested?: boolean };

export type TFixSelection =
  | { ok: true; shipmentIds: string[] }
  /** noneAvailable: §8 "no container available to fix price"; alreadyPriced / unknownShipment name the shipment. */
  | { ok: false; reason: 'noneAvailable' }
  | { ok: false; reason: 'alreadyPriced' | 'unknownShipment' | 'notShipped'; shipmentId: string };

/**
 * Whether a shipment can be fixed (§4: only containers not yet fixed; a shipment already fixed, or already waiting
 * for staff to confirm a fix, is disabled): it has containers with a net weight, is not fixed and has no open request.
 */
export function isFixable(s: TFixableShipment): boolean {
  return !s.donePricing && !s.fixRequested && s.containers > 0 && compareDecimals(s.netWeightMt, '0') > 0;
}

/**
 * The shipments a commitPricing {shipmentIds} fixes, or why not. Nothing fixable left on the contract → noneAvailable
 * (§8), checked first so the dialog's stale list reads the catalogue message; then every id must be the contract's
 * and fixable. Duplicates collapse (two ticks of one row are one request).
 */
export function selectShipmentsToFix(contractShipments: readonly TFixableShipment[], requestedIds: readonly string[]): TFixSelection {
  if (!contractShipments.some(isFixable)) return { ok: false, reason: 'noneAvailable' };
  const byId = new Map(contractShipments.map((s) => [s.shipmentId, s]));
  const ids = [...new Set(requestedIds)];
  if (ids.length === 0) return { ok: false, reason: 'noneAvailable' };
  for (const id of ids) {
    const s = byId.get(id);
    if (!s) return { ok: false, reason: 'unknownShipment', shipmentId: id };
    if (s.donePricing || s.fixRequested) return { ok: false, reason: 'alreadyPriced', shipmentId: id };
    if (!isFixable(s)) return { ok: false, reason: 'notShipped', shipmentId: id };
  }
  return { ok: true, shipmentIds: ids };
}

// ---------------------------------------------------------------------------------------------------------------
// The pricing window and the fallback

/** "2026-11-26" + n months → the first day of that month ("2026-12-01" for n = 1). */
function monthStart(date: string, months: number): string {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

function monthEnd(date: string, months: number): string {
  const d = new Date(`${monthStart(date, months + 1)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

const PERIOD_MONTHS: Record<Exclude<TPricingPeriod, 'spot'>, number> = { 'M-1': -1, M: 0, 'M+1': 1, 'M+2': 2, 'M+3': 3 };

/** The days a fix may be requested on, both included; closesOn null: open until fixed (no deadline). */
export type TPricingWindow = { opensOn: string; closesOn: string | null };

/**
 * When a shipment may be fixed (ask fields "price cut-off time" and "pricing period", §3 Ask publication fields):
 * - the pricing period is the quotational period: spot (or none) from the deal day on; M-1 / M / M+1 … the calendar
 *   month before, of or after the shipment's month (its departure day, ETD), never before the deal day;
 * - the price cut-off time, when set, closes the window earlier. Settlements are dated by exchange day and the
 *   cut-off is an instant: the cut-off's day is its UTC calendar day (settlements of that day still count).
 * A month period of a shipment without a departure day has no month yet: only the cut-off (if any) closes it.
 */
export function pricingWindow(opts: {
  pricingPeriod: TPricingPeriod | null;
  priceCutoffAt: string | null;
  dealDate: string;
  shippedOn: string | null;
}): TPricingWindow {
  const { pricingPeriod, priceCutoffAt, dealDate, shippedOn } = opts;
  const cutoffDay = priceCutoffAt ? new Date(priceCutoffAt).toISOString().slice(0, 10) : null;
  let opensOn = dealDate;
  let closesOn: string | null = cutoffDay;
  if (pricingPeriod && pricingPeriod !== 'spot' && shippedOn) {
    const months = PERIOD_MONTHS[pricingPeriod];
    const start = monthStart(shippedOn, months);
    const end = monthEnd(shippedOn, months);
    if (start > opensOn) opensOn = start;
    if (closesOn === null || end < closesOn) closesOn = end;
  }
  return { opensOn, closesOn };
}

/** Where `today` (YYYY-MM-DD, the operator's calendar day) stands against the window. */
export function pricingWindowState(window: TPricingWindow, today: string): 'notYetOpen' | 'open' | 'closed' {
  if (today < window.opensOn) return 'notYetOpen';
  if (window.closesOn !== null && today > window.closesOn) return 'closed';
  return 'open';
}

/**
 * The fallback for a shipment nobody fixed before its window closed (issue 14 item 4: "fixed by a documented fallback
 * rule by a sweep"; decision, the spec is silent): it is fixed at the LAST settlement of its basis dated on or before
 * the window's closing day — the price the fixing side could still have taken, and one published figure that is
 * stored with the fix like any other (not an average nobody saw). Null when the window is still open (or has no
 * deadline), or when no settlement on or before that day is known yet (the sweep tries again the next day and staff
 * see it in the queue).
 */
export function fallbackSettlement(window: TPricingWindow, today: string, settlements: readonly TSettlement[]): TSettlement | null {
  if (pricingWindowState(window, today) !== 'closed' || window.closesOn === null) return null;
  let best: TSettlement | null = null;
  for (const s of settlements) {
    if (s.priceDate <= window.closesOn && (best === null || s.priceDate > best.priceDate)) best = s;
  }
  return best;
}
