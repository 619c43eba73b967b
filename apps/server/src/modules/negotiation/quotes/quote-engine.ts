import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { effectiveAskState } from '@scrapbridge/domain/ask-view';
import type { TAskState } from '@scrapbridge/domain/ask';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { formatFixedPrice } from '@scrapbridge/domain/price-display';
import { dealTotals } from '@scrapbridge/domain/quotes/deal';
import { rankOffers } from '@scrapbridge/domain/quotes/price-normalise';
import {
  CONFIRM_LOCK_HOURS,
  dealNeedsReview,
  effectiveQuoteState,
  FIRM_PRICE_FORWARD_COUNT,
  transition,
  type TQuoteAction,
  type TQuoteActor,
  type TQuoteState,
} from '@scrapbridge/domain/quotes/quote-machine';
import type { TLiveQuoteEvent, TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { AppError } from '../../../lib/app-error.ts';
import { publishEvent } from '../../../events/bus.ts';
// A cycle on purpose (apply-transition uses this file's steps; a lapsed lock here expires through the executor): both
// only call each other at run time.
import { applyTransition } from './apply-transition.ts';
import { publishLiveEvent } from '../live/publish-live-event.ts';
import { queueNotification } from '../../platform/index.ts';
import { latestReferencePrices } from '../reference-prices/latest-reference-prices.ts';
import { loadQuoteViews } from './load-quote-views.ts';
import {
  findAskHolder,
  findQuote as findQuoteRow,
  findQuoteLines,
  lockQuote,
  lockQuoteAsk,
  insertQuoteEvents,
  listOpenQuotes,
  loseOtherQuotes,
  type TQuoteAsk,
  type TQuoteRow,
} from './quotes.repository.ts';

/**
 * The shared steps of the quote use cases: who the caller is to a quote, whether the ask still trades, the
 * transition check with its §8 answers, the thread entry, live events and the deal itself. Each use case file
 * (place-quote.ts, counter-quote.ts …) is one action built from these, inside one transaction.
 */

/** The ask as a reader sees it now (an active ask past valid_until is expired). */
export function askStateNow(ask: TQuoteAsk, now = new Date()): TAskState {
  return effectiveAskState(ask.state, ask.validUntil, now);
}

/** The ask must be on the market: sold, expired, in review or deleted asks take no quotes and no deals. */
export function ensureAskOpen(ask: TQuoteAsk): void {
  if (askStateNow(ask) !== 'active') throw new AppError(ErrorCode.AskNotOpen, 'negotiation.errors.askNotOpen');
}

/**
 * An ask the market never saw answers a buyer exactly as an ask that does not exist (404; issue 13, existence leaks):
 * a draft, a deleted ask, a refused one, or one waiting for its publication review. An ask in review because a deal on
 * it waits for staff was on the market, so it is "not open" (1103) like a sold one. Call it for callers other than
 * the ask's seller; only a non-active ask costs a read.
 */
export async function ensureAskListed(db: TDbOrTx, ask: Pick<TQuoteAsk, 'id' | 'state'>): Promise<void> {
  if (ask.state === 'draft' || ask.state === 'deleted' || ask.state === 'refused') throw new AppError(ErrorCode.NotFound);
  if (ask.state === 'auditing' && (await findAskHolder(db, ask.id))?.state !== 'auditing') throw new AppError(ErrorCode.NotFound);
}

/** The caller's part in a quote; a user with no part is told it does not exist (we never reveal whose it is). */
export function partyOf(quote: TQuoteRow, ask: TQuoteAsk, userId: string): 'buyer' | 'seller' {
  if (quote.buyerUserId === userId) return 'buyer';
  if (quote.sellerUserId === userId || (ask.agentUserId !== null && ask.agentUserId === userId)) return 'seller';
  throw new AppError(ErrorCode.NotFound);
}

/** The quote's state as the reader sees it: open quotes on a lapsed ask, and unconfirmed locks past 48 h, are expired. */
export function quoteStateNow(quote: TQuoteRow, ask: TQuoteAsk, now = new Date()): TQuoteState {
  return effectiveQuoteState({ state: quote.state, askExpired: askStateNow(ask, now) === 'expired', lockedAt: quote.lockedAt, now });
}

/**
 * The next state, or the §8 answer: an action by the wrong party is 1403, an action on a state the screen no longer
 * shows (a newer version, a lapsed quote, a move the state does not allow) is 110801 "please refresh".
 */
export function checkTransition(opts: {
  quote: TQuoteRow | null;
  ask: TQuoteAsk;
  action: TQuoteAction;
  actor: TQuoteActor;
  version?: number;
  needsReview?: boolean;
}) {
  const state = opts.quote ? quoteStateNow(opts.quote, opts.ask) : null;
  const t = transition({ state, action: opts.action, actor: opts.actor, needsReview: opts.needsReview });
  if (!t.ok && t.reason === 'wrongParty') throw new AppError(ErrorCode.Forbidden, 'negotiation.errors.notParty');
  if (opts.version !== undefined && opts.quote && opts.quote.version !== opts.version) throw new AppError(ErrorCode.StaleData);
  if (!t.ok) throw new AppError(ErrorCode.StaleData);
  return t;
}

export function recipientsOf(quote: TQuoteRow, ask: TQuoteAsk): string[] {
  return [quote.buyerUserId, quote.sellerUserId, ...(ask.agentUserId ? [ask.agentUserId] : [])];
}

/** One step of the thread. */
export async function recordEvent(
  tx: TTx,
  opts: {
    quote: TQuoteRow;
    actorUserId: string | null;
    actor: TQuoteActor;
    action: TQuoteAction;
    fromState: TQuoteState | null;
    toState: TQuoteState;
    lines?: { askDetailId: string; price: string }[];
    remark?: string | null;
  },
): Promise<void> {
  await insertQuoteEvents(tx, [
    {
      quoteId: opts.quote.id,
      askId: opts.quote.askId,
      actorUserId: opts.actorUserId,
      actor: opts.actor,
      action: opts.action,
      fromState: opts.fromState,
      toState: opts.toState,
      lines: opts.lines ?? null,
      remark: opts.remark ?? null,
    },
  ]);
}

/** The live event of a quote's step: what both parties' open pages hear. */
export function liveQuoteEvent(quote: TQuoteRow, action: TQuoteAction, contractId: string | null = null): TLiveQuoteEvent {
  return { type: 'quote', quoteId: quote.id, askId: quote.askId, action, quoteState: quote.state, version: quote.version, contractId };
}

/** Tells both parties' open pages (live stream) what happened to a quote, once the transaction commits. */
export async function announce(tx: TTx, quote: TQuoteRow, ask: TQuoteAsk, action: TQuoteAction, contractId: string | null = null): Promise<void> {
  publishLiveEvent(tx, recipientsOf(quote, ask), liveQuoteEvent(quote, action, contractId));
}

const askTitle = (ask: TQuoteAsk) => ask.askName || ask.askNameZh || '';
/** The name a Chinese text uses: the Chinese one when the seller gave it. */
const askTitleZh = (ask: TQuoteAsk) => ask.askNameZh || ask.askName || '';
const askLink = (askId: string) => `/view-detail?askId=${askId}`;

/**
 * A locked price that was not confirmed within CONFIRM_LOCK_HOURS lapses: stored as expired when someone else needs
 * the ask (the lock is the ask's single holder slot), so a silent buyer cannot hold an ask forever.
 */
export async function releaseLapsedLock(tx: TTx, ask: TQuoteAsk): Promise<TQuoteRow | null> {
  const holder = await findAskHolder(tx, ask.id);
  if (!holder) return null;
  const lapsed = holder.state === 'confirm' && holder.lockedAt && Date.now() - holder.lockedAt.getTime() > CONFIRM_LOCK_HOURS * 3600_000;
  if (!lapsed) return holder;
  const t = transition({ state: holder.state, action: 'expire', actor: 'system' });
  if (!t.ok) throw new Error(`a lapsed lock cannot expire from ${holder.state}`);
  await applyTransition(tx, { quote: holder, ask, transition: t, action: 'expire', actor: 'system', actorUserId: null, fromState: holder.state, lang: 'en' });
  return null;
}

/** No other buyer's price may be locked (or dealt) on the ask. */
export async function ensureNoOtherHolder(tx: TTx, ask: TQuoteAsk, quoteId: string | null): Promise<void> {
  const holder = await releaseLapsedLock(tx, ask);
  if (!holder || holder.id === quoteId) return;
  if (holder.state === 'confirm') throw new AppError(ErrorCode.AskPriceLocked, 'negotiation.errors.priceLocked');
  throw new AppError(ErrorCode.AskNotOpen, 'negotiation.errors.askNotOpen');
}

/** Does this deal wait for staff? Decided on the fixed-priced amount of the agreed lines. */
export async function dealReviewOf(tx: TTx, quote: TQuoteRow): Promise<boolean> {
  const lines = await findQuoteLines(tx, [quote.id]);
  const totals = dealTotals(lines.map((l) => ({ price: l.agreedPrice ?? l.price, deduction: l.deduction, weightMt: l.weight })));
  return totals.fixedAmount !== null && dealNeedsReview({ currency: quote.currency as 'USD' | 'CNY', fixedAmount: Number(totals.fixedAmount) });
}

/**
 * The deal (§4), the `makeDeal` effect of the quote machine: the quote is already dealt (or waiting for staff); this
 * publishes `deal.made` with the agreed lines and terms, on which the listings take the ask off the market (deal, or
 * auditing under review) and the orders write the contract pending confirmation and tell both parties
 * (events/subscribers.ts), all in the caller's transaction; and every other quote on the ask is lost, their buyers'
 * pages told. The caller holds the ask row lock: two deals on one ask cannot both commit (and the partial unique
 * indexes on quotes and contracts would refuse the second anyway). Returns the contract's id.
 */
export async function makeDeal(tx: TTx, opts: { ask: TQuoteAsk; dealt: TQuoteRow; underReview: boolean }): Promise<string> {
  const { ask, dealt, underReview } = opts;
  const lines = await findQuoteLines(tx, [dealt.id]);
  const names = new Map(
    (await executeRows<{ id: string; detail_name: string | null; detail_name_zh: string | null }>(tx, sql`select id, detail_name, detail_name_zh from ask_details where ask_id = ${ask.id}`)).map((r) => [r.id, r]),
  );
  const agreed = lines.map((l) => ({ price: l.agreedPrice ?? l.price, deduction: l.deduction, weightMt: l.weight }));
  const totals = dealTotals(agreed);
  const contractId = crypto.randomUUID();
  await publishEvent(tx, {
    type: 'deal.made',
    contractId,
    askId: ask.id,
    quoteId: dealt.id,
    buyerUserId: dealt.buyerUserId,
    sellerUserId: dealt.sellerUserId,
    agentUserId: ask.agentUserId,
    askName: askTitle(ask),
    askNameZh: askTitleZh(ask),
    underReview,
    market: dealt.market,
    currency: dealt.currency,
    term: dealt.term,
    portId: dealt.portId,
    destinationPortId: dealt.destinationPortId,
    prepayRate: dealt.prepayRate,
    depositRatio: dealt.depositRatio,
    balanceRatio: dealt.balanceRatio,
    paymentTiming: dealt.paymentTiming,
    fixingSide: dealt.fixingSide,
    taxIncluded: dealt.taxIncluded,
    totalWeight: totals.totalWeight,
    totalAmount: totals.fixedAmount,
    lines: lines.map((l, i) => ({
      askDetailId: l.askDetailId,
      detailName: names.get(l.askDetailId)?.detail_name ?? null,
      detailNameZh: names.get(l.askDetailId)?.detail_name_zh ?? null,
      quoteType: l.quoteType,
      deduction: l.deduction,
      price: agreed[i]!.price,
      weight: l.weight,
      containers: l.containers,
      amount: totals.amounts[i] ?? null,
    })),
  });
  const losers = await loseOtherQuotes(tx, ask.id, dealt.id);
  await insertQuoteEvents(
    tx,
    losers.map((l) => ({ quoteId: l.id, askId: ask.id, actorUserId: null, actor: 'system', action: 'lose', fromState: null, toState: 'lost' })),
  );
  for (const l of losers) {
    publishLiveEvent(tx, [l.buyerUserId], { type: 'quote', quoteId: l.id, askId: ask.id, action: 'lose', quoteState: 'lost', version: l.version, contractId: null });
  }
  return contractId;
}

/**
 * §4 "If a buyer rejects a deal, the ask returns to the market and the seller's firm price is forwarded to other
 * (second best) buyers": the best remaining offers (normalised ranking) hear, in-app and by e-mail, that they can
 * buy now at the firm price. Without a firm price there is nothing to forward.
 */
export async function forwardFirmPrice(tx: TTx, opts: { ask: TQuoteAsk; rejectedBy: string; lang: TLang }): Promise<number> {
  const { ask } = opts;
  if (ask.firmPrice === null) return 0;
  const open = await listOpenQuotes(tx, ask.id, opts.rejectedBy);
  if (open.length === 0) return 0;
  const { refs } = await latestReferencePrices({ db: tx });
  const views = await loadQuoteViews({ db: tx, quotes: open, viewerUserId: ask.sellerUserId, lang: opts.lang, asks: [ask], refs });
  const best = rankOffers(views).slice(0, FIRM_PRICE_FORWARD_COUNT);
  const price = formatFixedPrice(Number(ask.firmPrice), ask.currency as 'USD' | 'CNY', 'MT');
  for (const v of best) {
    await queueNotification({
      tx,
      userId: v.buyerUserId,
      kind: 'firm_price_offer',
      refKey: `firm:${ask.id}:${ask.version}:${opts.rejectedBy}`,
      params: { askName: askTitle(ask), price },
      paramsZh: { askName: askTitleZh(ask), price },
      link: askLink(ask.id),
      mail: true,
    });
  }
  return best.length;
}

/** The answer of every mutating call: the quote as the caller sees it now. */
export async function actionResult(tx: TTx, opts: { quote: TQuoteRow; ask: TQuoteAsk; viewerUserId: string; lang: TLang; contractId: string | null }): Promise<TQuoteActionResult> {
  const [view] = await loadQuoteViews({ db: tx, quotes: [opts.quote], viewerUserId: opts.viewerUserId, lang: opts.lang, asks: [opts.ask] });
  return { quote: view!, contractId: opts.contractId ?? view!.contractId };
}

export { askTitle, askTitleZh, askLink };

/**
 * Locks what an action on an existing quote needs, always in the same order (the ask, then the quote) so two
 * actions never deadlock: FOR UPDATE on the ask when the action may change who holds it, FOR SHARE otherwise.
 */
export async function lockForAction(tx: TTx, opts: { quoteId: string; userId: string; askLock: 'update' | 'key share' }) {
  const first = await findQuoteRow(tx, opts.quoteId);
  if (!first) throw new AppError(ErrorCode.NotFound);
  const ask = await lockQuoteAsk(tx, first.askId, opts.askLock);
  if (!ask) throw new AppError(ErrorCode.NotFound);
  const quote = await lockQuote(tx, opts.quoteId);
  if (!quote) throw new AppError(ErrorCode.NotFound);
  const party = partyOf(quote, ask, opts.userId);
  return { ask, quote, party };
}
