import type { TMediaKind } from '@scrapbridge/domain/media';
import type { TTx } from '../../../db/client.ts';
import { deleteDetailsExcept, insertDetail, replaceAskMedia, updateDetail } from './asks.repository.ts';
import type { TDetailPlan } from './prepare-ask-write.ts';

/**
 * Writes the lines and media of an ask inside the caller's transaction: kept lines are updated in place (their
 * ids stay, so /view-detail links keep working), new ones inserted, dropped ones deleted; the media are rewritten
 * in order (line order, cover first within a line).
 */
export async function writeAskLines(tx: TTx, askId: string, details: TDetailPlan[]): Promise<void> {
  const keep = details.map((d) => d.detailId).filter((id): id is string => !!id);
  await deleteDetailsExcept(tx, askId, keep);
  const media: { askId: string; detailId: string; fileId: string; kind: TMediaKind; ext: string; sort: number }[] = [];
  for (const [i, d] of details.entries()) {
    let detailId = d.detailId;
    if (detailId) await updateDetail(tx, detailId, d.values);
    else detailId = await insertDetail(tx, { ...d.values, askId });
    // 100 slots per line: at most 50 media per ask, so line order always wins.
    d.media.forEach((m, j) => media.push({ askId, detailId: detailId!, fileId: m.fileId, kind: m.kind, ext: m.ext, sort: i * 100 + j }));
  }
  await replaceAskMedia(tx, askId, media);
}
