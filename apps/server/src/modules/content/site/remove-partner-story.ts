import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { deletePartnerStory } from './partner-story.repository.ts';

/** `DELETE /admin/site/stories/{id}` (staff), audited in the same transaction. */
export async function removePartnerStory(opts: { db: TDb; staffUserId: string; id: string }): Promise<null> {
  const removed = await opts.db.transaction(async (tx) => {
    const row = await deletePartnerStory(tx, opts.id);
    if (!row) return null;
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'story.delete',
      targetType: 'partner_story',
      targetId: row.id,
      detail: { company: row.company, person: row.person },
    });
    return row;
  });
  if (!removed) throw new AppError(ErrorCode.NotFound);
  return null;
}
