import type { TContractShipments } from '@scrapbridge/domain/orders/shipment';
import type { TDb } from '../../../db/client.ts';
import { requireContractAccess, type TContractViewer } from '../contracts/contract-access.ts';
import { presentShipments } from './shipment-presenter.ts';
import { listContractShipments } from './shipments.repository.ts';

/**
 * `GET /app-v2/contract/{contractId}/shipments`: the contract's shipments, each with its containers (and their total
 * net weight), status, telex release and timeline (newest first), for its buyer, its seller and staff; anyone else is
 * told the contract does not exist (404). A voided contract still shows what was shipped.
 */
export async function listShipmentsOfContract(opts: { db: TDb; contractId: string; viewer: TContractViewer }): Promise<TContractShipments> {
  const { contract } = await requireContractAccess({ db: opts.db, contractId: opts.contractId, viewer: opts.viewer });
  const rows = await presentShipments(opts.db, await listContractShipments(opts.db, contract.id));
  return { rows, total: rows.length };
}
