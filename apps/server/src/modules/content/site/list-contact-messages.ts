import type { TContactListQuery, TContactMessage } from '@scrapbridge/domain/site';
import type { TDb } from '../../../db/client.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { listContactMessages as listContactRows } from './contact-message.repository.ts';
import { toContactMessage } from './site-mappers.ts';

/**
 * `GET /admin/contact/messages` (staff inbox): newest first, optionally only open or handled ones. Messages hold
 * visitors' names, phones and e-mails, so each read is audited in the same transaction, like the outbox.
 */
export async function listContactMessages(
  opts: TContactListQuery & { db: TDb; staffUserId: string },
): Promise<{ rows: TContactMessage[]; total: number }> {
  const { pageNum, pageSize, status } = opts;
  return opts.db.transaction(async (tx) => {
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'contact.read',
      targetType: 'contact_message',
      detail: { pageNum, pageSize, status },
    });
    const page = await listContactRows(tx, { status, limit: pageSize, offset: (pageNum - 1) * pageSize });
    return { total: page.total, rows: page.rows.map(toContactMessage) };
  });
}
