import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TVerificationState, VIP_TYPES } from '@scrapbridge/domain/verification';
import { companies, users } from './accounts.ts';
import { files } from './files.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Enterprise verification submissions (§4 verification flow, §5 company step): one row per submission, so a
 * refusal and the reapplication after it are both kept (the history staff and the user see). The company row holds
 * the current outcome (companies.state); the documents live here, with the submission they were sent with.
 * `version` is the optimistic lock of staff reviews (stale → 110801).
 */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    companyName: text('company_name').notNull(),
    companyNameEn: text('company_name_en'),
    businessLicenseFileId: uuid('business_license_file_id').references(() => files.id),
    personalCardFileId: uuid('personal_card_file_id').references(() => files.id),
    /** Sent instead of documents (§5); staff judge it. */
    inviteCode: text('invite_code'),
    state: text('state').$type<TVerificationState>().notNull().default('pending'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    /** §9: 1 working day after submission (domain working-days.ts), fixed when submitted. */
    dueAt: ts('due_at').notNull(),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: ts('reviewed_at'),
    refuseReason: text('refuse_reason'),
    /** The VIP type approval gave (Supplier | Buyer). */
    approvedUserType: text('approved_user_type').$type<(typeof VIP_TYPES)[number]>(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('verifications_state_check', sql`${t.state} in ('pending', 'approved', 'refused')`),
    check('verifications_refused_reason_check', sql`${t.state} <> 'refused' or ${t.refuseReason} is not null`),
    check('verifications_documents_check', sql`${t.businessLicenseFileId} is not null or ${t.inviteCode} is not null`),
    check('verifications_user_type_check', sql`${t.approvedUserType} is null or ${t.approvedUserType} in ('Supplier', 'Buyer')`),
    // One open submission per user: a second submit while one is pending is refused (upGradeWait) even if two race.
    uniqueIndex('verifications_one_pending_key').on(t.userId).where(sql`state = 'pending'`),
    // The staff queue: pending, oldest first.
    index('verifications_queue_idx').on(t.submittedAt, t.id).where(sql`state = 'pending'`),
    index('verifications_user_idx').on(t.userId, t.submittedAt),
    index('verifications_reviewed_idx').on(t.state, t.reviewedAt),
  ],
);

/**
 * §6 Agents: a consignment agent may place asks for a seller "through the seller's user id". Staff create the link
 * (the seller has agreed to it outside the product); an agent may act for several sellers and a seller may have
 * several agents.
 */
export const agentLinks = pgTable(
  'agent_links',
  {
    agentUserId: uuid('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerUserId: uuid('seller_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agentUserId, t.sellerUserId] }),
    index('agent_links_seller_idx').on(t.sellerUserId),
    check('agent_links_distinct_check', sql`${t.agentUserId} <> ${t.sellerUserId}`),
  ],
);
