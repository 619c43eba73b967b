import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { contracts } from './contracts.ts';
import { shipments } from './orders.ts';
import { createdAt, updatedAt } from '../columns.ts';

/**
 * Delivery feedback (issue 15; §3 Feedback satisfaction 1–4, §4 feedback dialog, §9 feedback scores): the buyer's
 * rating of one arrived shipment, and — once the telex bill of lading is received (§4) — the feedback form's
 * per-aspect scores, comment and photos. One rating per shipment: the unique key makes two tabs (or two buyer
 * colleagues) answering at once store one.
 */
export const shipmentFeedback = pgTable(
  'shipment_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    buyerCompanyId: uuid('buyer_company_id').references(() => companies.id),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    /** §3: 1 exceeded expectations, 2 met, 3 somewhat dissatisfied, 4 not satisfied (starts a claim). */
    satisfaction: smallint('satisfaction').notNull(),
    /** Feedback form aspect scores, 1–5 each (none until the form is sent; each may be left out). */
    qualityScore: smallint('quality_score'),
    weightScore: smallint('weight_score'),
    packingScore: smallint('packing_score'),
    documentsScore: smallint('documents_score'),
    comment: text('comment'),
    /** Pictures uploaded through the ordinary upload (purpose 'picture', owned by the buyer), in the order shown. */
    photoFileIds: uuid('photo_file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** When the feedback form was sent (§4: only after telex release); null while only the dialog's rating exists. */
    detailsAt: timestamp('details_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipment_feedback_shipment_key').on(t.shipmentId),
    index('shipment_feedback_contract_idx').on(t.contractId),
    check('shipment_feedback_satisfaction_check', sql`${t.satisfaction} between 1 and 4`),
    check(
      'shipment_feedback_scores_check',
      sql`coalesce(${t.qualityScore}, 1) between 1 and 5 and coalesce(${t.weightScore}, 1) between 1 and 5 and coalesce(${t.packingScore}, 1) between 1 and 5 and coalesce(${t.documentsScore}, 1) between 1 and 5`,
    ),
  ],
);

/** "Later" in the satisfaction dialog: the prompt skips this shipment for this user until the next day. */
export const feedbackPromptSnoozes = pgTable(
  'feedback_prompt_snoozes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shipmentId] })],
);
