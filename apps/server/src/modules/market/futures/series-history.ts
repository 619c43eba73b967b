import { FUTURES_HISTORY_MAX_POINTS, rangeStart, seriesDecimals, type TFuturesHistory, type TFuturesHistoryQuery } from '@scrapbridge/domain/pricing/futures';
import { REFERENCE_UNITS } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDbOrTx } from '../../../db/client.ts';
import { findLatestSettlementDate, findSettlementHistory } from '../../negotiation/index.ts';
import { plainDecimal } from './futures-board.ts';

/**
 * `GET /app-future/futures/history?basis&range` (public): a series' settlements over the range, counted back from its
 * latest settlement, oldest first; at most FUTURES_HISTORY_MAX_POINTS (the newest).
 */
export async function seriesHistory(opts: { db: TDbOrTx; query: TFuturesHistoryQuery }): Promise<TFuturesHistory> {
  const { basis, range } = opts.query;
  const base = { basis, unit: REFERENCE_UNITS[basis], decimals: seriesDecimals(basis), range };
  const latestDate = await findLatestSettlementDate(opts.db, basis);
  if (!latestDate) return { ...base, points: [], demo: false };
  const rows = await findSettlementHistory(opts.db, { basis, from: rangeStart(range, latestDate), limit: FUTURES_HISTORY_MAX_POINTS });
  return { ...base, points: rows.map((r) => ({ date: r.priceDate, price: plainDecimal(r.price) })), demo: rows.some((r) => r.source === 'demo') };
}
