import { translate } from '@scrapbridge/domain/i18n';
import type { TNotificationKind } from '@scrapbridge/domain/notification';
import type { TTx } from '../../../db/client.ts';
import { findAccountContacts } from '../../identity/index.ts';
import { insertNotification } from './notifications.repository.ts';

/** Catalog key of each kind's texts (accounts.notifications.<key>.title / .body). */
const TEXT_KEY: Record<TNotificationKind, string> = {
  followed_category_ask: 'followedAsk',
  verification_approved: 'verificationApproved',
  verification_refused: 'verificationRefused',
  shop_approved: 'shopApproved',
  shop_refused: 'shopRefused',
  // Negotiation texts live in their own namespace (a full key).
  quote_countered: 'negotiation.notifications.countered',
  quote_price_locked: 'negotiation.notifications.priceLocked',
  quote_deal: 'negotiation.notifications.deal',
  quote_deal_review: 'negotiation.notifications.dealReview',
  quote_deal_refused: 'negotiation.notifications.dealRefused',
  firm_price_offer: 'negotiation.notifications.firmPriceOffer',
  // Orders (issue 5): each area's own namespace.
  contract_signed: 'orders.notifications.signed',
  contract_voided: 'orders.notifications.voided',
  contract_document: 'documents.notifications.added',
  invoice_due: 'payments.notifications.invoiceDue',
  shipment_loaded: 'shipments.notifications.loaded',
  shipment_arrived: 'shipments.notifications.arrived',
  shipment_delivered: 'shipments.notifications.delivered',
  shipment_telex_released: 'shipments.notifications.telexReleased',
  dispute_answered: 'operations.notifications.disputeAnswered',
  claim_submitted: 'claims.notifications.submitted',
  claim_answered: 'claims.notifications.answered',
  claim_mediation: 'claims.notifications.mediation',
  claim_settled: 'claims.notifications.settled',
  claim_closed: 'claims.notifications.closed',
  price_fix_requested: 'fixing.notifications.requested',
  price_fix_confirmed: 'fixing.notifications.confirmed',
  price_fix_rejected: 'fixing.notifications.rejected',
  price_alert: 'futures.notifications.alert',
  support_reply: 'support.notifications.reply',
  buyer_request_posted: 'buyerRequests.notifications.posted',
  buyer_request_offer: 'buyerRequests.notifications.offer',
  buyer_request_approved: 'buyerRequests.notifications.approved',
  buyer_request_refused: 'buyerRequests.notifications.refused',
};

/**
 * The zh and en texts of a notification, from the catalogs. `paramsZh` are the Chinese text's values where they differ
 * (a price item's Chinese description, words already in Chinese); the English text reads `params`.
 */
export function notificationTexts(kind: TNotificationKind, params: Record<string, string | number>, paramsZh: Record<string, string | number> = params) {
  const key = TEXT_KEY[kind].includes('.') ? TEXT_KEY[kind] : `accounts.notifications.${TEXT_KEY[kind]}`;
  return {
    titleZh: translate('zh', `${key}.title`, paramsZh),
    titleEn: translate('en', `${key}.title`, params),
    bodyZh: translate('zh', `${key}.body`, paramsZh),
    bodyEn: translate('en', `${key}.body`, params),
  };
}

/**
 * Tells one user something in-app, and queues the e-mail in their language when they have an address (sent after
 * the commit by deliverNotificationMails). Runs inside the caller's transaction, so the event and its notification
 * commit together. A repeat of the same event (kind + refKey) is ignored.
 */
export async function queueNotification(opts: {
  tx: TTx;
  userId: string;
  kind: TNotificationKind;
  refKey: string;
  params: Record<string, string | number>;
  /** The Chinese text's values, when they differ from `params` (notificationTexts). */
  paramsZh?: Record<string, string | number>;
  link: string | null;
  mail: boolean;
}): Promise<string | null> {
  const [contact] = await findAccountContacts(opts.tx, [opts.userId]);
  if (!contact) return null;
  const sendMail = opts.mail && !!contact.email;
  return insertNotification(opts.tx, {
    userId: opts.userId,
    kind: opts.kind,
    refKey: opts.refKey,
    ...notificationTexts(opts.kind, opts.params, opts.paramsZh),
    link: opts.link,
    mailStatus: sendMail ? 'pending' : 'none',
    mailTo: sendMail ? contact.email : null,
    mailLang: sendMail ? (contact.languageType === 'China' ? 'zh' : 'en') : null,
  });
}
