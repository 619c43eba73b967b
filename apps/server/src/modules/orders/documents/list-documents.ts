import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_PER_CONTRACT,
  UPLOAD_TYPES_BY_SIDE,
  documentTypeOrder,
  type TContractDocumentList,
  type TDocumentType,
} from '@scrapbridge/domain/orders/documents';
import type { TDbOrTx } from '../../../db/client.ts';
import { requireContractAccess, type TContractViewer } from '../contracts/contract-access.ts';
import { toDocumentView } from './document-presenter.ts';
import { findAskAgent, listLiveDocuments } from './documents.repository.ts';

/**
 * `GET /app-v2/contract/{contractId}/documents`: the contract's live documents for its two parties and staff (404 to
 * anyone else), in the trade's order (signed contract, booking, packing, BL, receipts), oldest first within a type,
 * with the types the viewer may add.
 */
export async function listDocuments(opts: { db: TDbOrTx; contractId: string; viewer: TContractViewer }): Promise<TContractDocumentList> {
  const { contract, side } = await requireContractAccess({ db: opts.db, contractId: opts.contractId, viewer: opts.viewer });
  const docs = await listLiveDocuments(opts.db, contract.id, DOCUMENT_MAX_PER_CONTRACT);
  const agentUserId = await findAskAgent(opts.db, contract.askId);
  const rows = docs
    .map((d) => toDocumentView(d, { contract, agentUserId, viewerUserId: opts.viewer.userId, viewerSide: side }))
    .sort((a, b) => documentTypeOrder(a.type) - documentTypeOrder(b.type) || a.createdAt.localeCompare(b.createdAt));
  const uploadTypes: TDocumentType[] = contract.status === 'voided' ? [] : [...UPLOAD_TYPES_BY_SIDE[side]];
  return { rows, total: rows.length, uploadTypes, maxBytes: DOCUMENT_MAX_BYTES };
}
