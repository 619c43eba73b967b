import type { TLang } from '@scrapbridge/domain/i18n';
import type { TShopCard, TShopListQuery } from '@scrapbridge/domain/shop';
import type { TDb } from '../../db/client.ts';
import { toShopCard } from './shop-presenter.ts';
import { listPublicShopRows } from './shops.repository.ts';

/** `GET /app-v2/shop/list` (public; /shop-list): approved shops, newest first, searchable by company name. */
export async function listShops(
  opts: TShopListQuery & { db: TDb; viewerUserId: string | null; lang: TLang },
): Promise<{ rows: TShopCard[]; total: number }> {
  const page = await listPublicShopRows(opts.db, {
    keyword: opts.keyword,
    viewerUserId: opts.viewerUserId,
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  return { total: page.total, rows: page.rows.map((r) => toShopCard(r, opts.lang)) };
}
