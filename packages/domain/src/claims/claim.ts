import { z } from 'zod';
import { zDecimal } from '../ask.ts';
import { compareDecimals } from '../decimal.ts';
import { ZPageQuery } from '../pagination.ts';
import { reason, type TFieldProblem } from '../validation.ts';
import { addWorkingDays, type TWorkingDayOptions } from '../working-days.ts';

/**
 * Weight and quality claims (issue 15 item 3; §2 claim forms and records, §3 Claim, §4 "claim status values are not
 * shown" — the screens word where a claim stands instead of printing a status code, §5 Claim rules, §9 claim decimals
 * and files). The buyer of a contract claims against the goods of one arrived shipment; the seller answers; staff
 * mediate and settle; a settled claim becomes a credit note against the contract's final invoice.
 */

export const CLAIM_TYPES = ['shortage', 'quality', 'both'] as const;
export type TClaimType = (typeof CLAIM_TYPES)[number];

/**
 * draft → submitted → answered (accept | counter | reject) → mediation → settled → closed; a draft or an unanswered
 * claim may be withdrawn by the buyer (a quality claim "falls back" to feedback the same way).
 */
export const CLAIM_STATUSES = ['draft', 'submitted', 'answered', 'mediation', 'settled', 'closed', 'withdrawn'] as const;
export type TClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Claims that hold their containers: everything but a withdrawn claim (§5 "goods already claimed cannot be claimed again"). */
export function claimHoldsGoods(status: TClaimStatus): boolean {
  return status !== 'withdrawn';
}

export const CLAIM_ANSWERS = ['accept', 'counter', 'reject'] as const;
export type TClaimAnswer = (typeof CLAIM_ANSWERS)[number];

/** Typed attachments: what a weight or grade is proven with (a surveyor report names its surveyor: SGS, CCIC …). */
export const CLAIM_FILE_TYPES = ['weighbridge_ticket', 'surveyor_report', 'photo', 'video', 'other'] as const;
export type TClaimFileType = (typeof CLAIM_FILE_TYPES)[number];
/** The receiving process (unloading, sampling, weighing) as it happened: photos and videos; the rest are documents. */
export const CLAIM_MEDIA_TYPES: readonly TClaimFileType[] = ['photo', 'video'];

export const CLAIM_ACTORS = ['buyer', 'seller', 'staff'] as const;
export type TClaimActor = (typeof CLAIM_ACTORS)[number];

/** §9 claim files: 500 MB each, up to 50 files, 1024 MB in total. */
export const CLAIM_FILE_MAX_BYTES = 500 * 1024 * 1024;
export const CLAIM_FILES_MAX = 50;
export const CLAIM_FILES_TOTAL_MAX_BYTES = 1024 * 1024 * 1024;

/** §9 claim decimals: 6 for weights (MT), 2 for money. */
export const CLAIM_WEIGHT_DECIMALS = 6;
export const CLAIM_MONEY_DECIMALS = 2;

/**
 * Clocks (decision; the spec gives none for claims): the buyer gives notice within a configurable number of days of
 * arrival (server config CLAIM_NOTICE_DAYS, this by default), the seller answers within 2 working days (ISRI practice,
 * Mon–Fri in the operator's zone) and staff contact the parties within 48 hours of the submission.
 */
export const CLAIM_NOTICE_DAYS_DEFAULT = 21;
export const CLAIM_ANSWER_WORKING_DAYS = 2;
export const CLAIM_CONTACT_HOURS = 48;

export const CLAIM_LIMITS = {
  weightMax: 100_000,
  moneyMax: 100_000_000,
  methodMax: 500,
  reasonMax: 2000,
  messageMax: 2000,
  containersMax: 100,
  surveyorMax: 60,
} as const;

// ——— the state machine ———

export const CLAIM_ACTIONS = ['save', 'submit', 'withdraw', 'fallbackQuality', 'answer', 'mediate', 'settle', 'close', 'message'] as const;
export type TClaimAction = (typeof CLAIM_ACTIONS)[number];

type TTransition = { from: readonly TClaimStatus[]; to: TClaimStatus | null; actors: readonly TClaimActor[] };

/** Who may do what from where; `to: null` leaves the status as it is (a message in the thread). */
export const CLAIM_TRANSITIONS: Record<TClaimAction, TTransition> = {
  save: { from: ['draft'], to: 'draft', actors: ['buyer'] },
  submit: { from: ['draft'], to: 'submitted', actors: ['buyer'] },
  // Once the seller has answered, the claim is a negotiation staff see through: it is closed, not withdrawn.
  withdraw: { from: ['draft', 'submitted'], to: 'withdrawn', actors: ['buyer'] },
  fallbackQuality: { from: ['draft', 'submitted'], to: 'withdrawn', actors: ['buyer'] },
  answer: { from: ['submitted'], to: 'answered', actors: ['seller'] },
  // Staff step in once there is something to mediate, or when the seller lets the answer clock run out.
  mediate: { from: ['submitted', 'answered'], to: 'mediation', actors: ['staff'] },
  settle: { from: ['answered', 'mediation'], to: 'settled', actors: ['staff'] },
  close: { from: ['answered', 'mediation', 'settled'], to: 'closed', actors: ['staff'] },
  message: { from: ['submitted', 'answered', 'mediation', 'settled'], to: null, actors: ['buyer', 'seller', 'staff'] },
};

export type TTransitionResult =
  | { ok: true; to: TClaimStatus }
  | { ok: false; problem: 'actor' | 'status' | 'type' };

/**
 * Whether `actor` may do `action` on a claim in `status` (of `type`): the one rule the server applies before it
 * changes a claim, so a forbidden step is refused with a clear code and nothing stored.
 */
export function claimTransition(status: TClaimStatus, action: TClaimAction, actor: TClaimActor, type?: TClaimType): TTransitionResult {
  const t = CLAIM_TRANSITIONS[action];
  if (!t.actors.includes(actor)) return { ok: false, problem: 'actor' };
  if (!t.from.includes(status)) return { ok: false, problem: 'status' };
  // Only a pure quality claim goes back to being feedback (a shortage is not a matter of opinion).
  if (action === 'fallbackQuality' && type !== 'quality') return { ok: false, problem: 'type' };
  return { ok: true, to: t.to ?? status };
}

// ——— clocks ———

export type TClaimClockState = 'met' | 'due' | 'overdue' | 'stopped';
export type TClaimClockPart = { dueAt: string; state: TClaimClockState; metAt: string | null; late: boolean; remainingMs: number };
export type TClaimClock = {
  /** The buyer's notice window (submission by arrival + notice days); null when the arrival is unknown. */
  notice: TClaimClockPart | null;
  /** The seller's answer (2 working days); null until submitted. */
  answer: TClaimClockPart | null;
  /** Staff contact (48 h); null until submitted. */
  contact: TClaimClockPart | null;
};

export function claimNoticeDueAt(arrivedAt: Date, noticeDays: number): Date {
  return new Date(arrivedAt.getTime() + noticeDays * 86_400_000);
}
export function claimAnswerDueAt(submittedAt: Date, opts: TWorkingDayOptions = {}): Date {
  return addWorkingDays(submittedAt, CLAIM_ANSWER_WORKING_DAYS, opts);
}
export function claimContactDueAt(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + CLAIM_CONTACT_HOURS * 3_600_000);
}

function clockPart(dueAt: Date, metAt: Date | null, stoppedAt: Date | null, now: Date): TClaimClockPart {
  const base = { dueAt: dueAt.toISOString(), metAt: metAt ? metAt.toISOString() : null };
  if (metAt) return { ...base, state: 'met', late: metAt.getTime() > dueAt.getTime(), remainingMs: 0 };
  if (stoppedAt) return { ...base, state: 'stopped', late: stoppedAt.getTime() > dueAt.getTime(), remainingMs: 0 };
  const remainingMs = dueAt.getTime() - now.getTime();
  return { ...base, state: remainingMs < 0 ? 'overdue' : 'due', late: remainingMs < 0, remainingMs };
}

type TDateish = Date | string | null | undefined;
const at = (v: TDateish) => (v === null || v === undefined ? null : new Date(v));

/**
 * The three clocks of a claim. The notice clock is met by the submission; the answer clock by the seller's answer (or
 * staff taking the claim into mediation, which answers for a silent seller); the contact clock by staff's first
 * action. A claim withdrawn or closed stops what is still running.
 */
export function claimClock(
  c: {
    status: TClaimStatus;
    noticeDueAt: TDateish;
    submittedAt: TDateish;
    answeredAt: TDateish;
    staffContactedAt: TDateish;
    endedAt: TDateish;
  },
  now: Date = new Date(),
  opts: TWorkingDayOptions = {},
): TClaimClock {
  const submittedAt = at(c.submittedAt);
  const endedAt = at(c.endedAt);
  const noticeDue = at(c.noticeDueAt);
  const notice = noticeDue ? clockPart(noticeDue, submittedAt, c.status === 'withdrawn' ? endedAt : null, now) : null;
  if (!submittedAt) return { notice, answer: null, contact: null };
  return {
    notice,
    // Staff taking a claim the seller left unanswered into mediation stops the seller's clock where it stood.
    answer: clockPart(claimAnswerDueAt(submittedAt, opts), at(c.answeredAt), endedAt ?? (c.status === 'submitted' ? null : at(c.staffContactedAt)), now),
    contact: clockPart(claimContactDueAt(submittedAt), at(c.staffContactedAt), endedAt, now),
  };
}

/** A clock that waits on someone ran out (the staff queue's "overdue", the sweep's flag). */
export function isClaimOverdue(clock: TClaimClock): boolean {
  return clock.answer?.state === 'overdue' || clock.contact?.state === 'overdue';
}

// ——— requests ———

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optWeight = z.preprocess(blank, zDecimal({ decimals: CLAIM_WEIGHT_DECIMALS, min: 0, max: CLAIM_LIMITS.weightMax }).optional());
const optMoney = z.preprocess(blank, zDecimal({ decimals: CLAIM_MONEY_DECIMALS, positive: true, max: CLAIM_LIMITS.moneyMax }).optional());
const optText = (max: number) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : blank(v)), z.string().trim().max(max).optional());

export const ZClaimFileInput = z.object({
  fileId: z.uuid(),
  type: z.enum(CLAIM_FILE_TYPES).default('other'),
  /** The surveyor of a surveyor report (SGS, CCIC, …). */
  surveyor: optText(CLAIM_LIMITS.surveyorMax),
});
export type TClaimFileInput = z.infer<typeof ZClaimFileInput>;

/** Everything a claim form holds (§3 Claim). Weights in MT with up to 6 decimals, money with 2 (§5, §9). */
export const ZClaimFields = z.object({
  type: z.enum(CLAIM_TYPES),
  /** Containers of the shipment the claim covers (the claimed goods travel in them). */
  containerIds: z.array(z.uuid()).min(1).max(CLAIM_LIMITS.containersMax),
  /** Contract lines (the goods) claimed; empty means every line of the contract. */
  lineIds: z.array(z.uuid()).max(CLAIM_LIMITS.containersMax).default([]),
  grossWeight: optWeight,
  tareWeight: optWeight,
  netWeight: optWeight,
  sampleWeight: optWeight,
  portWeight: optWeight,
  actualWeight: optWeight,
  thirdPartyWeight: optWeight,
  shortageWeight: optWeight,
  claimedWeight: optWeight,
  totalClaim: optMoney,
  calculationMethod: optText(CLAIM_LIMITS.methodMax),
  reason: optText(CLAIM_LIMITS.reasonMax),
  /** Bounded above the §9 50 so the refinement words the 51st file. */
  files: z.array(ZClaimFileInput).max(CLAIM_FILES_MAX * 2).default([]),
});
export type TClaimFields = z.infer<typeof ZClaimFields>;
export type TClaimFieldsInput = z.input<typeof ZClaimFields>;

/** §5 "Required: shortage weight, total claim, reason, claimed weight and calculation method." */
export const CLAIM_REQUIRED_FIELDS = ['shortageWeight', 'totalClaim', 'reason', 'claimedWeight', 'calculationMethod'] as const;

/**
 * What stops a claim from being submitted, as field problems: the five §5 required fields, a claimed weight above 0,
 * a claimed weight no larger than the net weight when both are given, the §9 file count, one file at most once.
 * Shared by the submit schema (launchClaim) and the server's check of a stored draft (commitClaim).
 */
export function claimSubmitProblems(v: Partial<Record<(typeof CLAIM_REQUIRED_FIELDS)[number] | 'netWeight', string | undefined>> & { files?: readonly { fileId: string }[] }): TFieldProblem[] {
  const problems: TFieldProblem[] = [];
  for (const field of CLAIM_REQUIRED_FIELDS) {
    if (v[field] === undefined || v[field] === null || v[field] === '') problems.push({ field, reasonKey: 'required' });
  }
  if (v.claimedWeight && compareDecimals(v.claimedWeight, '0') <= 0) problems.push({ field: 'claimedWeight', reasonKey: 'listings.errors.mustBePositive' });
  if (v.claimedWeight && v.netWeight && compareDecimals(v.claimedWeight, v.netWeight) > 0) {
    problems.push({ field: 'claimedWeight', reasonKey: 'claims.errors.claimedAboveNet' });
  }
  return [...problems, ...claimFileProblems(v.files ?? [])];
}

/** §9 at most 50 files; the same file twice is one file. */
export function claimFileProblems(files: readonly { fileId: string }[]): TFieldProblem[] {
  if (files.length > CLAIM_FILES_MAX) return [{ field: 'files', reasonKey: 'claims.errors.tooManyFiles', params: { max: CLAIM_FILES_MAX } }];
  if (new Set(files.map((f) => f.fileId)).size !== files.length) return [{ field: 'files', reasonKey: 'claims.errors.duplicateFile' }];
  return [];
}

function addProblems(problems: TFieldProblem[], ctx: z.RefinementCtx) {
  for (const p of problems) ctx.addIssue({ code: 'custom', path: p.field.split('.'), ...reason(p.reasonKey) });
}

/** `POST /app-v2/claim/updateClaim`: saves a draft (creates one without claimId). Only type and containers are needed. */
export const ZUpdateClaimRequest = ZClaimFields.extend({
  claimId: z.preprocess(blank, z.uuid().optional()),
  shipmentId: z.uuid(),
}).superRefine((v, ctx) => addProblems(claimFileProblems(v.files), ctx));
export type TUpdateClaimRequest = z.infer<typeof ZUpdateClaimRequest>;
export type TUpdateClaimRequestInput = z.input<typeof ZUpdateClaimRequest>;

/** `POST /app-v2/claim/launchClaim`: creates and submits in one step, every §5 rule checked. */
export const ZLaunchClaimRequest = ZClaimFields.extend({ shipmentId: z.uuid() }).superRefine((v, ctx) => addProblems(claimSubmitProblems(v), ctx));
export type TLaunchClaimRequest = z.infer<typeof ZLaunchClaimRequest>;
export type TLaunchClaimRequestInput = z.input<typeof ZLaunchClaimRequest>;

/** Actions on one claim carry the status the caller saw: someone else's step in between answers 110801. */
const ZSeen = z.object({ claimId: z.uuid(), status: z.enum(CLAIM_STATUSES).optional() });

/** `POST /app-v2/claim/commitClaim`: submits a saved draft (its stored values checked as launchClaim checks them). */
export const ZCommitClaimRequest = ZSeen;
export type TCommitClaimRequest = z.infer<typeof ZCommitClaimRequest>;

/** `POST /app-v2/claim/fallbackQuality`: a quality claim withdrawn, back to a quality feedback (§2 feedbackType 3). */
export const ZFallbackQualityRequest = ZSeen.extend({ reason: optText(CLAIM_LIMITS.messageMax) });
export type TFallbackQualityRequest = z.infer<typeof ZFallbackQualityRequest>;

export const ZClaimParams = z.object({ claimId: z.uuid() });

export const ZWithdrawClaimRequest = z.object({ status: z.enum(CLAIM_STATUSES).optional(), reason: optText(CLAIM_LIMITS.messageMax) });
export type TWithdrawClaimRequest = z.infer<typeof ZWithdrawClaimRequest>;

/** The seller's answer: accept the claim as it stands, counter with an amount, or reject with a reason. */
export const ZAnswerClaimRequest = z
  .object({
    status: z.enum(CLAIM_STATUSES).optional(),
    answer: z.enum(CLAIM_ANSWERS),
    amount: optMoney,
    reason: optText(CLAIM_LIMITS.messageMax),
  })
  .superRefine((v, ctx) => {
    if (v.answer === 'counter' && v.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], ...reason('required') });
    if (v.answer !== 'accept' && v.reason === undefined) ctx.addIssue({ code: 'custom', path: ['reason'], ...reason('required') });
  });
export type TAnswerClaimRequest = z.infer<typeof ZAnswerClaimRequest>;
export type TAnswerClaimRequestInput = z.input<typeof ZAnswerClaimRequest>;

export const ZClaimMessageRequest = z.object({ text: z.string().trim().min(1).max(CLAIM_LIMITS.messageMax) });
export type TClaimMessageRequest = z.infer<typeof ZClaimMessageRequest>;

export const ZStaffClaimActionRequest = z.object({ status: z.enum(CLAIM_STATUSES).optional(), note: optText(CLAIM_LIMITS.messageMax) });
export type TStaffClaimActionRequest = z.infer<typeof ZStaffClaimActionRequest>;

/** Staff settle with the agreed amount (at most what was claimed), written as a credit note on the final invoice. */
export const ZSettleClaimRequest = ZStaffClaimActionRequest.extend({ amount: z.preprocess(blank, zDecimal({ decimals: CLAIM_MONEY_DECIMALS, positive: true, max: CLAIM_LIMITS.moneyMax })) });
export type TSettleClaimRequest = z.infer<typeof ZSettleClaimRequest>;
export type TSettleClaimRequestInput = z.input<typeof ZSettleClaimRequest>;

/** An agreed amount above the claimed total is not a settlement of this claim. */
export function settlementProblems(amount: string, totalClaim: string | null): TFieldProblem[] {
  if (totalClaim !== null && compareDecimals(amount, totalClaim) > 0) return [{ field: 'amount', reasonKey: 'claims.errors.settleAboveClaim' }];
  return [];
}

const optEnum = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blank, z.enum(values).optional());

/** `GET /app-v2/claim/queryClaimRecord`: one's claims, as buyer (made) or as seller (received). */
export const ZClaimRecordQuery = ZPageQuery.extend({
  side: z.preprocess(blank, z.enum(['buyer', 'seller']).default('buyer')),
  shipmentId: z.preprocess(blank, z.uuid().optional()),
});
export type TClaimRecordQuery = z.infer<typeof ZClaimRecordQuery>;

/** `GET /app-v2/claim/selection?shipmentId=`: what /select-claim offers. */
export const ZClaimSelectionQuery = z.object({ shipmentId: z.uuid() });

export const CLAIM_STAFF_FILTERS = ['waiting', 'overdue', 'answered', 'mediation', 'settled', 'closed', 'all'] as const;
export const ZStaffClaimsQuery = ZPageQuery.extend({ filter: optEnum(CLAIM_STAFF_FILTERS) });
export type TStaffClaimsQuery = z.infer<typeof ZStaffClaimsQuery>;

// ——— responses ———

const ZClockPart = z.object({ dueAt: z.string(), state: z.enum(['met', 'due', 'overdue', 'stopped']), metAt: z.string().nullable(), late: z.boolean(), remainingMs: z.number() });
export const ZClaimClock = z.object({ notice: ZClockPart.nullable(), answer: ZClockPart.nullable(), contact: ZClockPart.nullable() });

export const ZClaimFile = z.object({
  fileId: z.string(),
  type: z.enum(CLAIM_FILE_TYPES),
  surveyor: z.string().nullable(),
  name: z.string().nullable(),
  mime: z.string().nullable(),
  size: z.number().nullable(),
  url: z.string(),
});
export type TClaimFile = z.infer<typeof ZClaimFile>;

export const ZClaimEvent = z.object({
  id: z.string(),
  actor: z.enum(['buyer', 'seller', 'staff', 'system']),
  action: z.string(),
  text: z.string().nullable(),
  amount: z.string().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  createdAt: z.string(),
});
export type TClaimEvent = z.infer<typeof ZClaimEvent>;

export const ZClaimContainer = z.object({ id: z.string(), containerNo: z.string(), sealNo: z.string().nullable(), netWeight: z.string() });

export const ZClaim = z.object({
  id: z.string(),
  claimNo: z.string(),
  type: z.enum(CLAIM_TYPES),
  status: z.enum(CLAIM_STATUSES),
  contractId: z.string(),
  contractNo: z.string(),
  shipmentId: z.string(),
  billNo: z.string().nullable(),
  /** The caller's side of it (staff read it as staff). */
  viewerSide: z.enum(CLAIM_ACTORS),
  currency: z.string(),
  containers: z.array(ZClaimContainer),
  lineIds: z.array(z.string()),
  grossWeight: z.string().nullable(),
  tareWeight: z.string().nullable(),
  netWeight: z.string().nullable(),
  sampleWeight: z.string().nullable(),
  portWeight: z.string().nullable(),
  actualWeight: z.string().nullable(),
  thirdPartyWeight: z.string().nullable(),
  shortageWeight: z.string().nullable(),
  claimedWeight: z.string().nullable(),
  totalClaim: z.string().nullable(),
  calculationMethod: z.string().nullable(),
  reason: z.string().nullable(),
  answer: z.enum(CLAIM_ANSWERS).nullable(),
  answerAmount: z.string().nullable(),
  answerReason: z.string().nullable(),
  agreedAmount: z.string().nullable(),
  creditNote: z.object({ id: z.string(), creditNoteNo: z.string(), amount: z.string(), invoiceNo: z.string().nullable() }).nullable(),
  files: z.array(ZClaimFile),
  events: z.array(ZClaimEvent),
  clock: ZClaimClock,
  overdue: z.boolean(),
  arrivedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  buyerCompany: z.string().nullable(),
  sellerCompany: z.string().nullable(),
});
export type TClaim = z.infer<typeof ZClaim>;

/** A list row: the claim without files and thread. */
export const ZClaimRow = ZClaim.omit({ files: true, events: true });
export type TClaimRow = z.infer<typeof ZClaimRow>;

export const ZClaimSelection = z.object({
  shipmentId: z.string(),
  contractId: z.string(),
  contractNo: z.string(),
  billNo: z.string().nullable(),
  currency: z.string(),
  arrivedAt: z.string().nullable(),
  noticeDueAt: z.string().nullable(),
  /** Whether a claim can be submitted now (arrived, within the notice window, contract not voided). */
  open: z.boolean(),
  closedReason: z.enum(['notArrived', 'noticePassed', 'voided']).nullable(),
  telexReleased: z.boolean(),
  lines: z.array(z.object({ id: z.string(), name: z.string().nullable(), nameZh: z.string().nullable(), weight: z.string().nullable() })),
  containers: z.array(
    ZClaimContainer.extend({
      /** The claim (not withdrawn) that already holds this container, if any. */
      claimedBy: z.object({ claimId: z.string(), claimNo: z.string(), status: z.enum(CLAIM_STATUSES) }).nullable(),
    }),
  ),
});
export type TClaimSelection = z.infer<typeof ZClaimSelection>;

export const ZFallbackQualityResponse = z.object({ claim: ZClaim, feedbackPath: z.string() });
