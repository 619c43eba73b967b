import { z } from 'zod';
import { zDecimal } from '../ask.ts';
import { fromScaled, toScaled } from '../decimal.ts';
import { ZPageQuery } from '../pagination.ts';
import { reason } from '../validation.ts';

/**
 * Contract money (§3 deposit and final payment invoices: number, date, type, issuer, bill-to; §4 Contract: deposit
 * paid or unpaid, payment unpaid, partial or paid; issue 5 item 4). Staff issue invoices and record payments with the
 * receipt; the parties read them; the buyer is reminded of what is due. Amounts are decimal text with 2 decimals
 * (§5 "money allows 2"), summed exactly (decimal.ts), never as floats.
 */
export const INVOICE_TYPES = ['deposit', 'final'] as const;
export type TInvoiceType = (typeof INVOICE_TYPES)[number];

export const INVOICE_STATUSES = ['unpaid', 'partial', 'paid'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type TDepositStatus = 'unpaid' | 'paid';
export type TPaymentStatus = TInvoiceStatus;

/** Reminders (issue 5 item 4, decision): an unpaid invoice is "due" from 3 days before its due date. */
export const REMINDER_DAYS_AHEAD = 3;
/** One reminder a day per invoice at most (invoices.reminded_at). */
export const REMINDER_INTERVAL_HOURS = 24;

export const MONEY_LIMITS = { amountMax: 1_000_000_000, textMax: 200, invoiceNoMax: 40, noteMax: 500 } as const;

const MONEY_SCALE = 2;

/** "12.5" + "0.5" = "13.00": sums of 2-decimal amounts, exact, written with both decimals. */
export function moneyText(value: bigint): string {
  const text = fromScaled(value, MONEY_SCALE);
  const [int, frac = ''] = text.split('.');
  return `${int}.${frac.padEnd(MONEY_SCALE, '0')}`;
}

export function toCents(amount: string): bigint {
  return toScaled(amount, MONEY_SCALE);
}

export function sumMoney(values: readonly string[]): string {
  return moneyText(values.reduce((acc, v) => acc + toCents(v), 0n));
}

export function outstandingOf(amount: string, paid: string): string {
  const rest = toCents(amount) - toCents(paid);
  return moneyText(rest > 0n ? rest : 0n);
}

export function invoiceStatusOf(amount: string, paid: string): TInvoiceStatus {
  const p = toCents(paid);
  if (p <= 0n) return 'unpaid';
  return p >= toCents(amount) ? 'paid' : 'partial';
}

/**
 * §4 Contract money states over the contract's invoices (decision where the spec is silent):
 * - deposit paid when there is at least one deposit invoice and every deposit invoice is fully paid;
 * - payment paid when a final invoice exists and every invoice is fully paid (a paid deposit alone is not the
 *   contract paid), partial when anything has been paid, unpaid otherwise.
 */
export function contractMoneyStatus(invoices: readonly { type: TInvoiceType; amount: string; paid: string }[]): {
  depositStatus: TDepositStatus;
  paymentStatus: TPaymentStatus;
} {
  const deposits = invoices.filter((i) => i.type === 'deposit');
  const depositPaid = deposits.length > 0 && deposits.every((i) => invoiceStatusOf(i.amount, i.paid) === 'paid');
  const anyPaid = invoices.some((i) => toCents(i.paid) > 0n);
  const allPaid = invoices.some((i) => i.type === 'final') && invoices.every((i) => invoiceStatusOf(i.amount, i.paid) === 'paid');
  return { depositStatus: depositPaid ? 'paid' : 'unpaid', paymentStatus: allPaid ? 'paid' : anyPaid ? 'partial' : 'unpaid' };
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Where an invoice stands against its due date, on the operator's calendar day `today` (YYYY-MM-DD): overdue after
 * the due date, due from REMINDER_DAYS_AHEAD days before it, otherwise (or paid, or no due date) nothing to chase.
 */
export function dueStateOf(inv: { dueDate: string | null; outstanding: string }, today: string): 'overdue' | 'due' | null {
  if (!inv.dueDate || toCents(inv.outstanding) <= 0n) return null;
  if (inv.dueDate < today) return 'overdue';
  return inv.dueDate <= addDays(today, REMINDER_DAYS_AHEAD) ? 'due' : null;
}

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A blank amount is missing ("required"), not "not a number". */
const ZAmount = z.preprocess(blank, zDecimal({ decimals: 2, positive: true, max: MONEY_LIMITS.amountMax }));
const ZDay = z.iso.date();
const ZText = z.string().trim().min(1).max(MONEY_LIMITS.textMax);

const ZInvoiceFields = z.object({
  type: z.enum(INVOICE_TYPES),
  /** Unique across the platform (the operator's own numbering). */
  invoiceNo: z
    .string()
    .trim()
    .max(MONEY_LIMITS.invoiceNoMax)
    // One problem per input: blank reads "required", anything else outside the pattern "invalid format".
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', ...reason('required') });
      else if (!/^[A-Za-z0-9][A-Za-z0-9\-_/.]*$/.test(v)) ctx.addIssue({ code: 'custom', ...reason('invalidFormat') });
    }),
  issueDate: ZDay,
  dueDate: z.preprocess(blank, ZDay.optional()),
  issuer: ZText,
  billTo: ZText,
  amount: ZAmount,
  /** Must be the contract's currency; defaults to it. */
  currency: z.preprocess(blank, z.string().trim().toUpperCase().length(3).optional()),
});

function dueAfterIssue(v: { issueDate: string; dueDate?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.dueDate && v.dueDate < v.issueDate) ctx.addIssue({ code: 'custom', path: ['dueDate'], ...reason('payments.errors.dueBeforeIssue') });
}

/** `POST /admin/contract/{contractId}/invoice` and `PUT /admin/invoice/{invoiceId}` (staff). */
export const ZInvoiceRequest = ZInvoiceFields.superRefine(dueAfterIssue);
export type TInvoiceRequest = z.infer<typeof ZInvoiceRequest>;
/** The form's values before parsing (what the web form holds). */
export type TInvoiceRequestInput = z.input<typeof ZInvoiceRequest>;

/** `POST /admin/invoice/{invoiceId}/payment` (staff): a payment received, with its receipt. */
export const ZPaymentRequest = z.object({
  amount: ZAmount,
  paidOn: ZDay,
  /** A swift_receipt document of the same contract. */
  receiptDocumentId: z.preprocess(blank, z.uuid().optional()),
  note: z.preprocess(blank, z.string().trim().max(MONEY_LIMITS.noteMax).optional()),
});
export type TPaymentRequest = z.infer<typeof ZPaymentRequest>;
export type TPaymentRequestInput = z.input<typeof ZPaymentRequest>;

export const ZPayment = z.object({
  id: z.string(),
  amount: z.string(),
  currency: z.string(),
  paidOn: z.string(),
  receiptDocumentId: z.string().nullable(),
  /** The receipt's file path (contract document route), when there is one. */
  receiptUrl: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZCreditNote = z.object({
  id: z.string(),
  creditNoteNo: z.string(),
  amount: z.string(),
  reason: z.string(),
  claimId: z.string().nullable(),
  createdAt: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;

export const ZInvoice = z.object({
  id: z.string(),
  contractId: z.string(),
  type: z.enum(INVOICE_TYPES),
  invoiceNo: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  issuer: z.string(),
  billTo: z.string(),
  currency: z.string(),
  amount: z.string(),
  paid: z.string(),
  outstanding: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** Due within REMINDER_DAYS_AHEAD days and not paid. */
  due: z.boolean(),
  overdue: z.boolean(),
  remindedAt: z.string().nullable(),
  payments: z.array(ZPayment),
  /** Credit notes of settled claims against this invoice (issue 15): they lower the outstanding as payments do. */
  credited: z.string().optional(),
  creditNotes: z.array(ZCreditNote).optional(),
  createdAt: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** `GET /app-v2/contract/{contractId}/invoices` (the parties and staff). */
export const ZContractMoney = z.object({
  contractId: z.string(),
  currency: z.string(),
  depositStatus: z.enum(['unpaid', 'paid']),
  paymentStatus: z.enum(INVOICE_STATUSES),
  totals: z.object({ amount: z.string(), paid: z.string(), outstanding: z.string() }),
  invoices: z.array(ZInvoice),
  /**
   * What the final invoice comes to (issue 14 item 4): the part priced at the deal plus the confirmed price fixes, less
   * the deposit invoiced — the amount staff's invoice form starts from. Null when nothing would be due yet.
   */
  finalDue: z.string().nullable(),
});
export type TContractMoney = z.infer<typeof ZContractMoney>;

export const STAFF_PAYMENT_FILTERS = ['due', 'overdue', 'unpaid', 'all'] as const;
export type TStaffPaymentFilter = (typeof STAFF_PAYMENT_FILTERS)[number];

export const ZStaffPaymentQuery = ZPageQuery.extend({
  status: z.enum(STAFF_PAYMENT_FILTERS).default('unpaid'),
  /** Contract number, invoice number, or a party's company name. */
  keyword: z.preprocess(blank, z.string().trim().max(60).optional()),
});
export type TStaffPaymentQuery = z.infer<typeof ZStaffPaymentQuery>;

export const ZStaffPaymentRow = ZInvoice.omit({ payments: true }).extend({
  contractNo: z.string(),
  /** The parties' company names as registered (Chinese or English) and in English when given. */
  buyerName: z.string().nullable(),
  buyerNameEn: z.string().nullable(),
  sellerName: z.string().nullable(),
  sellerNameEn: z.string().nullable(),
});
export type TStaffPaymentRow = z.infer<typeof ZStaffPaymentRow>;

export const ZStaffPaymentPage = z.object({ rows: z.array(ZStaffPaymentRow), total: z.number().int() });

export const ZInvoiceContractParams = z.object({ contractId: z.uuid() });
export const ZInvoiceParams = z.object({ invoiceId: z.uuid() });
export const ZInvoiceWritten = z.object({ invoice: ZInvoice, depositStatus: z.enum(['unpaid', 'paid']), paymentStatus: z.enum(INVOICE_STATUSES) });
export const ZReminderSent = z.object({ invoiceId: z.string(), remindedAt: z.string(), mailed: z.boolean() });
