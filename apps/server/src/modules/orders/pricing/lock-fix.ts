import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findContractForUpdate, type TContractRow } from '../contracts/contracts.repository.ts';
import { findFix, listShipmentsWithContainers, lockFix, type TPriceFixRow, type TShipmentWithWeight } from './pricing.repository.ts';

/**
 * A waiting fix request locked for a staff decision, with its contract and shipment. Locks in the order every fixing
 * write takes them (contract, its shipments, the fix row), so a confirm, a party's request and the sweep never
 * deadlock. Unknown id 404; no longer waiting 1645; voided contract 1301.
 */
export async function lockFixForStaff(tx: TTx, fixId: string): Promise<{ contract: TContractRow; shipment: TShipmentWithWeight; fix: TPriceFixRow }> {
  const seen = await findFix(tx, fixId);
  if (!seen) throw new AppError(ErrorCode.NotFound);
  const contract = await findContractForUpdate(tx, seen.contractId);
  if (!contract) throw new AppError(ErrorCode.NotFound);
  const shipment = (await listShipmentsWithContainers(tx, contract.id, { lock: true })).find((s) => s.id === seen.shipmentId);
  const fix = await lockFix(tx, fixId);
  if (!fix || !shipment) throw new AppError(ErrorCode.NotFound);
  if (fix.status !== 'requested') throw new AppError(ErrorCode.FixNotPending);
  if (contract.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
  return { contract, shipment, fix };
}
