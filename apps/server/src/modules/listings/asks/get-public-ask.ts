import type { TAskCard, TAskDetail } from '@scrapbridge/domain/ask-view';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { loadAskDetails } from './load-ask-details.ts';

/**
 * The §2 listing card of an ask, projected field by field from the full ask: only what the public recommended list
 * already shows (names, descriptions, countries, category, weight, pictures, status line, tags). Everything else of the detail — the seller's address, EXW address, payment terms, agent, remarks, the
 * refusal reason, the version — stays out, so a later field added to the detail cannot leak through this call.
 */
export function toPublicAskCard(d: TAskDetail): TAskCard {
  return {
    askId: d.askId,
    askState: d.askState,
    statusKey: d.statusKey,
    statusText: d.statusText,
    tags: d.tags,
    buyerStatus: d.buyerStatus,
    mine: d.mine,
    market: d.market,
    currency: d.currency,
    askName: d.askName,
    askNameZh: d.askNameZh,
    productNames: d.productNames,
    descriptions: d.descriptions,
    descriptionsZh: d.descriptionsZh,
    originCountryDict: d.originCountryDict,
    loadingCountryDict: d.loadingCountryDict,
    categoryDict: d.categoryDict,
    weight: d.weight,
    weightLbs: d.weightLbs,
    deliveryTerm: d.deliveryTerm,
    preferredQuoteType: d.preferredQuoteType,
    clickCount: d.clickCount,
    untilSold: d.untilSold,
    quoteEndSeconds: d.quoteEndSeconds,
    images: d.images.map((i) => ({ url: i.url, isVideo: i.isVideo })),
    hasVideo: d.hasVideo,
    // The card's lines are only the targets of its link (/view-detail?askId&detailId).
    askDetailList: d.askDetailList.map((l) => ({ detailId: l.detailId })),
    refuseReason: null,
    publishedAt: d.publishedAt,
    updatedAt: d.updatedAt,
  };
}

/**
 * `GET /app-v2/ask/{askId}/pub` (public; /share?askId&detailId, §2 "The share route shows a learn-more banner to
 * visitors"): the card of one live ask — approved by staff (state active) and still taking quotes. Drafts, asks in
 * review, refused, expired, sold or deleted ones, and unknown ids all answer 404 alike, so a shared link never tells
 * a visitor more than the public list would. Signed-in viewers get `mine` and the New tag as on their lists.
 */
export async function getPublicAsk(opts: { db: TDb; askId: string; viewerUserId: string | null; lang: TLang }): Promise<TAskCard> {
  const [found] = await loadAskDetails(opts.db, [opts.askId], { viewerUserId: opts.viewerUserId, viewerIsStaff: false, lang: opts.lang });
  // effectiveState is 'expired' once valid_until has passed, so 'active' means live and approved.
  if (!found || found.row.effectiveState !== 'active') throw new AppError(ErrorCode.NotFound);
  return toPublicAskCard(found.detail);
}
