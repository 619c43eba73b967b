import { CONFIRM_LOCK_HOURS } from '@scrapbridge/domain/quotes/quote-machine';
import type { TDb } from '../../../db/client.ts';
import { publishLiveEvent, runWithLiveEvents } from '../live/publish-live-event.ts';
import { expireLapsedQuotes, insertQuoteEvents } from './quotes.repository.ts';

const BATCH = 500;

/**
 * §4 quote expiry: open quotes on an ask that stopped taking quotes, and locked prices not confirmed within
 * CONFIRM_LOCK_HOURS, are stored as expired with a thread entry, and both parties' pages hear of it. Readers already
 * see them as expired (effectiveQuoteState); the sweep makes the lists and the holder slot agree. Returns how many.
 */
export async function expireQuotes(opts: { db: TDb }): Promise<number> {
  return runWithLiveEvents(opts.db, async (tx) => {
    const rows = await expireLapsedQuotes(tx, { batch: BATCH, lockHours: CONFIRM_LOCK_HOURS });
    await insertQuoteEvents(
      tx,
      rows.map((r) => ({ quoteId: r.id, askId: r.ask_id, actorUserId: null, actor: 'system', action: 'expire', fromState: r.from_state, toState: 'expired' })),
    );
    for (const r of rows) {
      publishLiveEvent(tx, [r.buyer_user_id, r.seller_user_id], {
        type: 'quote',
        quoteId: r.id,
        askId: r.ask_id,
        action: 'expire',
        quoteState: 'expired',
        version: r.version,
        contractId: null,
      });
    }
    return rows.length;
  });
}
