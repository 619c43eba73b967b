import { compareDecimals } from '@scrapbridge/domain/decimal';
import { REFERENCE_UNITS, type TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDb } from '../../../db/client.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { lockSettlementsOn, writeFeedSettlement } from './reference-prices.repository.ts';

export type TFeedStoreOutcome = { inserted: number; updated: number; unchanged: number };

/**
 * Writes what a price feed read into the reference prices (issue 14 item 2), idempotently: a day already stored at the
 * same price is left alone (polling twice writes nothing), a new day is inserted, a changed price replaces the stored
 * one and is audited with both values, every write marked with the feed's source (`http:<host>`). One transaction: a
 * failure writes none of the poll. The days are locked first, so two instances polling at once write each day once
 * (the unique basis/day index settles two inserts of a new day).
 */
export async function storeFeedSettlements(opts: {
  db: TDb;
  source: string;
  settlements: readonly { basis: TReferenceBasis; priceDate: string; price: string }[];
}): Promise<TFeedStoreOutcome> {
  const outcome: TFeedStoreOutcome = { inserted: 0, updated: 0, unchanged: 0 };
  if (!opts.settlements.length) return outcome;
  return opts.db.transaction(async (tx) => {
    const stored = new Map((await lockSettlementsOn(tx, opts.settlements)).map((r) => [`${r.basis}|${r.priceDate}`, r]));
    for (const s of opts.settlements) {
      const before = stored.get(`${s.basis}|${s.priceDate}`);
      if (before && compareDecimals(String(before.price), s.price) === 0) {
        outcome.unchanged++;
        continue;
      }
      const res = await writeFeedSettlement(tx, { ...s, unit: REFERENCE_UNITS[s.basis], source: opts.source });
      if (res.inserted) outcome.inserted++;
      else {
        outcome.updated++;
        await insertAuditEntry(tx, {
          actorUserId: null,
          action: 'reference_price.feed_update',
          targetType: 'reference_price',
          targetId: res.id,
          detail: { source: opts.source, basis: s.basis, priceDate: s.priceDate, from: before ? String(before.price) : null, to: s.price, fromSource: before?.source ?? null },
        });
      }
    }
    if (outcome.inserted) {
      await insertAuditEntry(tx, { actorUserId: null, action: 'reference_price.feed_import', targetType: 'reference_price', detail: { source: opts.source, ...outcome } });
    }
    return outcome;
  });
}
