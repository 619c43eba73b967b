import { DISPUTE_CONTACT_HOURS, isDisputeOverdue, type TStaffDispute, type TStaffDisputesQuery } from '@scrapbridge/domain/orders/dispute';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../../db/client.ts';
import { presentStaffDispute } from './dispute-presenter.ts';
import { listOverdueCandidates, listStaffDisputes } from './disputes.repository.ts';

/**
 * How many waiting disputes older than 48 hours the "overdue" filter weighs. The working-day clock is decided in code,
 * so this filter reads a bounded set; an operator with more late disputes than this has a staffing problem the queue
 * already shows on its first pages.
 */
const OVERDUE_SCAN_MAX = 500;

/**
 * `GET /admin/disputes?status=open|contacted|answered|closed|overdue` (staff): the dispute queue with the contract
 * number, the parties and both §9 clocks; waiting disputes oldest (so soonest due) first.
 */
export async function listStaffDisputeQueue(opts: TStaffDisputesQuery & { db: TDb; lang: TLang; now?: Date }): Promise<{ rows: TStaffDispute[]; total: number }> {
  const now = opts.now ?? new Date();
  const offset = (opts.pageNum - 1) * opts.pageSize;
  if (opts.status === 'overdue') {
    const candidates = await listOverdueCandidates(opts.db, {
      raisedBefore: new Date(now.getTime() - DISPUTE_CONTACT_HOURS * 3_600_000),
      limit: OVERDUE_SCAN_MAX,
    });
    const late = candidates.map((r) => presentStaffDispute(r, opts.lang, now)).filter((d) => isDisputeOverdue(d.clock));
    return { rows: late.slice(offset, offset + opts.pageSize), total: late.length };
  }
  const { rows, total } = await listStaffDisputes(opts.db, { status: opts.status, limit: opts.pageSize, offset });
  return { rows: rows.map((r) => presentStaffDispute(r, opts.lang, now)), total };
}
