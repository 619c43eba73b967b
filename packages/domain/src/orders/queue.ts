import { z } from 'zod';
import { ZPageQuery } from '../pagination.ts';

/**
 * The operations console's contract queue (issue 5 item 7; §1 "the provider handles booking, payment chasing,
 * documents, shipping tracking"): every contract with what it waits for, the contracts that need staff first.
 */

export const CONTRACT_STATUSES = ['pending', 'signed', 'voided'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * What a contract waits for:
 * - confirmation: pending (a party has not finished the §2 two-step confirmation);
 * - shipment: signed and not every shipment delivered (none booked yet, or one still on its way);
 * - payment: signed with the deposit unpaid or the payment not fully paid (§4 Contract money);
 * - dispute: a dispute still open or contacted (§9 clock running).
 */
export const CONTRACT_NEEDS = ['confirmation', 'shipment', 'payment', 'dispute'] as const;
export type TContractNeed = (typeof CONTRACT_NEEDS)[number];

/** Most urgent first: a party waiting on staff (dispute) before money, confirmation and shipping chases. */
export const NEED_PRIORITY: readonly TContractNeed[] = ['dispute', 'payment', 'confirmation', 'shipment'];

/** Contract number, bill of lading or container number (§2 search): enough characters to be one. */
export const QUEUE_KEYWORD_MAX = 60;

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const ZStaffContractsQuery = ZPageQuery.extend({
  status: z.preprocess(emptyAsUndefined, z.enum(CONTRACT_STATUSES).optional()),
  needs: z.preprocess(emptyAsUndefined, z.enum(CONTRACT_NEEDS).optional()),
  keyword: z.preprocess(emptyAsUndefined, z.string().trim().max(QUEUE_KEYWORD_MAX).optional()),
});
export type TStaffContractsQuery = z.infer<typeof ZStaffContractsQuery>;

export const SHIPPING_STATES = ['none', 'booked', 'loaded', 'arrived', 'delivered'] as const;
export type TShippingState = (typeof SHIPPING_STATES)[number];

export const ZStaffContractRow = z.object({
  contractId: z.string(),
  contractNo: z.string(),
  dealAt: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  buyerCompany: z.string().nullable(),
  sellerCompany: z.string().nullable(),
  /** §2 two-step confirmation: buyer step 1 (company and terms), buyer step 2 (BL instructions), seller step 1. */
  confirmation: z.object({ buyerStep1: z.boolean(), buyerStep2: z.boolean(), sellerStep1: z.boolean() }),
  depositStatus: z.enum(['unpaid', 'paid']),
  paymentStatus: z.enum(['unpaid', 'partial', 'paid']),
  /** The least advanced shipment ("none" before any is booked). */
  shipping: z.enum(SHIPPING_STATES),
  shipmentCount: z.number(),
  openDisputes: z.number(),
  /** What the contract waits for, most urgent first (empty: nothing to do). */
  needs: z.array(z.enum(CONTRACT_NEEDS)),
  /** Whole days since the deal. */
  ageDays: z.number(),
});
export type TStaffContractRow = z.infer<typeof ZStaffContractRow>;

/** What a contract waits for, from its queue facts, most urgent first. */
export function contractNeeds(r: {
  status: TContractStatus;
  depositStatus: string;
  paymentStatus: string;
  shipmentCount: number;
  undeliveredShipments: number;
  openDisputes: number;
}): TContractNeed[] {
  const needs = new Set<TContractNeed>();
  if (r.openDisputes > 0) needs.add('dispute');
  if (r.status === 'pending') needs.add('confirmation');
  if (r.status === 'signed') {
    if (r.depositStatus !== 'paid' || r.paymentStatus !== 'paid') needs.add('payment');
    if (r.shipmentCount === 0 || r.undeliveredShipments > 0) needs.add('shipment');
  }
  return NEED_PRIORITY.filter((n) => needs.has(n));
}

/** The least advanced of a contract's shipments, "none" before any is booked. */
export function shippingState(statuses: readonly string[]): TShippingState {
  const order: TShippingState[] = ['booked', 'loaded', 'arrived', 'delivered'];
  if (statuses.length === 0) return 'none';
  const min = Math.min(...statuses.map((s) => Math.max(0, order.indexOf(s as TShippingState))));
  return order[min]!;
}
