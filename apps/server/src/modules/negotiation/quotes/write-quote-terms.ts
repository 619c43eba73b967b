import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { QUOTE_METHODS } from '@scrapbridge/domain/quote-method';
import type { TQuoteTermsInput } from '@scrapbridge/domain/quotes/quote-input';
import { lineWeightMt, quoteMethodDiffers, quoteProblems } from '@scrapbridge/domain/quotes/quote-rules';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findAskDetailsForQuote, type TAskDetailForQuote, type TQuoteAsk, type TQuoteInsert } from './quotes.repository.ts';

/**
 * The §5 checks of a quote's content against the ask, then its rows: the quote's terms and its lines (weights in MT).
 * Shared by placing and updating. Bad input is 1000 naming each field; a method other than the seller's preferred
 * one without the buyer's "continue" is 1102 (§4 continue-or-not).
 */
export async function prepareQuoteTerms(tx: TTx, opts: { ask: TQuoteAsk; input: TQuoteTermsInput & { confirmMethodMismatch: boolean }; lang: TLang }) {
  return quoteTermsOf({ ...opts, details: await findAskDetailsForQuote(tx, opts.ask.id) });
}

/** prepareQuoteTerms on lines already read (placing reads the ask and its lines in one statement). */
export function quoteTermsOf(opts: {
  ask: TQuoteAsk;
  details: TAskDetailForQuote[];
  input: TQuoteTermsInput & { confirmMethodMismatch: boolean };
  lang: TLang;
}) {
  const { ask, input, details } = opts;
  const problems = quoteProblems(
    input,
    {
      market: ask.market as 'intl' | 'cn',
      loadingCountryId: ask.loadingCountryId,
      preferredQuoteType: ask.preferredQuoteType,
      details: details.map((d) => ({ detailId: d.id, minPrice: d.minPrice, maxPrice: d.maxPrice, weight: d.weight })),
    },
    opts.lang,
  );
  if (problems.length) throw new AppError(ErrorCode.Validation, undefined, undefined, problems);
  const mismatch = quoteMethodDiffers(input, ask.preferredQuoteType);
  if (mismatch && !input.confirmMethodMismatch) throw new AppError(ErrorCode.QuoteMethodMismatch, 'negotiation.errors.methodMismatch');
  const sortOf = new Map(details.map((d, i) => [d.id, i]));
  const terms = {
    weightUnit: input.weightUnit,
    term: input.term,
    portId: input.portId ?? (input.term === 'FAS' || input.term === 'FOB' ? ask.portId : null),
    destinationPortId: input.destinationPortId ?? null,
    prepayRate: input.prepayRate,
    depositRatio: input.depositRatio,
    balanceRatio: input.balanceRatio,
    paymentTiming: input.paymentTiming,
    validWhen: input.validWhen ?? null,
    fixingSide: input.fixingSide,
    firm: input.firm,
    taxIncluded: input.taxIncluded,
    remark: input.remark ?? null,
    methodMismatch: mismatch,
  } satisfies Partial<TQuoteInsert>;
  const lines = input.lines.map((l) => ({
    askDetailId: l.askDetailId,
    quoteType: l.quoteType,
    deduction: QUOTE_METHODS[l.quoteType].deduction,
    price: l.price,
    weight: l.weight === undefined ? null : lineWeightMt(l.weight, input.weightUnit),
    containers: l.containers ?? null,
    sort: sortOf.get(l.askDetailId) ?? 0,
  }));
  return { terms, lines, details, eventLines: input.lines.map((l) => ({ askDetailId: l.askDetailId, price: l.price })) };
}
