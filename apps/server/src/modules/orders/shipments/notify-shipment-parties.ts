import { NOTIFICATION_KINDS, type TNotificationKind } from '@scrapbridge/domain/notification';
import type { TTx } from '../../../db/client.ts';
import type { TContractRow } from '../contracts/contracts.repository.ts';
import { queueNotification } from '../../platform/index.ts';
import type { TShipmentRow } from './shipments.repository.ts';

/** What the buyer and the seller are told of: the three §4 steps and the telex release. */
export type TShipmentNews = 'loaded' | 'arrived' | 'delivered' | 'telex_released';

/** The notification kind of each piece of news (texts: shipments.notifications.<news>). */
const KIND: Record<TShipmentNews, TNotificationKind> = {
  loaded: 'shipment_loaded',
  arrived: 'shipment_arrived',
  delivered: 'shipment_delivered',
  telex_released: 'shipment_telex_released',
};

/** A loaded box is routine news (in-app only); an arrival, a delivery and a telex release call for action (mail too). */
const MAIL: Record<TShipmentNews, boolean> = { loaded: false, arrived: true, delivered: true, telex_released: true };

const KNOWN_KINDS: readonly string[] = NOTIFICATION_KINDS;

/** Whether the notification kinds of shipments are registered (the bell lists only known kinds). */
export function shipmentNotificationsEnabled(): boolean {
  return Object.values(KIND).every((k) => KNOWN_KINDS.includes(k));
}

/**
 * Tells the contract's buyer and seller, inside the caller's transaction (the news and the change commit together).
 * One notification per shipment and news (refKey), so a status corrected back and set again is not announced twice.
 * Returns whether anything was queued with a mail (the caller then delivers after its commit).
 */
export async function notifyShipmentParties(opts: { tx: TTx; contract: TContractRow; shipment: TShipmentRow; news: TShipmentNews }): Promise<boolean> {
  if (!shipmentNotificationsEnabled()) return false;
  const { contract, shipment } = opts;
  for (const userId of new Set([contract.buyerUserId, contract.sellerUserId])) {
    await queueNotification({
      tx: opts.tx,
      userId,
      kind: KIND[opts.news],
      refKey: `shipment:${shipment.id}:${opts.news}`,
      params: { contractNo: contract.contractNo, billNo: shipment.billNo ?? '—', eta: shipment.eta ?? '—' },
      link: `/deal-detail/${contract.id}`,
      mail: MAIL[opts.news],
    });
  }
  return MAIL[opts.news];
}
