import type { z } from 'zod';
import type { ZReviewQueueRow } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../../db/client.ts';
import { findSellers, listReviewQueueIds } from './asks.repository.ts';
import { loadAskDetails } from './load-ask-details.ts';

type TReviewQueueRow = z.infer<typeof ZReviewQueueRow>;

/** `GET /admin/ask/review` (staff): asks waiting for review, oldest submission first, in full with who published them. */
export async function listReviewQueue(opts: {
  db: TDb;
  staffUserId: string;
  pageNum: number;
  pageSize: number;
  lang: TLang;
}): Promise<{ rows: TReviewQueueRow[]; total: number }> {
  const { ids, total } = await listReviewQueueIds(opts.db, { limit: opts.pageSize, offset: (opts.pageNum - 1) * opts.pageSize });
  const asks = await loadAskDetails(opts.db, ids, { viewerUserId: opts.staffUserId, viewerIsStaff: true, lang: opts.lang });
  const sellers = new Map((await findSellers(opts.db, [...new Set(asks.map((a) => a.row.ask.sellerUserId))])).map((s) => [s.id, s]));
  return {
    total,
    rows: asks.map(({ row, detail }) => {
      const s = sellers.get(row.ask.sellerUserId);
      return {
        ...detail,
        seller: {
          userId: row.ask.sellerUserId,
          email: s?.email ?? null,
          name: [s?.firstName, s?.lastName].filter(Boolean).join(' '),
          companyName: s?.companyName ?? null,
        },
      };
    }),
  };
}
