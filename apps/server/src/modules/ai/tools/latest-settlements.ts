import type { TToolSettlements } from '@scrapbridge/domain/ai-tools/ai-tools';
import { PRICE_TOKEN_NAMES, PRICE_TOKENS } from '@scrapbridge/domain/ai-tools/formula-tokens';
import type { TSettlements } from '@scrapbridge/domain/ai-tools/settlement-value';
import type { TDbOrTx } from '../../../db/client.ts';
import { futuresBoard } from '../../market/index.ts';

/** The latest settlement of every series (the exchange prices board's, market area), keyed by series. */
export async function latestSettlements(opts: { db: TDbOrTx }): Promise<TSettlements> {
  const board = await futuresBoard({ db: opts.db });
  const out: TSettlements = {};
  for (const row of board.rows) out[row.basis] = { basis: row.basis, price: row.latest, date: row.latestDate, demo: row.demo };
  return out;
}

/**
 * `GET /ai-system/tools/settlements` (public): the calculator's tokens with the settlement each reads. A series with no
 * settlement yet is left out; the calculator then asks for a value of one's own for it.
 */
export async function listToolSettlements(opts: { db: TDbOrTx }): Promise<TToolSettlements> {
  const board = await futuresBoard({ db: opts.db });
  const rows: TToolSettlements['rows'] = [];
  for (const token of PRICE_TOKEN_NAMES) {
    const row = board.rows.find((r) => r.basis === PRICE_TOKENS[token]);
    if (row) rows.push({ token, basis: row.basis, unit: row.unit, price: row.latest, date: row.latestDate, demo: row.demo });
  }
  return { rows };
}
