import type { TLiveSupportEvent, TSupportAuthor } from '@scrapbridge/domain/support/support';
import type { TDbOrTx } from '../../db/client.ts';
import { publishLiveEvent } from '../negotiation/index.ts';
import { listStaffMembers } from './support.repository.ts';

/**
 * Queues a conversation's change for the open pages, sent once the transaction commits (the live stream's
 * LISTEN/NOTIFY fan-out, so every API instance's streams hear it): the conversation's user and the staff only — an
 * event names the conversation and nothing else, and nobody else receives it.
 */
export async function publishSupportEvent(
  tx: TDbOrTx,
  opts: { conversationId: string; userId: string; action: TLiveSupportEvent['action']; author: TSupportAuthor | null; toUser: boolean },
): Promise<void> {
  const staff = await listStaffMembers(tx);
  const to = [...staff.map((s) => s.userId), ...(opts.toUser ? [opts.userId] : [])];
  publishLiveEvent(tx, to, { type: 'support', conversationId: opts.conversationId, action: opts.action, author: opts.author });
}
