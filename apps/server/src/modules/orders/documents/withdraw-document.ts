import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { requireContractAccess, type TContractViewer } from '../contracts/contract-access.ts';
import { findLiveDocument, receiptInUse, withdrawDocument as markWithdrawn } from './documents.repository.ts';

/**
 * `DELETE /app-v2/contract/{contractId}/document/{documentId}`: withdraws a document — by its uploader, or by staff
 * (1403 for the other party). The row and the bytes stay (a replaced draft BL is evidence in a dispute); the
 * document leaves the list and its file route. A receipt already cited by a recorded payment stays: the payment
 * would lose its evidence (1000 naming the document). Voided contracts are closed (1301).
 */
export async function withdrawDocument(opts: { db: TDb; contractId: string; documentId: string; viewer: TContractViewer }): Promise<{ documentId: string }> {
  return opts.db.transaction(async (tx) => {
    const { contract, side } = await requireContractAccess({ db: tx, contractId: opts.contractId, viewer: opts.viewer, forUpdate: true });
    const doc = await findLiveDocument(tx, contract.id, opts.documentId);
    if (!doc) throw new AppError(ErrorCode.NotFound);
    if (contract.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
    if (doc.uploadedByUserId !== opts.viewer.userId && side !== 'staff') throw new AppError(ErrorCode.Forbidden, 'documents.errors.notYours');
    if (await receiptInUse(tx, doc.id)) throw AppError.field('documentId', 'documents.errors.receiptInUse');
    await markWithdrawn(tx, doc.id);
    if (side === 'staff') {
      await insertAuditEntry(tx, {
        actorUserId: opts.viewer.userId,
        action: 'contract.document.withdraw',
        targetType: 'contract',
        targetId: contract.id,
        detail: { documentId: doc.id, type: doc.type, fileName: doc.file.originalName },
      });
    }
    return { documentId: doc.id };
  });
}
