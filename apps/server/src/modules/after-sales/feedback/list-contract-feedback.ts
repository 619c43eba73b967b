import type { TFeedback } from '@scrapbridge/domain/after-sales/feedback';
import type { TDbOrTx } from '../../../db/client.ts';
import { requireContractAccess, type TContractViewer } from '../../orders/index.ts';
import { presentFeedback } from './feedback-presenter.ts';
import { findFeedbackOfContract } from './feedback.repository.ts';

/**
 * `GET /app-v2/contract/{contractId}/feedback`: the delivery feedback of a contract's shipments — the seller reads it
 * on the order (issue 15 item 2), the buyer sees what was sent, staff everything; 404 to anyone else.
 */
export async function listContractFeedback(opts: { db: TDbOrTx; contractId: string; viewer: TContractViewer }): Promise<{ rows: TFeedback[]; total: number }> {
  const { contract } = await requireContractAccess({ db: opts.db, contractId: opts.contractId, viewer: opts.viewer });
  const rows = (await findFeedbackOfContract(opts.db, contract.id)).map((r) => presentFeedback(r, r.billNo));
  return { rows, total: rows.length };
}
