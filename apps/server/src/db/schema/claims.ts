import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TClaimAnswer, TClaimStatus, TClaimType } from '@scrapbridge/domain/claims/claim';
import { users } from './accounts.ts';
import { contracts } from './contracts.ts';
import { invoices, shipmentContainers, shipments } from './orders.ts';
import { createdAt, updatedAt } from '../columns.ts';

/**
 * Weight and quality claims (issue 15 item 3; §3 Claim, §5 Claim rules, §9 claim decimals): the buyer's claim on the
 * goods of one arrived shipment, the containers it holds, its thread (its typed files are claim_evidence_files,
 * claim-files.ts), and the credit note a settlement
 * writes against the contract's final invoice.
 */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Contract number + "-C" + sequence on the contract: what parties quote on the phone. */
    claimNo: text('claim_no').notNull(),
    /** shortage | quality | both */
    type: text('type').$type<TClaimType>().notNull(),
    /** draft | submitted | answered | mediation | settled | closed | withdrawn */
    status: text('status').$type<TClaimStatus>().notNull().default('draft'),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    sellerUserId: uuid('seller_user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    /** Contract lines claimed (empty: every line). */
    lineIds: uuid('line_ids').array().notNull().default(sql`'{}'::uuid[]`),
    // §3 weights, MT with 6 decimals (§9).
    grossWeight: numeric('gross_weight', { precision: 18, scale: 6 }),
    tareWeight: numeric('tare_weight', { precision: 18, scale: 6 }),
    netWeight: numeric('net_weight', { precision: 18, scale: 6 }),
    sampleWeight: numeric('sample_weight', { precision: 18, scale: 6 }),
    portWeight: numeric('port_weight', { precision: 18, scale: 6 }),
    actualWeight: numeric('actual_weight', { precision: 18, scale: 6 }),
    thirdPartyWeight: numeric('third_party_weight', { precision: 18, scale: 6 }),
    shortageWeight: numeric('shortage_weight', { precision: 18, scale: 6 }),
    claimedWeight: numeric('claimed_weight', { precision: 18, scale: 6 }),
    /** Money with 2 decimals (§9), in the contract's currency (USD on the international market, §3). */
    totalClaim: numeric('total_claim', { precision: 20, scale: 2 }),
    calculationMethod: text('calculation_method'),
    reason: text('reason'),
    /** The seller's answer: accept | counter | reject, with the counter amount or the reason. */
    answer: text('answer').$type<TClaimAnswer>(),
    answerAmount: numeric('answer_amount', { precision: 20, scale: 2 }),
    answerReason: text('answer_reason'),
    agreedAmount: numeric('agreed_amount', { precision: 20, scale: 2 }),
    /** Arrival + the notice days, fixed when the claim is made. */
    noticeDueAt: timestamp('notice_due_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    staffContactedAt: timestamp('staff_contacted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Closed or withdrawn: the clocks stop here. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When the sweep told staff a clock ran out (once per claim). */
    overdueFlaggedAt: timestamp('overdue_flagged_at', { withTimezone: true }),
    staffUserId: uuid('staff_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('claims_no_key').on(t.claimNo),
    index('claims_buyer_idx').on(t.buyerUserId, t.createdAt),
    index('claims_seller_idx').on(t.sellerUserId, t.createdAt),
    index('claims_contract_idx').on(t.contractId, t.createdAt),
    index('claims_shipment_idx').on(t.shipmentId),
    index('claims_status_idx').on(t.status, t.submittedAt),
    check('claims_type_check', sql`${t.type} in ('shortage', 'quality', 'both')`),
    check('claims_status_check', sql`${t.status} in ('draft', 'submitted', 'answered', 'mediation', 'settled', 'closed', 'withdrawn')`),
    check('claims_answer_check', sql`${t.answer} is null or ${t.answer} in ('accept', 'counter', 'reject')`),
    check('claims_total_claim_check', sql`${t.totalClaim} is null or ${t.totalClaim} > 0`),
    check('claims_agreed_amount_check', sql`${t.agreedAmount} is null or ${t.agreedAmount} > 0`),
  ],
);

/**
 * The containers a claim covers. §5 "goods already claimed cannot be claimed again": one live (not withdrawn) claim
 * per container, held by a unique index, so two parallel submissions cannot both store it.
 */
export const claimContainers = pgTable(
  'claim_containers',
  {
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    containerId: uuid('container_id')
      .notNull()
      .references(() => shipmentContainers.id, { onDelete: 'cascade' }),
    /** False once the claim is withdrawn: the container may be claimed again. */
    live: boolean('live').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.containerId] }), uniqueIndex('claim_containers_live_key').on(t.containerId).where(sql`live`)],
);

/** The claim's thread: every step and message, by whom, with the amount it named (the audit trail the parties read). */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    /** buyer | seller | staff | system */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    text: text('text'),
    amount: numeric('amount', { precision: 20, scale: 2 }),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    createdAt: createdAt(),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.createdAt)],
);

/**
 * A credit note against a contract's final invoice (issue 15: "a settled claim becomes a credit note"): it lowers what
 * the buyer owes on that invoice, so the §4 money status follows. One per settled claim.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNoteNo: text('credit_note_no').notNull(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_no_key').on(t.creditNoteNo),
    uniqueIndex('credit_notes_claim_key').on(t.claimId),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    check('credit_notes_amount_check', sql`${t.amount} > 0`),
  ],
);
