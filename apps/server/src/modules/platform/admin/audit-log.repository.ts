import type { TDbOrTx } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema.ts';

/** Append-only record of staff actions (ARCHITECTURE.md: staff actions are written to an audit log); a null actor is the system (a price feed). */
export async function insertAuditEntry(
  db: TDbOrTx,
  entry: { actorUserId: string | null; action: string; targetType?: string; targetId?: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? null,
  });
}
