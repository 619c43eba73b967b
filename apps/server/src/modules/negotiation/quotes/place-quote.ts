import crypto from 'node:crypto';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { QUOTE_METHODS } from '@scrapbridge/domain/quote-method';
import type { TPlaceQuoteRequest } from '@scrapbridge/domain/quotes/quote-input';
import { transition } from '@scrapbridge/domain/quotes/quote-machine';
import { isOwnAsk } from '@scrapbridge/domain/quotes/quote-rules';
import type { TQuoteActionResult } from '@scrapbridge/domain/quotes/quote-view';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { publishCommittedLiveEvent } from '../live/publish-live-event.ts';
import { latestReferencePrices } from '../reference-prices/latest-reference-prices.ts';
import { ensureAskListed, ensureAskOpen, liveQuoteEvent, recipientsOf } from './quote-engine.ts';
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

/**
 * Tries when the ask changed between the checks and the write (an edit, a deal committing): the first may use an ask
 * read moments ago, the others read it again (three reads, as before asks were reused).
 */
const ATTEMPTS = 4;

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
      // The first attempt may check against an ask read moments ago; a retry reads it as it is now.
      p = await prepareQuote(opts, attempt > 1);
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
    forgetAsk(db, p.ask.id);
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

type TFoundAsk = NonNullable<Awaited<ReturnType<typeof findAskForQuote>>>;

/**
 * Open asks read for placing quotes in the last ASK_REUSE_MS, per database: a busy ask takes many quotes a second, and
 * reading it (with its lines) for each was one of the two statements of every quote (bench/negotiation). Safe because
 * nothing is decided on a reused ask alone: the write goes in only if the ask is still active, before valid_until and
 * of the same version (every change of an ask or its lines bumps the version, asks.repository.ts updateAsk), else the
 * ask is read again; and any refusal is decided on the ask read again (a reused ask never refuses a quote).
 */
const ASK_REUSE_MS = 2000;
const ASK_REUSE_MAX = 5000;
type TReusedAsk = { found: TFoundAsk; readAt: number };
const reusable = new WeakMap<object, Map<string, TReusedAsk>>();

function reusedAsk(db: TDb, askId: string): TFoundAsk | null {
  const hit = reusable.get(db)?.get(askId);
  if (!hit) return null;
  const age = performance.now() - hit.readAt;
  if (age > ASK_REUSE_MS) return null;
  // The database's clock as read with the ask, moved on by the time since (the new rows' timestamps).
  return { ...hit.found, now: new Date(hit.found.now.getTime() + age) };
}

function rememberAsk(db: TDb, found: TFoundAsk): void {
  let asks = reusable.get(db);
  if (!asks) reusable.set(db, (asks = new Map()));
  asks.delete(found.ask.id);
  asks.set(found.ask.id, { found, readAt: performance.now() });
  // The oldest go first (a Map iterates in insertion order).
  if (asks.size > ASK_REUSE_MAX) asks.delete(asks.keys().next().value!);
}

function forgetAsk(db: TDb, askId: string): void {
  reusable.get(db)?.delete(askId);
}

/**
 * Every §4/§5 check on the ask, then the rows to write and the answer they make: on an open ask read moments ago when
 * there is one (and `fresh` is not asked for), else on the ask read now. A check failing on a reused ask is made
 * again on the ask as it is now, so a refusal is never based on a stale read.
 */
async function prepareQuote(opts: TPlaceOptions, fresh: boolean): Promise<TPrepared> {
  const { db, input } = opts;
  const reused = fresh ? null : reusedAsk(db, input.askId);
  if (reused) {
    try {
      return await checkAndBuild(opts, reused);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  const found = await findAskForQuote(db, input.askId);
  if (found?.ask.state === 'active') rememberAsk(db, found);
  else if (found) forgetAsk(db, found.ask.id);
  return checkAndBuild(opts, found);
}

async function checkAndBuild(opts: TPlaceOptions, found: TFoundAsk | null): Promise<TPrepared> {
  const { db, input, userId } = opts;
  if (!found || found.ask.state === 'draft' || found.ask.state === 'deleted') throw new AppError(ErrorCode.NotFound);
  const { ask, details, now } = found;
  if (isOwnAsk(ask, userId)) throw new AppError(ErrorCode.QuoteOwnAsk, 'negotiation.errors.ownAsk');
  if (ask.state !== 'active') await ensureAskListed(db, ask);
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
  const needsRefs = quote.currency !== 'USD' || stored.some((l) => QUOTE_METHODS[l.quoteType].supportFormula);
  const refs = needsRefs ? (await latestReferencePrices({ db })).refs : {};
  const view = toQuoteWithThread(
    { quote, ask, lines: stored, events: [event], names: new Map(details.map((d) => [d.id, d])), refs, contractId: null },
    userId,
    opts.lang,
  );
  return { ask, quote, lines: stored, event, result: { quote: view, contractId: null } };
}
