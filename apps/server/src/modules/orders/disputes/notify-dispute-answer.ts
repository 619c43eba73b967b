import type { TAppDeps } from '../../../app.ts';
import type { TTx } from '../../../db/client.ts';
import { deliverNotificationMails, queueNotification } from '../../platform/index.ts';

type TAnswerNotice = { disputeId: string; contractId: string; contractNo: string; userId: string };

/** Inside the answer's transaction: the in-app notice "your dispute was answered", with its e-mail queued beside it. */
export async function queueDisputeAnswerNotice(tx: TTx, n: TAnswerNotice): Promise<void> {
  await queueNotification({
    tx,
    userId: n.userId,
    kind: 'dispute_answered',
    refKey: `dispute:${n.disputeId}`,
    params: { contractNo: n.contractNo },
    link: `/deal-detail/${n.contractId}`,
    mail: true,
  });
}

/** After the commit: the queued e-mail goes out (in the party's language). */
export async function sendDisputeAnswerNotice(deps: TAppDeps): Promise<void> {
  await deliverNotificationMails({ deps });
}
