import { PUBLIC_ASK_STATES } from '@scrapbridge/domain/ask';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { loadAskQuoteSide } from '../../negotiation/index.ts';
import { loadAskDetails } from './load-ask-details.ts';

/**
 * `GET /app-v2/ask/{askId}?detailId` (/view-detail, /edit): every field, media and priceVo. The seller sees their
 * own ask in any state but deleted (drafts, review, the refusal reason); staff see any (to review it); everyone
 * else only what the market shows (active, expired, sold). Anything else is 404, never "exists but not yours";
 * so is a detailId that is not a line of this ask.
 */
export async function getAskDetail(opts: {
  db: TDb;
  askId: string;
  detailId?: string;
  viewer: { userId: string; isStaff: boolean };
  lang: TLang;
}): Promise<TAskDetail> {
  const [found] = await loadAskDetails(opts.db, [opts.askId], {
    viewerUserId: opts.viewer.userId,
    viewerIsStaff: opts.viewer.isStaff,
    lang: opts.lang,
    currentDetailId: opts.detailId ?? null,
  });
  if (!found || found.row.ask.state === 'deleted') throw new AppError(ErrorCode.NotFound);
  const visible = found.detail.mine || opts.viewer.isStaff || (PUBLIC_ASK_STATES as readonly string[]).includes(found.row.effectiveState);
  if (!visible) throw new AppError(ErrorCode.NotFound);
  if (opts.detailId && !found.detail.askDetailList.some((d) => d.detailId === opts.detailId)) throw new AppError(ErrorCode.NotFound);
  // §3 Ask: tradeQuote / tradeUserId / myQuote for this caller (their own quote only; no other buyer's price).
  const side = await loadAskQuoteSide({ db: opts.db, ask: found.row.ask, userId: opts.viewer.userId, lang: opts.lang });
  return { ...found.detail, tradeUserId: side.tradeUserId, tradeQuote: side.tradeQuote, myQuote: side.myQuote };
}
