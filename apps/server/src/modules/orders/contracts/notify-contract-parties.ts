import type { TTx } from '../../../db/client.ts';
import { queueNotification } from '../../platform/index.ts';
import type { TContractRow } from './contracts.repository.ts';

/**
 * Tells both parties (in-app, and by e-mail in their language) that their contract was signed or voided; the e-mails
 * go out after the commit (deliverNotificationMails). One notification per party and event (refKey
 * `contract:<id>:<event>`), so a retried request tells nobody twice. Texts: orders.notifications.signed / .voided.
 */
export async function notifyContractParties(tx: TTx, c: TContractRow, event: 'signed' | 'voided', params: Record<string, string> = {}): Promise<void> {
  for (const userId of [c.buyerUserId, c.sellerUserId]) {
    await queueNotification({
      tx,
      userId,
      kind: event === 'signed' ? 'contract_signed' : 'contract_voided',
      refKey: `contract:${c.id}:${event}`,
      params: { contractNo: c.contractNo, ...params },
      link: `/order-detail?contractId=${c.id}`,
      mail: true,
    });
  }
}
