/**
 * The recovery estimator (issue 17 item 3; §1 "a recovery estimator"): for a grade and a lot, the metal a buyer can
 * expect to recover and its value at the latest settlement of the metal's basis.
 *
 * Where the factors come from — read this before trusting a number:
 * - The grades are the ISRI Scrap Specifications Circular's (Institute of Scrap Recycling Industries, now ReMA;
 *   nonferrous section, e.g. the 2017 and later editions): Druid "insulated copper wire scrap … to be sold on a sample
 *   or recovery basis, subject to agreement between buyer and seller"; Zeyda shredded insulated copper wire; Elmo mixed
 *   electric motors and Shelmo shredded electric motors; Ocean mixed unsweated auto radiators; Talk aluminium-copper
 *   radiators; Zorba shredded mixed nonferrous, "the numbers following Zorba give the approximate percentage of
 *   nonferrous metal content"; Vader sealed units (compressors).
 * - The Circular itself gives NO recovery percentages for these grades (it says recovery is agreed per lot). The
 *   ranges below are the typical yields scrap buyers publish in their yield guides and price sheets for these grades
 *   (e.g. #1 insulated building wire 70–85 % copper, Romex-type house wire 50–65 %, data/communication cable 20–40 %,
 *   electric motors 8–15 % copper, aluminium-copper radiators about a third copper and 55–65 % aluminium) — rules of
 *   thumb with a real spread, shown as ranges, with a default in the middle. Every percent is editable, and the
 *   screen says the answer is an estimate; a lot's own sample or burn/strip test beats any table.
 */
import { divDecimals, mulDecimals, roundDecimalText, sumDecimals } from '../decimal.ts';
import type { TReferenceBasis } from '../quotes/price-normalise.ts';
import { settlementPerMt, valueOf, type TSettlements } from './settlement-value.ts';

export const RECOVERY_METALS = ['Cu', 'Al'] as const;
export type TRecoveryMetal = (typeof RECOVERY_METALS)[number];

/** The series a metal may be valued at: copper at any copper series, aluminium at the one aluminium quote. */
export const METAL_BASES: Record<TRecoveryMetal, readonly TReferenceBasis[]> = {
  Cu: ['LME', 'CMX', 'SHCU', 'CJCU', 'JLCU'],
  Al: ['BTAL'],
};

export type TGradeFactor = { metal: TRecoveryMetal; min: number; max: number; typical: number };
export type TRecoveryGrade = { key: string; isri: string | null; factors: readonly TGradeFactor[] };

/** The grades and their recovery factors, in percent of the lot's weight (see the file comment for the sources). */
export const RECOVERY_GRADES = [
  // ISRI Druid, the heavy-gauge single-insulated end (THHN/THWN building wire, BV): buyers' yield guides 70–85 %.
  { key: 'insulatedCuNo1', isri: 'Druid', factors: [{ metal: 'Cu', min: 70, max: 85, typical: 77 }] },
  // ISRI Druid, mixed multi-conductor wire with a jacket (Romex-type house wire, RVV/BVV): 50–65 %.
  { key: 'insulatedCuNo2', isri: 'Druid', factors: [{ metal: 'Cu', min: 50, max: 65, typical: 57 }] },
  // Data, telephone and harness cable, thin conductors in thick jackets: 20–40 %.
  { key: 'insulatedCuLow', isri: 'Druid', factors: [{ metal: 'Cu', min: 20, max: 40, typical: 30 }] },
  // ISRI Zeyda, shredded insulated copper wire (chopped, not separated): as the wire it came from, mixed: 40–60 %.
  { key: 'shreddedInsulatedCu', isri: 'Zeyda', factors: [{ metal: 'Cu', min: 40, max: 60, typical: 50 }] },
  // Insulated aluminium cable (no ISRI code of its own): aluminium 50–75 % by jacket thickness.
  { key: 'insulatedAl', isri: null, factors: [{ metal: 'Al', min: 50, max: 75, typical: 62 }] },
  // ISRI Ocean, mixed unsweated auto radiators (copper/brass cores with steel/lead): red metal 55–70 %.
  { key: 'radiatorsCuBrass', isri: 'Ocean', factors: [{ metal: 'Cu', min: 55, max: 70, typical: 62 }] },
  // ISRI Talk, aluminium-copper radiators (AC coils): copper 25–40 %, aluminium 55–65 %.
  {
    key: 'radiatorsAlCu',
    isri: 'Talk',
    factors: [
      { metal: 'Cu', min: 25, max: 40, typical: 33 },
      { metal: 'Al', min: 55, max: 65, typical: 60 },
    ],
  },
  // ISRI Elmo, mixed electric motors: copper windings 8–15 % (the rest steel and some aluminium).
  { key: 'electricMotors', isri: 'Elmo', factors: [{ metal: 'Cu', min: 8, max: 15, typical: 11 }] },
  // ISRI Shelmo, shredded electric motors ("meatballs"): 10–20 % copper once the steel is shredded off.
  { key: 'shreddedMotors', isri: 'Shelmo', factors: [{ metal: 'Cu', min: 10, max: 20, typical: 15 }] },
  // ISRI Vader, sealed units (compressors): copper 5–10 %.
  { key: 'sealedUnits', isri: 'Vader', factors: [{ metal: 'Cu', min: 5, max: 10, typical: 7 }] },
  // ISRI Zorba (e.g. Zorba 95–98): mostly aluminium, 60–80 % of the lot, plus some copper and brass (2–8 %).
  {
    key: 'zorba',
    isri: 'Zorba',
    factors: [
      { metal: 'Al', min: 60, max: 80, typical: 70 },
      { metal: 'Cu', min: 2, max: 8, typical: 5 },
    ],
  },
] as const satisfies readonly TRecoveryGrade[];

export type TRecoveryGradeKey = (typeof RECOVERY_GRADES)[number]['key'];
export const RECOVERY_GRADE_KEYS = RECOVERY_GRADES.map((g) => g.key) as unknown as readonly [TRecoveryGradeKey, ...TRecoveryGradeKey[]];

export function recoveryGrade(key: TRecoveryGradeKey): TRecoveryGrade {
  return RECOVERY_GRADES.find((g) => g.key === key)!;
}

export type TRecoveryInput = {
  grade: TRecoveryGradeKey;
  /** The lot's weight in MT (decimal text). */
  lotMt: string;
  /** Per metal: the recovery % to use (default: the grade's typical), the series to value it at, or a price of one's own. */
  metals?: Partial<Record<TRecoveryMetal, { percent?: string; basis?: TReferenceBasis; pricePerMt?: string; currency?: 'USD' | 'CNY' }>>;
};

export type TRecoveryLine = {
  metal: TRecoveryMetal;
  min: number;
  max: number;
  typical: number;
  /** The percent used (the input, else typical). */
  percent: string;
  /** lot × percent / 100, 6 decimals. */
  recoveredMt: string;
  /** The same at the range's ends, so the screen shows the spread. */
  recoveredMinMt: string;
  recoveredMaxMt: string;
  basis: TReferenceBasis | null;
  priceDate: string | null;
  priceDemo: boolean;
  pricePerMt: string | null;
  currency: 'USD' | 'CNY' | null;
  /** recoveredMt × pricePerMt, 2 decimals; null with no price. */
  value: string | null;
};

export type TRecoveryEstimate = {
  grade: TRecoveryGradeKey;
  isri: string | null;
  lotMt: string;
  lines: TRecoveryLine[];
  /** Sum of the lines' recovered MT and its share of the lot. */
  recoveredMt: string;
  recoveryPercent: string;
};

/** lot × percent / 100, 6 decimals (numeric(18,6) MT), exact. */
function tonnes(lotMt: string, percent: string | number): string {
  return roundDecimalText(divDecimals(mulDecimals(lotMt, String(percent)), '100', 6), 6);
}

/** The estimate for one lot. Pure: settlements are given (the latest of each series). */
export function estimateRecovery(input: TRecoveryInput, settlements: TSettlements): TRecoveryEstimate {
  const grade = recoveryGrade(input.grade);
  const lines = grade.factors.map((f): TRecoveryLine => {
    const own = input.metals?.[f.metal];
    const percent = own?.percent ?? String(f.typical);
    const recoveredMt = tonnes(input.lotMt, percent);
    let basis: TReferenceBasis | null = null;
    let priceDate: string | null = null;
    let priceDemo = false;
    let perMt: { amount: string; currency: 'USD' | 'CNY' } | null = null;
    if (own?.pricePerMt) {
      perMt = { amount: own.pricePerMt, currency: own.currency ?? 'USD' };
    } else {
      basis = own?.basis && METAL_BASES[f.metal].includes(own.basis) ? own.basis : METAL_BASES[f.metal][0]!;
      const s = settlements[basis];
      if (s) {
        perMt = settlementPerMt(basis, s.price);
        priceDate = s.date;
        priceDemo = s.demo;
      }
    }
    return {
      metal: f.metal,
      min: f.min,
      max: f.max,
      typical: f.typical,
      percent,
      recoveredMt,
      recoveredMinMt: tonnes(input.lotMt, f.min),
      recoveredMaxMt: tonnes(input.lotMt, f.max),
      basis,
      priceDate,
      priceDemo,
      pricePerMt: perMt ? roundDecimalText(perMt.amount, 2) : null,
      currency: perMt?.currency ?? null,
      value: perMt ? valueOf(recoveredMt, perMt).amount : null,
    };
  });
  const recoveredMt = roundDecimalText(sumDecimals(lines.map((l) => l.recoveredMt), 6), 6);
  const recoveryPercent = lines.length ? roundDecimalText(sumDecimals(lines.map((l) => l.percent), 4), 2) : '0.00';
  return { grade: input.grade, isri: grade.isri, lotMt: input.lotMt, lines, recoveredMt, recoveryPercent };
}
