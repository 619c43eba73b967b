import { seriesChange, seriesDecimals, type TFuturesBoard } from '@scrapbridge/domain/pricing/futures';
import { REFERENCE_BASES } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDbOrTx } from '../../../db/client.ts';
import { findLatestTwoSettlements } from '../../negotiation/index.ts';

/** numeric(18,6) text → the plain decimal ("9800.000000" → "9800", "7.123400" → "7.1234"). */
export function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * `GET /app-future/futures/board` (public): every series that has a settlement, in the fixed order of the series,
 * with its latest and previous settlement and the move between them (issue 14 item 2).
 */
export async function futuresBoard(opts: { db: TDbOrTx }): Promise<TFuturesBoard> {
  const rows = await findLatestTwoSettlements(opts.db, REFERENCE_BASES);
  const out: TFuturesBoard['rows'] = [];
  for (const basis of REFERENCE_BASES) {
    const [latest, previous] = rows.filter((r) => r.basis === basis);
    if (!latest) continue;
    const latestPrice = plainDecimal(latest.price);
    const previousPrice = previous ? plainDecimal(previous.price) : null;
    const change = seriesChange(basis, previousPrice, latestPrice);
    out.push({
      basis,
      unit: latest.unit,
      decimals: seriesDecimals(basis),
      latestDate: latest.priceDate,
      latest: latestPrice,
      previousDate: previous?.priceDate ?? null,
      previous: previousPrice,
      change: change?.change ?? null,
      changePercent: change?.changePercent ?? null,
      direction: change?.direction ?? null,
      source: latest.source,
      demo: latest.source === 'demo',
    });
  }
  return { rows: out };
}
