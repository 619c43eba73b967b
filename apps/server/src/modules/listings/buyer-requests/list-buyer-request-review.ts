import type { z } from 'zod';
import type { ZBuyerRequestReviewRow } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../../db/client.ts';
import { listReviewRequests } from './buyer-requests.repository.ts';
import { toBuyerRequestCard } from './buyer-request-presenter.ts';

/** `GET /admin/buyer-request/review` (staff): requests waiting for review, oldest submission first, with their buyer. */
export async function listBuyerRequestReview(opts: {
  db: TDb;
  staffUserId: string;
  pageNum: number;
  pageSize: number;
  lang: TLang;
}): Promise<{ rows: z.infer<typeof ZBuyerRequestReviewRow>[]; total: number }> {
  const now = new Date();
  const { rows, total } = await listReviewRequests(opts.db, { limit: opts.pageSize, offset: (opts.pageNum - 1) * opts.pageSize });
  return {
    total,
    rows: rows.map((r) => ({
      ...toBuyerRequestCard(r, { userId: opts.staffUserId, isStaff: true }, opts.lang, now),
      buyer: { userId: r.buyerUserId, email: r.buyerEmail, companyName: r.buyerCompany },
    })),
  };
}
