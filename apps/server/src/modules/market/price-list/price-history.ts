import { historyFrom, settlementSeriesFor, type TPriceHistory, type TPriceHistoryQuery } from '@scrapbridge/domain/pricing/price-list-view';
import { priceListCurrency } from '@scrapbridge/domain/pricing/price-list';
import { REFERENCE_UNITS } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDbOrTx } from '../../../db/client.ts';
import { findSettlementHistory } from '../../negotiation/index.ts';
import { loadPublicItem } from './get-price-item.ts';
import { pointInUnit, unitFor } from './price-item-presenter.ts';
import { findPoints } from './price-list.repository.ts';

/** At most this many settlements beside a chart: more than five years of exchange days. */
const SETTLEMENTS_MAX = 2_000;

/**
 * `GET /saas-v1/market-price/item/{id}/history` (public): the item's points over the range, oldest first, in the
 * reader's unit, and the exchange settlement series beside it over the same days. The range counts back from the
 * item's latest point (a month of prices is a month of prices even when the last one is a few days old).
 */
export async function getPriceHistory(opts: { db: TDbOrTx; id: string; viewerId: string | null; query: TPriceHistoryQuery }): Promise<TPriceHistory> {
  const item = await loadPublicItem(opts.db, opts.id, opts.viewerId);
  const unit = unitFor(item.market, opts.query.unit);
  const from = item.latest ? historyFrom(opts.query.range, item.latest.priceDate) : null;
  const points = item.latest ? await findPoints(opts.db, item.id, from) : [];
  const basis = opts.query.basis ?? settlementSeriesFor(item.categoryCode, item.market);
  const settlementFrom = from ?? points[0]?.priceDate ?? null;
  const settlement = basis
    ? {
        basis,
        unit: REFERENCE_UNITS[basis],
        points: (await findSettlementHistory(opts.db, { basis, from: settlementFrom, limit: SETTLEMENTS_MAX })).map((s) => ({ priceDate: s.priceDate, price: s.price })),
      }
    : null;
  return { unit, currency: priceListCurrency(item.market), from, points: points.map((p) => pointInUnit(p, unit)), settlement };
}
