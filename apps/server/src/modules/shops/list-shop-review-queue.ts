import type { TLang } from '@scrapbridge/domain/i18n';
import type { TShopReviewQuery, TShopReviewRow } from '@scrapbridge/domain/shop';
import { isOverdue } from '@scrapbridge/domain/working-days';
import type { TDb } from '../../db/client.ts';
import { toShop } from './shop-presenter.ts';
import { listShopPictureRows, listShopReviewRows } from './shops.repository.ts';

/**
 * `GET /admin/shops/review` (staff): shop applications waiting for review, oldest first, with the §9 due time
 * (3 working days) and whether it is overdue; or the shops of one status.
 */
export async function listShopReviewQueue(
  opts: TShopReviewQuery & { db: TDb; staffUserId: string; lang: TLang },
): Promise<{ rows: TShopReviewRow[]; total: number }> {
  const page = await listShopReviewRows(opts.db, { state: opts.state, limit: opts.pageSize, offset: (opts.pageNum - 1) * opts.pageSize });
  const pictures = await listShopPictureRows(opts.db, page.rows.map((r) => r.shop.id));
  const now = new Date();
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      ...toShop(r, pictures, { lang: opts.lang, viewerUserId: opts.staffUserId, isStaff: true }),
      sellerEmail: r.sellerEmail,
      sellerName: [r.firstName, r.lastName].filter(Boolean).join(' '),
      overdue: r.shop.status === 'waiting' && isOverdue(r.shop.dueAt, now),
    })),
  };
}
