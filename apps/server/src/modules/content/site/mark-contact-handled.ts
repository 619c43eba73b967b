import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TContactMessage } from '@scrapbridge/domain/site';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { findContactMessage, markContactMessageHandled } from './contact-message.repository.ts';
import { toContactMessage } from './site-mappers.ts';

/**
 * `POST /admin/contact/messages/{id}/handled` (staff). Idempotent: marking a handled message again answers it as
 * it is, keeping who handled it first; only a real change is audited.
 */
export async function markContactHandled(opts: { db: TDb; staffUserId: string; id: string }): Promise<TContactMessage> {
  const row = await opts.db.transaction(async (tx) => {
    const changed = await markContactMessageHandled(tx, opts.id, opts.staffUserId);
    if (changed) {
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: 'contact.handle',
        targetType: 'contact_message',
        targetId: opts.id,
      });
    }
    return findContactMessage(tx, opts.id);
  });
  if (!row) throw new AppError(ErrorCode.NotFound);
  return toContactMessage(row);
}
