import type { TLang } from '@scrapbridge/domain/i18n';
import type { TPriceFixQueueQuery, TStaffPriceFix } from '@scrapbridge/domain/pricing/fixing-view';
import type { TDb } from '../../../db/client.ts';
import { fixingToday } from './load-pricing-info.ts';
import { listQueueFixes } from './pricing.repository.ts';
import { presentStaffFix } from './staff-fix-presenter.ts';

/**
 * `GET /admin/price-fixes?status=` (staff; issue 14 "Staff console: fixing queue with the day's settlements"): requests
 * waiting oldest first, or the confirmed / rejected record newest first, each with the basis's settlements beside it.
 */
export async function listFixQueue(opts: TPriceFixQueueQuery & { db: TDb; lang: TLang; now?: Date }): Promise<{ rows: TStaffPriceFix[]; total: number }> {
  const today = fixingToday(opts.now);
  const { rows, total } = await listQueueFixes(opts.db, { status: opts.status, limit: opts.pageSize, offset: (opts.pageNum - 1) * opts.pageSize });
  const out: TStaffPriceFix[] = [];
  for (const r of rows) out.push(await presentStaffFix(opts.db, r, opts.lang, today));
  return { rows: out, total };
}
