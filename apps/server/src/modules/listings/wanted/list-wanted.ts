import type { TWantedItem } from '@scrapbridge/domain/wanted';
import type { TDb } from '../../../db/client.ts';
import { listWantedRows } from './wanted.repository.ts';

/** `GET /app-v2/wanted/list` (§3 Wanted item): the categories the caller follows, with live asks and push of each. */
export async function listWanted(opts: { db: TDb; userId: string }): Promise<{ rows: TWantedItem[]; total: number }> {
  const rows = await listWantedRows(opts.db, opts.userId);
  return {
    total: rows.length,
    rows: rows.map((r) => ({
      wantedId: r.wantedId,
      categoryId: r.categoryId,
      parentId: r.parentId ?? 0,
      categoryNameZh: r.nameZh,
      categoryNameEn: r.nameEn,
      askNum: Number(r.askNum),
      pushSwitch: r.pushSwitch === 1 ? 1 : 0,
    })),
  };
}
