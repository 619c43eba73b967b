import { z } from 'zod';
import { type FEEDBACK_SCORES } from '../constants.ts';
import { OPERATOR_UTC_OFFSET_MINUTES } from '../working-days.ts';

/**
 * Delivery feedback (issue 15; §2 /feedback takes feedbackType 1–3 and shipmentId, /select-claim feedbackType 4;
 * §3 Feedback satisfaction; §4 Feedback dialog, quality feedback only after the telex bill of lading is received;
 * §9 feedback scores 1 to 4, latest due bill check 1 s after load, skipped on claim and feedback routes).
 */

export type TSatisfaction = (typeof FEEDBACK_SCORES)[number];
/** §3: 4 "not satisfied" starts a claim; 1–3 go to the feedback form (§4 Feedback dialog). */
export const CLAIM_SATISFACTION = 4 satisfies TSatisfaction;
export const FEEDBACK_FORM_SATISFACTIONS = [1, 2, 3] as const;

/** The aspects the feedback form scores (issue 15 item 2), each 1–5 and each optional. */
export const FEEDBACK_ASPECTS = ['quality', 'weight', 'packing', 'documents'] as const;
export type TFeedbackAspect = (typeof FEEDBACK_ASPECTS)[number];
export const ASPECT_SCORE_MAX = 5;

export const FEEDBACK_LIMITS = {
  /** A paragraph on grade, moisture, packing or paperwork; the claim forms carry the long cases. */
  commentMax: 1000,
  /** Pictures of the unloading: enough for each container's doors and a few bales. */
  photosMax: 9,
} as const;

/** Shipment states after which the buyer has the goods and may be asked (§4 shipping: arrived at port, delivered). */
export const ARRIVED_SHIPMENT_STATUSES = ['arrived', 'delivered'] as const;

/**
 * "Later" in the dialog: asked again the next day — from the next midnight in the operator's time zone (the same day
 * boundary the product's other day-based rules use), never sooner than now.
 */
export function snoozeUntil(now: Date, utcOffsetMinutes: number = OPERATOR_UTC_OFFSET_MINUTES): Date {
  const offset = utcOffsetMinutes * 60_000;
  const local = new Date(now.getTime() + offset);
  const nextLocalMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(nextLocalMidnight - offset);
}

/** The screens the latest-due-bill check leaves alone (§9: skipped on claim and feedback routes). */
const PROMPT_SKIPPED_PATHS = ['/feedback', '/select-claim', '/claim-edit-weight', '/claim-edit-quality', '/claim-edit-both', '/claim-record-weight'];
export function isPromptSkippedPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return PROMPT_SKIPPED_PATHS.includes(path) || path.startsWith('/staff');
}

/** Where a choice of the dialog leads (§4): 1–3 the feedback form, 4 the claim's goods selection. */
export function feedbackChoicePath(satisfaction: TSatisfaction, shipmentId: string): string {
  const q = `feedbackType=${satisfaction}&shipmentId=${encodeURIComponent(shipmentId)}`;
  return satisfaction === CLAIM_SATISFACTION ? `/select-claim?${q}` : `/feedback?${q}`;
}

// ——— requests ———

const ZSatisfaction = z.coerce.number().int().min(1).max(4);
const ZAspectScore = z.number().int().min(1).max(ASPECT_SCORE_MAX).nullable().optional();

export const ZShipmentQuery = z.object({ shipmentId: z.uuid() });
export type TShipmentQuery = z.infer<typeof ZShipmentQuery>;

/** The dialog's choice: stored at once, so a rated shipment never asks again (a 4 continues in the claim). */
export const ZRateShipmentRequest = z.object({ shipmentId: z.uuid(), satisfaction: ZSatisfaction });
export type TRateShipmentRequest = z.infer<typeof ZRateShipmentRequest>;

export const ZSnoozePromptRequest = z.object({ shipmentId: z.uuid() });
export type TSnoozePromptRequest = z.infer<typeof ZSnoozePromptRequest>;

/** The /feedback form (types 1–3): the rating again (it may change until the form is sent), scores, comment, photos. */
export const ZSubmitFeedbackRequest = z.object({
  shipmentId: z.uuid(),
  satisfaction: z.coerce.number().int().min(1).max(3),
  quality: ZAspectScore,
  weight: ZAspectScore,
  packing: ZAspectScore,
  documents: ZAspectScore,
  comment: z.string().trim().max(FEEDBACK_LIMITS.commentMax).optional().default(''),
  photoFileIds: z.array(z.uuid()).max(FEEDBACK_LIMITS.photosMax).optional().default([]),
});
export type TSubmitFeedbackRequest = z.infer<typeof ZSubmitFeedbackRequest>;
export type TSubmitFeedbackInput = z.input<typeof ZSubmitFeedbackRequest>;

export const ZFeedbackPhotoQuery = z.object({ contractId: z.uuid(), fileId: z.uuid() });

// ——— responses ———

/** §7 `/claim/queryLatestDueBill` → data.billNo, eta, shipmentId (null: nothing to ask about). */
export const ZLatestDueBill = z
  .object({
    billNo: z.string().nullable(),
    eta: z.string().nullable(),
    shipmentId: z.string(),
    contractNo: z.string(),
  })
  .nullable();
export type TLatestDueBill = z.infer<typeof ZLatestDueBill>;

export const ZFeedback = z.object({
  id: z.string(),
  shipmentId: z.string(),
  contractId: z.string(),
  billNo: z.string().nullable(),
  satisfaction: z.number().int(),
  scores: z.object({
    quality: z.number().int().nullable(),
    weight: z.number().int().nullable(),
    packing: z.number().int().nullable(),
    documents: z.number().int().nullable(),
  }),
  comment: z.string().nullable(),
  /** Read through the feedback's own photo route (the contract's two parties and staff). */
  photos: z.array(z.object({ fileId: z.string(), url: z.string() })),
  /** Null while only the dialog's rating exists. */
  detailsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TFeedback = z.infer<typeof ZFeedback>;

/**
 * §7 `/claim/queryBill`: one shipment of the caller's contract as the feedback and claim screens show it (§3 Shipment:
 * shipmentId, billNo, eta, donePricing, containers with containerNo and totalGoodsNetWeight).
 */
export const ZBill = z.object({
  shipmentId: z.string(),
  contractId: z.string(),
  contractNo: z.string(),
  billNo: z.string().nullable(),
  eta: z.string().nullable(),
  status: z.string(),
  telexReleased: z.boolean(),
  donePricing: z.boolean(),
  commodity: z.string().nullable(),
  commodityZh: z.string().nullable(),
  containers: z.array(z.object({ containerNo: z.string(), totalGoodsNetWeight: z.string() })),
  /** The viewer's side of the contract. */
  side: z.enum(['buyer', 'seller', 'staff']),
  /** The buyer may rate it (arrived, delivered) / may send the feedback form (§4: telex released as well). */
  canRate: z.boolean(),
  canGiveFeedback: z.boolean(),
  feedback: ZFeedback.nullable(),
});
export type TBill = z.infer<typeof ZBill>;
