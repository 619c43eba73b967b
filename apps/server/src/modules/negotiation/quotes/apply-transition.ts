import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TQuoteAction, TQuoteActor, TQuoteEffect, TQuoteState, TTransition } from '@scrapbridge/domain/quotes/quote-machine';
import type { TTx } from '../../../db/client.ts';
import type { quotes } from '../../../db/schema.ts';
import { publishEvent } from '../../../events/bus.ts';
import { findLiveContractOfQuote } from '../../orders/index.ts';
import { announce, askTitle, askTitleZh, forwardFirmPrice, makeDeal, recordEvent } from './quote-engine.ts';
import { updateQuote, type TQuoteAsk, type TQuoteRow } from './quotes.repository.ts';

type TAllowed = Extract<TTransition, { ok: true }>;

/** What each effect the machine declares (quote-machine.ts TQuoteEffect) changes on the quote row itself. */
const ROW_EFFECTS: Record<TQuoteEffect, PgUpdateSetSource<typeof quotes>> = {
  lockPrice: { lockedAt: sql`now()` },
  unlockPrice: { lockedAt: null },
  makeDeal: { lockedAt: null, dealAt: sql`now()` },
  forwardFirmPrice: {},
  finaliseDeal: {},
  reopenAsk: { dealAt: null },
};

/**
 * The one executor of the quote state machine (§4): stores the state an allowed transition leads to, records the
 * thread entry, runs every effect the machine declares for the move — and only those — and tells the parties'
 * open pages. Use cases decide the move (checkTransition) and write their own data (prices, terms); none changes a
 * quote's state or applies an effect any other way, so the machine's table is the whole truth of what a move does.
 */
export async function applyTransition(
  tx: TTx,
  opts: {
    quote: TQuoteRow;
    ask: TQuoteAsk;
    transition: TAllowed;
    action: TQuoteAction;
    actor: TQuoteActor;
    actorUserId: string | null;
    /** The state the caller's move started from (null: the buyer had no quote yet — buy now, place). */
    fromState: TQuoteState | null;
    lang: TLang;
    /** The caller's own columns, written in the same UPDATE as the state (a revised quote's terms). */
    patch?: PgUpdateSetSource<typeof quotes>;
    /** The prices the move named, for the thread entry. */
    lines?: { askDetailId: string; price: string }[];
    remark?: string | null;
  },
): Promise<{ quote: TQuoteRow; contractId: string | null; forwarded: number }> {
  const { ask, transition: t } = opts;
  const patch: PgUpdateSetSource<typeof quotes> = { ...opts.patch, state: t.to };
  for (const effect of t.effects) Object.assign(patch, ROW_EFFECTS[effect]);
  const updated = await updateQuote(tx, opts.quote.id, patch);
  await recordEvent(tx, {
    quote: updated,
    actorUserId: opts.actorUserId,
    actor: opts.actor,
    action: opts.action,
    fromState: opts.fromState,
    toState: t.to,
    ...(opts.lines ? { lines: opts.lines } : {}),
    remark: opts.remark ?? null,
  });
  let contractId: string | null = null;
  let forwarded = 0;
  for (const effect of t.effects) {
    switch (effect) {
      case 'lockPrice':
      case 'unlockPrice':
        break; // on the row (ROW_EFFECTS): the lock is the quote's locked_at, which the ask's readers see
      case 'makeDeal':
        contractId = await makeDeal(tx, { ask, dealt: updated, underReview: t.to === 'auditing' });
        break;
      case 'forwardFirmPrice':
        forwarded = await forwardFirmPrice(tx, { ask, rejectedBy: updated.buyerUserId, lang: opts.lang });
        break;
      case 'finaliseDeal':
      case 'reopenAsk': {
        const decision = effect === 'finaliseDeal' ? 'approve' : 'refuse';
        await publishEvent(tx, {
          type: 'deal.reviewed',
          decision,
          askId: ask.id,
          quoteId: updated.id,
          buyerUserId: updated.buyerUserId,
          sellerUserId: updated.sellerUserId,
          agentUserId: ask.agentUserId,
          askName: askTitle(ask),
          askNameZh: askTitleZh(ask),
          staffUserId: opts.actorUserId!,
          reason: opts.remark ?? null,
        });
        if (decision === 'approve') contractId = (await findLiveContractOfQuote(tx, updated.id))?.id ?? null;
        break;
      }
      default: {
        const never: never = effect;
        throw new Error(`quote effect ${String(never)} has no executor`);
      }
    }
  }
  await announce(tx, updated, ask, opts.action, contractId);
  return { quote: updated, contractId, forwarded };
}
