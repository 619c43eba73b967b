import type { TLiveContractEvent } from '@scrapbridge/domain/orders/live-contract-event';
import type { TTx } from '../../../db/client.ts';
import { publishLiveEvent } from '../../negotiation/index.ts';
import type { TContractRow } from './contracts.repository.ts';

/**
 * Tells both parties' open pages that the contract moved (issue 19 item 4: a confirmation step by one party reaches
 * the other's open contract page without a reload, as quotes and deals do). Queued in the use case's transaction and
 * sent once it commits (runWithLiveEvents), so nobody hears of a step that rolled back; the actor's own other tabs
 * hear it too.
 */
export function publishContractChange(tx: TTx, contract: Pick<TContractRow, 'id' | 'buyerUserId' | 'sellerUserId'>, action: TLiveContractEvent['action'], side: TLiveContractEvent['side']): void {
  publishLiveEvent(tx, [contract.buyerUserId, contract.sellerUserId], { type: 'contract', contractId: contract.id, action, side });
}
