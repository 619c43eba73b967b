import type { TDispute } from '@scrapbridge/domain/orders/dispute';
import type { TDb } from '../../../db/client.ts';
import { requireContractAccess, type TContractViewer } from '../contracts/contract-access.ts';
import { presentDispute } from './dispute-presenter.ts';
import { findContractDisputes } from './disputes.repository.ts';

/**
 * `GET /app-v2/contract/{contractId}/disputes`: the contract's disputes, newest first, with status, answer and both
 * §9 clocks — for its two parties (each sees the other's too: a dispute is about the shared contract) and staff.
 */
export async function listContractDisputes(opts: { db: TDb; contractId: string; viewer: TContractViewer }): Promise<{ rows: TDispute[]; total: number }> {
  const { contract } = await requireContractAccess({ db: opts.db, contractId: opts.contractId, viewer: opts.viewer });
  const now = new Date();
  const rows = (await findContractDisputes(opts.db, contract.id)).map((d) => presentDispute(d, now));
  return { rows, total: rows.length };
}
