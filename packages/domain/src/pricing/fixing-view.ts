import { z } from 'zod';
import { FIXING_SIDES, PRICING_PERIODS } from '../ask.ts';
import { PAGE_SIZE_MAX, ZPageQuery } from '../pagination.ts';
import { QUOTE_TYPES } from '../quote-method.ts';
import { PRICING_STATUSES } from './fixing.ts';

/**
 * What the price-fixing endpoints take and answer (issue 14 item 4; §3 Shipment donePricing; §4 Price fixing; §7
 * `/order/queryPricingInfo {askId}` and `/order/commitPricing {askId, shipmentIds}`; §8 "no container available to fix
 * price", commitPricing non-200 shows msg). Money and weights travel as exact decimal text.
 */

export const FIX_STATUSES = ['requested', 'confirmed', 'rejected'] as const;
export type TFixStatus = (typeof FIX_STATUSES)[number];
/** request: asked by the fixing side; fallback: fixed by the sweep when the pricing window closed unfixed. */
export const FIX_ORIGINS = ['request', 'fallback'] as const;
export type TFixOrigin = (typeof FIX_ORIGINS)[number];

export const FIXING_LIMITS = {
  /** Shipments one request may name: a contract has a handful (a whole year of weekly boxes stays under it). */
  shipmentsMax: 100,
  reasonMax: 500,
  /** Settlements beside a queue row: enough to choose any working day of the last six weeks. */
  settlementsShown: 30,
} as const;

export const ZPricingInfoQuery = z.object({ askId: z.uuid() });
export type TPricingInfoQuery = z.infer<typeof ZPricingInfoQuery>;

export const ZCommitPricingRequest = z.object({
  askId: z.uuid(),
  shipmentIds: z.array(z.uuid()).min(1).max(FIXING_LIMITS.shipmentsMax),
});
export type TCommitPricingRequest = z.infer<typeof ZCommitPricingRequest>;

/** The formula a contract's shipments are fixed at: its first formula line (decision, see the README). */
export const ZFixFormula = z.object({
  lineId: z.string(),
  detailName: z.string().nullable(),
  detailNameZh: z.string().nullable(),
  quoteType: z.enum(QUOTE_TYPES),
  deduction: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Percent (deduction 1) or discount (deduction 2) as stored on the line. */
  value: z.string(),
});
export type TFixFormula = z.infer<typeof ZFixFormula>;

export const ZPricingWindowView = z.object({
  pricingPeriod: z.enum(PRICING_PERIODS).nullable(),
  priceCutoffAt: z.string().nullable(),
  opensOn: z.string(),
  closesOn: z.string().nullable(),
  state: z.enum(['notYetOpen', 'open', 'closed']),
});
export type TPricingWindowView = z.infer<typeof ZPricingWindowView>;

export const ZShipmentFix = z.object({
  fixId: z.string(),
  status: z.enum(FIX_STATUSES),
  origin: z.enum(FIX_ORIGINS),
  requestedAt: z.string(),
  requestedBySide: z.enum(['buyer', 'seller']).nullable(),
  basis: z.string().nullable(),
  settlementDate: z.string().nullable(),
  settlementPrice: z.string().nullable(),
  pricePerMt: z.string().nullable(),
  currency: z.string().nullable(),
  netWeightMt: z.string().nullable(),
  amount: z.string().nullable(),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TShipmentFix = z.infer<typeof ZShipmentFix>;

export const ZPricingShipment = z.object({
  shipmentId: z.string(),
  billNo: z.string().nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  status: z.string(),
  donePricing: z.boolean(),
  containers: z.array(z.object({ containerNo: z.string(), netWeightMt: z.string() })),
  netWeightMt: z.string(),
  /** §4: only shipments with containers, not fixed and not waiting for staff, can be chosen (the others disabled). */
  fixable: z.boolean(),
  window: ZPricingWindowView,
  /** The live request or fix (requested / confirmed), else the last rejection, else null. */
  fix: ZShipmentFix.nullable(),
});
export type TPricingShipment = z.infer<typeof ZPricingShipment>;

/** `GET /app-v2/order/queryPricingInfo?askId=`: the fix price dialog's list and the order page's pricing panel. */
export const ZPricingInfo = z.object({
  askId: z.string(),
  contractId: z.string(),
  contractNo: z.string(),
  contractStatus: z.string(),
  currency: z.string(),
  fixingSide: z.enum(FIXING_SIDES),
  /** Who requests fixing ("to be decided" falls to the buyer). */
  fixingParty: z.enum(['buyer', 'seller']),
  viewerSide: z.enum(['buyer', 'seller', 'staff']),
  /** The viewer may open the fix price dialog: the fixing party of a live formula contract. */
  canRequest: z.boolean(),
  /** Null: no formula line, the price was fixed at the deal. */
  pricingStatus: z.enum(PRICING_STATUSES).nullable(),
  formula: ZFixFormula.nullable(),
  formulaWeightMt: z.string().nullable(),
  shipments: z.array(ZPricingShipment),
  /** Σ confirmed fixes: net weight and amount (in the fixes' currency). */
  fixedWeightMt: z.string(),
  fixedAmount: z.string(),
  fixedCurrency: z.string().nullable(),
  /**
   * The contract's value so far in its currency (the fixed-price part plus every confirmed fix in that currency),
   * the deposit invoiced, and what the final invoice comes to (value − deposit, at least 0).
   */
  contractValue: z.string(),
  depositInvoiced: z.string(),
  finalAmount: z.string(),
  /** The contract's final invoice amount as stored now (null: none issued yet). */
  finalInvoiceAmount: z.string().nullable(),
});
export type TPricingInfo = z.infer<typeof ZPricingInfo>;

// ——— staff ———

export const ZPriceFixQueueQuery = ZPageQuery.extend({
  status: z.enum(FIX_STATUSES).default('requested'),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type TPriceFixQueueQuery = z.infer<typeof ZPriceFixQueueQuery>;

export const ZSettlementView = z.object({ priceDate: z.string(), price: z.string() });

export const ZStaffPriceFix = ZShipmentFix.extend({
  contractId: z.string(),
  contractNo: z.string(),
  askId: z.string(),
  shipmentId: z.string(),
  billNo: z.string().nullable(),
  containers: z.number().int(),
  shipmentNetWeightMt: z.string(),
  buyerCompany: z.string().nullable(),
  sellerCompany: z.string().nullable(),
  formula: ZFixFormula,
  window: ZPricingWindowView,
  /** The basis's settlements a fix may use (within the window, newest first): "the day's settlements beside it". */
  settlements: z.array(ZSettlementView),
  /** The settlement a confirm without a date uses: the latest one on or before the window's close. */
  defaultSettlementDate: z.string().nullable(),
});
export type TStaffPriceFix = z.infer<typeof ZStaffPriceFix>;

export const ZPriceFixParams = z.object({ id: z.uuid() });

export const ZConfirmFixRequest = z.object({
  /** The exchange day whose settlement fixes the price; omitted: the default (latest within the window). */
  settlementDate: z.iso.date().optional(),
});
export type TConfirmFixRequest = z.infer<typeof ZConfirmFixRequest>;

export const ZRejectFixRequest = z.object({ reason: z.string().trim().min(1).max(FIXING_LIMITS.reasonMax) });
export type TRejectFixRequest = z.infer<typeof ZRejectFixRequest>;
