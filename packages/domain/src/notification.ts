import { z } from 'zod';
import { ZPageQuery } from './pagination.ts';

/**
 * In-app notifications (the bell): written by the server when something the user waits for happens, read in the
 * user's language. Each may also go out by e-mail (the messenger, in the user's languageType).
 */
export const NOTIFICATION_KINDS = [
  /** A new ask went live in a followed category (§4 Follow dialog, push on). */
  'followed_category_ask',
  'verification_approved',
  'verification_refused',
  'shop_approved',
  'shop_refused',
  /** Negotiation (issue 4): a counter-offer, a locked price to confirm, a deal, its review, a forwarded firm price. */
  'quote_countered',
  'quote_price_locked',
  'quote_deal',
  'quote_deal_review',
  'quote_deal_refused',
  'firm_price_offer',
  /** Orders (issue 5): the contract signed or voided, a document added, an invoice due, shipment news, a dispute answered. */
  'contract_signed',
  'contract_voided',
  'contract_document',
  'invoice_due',
  'shipment_loaded',
  'shipment_arrived',
  'shipment_delivered',
  'shipment_telex_released',
  'dispute_answered',
  /** Claims (issue 15): a claim submitted (to the seller), answered (to the buyer), in mediation, settled, closed. */
  'claim_submitted',
  'claim_answered',
  'claim_mediation',
  'claim_settled',
  'claim_closed',
  /** Price fixing (issue 14): a fix requested (or fixed by the fallback), confirmed, rejected. */
  'price_fix_requested',
  'price_fix_confirmed',
  'price_fix_rejected',
  /** Price alerts (issue 14): a followed price moved more than its set % or crossed its set level. */
  'price_alert',
  /** Purchase requests (issue 16): a request in a grade the supplier sells or follows, an offer to the buyer, review results. */
  'buyer_request_posted',
  'buyer_request_offer',
  'buyer_request_approved',
  'buyer_request_refused',
  /** Customer service (issue 16): staff answered the user's conversation. */
  'support_reply',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const ZNotification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** In the request's appLang. */
  title: z.string(),
  body: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  bodyZh: z.string(),
  bodyEn: z.string(),
  /** A path of the web app to open ("/view-detail?askId=…"), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** `GET /app-v2/notifications`: newest first; unread=1 keeps the unread ones only. */
export const ZNotificationListQuery = ZPageQuery.extend({
  unread: z.enum(['0', '1']).default('0'),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

export const ZNotificationPage = z.object({
  rows: z.array(ZNotification),
  total: z.number().int(),
  /** Unread count, for the bell badge. */
  unread: z.number().int(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZNotificationParams = z.object({ id: z.uuid() });
export const ZUnreadCount = z.object({ unread: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
