import type { z } from 'zod';
import type { TFormulaResult, ZFormulaRequest } from '@scrapbridge/domain/ai-tools/ai-tools';
import type { TFormulaScope } from '@scrapbridge/domain/ai-tools/formula';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { latestSettlements } from './latest-settlements.ts';

/**
 * `POST /ai-system/tools/formula` (public): a price formula at the latest settlements (issue 17 item 5), the caller's
 * own token values first. A formula that cannot be read is the caller's to fix (1000 naming `formula`); a token whose
 * series has never settled is 1830.
 */
export async function evaluateFormula(opts: { db: TDbOrTx; body: z.output<typeof ZFormulaRequest> }): Promise<TFormulaResult> {
  const { formula, elements, prices } = opts.body;
  // Loaded on the first formula, not at start: the formula module brings mathjs, the largest module the server loads
  // (about a third of a start's loading time on its own; bench/startup).
  const { evaluateFormula: evaluate, FormulaError, formulaProblemReason, formulaTokens, PRICE_TOKENS } = await import(
    '@scrapbridge/domain/ai-tools/formula'
  );
  const settlements = await latestSettlements({ db: opts.db });
  const scope: TFormulaScope = { ...elements };
  const used: TFormulaResult['used'] = [];
  for (const token of formulaTokens(formula).prices) {
    const own = prices?.[token];
    const s = settlements[PRICE_TOKENS[token]];
    const value = own ?? s?.price;
    if (value === undefined) continue;
    scope[token] = value;
    used.push({ token, value, date: own === undefined ? (s?.date ?? null) : null, own: own !== undefined });
  }
  try {
    return { formula, value: evaluate(formula, scope), used };
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    const p = error.problem;
    if (p.kind === 'noValue' && p.token in PRICE_TOKENS) throw new AppError(ErrorCode.AiToolsNoSettlement, undefined, { token: p.token });
    const { reasonKey, params } = formulaProblemReason(p);
    throw AppError.field('formula', reasonKey, params);
  }
}
