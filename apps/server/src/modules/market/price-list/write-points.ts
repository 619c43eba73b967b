import { pointDiffers } from '@scrapbridge/domain/pricing/price-list';
import type { TTx } from '../../../db/client.ts';
import { lockPoints, upsertPoints, type TPointWrite } from './price-list.repository.ts';

export type TWriteCounts = { imported: number; updated: number; unchanged: number };

/**
 * Writes a batch of points in the caller's transaction: a new day is imported, a day whose prices differ is updated,
 * a day already stored with the same prices is left alone (a re-import of the same file adds and changes nothing).
 * The stored days are locked first, so two staff saving the same day wait for each other and count right.
 */
export async function writePoints(tx: TTx, points: readonly TPointWrite[], staffUserId: string | null): Promise<TWriteCounts> {
  const stored = await lockPoints(tx, points);
  const counts: TWriteCounts = { imported: 0, updated: 0, unchanged: 0 };
  const changed: TPointWrite[] = [];
  for (const p of points) {
    const before = stored.get(`${p.itemId}|${p.priceDate}`);
    if (!before) counts.imported++;
    else if (pointDiffers(before, p)) counts.updated++;
    else {
      counts.unchanged++;
      continue;
    }
    changed.push(p);
  }
  await upsertPoints(tx, changed, staffUserId);
  return counts;
}
