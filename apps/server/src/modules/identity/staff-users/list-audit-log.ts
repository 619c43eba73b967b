import type { TAuditLogQuery, TAuditLogRow } from '@scrapbridge/domain/staff-users';
import type { TDb } from '../../../db/client.ts';
import { listAuditRows } from './staff-users.repository.ts';

/** `GET /admin/audit-log` (staff): every staff action and security event, newest first, by actor, action or target. */
export async function listAuditLog(opts: TAuditLogQuery & { db: TDb }): Promise<{ rows: TAuditLogRow[]; total: number }> {
  const page = await listAuditRows(opts.db, {
    actorUserId: opts.actorUserId,
    action: opts.action,
    targetType: opts.targetType,
    targetId: opts.targetId,
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  return {
    total: page.total,
    rows: page.rows.map(({ entry, actorEmail }) => ({
      id: entry.id,
      actorUserId: entry.actorUserId,
      actorEmail,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      detail: (entry.detail as Record<string, unknown> | null) ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
