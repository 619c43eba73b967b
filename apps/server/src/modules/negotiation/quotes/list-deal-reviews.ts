import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../../db/client.ts';
import { loadQuoteViews } from './load-quote-views.ts';
import { listDealsUnderReview } from './quotes.repository.ts';

/** `GET /admin/quote/deal-review` (staff): deals waiting for review, oldest first, with their threads. */
export async function listDealReviews(opts: { db: TDb; staffUserId: string; pageNum: number; pageSize: number; lang: TLang }) {
  const page = await listDealsUnderReview(opts.db, { limit: opts.pageSize, offset: (opts.pageNum - 1) * opts.pageSize });
  const views = await loadQuoteViews({ db: opts.db, quotes: page.rows, viewerUserId: opts.staffUserId, lang: opts.lang });
  return { rows: views.map((v, i) => ({ ...v, sellerUserId: page.rows[i]!.sellerUserId })), total: page.total };
}
