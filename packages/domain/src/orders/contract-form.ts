import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../email.ts';
import { reason } from '../validation.ts';

/**
 * §5 Contract form and §2 two-step contract confirmation: the one set of rules the server applies and the web form
 * validates with (same schema, same messages naming the field from `orders.fields.*`).
 *
 * Step 1 (each side, for its own company): contract company and terms. Step 2 (the buyer): bill-of-lading
 * instructions — consignee, 1st and 2nd notify party and shipper (§3 Contract/order), shipping marks, HS code,
 * taxId, terminal dock, and a dispute section whose text cannot be empty when there is a dispute (§5).
 */

/** Bounded lengths of every text (the PDF and the BL have to hold them). */
export const CONTRACT_FORM_LIMITS = {
  name: 200,
  address: 500,
  contact: 100,
  phone: 40,
  taxNo: 64,
  shippingMarks: 1000,
  taxId: 64,
  terminalDock: 200,
  disputeText: 2000,
} as const;

/** A required text: trimmed, not empty (§5 "cannot be empty"), bounded. */
const required = (max: number) => z.string().trim().min(1, { abort: true }).max(max);
/** An optional text: blank is the same as absent (stored as null). */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** §5 "Email must match a simple address pattern". */
const requiredEmail = z.string().trim().min(1, { abort: true }).max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN);
const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || EMAIL_PATTERN.test(v), reason('invalidFormat'));

/** Phone / landline: digits with the usual separators (+, spaces, dashes, brackets, extension). */
export const PHONE_TEXT_PATTERN = /^\+?[0-9][0-9 ()\-./x#]*$/i;
const optionalPhone = optional(CONTRACT_FORM_LIMITS.phone).refine((v) => v === null || PHONE_TEXT_PATTERN.test(v), reason('invalidFormat'));

/** Step 1: the contract company of one side and its acceptance of the contract terms. */
export const ZConfirmCompanyRequest = z.object({
  companyName: required(CONTRACT_FORM_LIMITS.name),
  address: required(CONTRACT_FORM_LIMITS.address),
  email: requiredEmail,
  taxNo: required(CONTRACT_FORM_LIMITS.taxNo),
  contactName: optional(CONTRACT_FORM_LIMITS.contact),
  phone: optionalPhone,
  /** The party accepts the contract's terms (lines, prices, payment terms) as shown. */
  acceptTerms: z.boolean().refine((v) => v, reason('orders.errors.acceptContractTerms')),
});
export type TConfirmCompanyRequest = z.input<typeof ZConfirmCompanyRequest>;
export type TConfirmCompany = z.output<typeof ZConfirmCompanyRequest>;

/** §3 consignee / notify party / shipper: name, address, contact, email, landline, phone. */
export const ZBlParty = z.object({
  name: required(CONTRACT_FORM_LIMITS.name),
  address: required(CONTRACT_FORM_LIMITS.address),
  contact: optional(CONTRACT_FORM_LIMITS.contact),
  email: optionalEmail,
  landline: optionalPhone,
  phone: optionalPhone,
});
export type TBlPartyInput = z.input<typeof ZBlParty>;
export type TBlParty = z.output<typeof ZBlParty>;

export const BL_ROLES = ['consignee', 'notify1', 'notify2', 'shipper'] as const;
export type TBlRole = (typeof BL_ROLES)[number];

/** Address-book kinds: both notify parties come from the same "notify" entries. */
export const ADDRESS_KINDS = ['consignee', 'notify', 'shipper'] as const;
export type TAddressKind = (typeof ADDRESS_KINDS)[number];
export function addressKindOf(role: TBlRole): TAddressKind {
  return role === 'notify1' || role === 'notify2' ? 'notify' : role;
}

/** HS code: 4 to 10 digits, dots allowed between them ("7404.00", "7602.0000"). */
export const HS_CODE_PATTERN = /^(?=(?:\D*\d){4,10}\D*$)\d+(?:\.\d+)*$/;
export function isHsCode(value: string): boolean {
  return HS_CODE_PATTERN.test(value.trim());
}

/** Step 2: the buyer's bill-of-lading instructions (§2, §3, §5). */
export const ZConfirmBillOfLadingRequest = z.object({
  consignee: ZBlParty,
  notify1: ZBlParty,
  notify2: ZBlParty.nullish().transform((v) => v ?? null),
  shipper: ZBlParty,
  /** Parties to copy into the company's address book as well. */
  saveToAddressBook: z
    .array(z.enum(BL_ROLES))
    .max(BL_ROLES.length)
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
  shippingMarks: required(CONTRACT_FORM_LIMITS.shippingMarks),
  hsCode: z
    .string()
    .trim()
    .min(1, { abort: true })
    .max(20)
    .refine((v) => HS_CODE_PATTERN.test(v), reason('orders.errors.hsCode')),
  taxId: required(CONTRACT_FORM_LIMITS.taxId),
  terminalDock: required(CONTRACT_FORM_LIMITS.terminalDock),
  /** §2 dispute section: when present, its text cannot be empty (§5). */
  dispute: z
    .object({ text: required(CONTRACT_FORM_LIMITS.disputeText) })
    .nullish()
    .transform((v) => v ?? null),
});
export type TConfirmBillOfLadingRequest = z.input<typeof ZConfirmBillOfLadingRequest>;
export type TConfirmBillOfLading = z.output<typeof ZConfirmBillOfLadingRequest>;

/** An address-book entry as entered (§2 consignee, notifier and shipper management). */
export const ZAddressBookInput = ZBlParty.extend({ kind: z.enum(ADDRESS_KINDS) });
export type TAddressBookInputRequest = z.input<typeof ZAddressBookInput>;
export type TAddressBookInput = z.output<typeof ZAddressBookInput>;
