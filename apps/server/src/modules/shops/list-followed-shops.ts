import type { TLang } from '@scrapbridge/domain/i18n';
import type { TShopCard } from '@scrapbridge/domain/shop';
import type { TDb } from '../../db/client.ts';
import { toShopCard } from './shop-presenter.ts';
import { listFollowedShopRows } from './shops.repository.ts';

/** `GET /app-v2/shop/follow/list` (/follow-shop): the approved shops the caller follows, latest follow first. */
export async function listFollowedShops(opts: { db: TDb; userId: string; lang: TLang; pageNum: number; pageSize: number }): Promise<{ rows: TShopCard[]; total: number }> {
  const page = await listFollowedShopRows(opts.db, { userId: opts.userId, limit: opts.pageSize, offset: (opts.pageNum - 1) * opts.pageSize });
  return { total: page.total, rows: page.rows.map((r) => toShopCard(r, opts.lang)) };
}
