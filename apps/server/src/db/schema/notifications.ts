import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TNotificationKind } from '@scrapbridge/domain/notification';
import { users } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * In-app notifications, in both languages (the reader's appLang picks one), with the e-mail that may go with them.
 * The e-mail is queued in the same transaction as the event (mail_status 'pending') and sent after the commit by
 * the notifications module's dispatcher: an event never half-happens, and a crash between commit and send only
 * delays the mail until the next sweep.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TNotificationKind>().notNull(),
    /** What it is about ("ask:<id>"), so one event notifies a user once (a re-approved ask does not notify again). */
    refKey: text('ref_key'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    /** A path of the web app. */
    link: text('link'),
    readAt: ts('read_at'),
    /** none: in-app only; pending → sending → sent | failed. */
    mailStatus: text('mail_status').notNull().default('none'),
    mailTo: text('mail_to'),
    /** zh | en: the recipient's languageType when the notification was made. */
    mailLang: text('mail_lang'),
    mailClaimedAt: ts('mail_claimed_at'),
    mailOutboxId: uuid('mail_outbox_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId, t.createdAt).where(sql`read_at is null`),
    uniqueIndex('notifications_ref_key').on(t.userId, t.kind, t.refKey).where(sql`ref_key is not null`),
    // The dispatcher's work list: mails still to send (or stuck mid-send), oldest first.
    index('notifications_mail_queue_idx').on(t.createdAt).where(sql`mail_status in ('pending', 'sending')`),
    check('notifications_mail_status_check', sql`${t.mailStatus} in ('none', 'pending', 'sending', 'sent', 'failed')`),
    check('notifications_mail_lang_check', sql`${t.mailLang} is null or ${t.mailLang} in ('zh', 'en')`),
    check('notifications_kind_check', sql`${t.kind} in ('followed_category_ask', 'verification_approved', 'verification_refused', 'shop_approved', 'shop_refused', 'quote_countered', 'quote_price_locked', 'quote_deal', 'quote_deal_review', 'quote_deal_refused', 'firm_price_offer', 'contract_signed', 'contract_voided', 'contract_document', 'invoice_due', 'shipment_loaded', 'shipment_arrived', 'shipment_delivered', 'shipment_telex_released', 'dispute_answered', 'price_fix_requested', 'price_fix_confirmed', 'price_fix_rejected', 'claim_submitted', 'claim_answered', 'claim_mediation', 'claim_settled', 'claim_closed', 'price_alert', 'buyer_request_posted', 'buyer_request_offer', 'buyer_request_approved', 'buyer_request_refused', 'support_reply')`),
  ],
);
