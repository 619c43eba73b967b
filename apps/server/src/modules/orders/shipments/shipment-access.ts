import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireContractAccess } from '../contracts/contract-access.ts';
import type { TContractRow } from '../contracts/contracts.repository.ts';
import { findContainer, lockShipment, type TContainerRow, type TShipmentRow } from './shipments.repository.ts';

/**
 * A contract staff may still ship against: it exists (else 404) and is not voided (1301). A booking locks the
 * contract row (a void waits for it, or it sees the void); writes of an existing shipment lock the shipment only, so
 * locks are never taken in the opposite order (contract, then shipment) by two writers.
 */
export async function requireShippableContract(tx: TTx, contractId: string, staffUserId: string, opts: { lock: boolean }): Promise<TContractRow> {
  const { contract } = await requireContractAccess({ db: tx, contractId, viewer: { userId: staffUserId, isStaff: true }, forUpdate: opts.lock });
  if (contract.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
  return contract;
}

/**
 * The shipment a staff write is about, locked (its container, event and status writes go one at a time), with its
 * contract checked the same way as at booking.
 */
export async function lockShipmentForStaff(tx: TTx, shipmentId: string, staffUserId: string): Promise<{ shipment: TShipmentRow; contract: TContractRow }> {
  const shipment = await lockShipment(tx, shipmentId);
  if (!shipment) throw new AppError(ErrorCode.NotFound);
  const contract = await requireShippableContract(tx, shipment.contractId, staffUserId, { lock: false });
  return { shipment, contract };
}

/** A container and its shipment (locked), for the container writes. */
export async function lockContainerForStaff(
  tx: TTx,
  containerId: string,
  staffUserId: string,
): Promise<{ container: TContainerRow; shipment: TShipmentRow; contract: TContractRow }> {
  const container = await findContainer(tx, containerId);
  if (!container) throw new AppError(ErrorCode.NotFound);
  return { container, ...(await lockShipmentForStaff(tx, container.shipmentId, staffUserId)) };
}
