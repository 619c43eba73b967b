import { isPreviewable, type TContractDocument } from '@scrapbridge/domain/orders/documents';
import type { TContractRow } from '../contracts/contracts.repository.ts';
import type { TContractSide } from '../contracts/contract-access.ts';
import type { TDocumentWithFile } from './documents.repository.ts';

/** GET path of a document's bytes (relative, so it works behind any host; the cookie carries the session). */
export function documentFilePath(contractId: string, documentId: string): string {
  return `/app-v2/contract/${contractId}/document/${documentId}/file`;
}

/** Which side uploaded: the buyer, the seller (or their agent, §6), otherwise the operator's staff. */
export function uploaderSide(contract: TContractRow, agentUserId: string | null, uploaderUserId: string): 'buyer' | 'seller' | 'staff' {
  if (uploaderUserId === contract.buyerUserId) return 'buyer';
  if (uploaderUserId === contract.sellerUserId || (agentUserId && uploaderUserId === agentUserId)) return 'seller';
  return 'staff';
}

export function toDocumentView(
  doc: TDocumentWithFile,
  ctx: { contract: TContractRow; agentUserId: string | null; viewerUserId: string; viewerSide: TContractSide },
): TContractDocument {
  const mine = doc.uploadedByUserId === ctx.viewerUserId;
  return {
    id: doc.id,
    contractId: doc.contractId,
    type: doc.type,
    name: doc.file.originalName,
    mime: doc.file.mime,
    ext: doc.file.ext,
    size: doc.file.size,
    shipmentId: doc.shipmentId,
    remark: doc.remark,
    uploadedBy: uploaderSide(ctx.contract, ctx.agentUserId, doc.uploadedByUserId),
    mine,
    canWithdraw: ctx.contract.status !== 'voided' && (mine || ctx.viewerSide === 'staff'),
    createdAt: doc.createdAt.toISOString(),
    previewable: isPreviewable(doc.file.mime),
    url: documentFilePath(doc.contractId, doc.id),
  };
}
