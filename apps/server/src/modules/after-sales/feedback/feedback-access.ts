import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireContractAccess, type TContractSide, type TContractViewer } from '../../orders/index.ts';
import { findShipmentWithContract, type TShipmentWithContract } from './feedback.repository.ts';

/**
 * A shipment and the viewer's side of its contract (buyer, seller or the seller's agent, staff), or 404 — the same
 * answer for a shipment that does not exist and one of somebody else's contract, so nothing tells a stranger it exists.
 */
export async function requireShipmentAccess(opts: {
  db: TDbOrTx;
  shipmentId: string;
  viewer: TContractViewer;
}): Promise<TShipmentWithContract & { side: TContractSide }> {
  const found = await findShipmentWithContract(opts.db, opts.shipmentId);
  if (!found) throw new AppError(ErrorCode.NotFound);
  // The contract's own 404 names a contract; a stranger to this shipment gets the words a random id gets.
  const { side } = await requireContractAccess({ db: opts.db, contractId: found.contractId, viewer: opts.viewer }).catch((err: unknown) => {
    throw err instanceof AppError && err.code === ErrorCode.NotFound ? new AppError(ErrorCode.NotFound) : err;
  });
  return { ...found, side };
}
