import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { deleteReferencePrice } from './reference-prices.repository.ts';

/** `DELETE /admin/reference-price/{id}` (staff): removes a wrong settlement (audit-logged). */
export async function removeReferencePrice(opts: { db: TDb; staffUserId: string; id: string }): Promise<void> {
  await opts.db.transaction(async (tx) => {
    if (!(await deleteReferencePrice(tx, opts.id))) throw new AppError(ErrorCode.NotFound);
    await insertAuditEntry(tx, { actorUserId: opts.staffUserId, action: 'reference_price.delete', targetType: 'reference_price', targetId: opts.id });
  });
}
