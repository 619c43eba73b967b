import { CLAIM_FILE_MAX_BYTES, CLAIM_FILES_TOTAL_MAX_BYTES, type TClaimFields } from '@scrapbridge/domain/claims/claim';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sideOfContract, type TClaimViewer } from './claim-access.ts';
import {
  findClaimShipment,
  findLiveClaimsOfContainers,
  findOwnFiles,
  listContractLineNames,
  listShipmentContainers,
  lockClaimContract,
  type TClaimContract,
  type TClaimShipment,
} from './claims.repository.ts';

/**
 * What every write of a claim's content checks, inside its transaction, before anything is stored:
 * - the shipment exists and the caller is its contract's buyer (the seller and staff are told the step is not
 *   theirs, 1725; anyone else that it does not exist); the contract is not voided (1301); the shipment has arrived (1720);
 * - the containers and goods are the shipment's and the contract's (1000 naming the field);
 * - no chosen container is held by another claim that is not withdrawn (§5, 1721; the unique index holds it under races);
 * - the files are the caller's own uploads (1729), each ≤ 500 MB and together ≤ 1024 MB (§9, 1728).
 */
export async function checkClaimInput(
  tx: TTx,
  opts: { viewer: TClaimViewer; shipmentId: string; fields: TClaimFields; exceptClaimId?: string },
): Promise<{ contract: TClaimContract; shipment: TClaimShipment }> {
  const shipment = await findClaimShipment(tx, opts.shipmentId);
  if (!shipment) throw new AppError(ErrorCode.NotFound);
  const contract = await lockClaimContract(tx, shipment.contractId);
  const side = contract ? sideOfContract(contract, opts.viewer) : null;
  if (!contract || !side) throw new AppError(ErrorCode.NotFound);
  if (side !== 'buyer') throw new AppError(ErrorCode.ClaimWrongParty);
  if (contract.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
  if (!shipment.arrivedAt) throw new AppError(ErrorCode.ClaimShipmentNotArrived);

  const f = opts.fields;
  const boxes = new Set((await listShipmentContainers(tx, shipment.shipmentId)).map((c) => c.id));
  if (f.containerIds.some((id) => !boxes.has(id)) || new Set(f.containerIds).size !== f.containerIds.length) {
    throw AppError.field('containerIds', 'invalidValue');
  }
  if (f.lineIds.length > 0) {
    const lines = new Set((await listContractLineNames(tx, contract.id)).map((l) => l.id));
    if (f.lineIds.some((id) => !lines.has(id))) throw AppError.field('lineIds', 'invalidValue');
  }
  const held = (await findLiveClaimsOfContainers(tx, f.containerIds)).filter((h) => h.claimId !== opts.exceptClaimId);
  if (held.length > 0) throw new AppError(ErrorCode.ClaimGoodsAlreadyClaimed);

  const ids = f.files.map((x) => x.fileId);
  const own = await findOwnFiles(tx, opts.viewer.userId, ids);
  if (own.length !== new Set(ids).size) throw new AppError(ErrorCode.ClaimFileUnknown);
  const total = own.reduce((sum, x) => sum + x.size, 0);
  if (own.some((x) => x.size > CLAIM_FILE_MAX_BYTES) || total > CLAIM_FILES_TOTAL_MAX_BYTES) throw new AppError(ErrorCode.ClaimFilesTooLarge);
  return { contract, shipment };
}

/** The content columns of a claim from its form (blank weights and texts stored as null). */
export function claimContentValues(f: TClaimFields) {
  return {
    type: f.type,
    lineIds: f.lineIds,
    grossWeight: f.grossWeight ?? null,
    tareWeight: f.tareWeight ?? null,
    netWeight: f.netWeight ?? null,
    sampleWeight: f.sampleWeight ?? null,
    portWeight: f.portWeight ?? null,
    actualWeight: f.actualWeight ?? null,
    thirdPartyWeight: f.thirdPartyWeight ?? null,
    shortageWeight: f.shortageWeight ?? null,
    claimedWeight: f.claimedWeight ?? null,
    totalClaim: f.totalClaim ?? null,
    calculationMethod: f.calculationMethod ?? null,
    reason: f.reason ?? null,
  };
}
