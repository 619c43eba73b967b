import type { TOutboxMessage } from '@scrapbridge/domain/outbox';
import type { TPageQuery } from '@scrapbridge/domain/pagination';
import type { TDb } from '../../../db/client.ts';
import { listOutboxMessages } from '../../../providers/outbox.repository.ts';
import { insertAuditEntry } from './audit-log.repository.ts';

/**
 * `GET /admin/outbox` (staff): every mail and SMS the product sent, newest first. The bodies hold sign-in
 * codes, so each read is audited in the same transaction as the read: no audit row, no data.
 */
export async function listOutbox(
  opts: TPageQuery & { db: TDb; staffUserId: string },
): Promise<{ rows: TOutboxMessage[]; total: number }> {
  const { pageNum, pageSize } = opts;
  return opts.db.transaction(async (tx) => {
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'outbox.read',
      targetType: 'outbox',
      detail: { pageNum, pageSize },
    });
    const page = await listOutboxMessages(tx, { limit: pageSize, offset: (pageNum - 1) * pageSize });
    return {
      total: page.total,
      rows: page.rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        provider: r.provider,
        status: r.status,
        error: r.error,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });
}
