/**
 * What the AI tools' endpoints take and answer (issue 17 items 3–5): the settlements the tools read, the recovery
 * and cable estimates, the jacket-print reader and the formula calculator. The arithmetic lives beside this file
 * (recovery.ts, cable.ts, jacket-print.ts, formula.ts) and runs the same on the server and in the browser.
 */
import { z } from 'zod';
import { zDecimal } from '../ask.ts';
import { REFERENCE_BASES } from '../quotes/price-normalise.ts';
import { CONDUCTOR_METALS, INSULATION_MATERIALS, SIZE_UNITS } from './cable.ts';
import { ELEMENT_TOKENS, FORMULA_MAX_LENGTH, PRICE_TOKEN_NAMES } from './formula-tokens.ts';
import { RECOVERY_GRADE_KEYS, RECOVERY_METALS } from './recovery.ts';

const ZBasis = z.enum(REFERENCE_BASES);
const ZCurrency = z.enum(['USD', 'CNY']);
/** The largest lot the tools take: a bulk vessel, not a typo. */
export const AI_TOOLS_MAX_MT = 1_000_000;

/** `GET /ai-system/tools/settlements`: the latest settlement of each series, under the calculator's token names. */
export const ZToolSettlement = z.object({
  token: z.enum(PRICE_TOKEN_NAMES as [string, ...string[]]),
  basis: ZBasis,
  unit: z.enum(['USD_PER_MT', 'US_CENTS_PER_LB', 'CNY_PER_MT', 'CNY_PER_USD']),
  price: z.string(),
  date: z.string(),
  demo: z.boolean(),
});
export type TToolSettlement = z.infer<typeof ZToolSettlement>;
export const ZToolSettlements = z.object({ rows: z.array(ZToolSettlement) });
export type TToolSettlements = z.infer<typeof ZToolSettlements>;

const ZMetalChoice = z
  .object({
    percent: zDecimal({ decimals: 2, min: 0, max: 100 }).optional(),
    basis: ZBasis.optional(),
    pricePerMt: zDecimal({ decimals: 2, positive: true, max: 100_000_000 }).optional(),
    currency: ZCurrency.optional(),
  })
  .strict();

export const ZRecoveryRequest = z
  .object({
    grade: z.enum(RECOVERY_GRADE_KEYS),
    lotMt: zDecimal({ decimals: 6, positive: true, max: AI_TOOLS_MAX_MT }),
    metals: z.partialRecord(z.enum(RECOVERY_METALS), ZMetalChoice).optional(),
  })
  .strict();
export type TRecoveryRequest = z.input<typeof ZRecoveryRequest>;

const ZRecoveryLine = z.object({
  metal: z.enum(RECOVERY_METALS),
  min: z.number(),
  max: z.number(),
  typical: z.number(),
  percent: z.string(),
  recoveredMt: z.string(),
  recoveredMinMt: z.string(),
  recoveredMaxMt: z.string(),
  basis: ZBasis.nullable(),
  priceDate: z.string().nullable(),
  priceDemo: z.boolean(),
  pricePerMt: z.string().nullable(),
  currency: ZCurrency.nullable(),
  value: z.string().nullable(),
});
export const ZRecoveryEstimate = z.object({
  grade: z.enum(RECOVERY_GRADE_KEYS),
  isri: z.string().nullable(),
  lotMt: z.string(),
  lines: z.array(ZRecoveryLine),
  recoveredMt: z.string(),
  recoveryPercent: z.string(),
});

const ZGroup = z
  .object({
    cores: z.number().int().min(1).max(400),
    size: z.string().trim().min(1).max(12),
    unit: z.enum(SIZE_UNITS),
    strands: z.number().int().min(1).max(5000).default(1),
  })
  .strict();

export const ZCableRequest = z
  .object({
    metal: z.enum(CONDUCTOR_METALS),
    groups: z.array(ZGroup).min(1).max(3),
    insulation: z.enum(INSULATION_MATERIALS),
    insulationMm: z.number().min(0).max(50),
    sheath: z.enum(INSULATION_MATERIALS),
    sheathMm: z.number().min(0).max(100),
    densities: z
      .object({
        metal: z.number().min(0.5).max(25).optional(),
        insulation: z.number().min(0.5).max(5).optional(),
        sheath: z.number().min(0.5).max(5).optional(),
      })
      .strict()
      .optional(),
    amount: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('length'), metres: z.number().positive().max(1e9) }).strict(),
      z.object({ kind: z.literal('weight'), tonnes: z.number().positive().max(AI_TOOLS_MAX_MT) }).strict(),
    ]),
    basis: ZBasis.optional(),
  })
  .strict();
export type TCableRequest = z.input<typeof ZCableRequest>;

export const ZCableEstimate = z.object({
  metalGPerM: z.number(),
  insulationGPerM: z.number(),
  sheathGPerM: z.number(),
  totalGPerM: z.number(),
  metalPercent: z.string(),
  metalMm2: z.number(),
  outerDiameterMm: z.number(),
  lengthM: z.string(),
  cableMt: z.string(),
  metalMt: z.string(),
  basis: ZBasis.nullable(),
  priceDate: z.string().nullable(),
  priceDemo: z.boolean(),
  pricePerMt: z.string().nullable(),
  currency: ZCurrency.nullable(),
  value: z.string().nullable(),
  cores: z.array(z.object({ x: z.number(), y: z.number(), conductorR: z.number(), insulatedR: z.number() })),
});

export const ZJacketPrintRequest = z.object({ text: z.string().trim().min(1).max(300) }).strict();
export const ZJacketPrint = z.object({
  groups: z.array(z.object({ cores: z.number(), size: z.string(), unit: z.enum(SIZE_UNITS) })),
  metal: z.enum(CONDUCTOR_METALS).optional(),
  insulation: z.enum(INSULATION_MATERIALS).optional(),
  sheath: z.enum(INSULATION_MATERIALS).nullable().optional(),
  construction: z.enum(['solid', 'stranded', 'flexible']).optional(),
  typeCode: z.string().optional(),
  earth: z.boolean().optional(),
});

export const ZFormulaRequest = z
  .object({
    formula: z.string().max(FORMULA_MAX_LENGTH),
    /** Element contents in percent (Cu 96 → `Cu%` reads 0.96). */
    elements: z.partialRecord(z.enum(ELEMENT_TOKENS), zDecimal({ decimals: 6, min: 0, max: 100 })).optional(),
    /** Values of one's own for exchange tokens (a price to test "what if LME were 9,000"). */
    prices: z.partialRecord(z.enum(PRICE_TOKEN_NAMES as [string, ...string[]]), zDecimal({ decimals: 6, min: 0, max: 100_000_000 })).optional(),
  })
  .strict();
export type TFormulaRequest = z.input<typeof ZFormulaRequest>;

export const ZFormulaResult = z.object({
  formula: z.string(),
  value: z.string(),
  /** The exchange tokens the formula used, with the settlement each read (or the caller's own value). */
  used: z.array(z.object({ token: z.string(), value: z.string(), date: z.string().nullable(), own: z.boolean() })),
});
export type TFormulaResult = z.infer<typeof ZFormulaResult>;
