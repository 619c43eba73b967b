import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDbOrTx } from '../../../db/client.ts';
import { toAskDetail } from './ask-presenter.ts';
import { findAskRows, findDetailRows, findMediaRows, type TAskFullRow } from './asks.repository.ts';

/**
 * Several asks in full with three queries whatever their number (asks with labels, lines, media). `viewer`
 * decides `mine` and who sees the refusal reason; visibility itself is the caller's decision.
 */
export async function loadAskDetails(
  db: TDbOrTx,
  askIds: string[],
  opts: { viewerUserId: string | null; viewerIsStaff: boolean; lang: TLang; currentDetailId?: string | null },
): Promise<{ row: TAskFullRow; detail: TAskDetail }[]> {
  const [rows, details, media] = await Promise.all([findAskRows(db, askIds), findDetailRows(db, askIds), findMediaRows(db, askIds)]);
  const byId = new Map(rows.map((r) => [r.ask.id, r]));
  return askIds
    .map((id) => byId.get(id))
    .filter((r): r is TAskFullRow => !!r)
    .map((row) => {
      // The agent who placed an ask for a seller (§6) sees and manages it like the seller.
      const mine = opts.viewerUserId !== null && (row.ask.sellerUserId === opts.viewerUserId || row.ask.agentUserId === opts.viewerUserId);
      return {
        row,
        detail: toAskDetail({
          row,
          details: details.filter((d) => d.detail.askId === row.ask.id),
          media: media.filter((m) => m.askId === row.ask.id),
          mine,
          privileged: mine || opts.viewerIsStaff,
          currentDetailId: opts.currentDetailId ?? null,
          lang: opts.lang,
        }),
      };
    });
}
