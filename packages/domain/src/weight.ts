/** Weight units and conversion (§9: 2204.62 lb per metric ton, 3 decimals for display). */
export const LB_PER_MT = 2204.62;
export const WEIGHT_UNITS = ['MT', 'LBS'] as const;
export type TWeightUnit = (typeof WEIGHT_UNITS)[number];

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * f) / f;
}

export function mtToLbs(mt: number): number {
  return round(mt * LB_PER_MT, 3);
}

export function lbsToMt(lbs: number): number {
  return round(lbs / LB_PER_MT, 6);
}

/** Weight as shown to the user: 3 decimals in the chosen unit, trailing zeros trimmed. */
export function formatWeight(mt: number, unit: TWeightUnit): string {
  const value = unit === 'LBS' ? mtToLbs(mt) : round(mt, 3);
  return `${Number(value.toFixed(3))} ${unit}`;
}
