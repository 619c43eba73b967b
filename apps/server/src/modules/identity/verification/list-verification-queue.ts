import type { TVerificationQueueQuery, TVerificationRow } from '@scrapbridge/domain/verification';
import type { TDb } from '../../../db/client.ts';
import { toVerificationRow } from './verification-presenter.ts';
import { listVerificationRows } from './verification.repository.ts';

/**
 * `GET /admin/verifications` (staff): the enterprise verification queue, oldest first, each with its §9 due time
 * (1 working day after submission) and whether it is overdue; or the reviewed submissions of one outcome.
 */
export async function listVerificationQueue(
  opts: TVerificationQueueQuery & { db: TDb; publicUrl: string },
): Promise<{ rows: TVerificationRow[]; total: number }> {
  const page = await listVerificationRows(opts.db, { state: opts.state, limit: opts.pageSize, offset: (opts.pageNum - 1) * opts.pageSize });
  const now = new Date();
  return { total: page.total, rows: page.rows.map((r) => toVerificationRow(r, opts.publicUrl, now)) };
}
