import crypto from 'node:crypto';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { QUOTE_METHODS, type TQuoteType } from '@scrapbridge/domain/quote-method';
import type { TPlaceQuoteRequest } from '@scrapbridge/domain/quotes/quote-input';
import { transition } from '@scrapbridge/domain/quotes/quote-machine';
import { isOwnAsk } from '@scrapbridge/domain/quotes/quote-rules';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { publishCommittedLiveEvent } from '../live/publish-live-event.ts';
import { latestReferencePrices } from '../reference-prices/latest-reference-prices.ts';
import { ensureAskOpen, liveQuoteEvent, recipientsOf } from './quote-engine.ts';
import { toQuoteWithThread } from './quote-presenter.ts';
import {
  findAskForQuote,
  findIdempotencyKey,
  writePlacedQuote,
  type TQuoteAsk,
  type TQuoteEventRow,
  type TQuoteLineRow,
  type TQuoteRow,
} from './quotes.repository.ts';
import { checkIdempotencyKey, storedAnswer } from './run-idempotent.ts';
import { quoteTermsOf } from './write-quote-terms.ts';

/** Times the ask is read again when it changed between the checks and the write (an edit, a deal committing). */
const ATTEMPTS = 3;

/**
 * `POST /app-v2/quote` (§4 "A buyer quotes"): a verified buyer's offer on a live ask, checked against every §5 rule,
 * stored as waiting with its first thread entry; the seller's open pages hear of it. A buyer with a live quote on
 * the ask updates that one instead: placing again meets the one-live-quote index and is a stale screen (110801).
 *
 * The hottest write of the negotiation (bench/negotiation), so two prepared statements and no BEGIN/COMMIT: the ask
 * with its lines and the database's clock (read, checked in memory), then the quote with its lines, thread entry and
 * Idempotency-Key written in one statement that first takes the ask FOR KEY SHARE and writes only if it is still
 * the ask that was checked (writePlacedQuote). The rows, and so the answer, are built before the write: what is
 * stored with the key is exactly what is answered. A key already taken replays its answer (or is 1106 for another
 * request), as runIdempotent does for the other calls. Live events go out once the statement has committed.
 */
export async function placeQuote(opts: TPlaceOptions): Promise<{ result: TQuoteActionResult; replayed: boolean }> {
  const { db, userId, idempotencyKey: key } = opts;
  if (key !== undefined) checkIdempotencyKey(key);
  const replay = async () => ({ result: await storedAnswer<TQuoteActionResult>(db, { userId, key: key!, fingerprint: opts.fingerprint }), replayed: true });
  for (let attempt = 1; ; attempt++) {
    let p: TPrepared;
    try {
      p = await prepareQuote(opts);
    } catch (err) {
      // A retry whose first try went in answers as the first did, even if the ask has closed since (as the other
      // calls do, which claim the key first); a refused first try stored nothing, so the refusal stands.
      if (key !== undefined && err instanceof AppError && (await findIdempotencyKey(db, userId, key))) return replay();
      throw err;
    }
    let outcome: Awaited<ReturnType<typeof writePlacedQuote>>;
    try {
      outcome = await writePlacedQuote(db, {
        askVersion: p.ask.version,
        quote: p.quote,
        lines: p.lines,
        event: p.event,
        idempotency: key === undefined ? null : { key, fingerprint: opts.fingerprint, response: p.result },
      });
    } catch (err) {
      // A live quote by the same buyer already exists (or is being placed at this moment): refresh and update it.
      if (isUniqueViolation(err)) throw new AppError(ErrorCode.StaleData);
      throw err;
    }
    if (outcome === 'placed') {
      publishCommittedLiveEvent(db, recipientsOf(p.quote, p.ask), liveQuoteEvent(p.quote, 'place'));
      return { result: p.result, replayed: false };
    }
    if (outcome === 'keyTaken') return replay();
    // The ask changed since it was read: read it again (its new state decides the answer).
    if (attempt >= ATTEMPTS) throw new AppError(ErrorCode.StaleData);
  }
}

type TPlaceOptions = {
  db: TDb;
  userId: string;
  input: TPlaceQuoteRequest;
  lang: TLang;
  idempotencyKey: string | undefined;
  fingerprint: string;
};
type TPrepared = { ask: TQuoteAsk; quote: TQuoteRow; lines: TQuoteLineRow[]; event: TQuoteEventRow; result: TQuoteActionResult };

/** Every §4/§5 check on the ask as it is now, then the rows to write and the answer they make. */
async function prepareQuote(opts: TPlaceOptions): Promise<TPrepared> {
  const { db, input, userId } = opts;
  const found = await findAskForQuote(db, input.askId);
  if (!found || found.ask.state === 'draft' || found.ask.state === 'deleted') throw new AppError(ErrorCode.NotFound);
  const { ask, details, now } = found;
  if (isOwnAsk(ask, userId)) throw new AppError(ErrorCode.QuoteOwnAsk, 'negotiation.errors.ownAsk');
  ensureAskOpen(ask);
  const { terms, lines, eventLines } = quoteTermsOf({ ask, details, input, lang: opts.lang });
  const t = transition({ state: null, action: 'place', actor: 'buyer' });
  if (!t.ok) throw new AppError(ErrorCode.StaleData);
  const quote: TQuoteRow = {
    id: crypto.randomUUID(),
    askId: ask.id,
    buyerUserId: userId,
    sellerUserId: ask.sellerUserId,
    market: ask.market,
    currency: ask.currency,
    state: t.to,
    version: 1,
    viaBuyNow: false,
    lockedAt: null,
    dealAt: null,
    createdAt: now,
    updatedAt: now,
    ...terms,
  };
  const stored: TQuoteLineRow[] = lines.map((l) => ({ ...l, id: crypto.randomUUID(), quoteId: quote.id, counterPrice: null, agreedPrice: null }));
  const event: TQuoteEventRow = {
    id: crypto.randomUUID(),
    quoteId: quote.id,
    askId: ask.id,
    actorUserId: userId,
    actor: 'buyer',
    action: 'place',
    fromState: null,
    toState: t.to,
    lines: eventLines,
    remark: terms.remark,
    createdAt: now,
  };
  // USD fixed prices rank without a reference; formulas and CNY read the latest settlements.
  const needsRefs = quote.currency !== 'USD' || stored.some((l) => QUOTE_METHODS[l.quoteType as TQuoteType].supportFormula);
  const refs = needsRefs ? (await latestReferencePrices({ db })).refs : {};
  const view = toQuoteWithThread(
    { quote, ask, lines: stored, events: [event], names: new Map(details.map((d) => [d.id, d])), refs, contractId: null },
    userId,
    opts.lang,
  );
  return { ask, quote, lines: stored, event, result: { quote: view, contractId: null } };
}
