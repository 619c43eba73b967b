import type { TRelabelRequest, TRelabelResult } from '@scrapbridge/domain/ai-recognition/ai-recognition';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { categoryExists, findIndexedPhoto, updateLabel } from './recognition.repository.ts';

/**
 * `PUT /ai-system/recognition/photos/:fileId` (staff): confirm a reference photo's grade, give it another, or exclude it
 * from the comparisons (a document or a truck, not the material). The sweep never overwrites a label staff gave.
 * Audited in the same transaction (ARCHITECTURE.md: staff actions are written to an audit log).
 */
export async function relabelPhoto(opts: { db: TDb; staffUserId: string; fileId: string; body: TRelabelRequest }): Promise<TRelabelResult> {
  return opts.db.transaction(async (tx) => {
    const photo = await findIndexedPhoto(tx, opts.fileId);
    if (!photo) throw new AppError(ErrorCode.NotFound);
    const { body } = opts;
    if (body.action === 'relabel' && !(await categoryExists(tx, body.categoryId))) {
      throw AppError.field('categoryId', 'invalidValue');
    }
    const categoryId = body.action === 'relabel' ? body.categoryId : photo.categoryId;
    const labelState = body.action === 'relabel' ? 'relabelled' : body.action === 'confirm' ? 'confirmed' : 'excluded';
    await updateLabel(tx, { fileId: opts.fileId, categoryId, labelState, staffUserId: opts.staffUserId });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'recognition.label',
      targetType: 'file',
      targetId: opts.fileId,
      detail: { action: body.action, from: photo.categoryId, to: categoryId },
    });
    return { fileId: opts.fileId, categoryId, labelState };
  });
}
