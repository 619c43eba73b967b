import { z } from 'zod';
import { ZContract } from '../quotes/quote-view.ts';
import { ADDRESS_KINDS, BL_ROLES } from './contract-form.ts';

/**
 * What the order endpoints answer (§2 order list, order detail, /deal-detail/:contractId; §3 Contract/order; §4
 * Contract statuses: pending confirmation → signed → voided, deposit paid/unpaid, shipping loaded → arrived →
 * delivered, payment unpaid/partial/paid).
 */

export const DEPOSIT_STATUSES = ['unpaid', 'paid'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid'] as const;
export const SHIPPING_STATUSES = ['booked', 'loaded', 'arrived', 'delivered'] as const;
export type TShippingStatus = (typeof SHIPPING_STATUSES)[number];
export const PARTY_SIDES = ['buyer', 'seller'] as const;
export type TPartySide = (typeof PARTY_SIDES)[number];
export const VIEWER_SIDES = ['buyer', 'seller', 'staff'] as const;

/** Step 1 of one side: the company it signs as. */
export const ZContractParty = z.object({
  side: z.enum(PARTY_SIDES),
  companyName: z.string(),
  address: z.string(),
  email: z.string(),
  taxNo: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  confirmedAt: z.string(),
});
export type TContractParty = z.infer<typeof ZContractParty>;

export const ZBlPartyView = z.object({
  role: z.enum(BL_ROLES),
  name: z.string(),
  address: z.string(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  landline: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TBlPartyView = z.infer<typeof ZBlPartyView>;

export const ZBlInstructions = z.object({
  shippingMarks: z.string().nullable(),
  hsCode: z.string().nullable(),
  taxId: z.string().nullable(),
  terminalDock: z.string().nullable(),
  confirmedAt: z.string(),
});
export type TBlInstructions = z.infer<typeof ZBlInstructions>;

/** Who a side is to the other: the display name and company (the platform brokers the deal, no contact data). */
export const ZPartyDisplay = z.object({ displayName: z.string(), companyName: z.string().nullable(), companyNameEn: z.string().nullable() });

/**
 * `GET /app-v2/contract/{contractId}`: the negotiation's contract view (ZContract, unchanged) plus the order state
 * the order screens need.
 */
export const ZContractDetail = ZContract.extend({
  viewerSide: z.enum(VIEWER_SIDES),
  buyer: ZPartyDisplay,
  seller: ZPartyDisplay,
  parties: z.array(ZContractParty),
  blInstructions: ZBlInstructions.nullable(),
  blParties: z.array(ZBlPartyView),
  confirmation: z.object({
    buyerCompany: z.string().nullable(),
    sellerCompany: z.string().nullable(),
    billOfLading: z.string().nullable(),
  }),
  /** What the viewer still has to do (empty for staff and when signed or voided). */
  myPendingSteps: z.array(z.enum(['company', 'billOfLading'])),
  signedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  depositStatus: z.enum(DEPOSIT_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  shippingStatus: z.enum(SHIPPING_STATUSES).nullable(),
  /** Port names (dictionary labels, zh and en) for the terms. */
  portName: z.object({ zh: z.string().nullable(), en: z.string().nullable() }).nullable(),
  destinationPortName: z.object({ zh: z.string().nullable(), en: z.string().nullable() }).nullable(),
  /** Step-1 defaults for the viewer's side: its earlier confirmation, else its company and e-mail. */
  companyDefaults: z
    .object({
      companyName: z.string(),
      address: z.string(),
      email: z.string(),
      taxNo: z.string(),
      contactName: z.string(),
      phone: z.string(),
    })
    .nullable(),
});
export type TContractDetail = z.infer<typeof ZContractDetail>;

/** `GET /app-v2/order/list` query (§2 /order-list: all, purchase, sale; search by contract no, BL or container no). */
export const ORDER_TABS = ['all', 'purchase', 'sale'] as const;
export type TOrderTab = (typeof ORDER_TABS)[number];
export const ORDER_STATUS_FILTERS = ['pending', 'signed', 'voided'] as const;
export const ZOrderListQuery = z.object({
  tab: z.enum(ORDER_TABS).default('all'),
  status: z.enum(ORDER_STATUS_FILTERS).optional().catch(undefined),
  keyword: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => (v ? v : undefined)),
  pageNum: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;

export const ZOrderRow = z.object({
  contractId: z.string(),
  contractNo: z.string(),
  status: z.enum(ORDER_STATUS_FILTERS),
  dealAt: z.string(),
  side: z.enum(PARTY_SIDES),
  counterparty: z.string().nullable(),
  commodity: z.array(z.object({ zh: z.string().nullable(), en: z.string().nullable() })),
  totalWeight: z.number(),
  currency: z.enum(['USD', 'CNY']),
  totalAmount: z.number().nullable(),
  depositStatus: z.enum(DEPOSIT_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  shippingStatus: z.enum(SHIPPING_STATUSES).nullable(),
  needsMyConfirmation: z.boolean(),
});
export type TOrderRow = z.infer<typeof ZOrderRow>;
export const ZOrderPage = z.object({ rows: z.array(ZOrderRow), total: z.number().int() });
export type TOrderPage = z.infer<typeof ZOrderPage>;

/** Staff: void a contract (§4 voided) with its reason. */
export const ZVoidContractRequest = z.object({ reason: z.string().trim().min(1).max(500) });

export const ZAddressBookEntry = z.object({
  id: z.string(),
  kind: z.enum(ADDRESS_KINDS),
  name: z.string(),
  address: z.string(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  landline: z.string().nullable(),
  phone: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAddressBookEntry = z.infer<typeof ZAddressBookEntry>;
export const ZAddressBookQuery = z.object({ kind: z.enum(ADDRESS_KINDS).optional() });
/** `canSave`: the viewer has a company, so a book (users without one read an empty book and cannot save). */
export const ZAddressBookList = z.object({ rows: z.array(ZAddressBookEntry), canSave: z.boolean() });
export const ZIdParams = z.object({ id: z.uuid() });
