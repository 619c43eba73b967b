import { DictId } from '../catalog.ts';
import { lbsTextToMtText, toScaled } from '../decimal.ts';
import type { TLang } from '../i18n.ts';
import type { TMarket } from '../market.ts';
import { formatTrimmed } from '../price-display.ts';
import { Deduction, QUOTE_METHODS, quoteMethodOffered, type TQuoteType } from '../quote-method.ts';
import type { TFieldProblem } from '../validation.ts';
import { QUOTE_LIMITS, type TQuoteTermsInput } from './quote-input.ts';

/** A formula percentage above 200% of the reference is a typo, not a price (the same bound as the ask form). */
export const PERCENT_MAX = 200;

/** What the §5 quote rules need of the ask. Prices and weights are decimal text (numeric columns). */
export type TAskForQuote = {
  market: TMarket;
  loadingCountryId: number | null;
  preferredQuoteType: TQuoteType | null;
  details: { detailId: string; minPrice: string | null; maxPrice: string | null; weight: string | null }[];
};

/** §5 Bargain remark: at most 50 characters in zh, 100 in en (counted as the user sees them, by code point). */
export function remarkLimit(lang: TLang): number {
  return QUOTE_LIMITS.remarkMax[lang];
}

export function remarkProblem(remark: string | undefined, lang: TLang, field = 'remark'): TFieldProblem | null {
  if (remark === undefined) return null;
  const max = remarkLimit(lang);
  return [...remark].length > max ? { field, reasonKey: 'tooLong', params: { max } } : null;
}

/**
 * The range a counter-offer's price is held to (§5 Quote price input): the buyer's bargain stays within the ask line's
 * min/max like any buyer price; the seller's counter is the seller's own price for their own lot, which their range
 * (a guide for buyers) does not bind. One rule for the web form and the server.
 */
export function counterPriceRange(
  party: 'buyer' | 'seller',
  detail: { minPrice: string | number | null | undefined; maxPrice: string | number | null | undefined } | undefined,
): { minPrice: string | null; maxPrice: string | null } {
  if (party === 'seller' || !detail) return { minPrice: null, maxPrice: null };
  return { minPrice: detail.minPrice == null ? null : String(detail.minPrice), maxPrice: detail.maxPrice == null ? null : String(detail.maxPrice) };
}

/**
 * §5 Quote price input for one price: a fixed price must lie between the detail's min and max ("The value is between
 * {min} and {max}"), the check is skipped for formula types; a percent formula is above 0 and at most 200.
 */
export function priceProblem(opts: {
  quoteType: TQuoteType;
  price: string;
  minPrice: string | null;
  maxPrice: string | null;
  field: string;
}): TFieldProblem | null {
  const method = QUOTE_METHODS[opts.quoteType];
  const price = Number(opts.price);
  if (method.deduction === Deduction.Percent) {
    return price > 0 && price <= PERCENT_MAX ? null : { field: opts.field, reasonKey: 'negotiation.errors.percentRange' };
  }
  if (method.supportFormula) return null;
  if (!(price > 0)) return { field: opts.field, reasonKey: 'negotiation.errors.mustBePositive' };
  const below = opts.minPrice !== null && toScaled(opts.price, 4) < toScaled(opts.minPrice, 4);
  const above = opts.maxPrice !== null && toScaled(opts.price, 4) > toScaled(opts.maxPrice, 4);
  if (below || above) {
    return {
      field: opts.field,
      reasonKey: 'negotiation.errors.priceBetween',
      params: {
        min: opts.minPrice === null ? '0' : formatTrimmed(Number(opts.minPrice), 2),
        max: opts.maxPrice === null ? '∞' : formatTrimmed(Number(opts.maxPrice), 2),
      },
    };
  }
  return null;
}

/** A line weight in MT as decimal text (the unit conversion of §9, exact). */
export function lineWeightMt(weight: string, unit: 'MT' | 'LBS'): string {
  return unit === 'LBS' ? lbsTextToMtText(weight) : weight;
}

/**
 * Every §5 quote rule that needs the ask, as field problems (code 1000, each naming its field). The own-ask rule,
 * the verified-account rule and the method question are answered with their own codes by the server, not here.
 */
export function quoteProblems(input: TQuoteTermsInput, ask: TAskForQuote, lang: TLang): TFieldProblem[] {
  const problems: TFieldProblem[] = [];
  const push = (p: TFieldProblem | null) => {
    if (p) problems.push(p);
  };
  // §5 "The China market accepts only tons".
  if (ask.market === 'cn' && input.weightUnit === 'LBS') push({ field: 'weightUnit', reasonKey: 'negotiation.errors.cnOnlyMt' });
  // §5 "FAS terms support loading from the US only": the goods load where the ask says.
  if (input.term === 'FAS' && ask.loadingCountryId !== DictId.CountryUS) push({ field: 'term', reasonKey: 'negotiation.errors.fasOnlyUs' });
  push(remarkProblem(input.remark, lang));
  const details = new Map(ask.details.map((d) => [d.detailId, d]));
  input.lines.forEach((line, i) => {
    const detail = details.get(line.askDetailId);
    if (!detail) {
      push({ field: `lines.${i}.askDetailId`, reasonKey: 'negotiation.errors.unknownLine' });
      return;
    }
    if (!quoteMethodOffered(line.quoteType, ask.market)) push({ field: `lines.${i}.quoteType`, reasonKey: 'negotiation.errors.quoteTypeMarket' });
    push(priceProblem({ quoteType: line.quoteType, price: line.price, minPrice: detail.minPrice, maxPrice: detail.maxPrice, field: `lines.${i}.price` }));
    // One cannot buy more than is offered.
    if (line.weight !== undefined && detail.weight !== null) {
      if (toScaled(lineWeightMt(line.weight, input.weightUnit), 6) > toScaled(detail.weight, 6)) {
        push({ field: `lines.${i}.weight`, reasonKey: 'negotiation.errors.weightAboveOffer' });
      }
    }
  });
  return problems;
}

/**
 * §4 "If the buyer's quote method differs from the seller's preference, a continue-or-not confirmation is asked":
 * true when some line uses another method than the ask's preferred one.
 */
export function quoteMethodDiffers(input: Pick<TQuoteTermsInput, 'lines'>, preferred: TQuoteType | null): boolean {
  return preferred !== null && input.lines.some((l) => l.quoteType !== preferred);
}

/** §8 "you cannot quote your own items": the seller and an agent acting for the seller may not quote. */
export function isOwnAsk(ask: { sellerUserId: string; agentUserId: string | null }, userId: string): boolean {
  return ask.sellerUserId === userId || ask.agentUserId === userId;
}
