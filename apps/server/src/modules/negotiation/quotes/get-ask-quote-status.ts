import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { buyerSideStatus, quoteLabel, type TViewerRole } from '@scrapbridge/domain/quotes/buyer-status';
import { transition } from '@scrapbridge/domain/quotes/quote-machine';
import { isOwnAsk } from '@scrapbridge/domain/quotes/quote-rules';
import type { TAskQuoteStatus } from '@scrapbridge/domain/quotes/quote-view';
import { isVerifiedUser } from '@scrapbridge/domain/verification';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { loadAskQuoteSide } from './load-ask-quote-side.ts';
import { askStateNow, ensureAskListed } from './quote-engine.ts';
import { countLiveQuotes, findQuoteAsk } from './quotes.repository.ts';

/**
 * `GET /app-v2/quote/ask/{askId}/status`: the quote area of the detail page for the caller — §4 buyer-side status
 * and label (owner, trading buyer, others), §3 tradeUserId / tradeQuote / myQuote, and whether quoting or buying now
 * is possible. Refetched when the live stream names the ask. An ask not listed answers others as a random id (404).
 */
export async function getAskQuoteStatus(opts: { db: TDb; askId: string; session: TSessionUser; lang: TLang }): Promise<TAskQuoteStatus> {
  const { db, session } = opts;
  const ask = await findQuoteAsk(db, opts.askId);
  if (!ask) throw new AppError(ErrorCode.NotFound);
  const owner = isOwnAsk(ask, session.userId);
  // An ask the market never saw (a draft, one refused or waiting for its publication review) is, for anyone but its
  // seller and staff, an ask that does not exist (issue 13 item 8).
  if (!owner && !session.isStaff) await ensureAskListed(db, ask);
  const askState = askStateNow(ask);
  const { holder, myState, tradeUserId, tradeQuote, myQuote } = await loadAskQuoteSide({ db, ask, userId: session.userId, lang: opts.lang });
  const role: TViewerRole = owner ? 'owner' : holder?.buyerUserId === session.userId ? 'tradingBuyer' : 'other';
  const quoteCount = owner ? await countLiveQuotes(db, ask.id) : null;
  const verified = isVerifiedUser(session);
  const open = askState === 'active';
  const lockedByOther = holder !== null && holder.buyerUserId !== session.userId;
  return {
    askId: ask.id,
    askState,
    role,
    buyerStatus: buyerSideStatus({ askState, tradeUserId, viewerUserId: session.userId, myQuoteState: myState }),
    label: quoteLabel({
      role,
      askState,
      dealUnderReview: askState === 'auditing' && holder?.state === 'auditing',
      priceLocked: holder?.state === 'confirm',
      myQuoteState: myState,
      quoteCount: quoteCount ?? 0,
      clickCount: ask.clickCount,
    }),
    tradeUserId,
    tradeQuote,
    myQuote,
    quoteCount,
    priceLocked: holder?.state === 'confirm',
    firmPrice: ask.firmPrice === null ? null : Number(ask.firmPrice),
    canBuyNow: !owner && verified && open && ask.firmPrice !== null && !lockedByOther && transition({ state: myState, action: 'buyNow', actor: 'buyer' }).ok,
    canQuote:
      !owner &&
      verified &&
      open &&
      (transition({ state: myState, action: 'place', actor: 'buyer' }).ok || transition({ state: myState, action: 'update', actor: 'buyer' }).ok),
    askVersion: ask.version,
  };
}
