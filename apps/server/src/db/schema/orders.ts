import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TPartySide } from '@scrapbridge/domain/orders/contract';
import type { TAddressKind, TBlRole } from '@scrapbridge/domain/orders/contract-form';
import type { TDisputeStatus } from '@scrapbridge/domain/orders/dispute';
import type { TDocumentType } from '@scrapbridge/domain/orders/documents';
import type { TInvoiceType } from '@scrapbridge/domain/orders/money';
import type { TShipmentEventCode, TShipmentEventSource, TShipmentStatus } from '@scrapbridge/domain/orders/shipment';
import { companies, users } from './accounts.ts';
import { contracts } from './contracts.ts';
import { files } from './files.ts';
import { createdAt, updatedAt } from '../columns.ts';

/**
 * Orders (issue 5; §2 contract confirmation, contract detail with files; §3 Contract/order, Shipment; §4 Contract;
 * §5 Contract form; §9 contract dispute). A contract written by a deal (contracts.ts) is the order: these tables
 * hold what happens to it after the deal — the parties' confirmation, bill-of-lading instructions, documents,
 * invoices and payments, shipments with containers and a tracking timeline, and disputes.
 */

/** §3 "name, address, contact, email, landline, phone" of a consignee, notify party or shipper — on a contract's
 * bill of lading and in a company's address book alike. */
const partyContactColumns = () => ({
  name: text('name').notNull(),
  address: text('address').notNull(),
  contact: text('contact'),
  email: text('email'),
  landline: text('landline'),
  phone: text('phone'),
});

/**
 * §2 confirmation step 1: the contract company of each side and its terms acceptance. One row per contract and side;
 * the contract is signed once both sides have confirmed (buyer: both steps; seller: step 1).
 */
export const contractParties = pgTable(
  'contract_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** buyer | seller */
    side: text('side').$type<TPartySide>().notNull(),
    companyName: text('company_name').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    taxNo: text('tax_no').notNull(),
    contactName: text('contact_name'),
    phone: text('phone'),
    confirmedByUserId: uuid('confirmed_by_user_id')
      .notNull()
      .references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contract_parties_side_key').on(t.contractId, t.side),
    check('contract_parties_side_check', sql`${t.side} in ('buyer', 'seller')`),
  ],
);

/**
 * §2 confirmation step 2 (the buyer's bill-of-lading instructions): shipping marks, HS code, taxId, terminal dock;
 * the consignee, notify parties and shipper are in contract_bl_parties.
 */
export const contractBlInstructions = pgTable('contract_bl_instructions', {
  contractId: uuid('contract_id')
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  shippingMarks: text('shipping_marks'),
  hsCode: text('hs_code'),
  taxId: text('tax_id'),
  terminalDock: text('terminal_dock'),
  confirmedByUserId: uuid('confirmed_by_user_id')
    .notNull()
    .references(() => users.id),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/** §3 consignee, 1st and 2nd notify party and shipper of a contract's bill of lading (a copy, not a link: the
 * address book may change after the BL is issued). */
export const contractBlParties = pgTable(
  'contract_bl_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** consignee | notify1 | notify2 | shipper */
    role: text('role').$type<TBlRole>().notNull(),
    ...partyContactColumns(),
  },
  (t) => [
    uniqueIndex('contract_bl_parties_role_key').on(t.contractId, t.role),
    check('contract_bl_parties_role_check', sql`${t.role} in ('consignee', 'notify1', 'notify2', 'shipper')`),
  ],
);

/** A company's saved consignees, notify parties and shippers (§2 "consignee, notifier and shipper management"). */
export const addressBook = pgTable(
  'address_book',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** consignee | notify | shipper */
    kind: text('kind').$type<TAddressKind>().notNull(),
    ...partyContactColumns(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('address_book_company_idx').on(t.companyId, t.kind, t.name),
    check('address_book_kind_check', sql`${t.kind} in ('consignee', 'notify', 'shipper')`),
  ],
);

/**
 * §3 contract files: booking confirmation, draft BL, original BL, packing list, packing photos, signed contracts,
 * swift/receipts. The bytes are a `files` row (purpose 'contract'); who may read them is decided by the contract
 * (its two parties and staff), never by the file's owner alone.
 */
export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** booking_confirmation | draft_bl | original_bl | packing_list | packing_photo | signed_contract | swift_receipt */
    type: text('type').$type<TDocumentType>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    shipmentId: uuid('shipment_id'),
    uploadedByUserId: uuid('uploaded_by_user_id')
      .notNull()
      .references(() => users.id),
    remark: text('remark'),
    /** Withdrawn documents stay for the record (a replaced draft BL is evidence in a dispute). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contract_documents_contract_idx').on(t.contractId, t.type, t.createdAt),
    uniqueIndex('contract_documents_file_key').on(t.fileId),
    check(
      'contract_documents_type_check',
      sql`${t.type} in ('booking_confirmation', 'draft_bl', 'original_bl', 'packing_list', 'packing_photo', 'signed_contract', 'swift_receipt')`,
    ),
  ],
);

/** §3 deposit and final payment invoices (number, date, type, issuer, bill-to), issued by staff. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** deposit | final */
    type: text('type').$type<TInvoiceType>().notNull(),
    invoiceNo: text('invoice_no').notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date'),
    issuer: text('issuer').notNull(),
    billTo: text('bill_to').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    /** When the last reminder for this invoice went out (one a day at most). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_no_key').on(t.invoiceNo),
    index('invoices_contract_idx').on(t.contractId, t.type),
    check('invoices_type_check', sql`${t.type} in ('deposit', 'final')`),
    check('invoices_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A payment recorded by staff against an invoice, with the receipt (a swift_receipt document) as evidence. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    paidOn: date('paid_on').notNull(),
    receiptDocumentId: uuid('receipt_document_id').references(() => contractDocuments.id),
    note: text('note'),
    recordedByUserId: uuid('recorded_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('payments_invoice_idx').on(t.invoiceId, t.paidOn), check('payments_amount_check', sql`${t.amount} > 0`)],
);

/** §3 Shipment: booking, BL number, ETA, status, telex release; the containers and the timeline hang off it. */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    bookingNo: text('booking_no'),
    carrier: text('carrier'),
    vessel: text('vessel'),
    billNo: text('bill_no'),
    portOfLoading: text('port_of_loading'),
    portOfDischarge: text('port_of_discharge'),
    etd: date('etd'),
    eta: date('eta'),
    /** booked | loaded | arrived | delivered (§4 Contract shipping: loaded, arrived at port, received/delivered) */
    status: text('status').$type<TShipmentStatus>().notNull().default('booked'),
    telexReleased: boolean('telex_released').notNull().default(false),
    telexReleasedAt: timestamp('telex_released_at', { withTimezone: true }),
    /** §4 price fixing: shipments already priced cannot be fixed again (the pricing work sets it). */
    donePricing: boolean('done_pricing').notNull().default(false),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_contract_idx').on(t.contractId, t.createdAt),
    uniqueIndex('shipments_bill_no_key').on(t.billNo),
    index('shipments_bill_no_lower_idx').on(sql`lower(${t.billNo})`),
    check('shipments_status_check', sql`${t.status} in ('booked', 'loaded', 'arrived', 'delivered')`),
  ],
);

/** §3 Shipment containers (containerNo checked with the ISO 6346 check digit, seal, net weight in MT). */
export const shipmentContainers = pgTable(
  'shipment_containers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    containerNo: text('container_no').notNull(),
    sealNo: text('seal_no'),
    netWeight: numeric('net_weight', { precision: 18, scale: 6 }).notNull(),
    grossWeight: numeric('gross_weight', { precision: 18, scale: 6 }),
    sort: smallint('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipment_containers_no_key').on(t.shipmentId, t.containerNo),
    index('shipment_containers_no_idx').on(t.containerNo),
    check('shipment_containers_weight_check', sql`${t.netWeight} > 0`),
  ],
);

/** The tracking timeline of a shipment: entered by staff, imported from a carrier's CSV, or fetched from the carrier's tracking. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** booked | gate_in | loaded | departed | transshipment | arrived | customs | released | delivered | other */
    code: text('code').$type<TShipmentEventCode>().notNull(),
    location: text('location'),
    description: text('description'),
    containerNo: text('container_no'),
    /** staff | csv | carrier */
    source: text('source').$type<TShipmentEventSource>().notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipment_events_shipment_idx').on(t.shipmentId, t.occurredAt),
    // A re-imported CSV does not duplicate the timeline.
    uniqueIndex('shipment_events_dedupe_key').on(t.shipmentId, t.occurredAt, t.code, t.containerNo),
  ],
);

/** §2 dispute section / §9 contract dispute: staff contact within 48 hours, answer within 2 working days. */
export const contractDisputes = pgTable(
  'contract_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    raisedByUserId: uuid('raised_by_user_id')
      .notNull()
      .references(() => users.id),
    /** buyer | seller */
    side: text('side').$type<TPartySide>().notNull(),
    text: text('text').notNull(),
    /** open | contacted | answered | closed */
    status: text('status').$type<TDisputeStatus>().notNull().default('open'),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answer: text('answer'),
    staffUserId: uuid('staff_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contract_disputes_contract_idx').on(t.contractId, t.createdAt),
    index('contract_disputes_status_idx').on(t.status, t.createdAt),
    check('contract_disputes_status_check', sql`${t.status} in ('open', 'contacted', 'answered', 'closed')`),
    check('contract_disputes_side_check', sql`${t.side} in ('buyer', 'seller')`),
  ],
);
