import { z } from 'zod';
import { zDecimal } from '../ask.ts';
import { compareDecimals, divDecimals, mulDecimals, roundDecimalText, subDecimals } from '../decimal.ts';

/**
 * Claim evidence (issue 15 item 4, beyond the spec): what the product can check of a claim by itself — the seal
 * numbers found on arrival against those recorded at loading, each container's arrival weight against its loaded
 * net weight within the contract's tolerance — and which documents (weighbridge tickets, surveyors' reports) support
 * which claimed amount. Weights have 6 decimals, percentages 2 (§9 claim decimals).
 */

/** The usual weight tolerance of a scrap contract (±3 %), unless the contract states its own. */
export const DEFAULT_WEIGHT_TOLERANCE_PERCENT = '3';

export const EVIDENCE_TYPES = ['weighbridge_ticket', 'surveyor_report', 'photo', 'video', 'other'] as const;
export type TEvidenceType = (typeof EVIDENCE_TYPES)[number];

/** Inspection companies buyers of scrap commonly appoint; anything else is typed in. */
export const SURVEYORS = ['SGS', 'CCIC', 'BV', 'Intertek', 'Cotecna', 'Alex Stewart'] as const;

export const WEIGHING_SOURCES = ['port', 'actual', 'third_party'] as const;
export type TWeighingSource = (typeof WEIGHING_SOURCES)[number];

/** The claimed amounts a document can support (§3 Claim). */
export const CLAIM_AMOUNT_KEYS = ['shortageWeight', 'claimedWeight', 'totalClaimUsd', 'qualityDeduction'] as const;
export type TClaimAmountKey = (typeof CLAIM_AMOUNT_KEYS)[number];

/** Which amounts each kind of document can stand for (a weighbridge ticket proves weight, not grade). */
export const AMOUNTS_BY_EVIDENCE_TYPE: Record<TEvidenceType, readonly TClaimAmountKey[]> = {
  weighbridge_ticket: ['shortageWeight', 'claimedWeight', 'totalClaimUsd'],
  surveyor_report: CLAIM_AMOUNT_KEYS,
  photo: ['qualityDeduction', 'totalClaimUsd'],
  video: ['qualityDeduction', 'totalClaimUsd'],
  other: CLAIM_AMOUNT_KEYS,
};

/** The seals of a container: "ABC123 / abc-124, ABC125" → {ABC123, ABC124, ABC125} (case, spaces, dashes ignored). */
export function sealSet(text: string | null | undefined): string[] {
  if (!text) return [];
  const seals = text
    .split(/[,;/|\n]+/)
    .map((s) => s.replace(/[\s\-_.]/g, '').toUpperCase())
    .filter(Boolean);
  return [...new Set(seals)].sort();
}

export type TSealCheck =
  /** Every seal recorded at loading was found, and nothing else. */
  | 'match'
  /** A seal differs: the container may have been opened on the way. */
  | 'mismatch'
  /** No seal was recorded at loading: nothing to compare with. */
  | 'notRecorded'
  /** The buyer has not entered the seals found on arrival. */
  | 'notEntered';

export function checkSeals(loaded: string | null | undefined, arrival: string | null | undefined): { result: TSealCheck; missing: string[]; unexpected: string[] } {
  const a = sealSet(loaded);
  const b = sealSet(arrival);
  if (b.length === 0) return { result: 'notEntered', missing: [], unexpected: [] };
  if (a.length === 0) return { result: 'notRecorded', missing: [], unexpected: [] };
  const missing = a.filter((s) => !b.includes(s));
  const unexpected = b.filter((s) => !a.includes(s));
  return { result: missing.length || unexpected.length ? 'mismatch' : 'match', missing, unexpected };
}

export type TWeightCheck = {
  /** arrival − loaded, MT (negative: short). */
  difference: string;
  /** The difference as a percentage of the loaded net weight, 2 decimals. */
  differencePercent: string;
  /** What the tolerance allows, MT: loaded × tolerance %. */
  allowance: string;
  /** How much of the shortage lies beyond the tolerance, MT (0 when within it or over weight). */
  shortageBeyondTolerance: string;
  withinTolerance: boolean;
  tolerancePercent: string;
};

/**
 * A container's arrival weight against its loaded net weight (both MT, up to 6 decimals) with a tolerance in percent
 * (±3 % unless the contract says otherwise). Exact decimal arithmetic: the numbers a claim rests on never pick up
 * float noise. A shortage within the tolerance is usually the buyer's (moisture, scale differences); what lies beyond
 * it is what a claim for short weight can rest on.
 */
export function checkWeight(loadedNet: string, arrivalNet: string, tolerancePercent: string = DEFAULT_WEIGHT_TOLERANCE_PERCENT): TWeightCheck {
  const difference = roundDecimalText(subDecimals(arrivalNet, loadedNet), 6);
  const differencePercent = compareDecimals(loadedNet, '0') > 0 ? divDecimals(mulDecimals(difference, '100'), loadedNet, 2) : '0';
  const allowance = roundDecimalText(divDecimals(mulDecimals(loadedNet, tolerancePercent), '100', 6), 6);
  const shortage = compareDecimals(difference, '0') < 0 ? subDecimals('0', difference) : '0';
  const beyond = compareDecimals(shortage, allowance) > 0 ? subDecimals(shortage, allowance) : '0';
  const overBy = compareDecimals(difference, '0') > 0 ? difference : '0';
  return {
    difference: trimZeros(difference),
    differencePercent: roundDecimalText(differencePercent, 2),
    allowance: trimZeros(allowance),
    shortageBeyondTolerance: trimZeros(roundDecimalText(beyond, 6)),
    withinTolerance: compareDecimals(shortage, allowance) <= 0 && compareDecimals(overBy, allowance) <= 0,
    tolerancePercent,
  };
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

export type TEvidenceRef = { id: string; type: TEvidenceType; supports: readonly TClaimAmountKey[] };

/**
 * Which evidence supports each claimed amount, and which amounts none does (the claim shows both): every amount the
 * claim states (`amounts`: those with a value) gets the ids of the documents that support it.
 */
export function evidenceByAmount(amounts: readonly TClaimAmountKey[], evidence: readonly TEvidenceRef[]): { amount: TClaimAmountKey; evidenceIds: string[]; supported: boolean }[] {
  return amounts.map((amount) => {
    const evidenceIds = evidence.filter((e) => e.supports.includes(amount)).map((e) => e.id);
    return { amount, evidenceIds, supported: evidenceIds.length > 0 };
  });
}

/** The amounts a document of `type` may be said to support; anything else is refused (1000 naming `supports`). */
export function unsupportableAmounts(type: TEvidenceType, supports: readonly TClaimAmountKey[]): TClaimAmountKey[] {
  return supports.filter((s) => !AMOUNTS_BY_EVIDENCE_TYPE[type].includes(s));
}

const ZSeals = z.string().trim().max(200);

/** What the buyer enters per container on arrival. */
export const ZContainerEvidenceInput = z.object({
  containerId: z.uuid(),
  arrivalSealNo: ZSeals.optional(),
  arrivalNetWeight: zDecimal({ decimals: 6, min: 0, max: 1_000_000 }).optional(),
  weighingSource: z.enum(WEIGHING_SOURCES).optional(),
});
export type TContainerEvidenceInput = z.infer<typeof ZContainerEvidenceInput>;

export const ZSaveClaimEvidenceRequest = z.object({
  claimId: z.uuid(),
  containers: z.array(ZContainerEvidenceInput).max(200),
});

export const ZAddEvidenceFileRequest = z.object({
  claimId: z.uuid(),
  fileId: z.uuid(),
  type: z.enum(EVIDENCE_TYPES),
  surveyor: z.string().trim().min(1).max(60).optional(),
  containerId: z.uuid().optional(),
  supports: z.array(z.enum(CLAIM_AMOUNT_KEYS)).max(CLAIM_AMOUNT_KEYS.length).default([]),
});

export const ZClaimEvidenceQuery = z.object({ claimId: z.uuid() });
export const ZRemoveEvidenceFileRequest = z.object({ claimId: z.uuid(), evidenceId: z.uuid() });

export const ZSetWeightToleranceRequest = z.object({
  contractId: z.uuid(),
  percent: zDecimal({ decimals: 2, min: 0, max: 100 }),
});

const ZWeightCheck = z.object({
  difference: z.string(),
  differencePercent: z.string(),
  allowance: z.string(),
  shortageBeyondTolerance: z.string(),
  withinTolerance: z.boolean(),
  tolerancePercent: z.string(),
});

export const ZClaimEvidence = z.object({
  claimId: z.uuid(),
  contractId: z.uuid(),
  tolerancePercent: z.string(),
  /** The caller may enter arrival evidence (the claim's buyer while it is open; staff). */
  canEdit: z.boolean(),
  containers: z.array(
    z.object({
      containerId: z.uuid(),
      containerNo: z.string(),
      loadedSealNo: z.string().nullable(),
      loadedNetWeight: z.string(),
      arrivalSealNo: z.string().nullable(),
      arrivalNetWeight: z.string().nullable(),
      weighingSource: z.enum(WEIGHING_SOURCES).nullable(),
      seal: z.object({ result: z.enum(['match', 'mismatch', 'notRecorded', 'notEntered']), missing: z.array(z.string()), unexpected: z.array(z.string()) }),
      weight: ZWeightCheck.nullable(),
    }),
  ),
  files: z.array(
    z.object({
      evidenceId: z.uuid(),
      fileId: z.uuid(),
      fileName: z.string(),
      fileFullPath: z.string(),
      mime: z.string(),
      size: z.number().int(),
      type: z.enum(EVIDENCE_TYPES),
      surveyor: z.string().nullable(),
      containerId: z.uuid().nullable(),
      supports: z.array(z.enum(CLAIM_AMOUNT_KEYS)),
    }),
  ),
  amounts: z.array(z.object({ amount: z.enum(CLAIM_AMOUNT_KEYS), evidenceIds: z.array(z.uuid()), supported: z.boolean() })),
  totals: z.object({ loadedNet: z.string(), arrivalNet: z.string().nullable(), shortageBeyondTolerance: z.string(), sealMismatches: z.number().int() }),
});
export type TClaimEvidence = z.infer<typeof ZClaimEvidence>;
