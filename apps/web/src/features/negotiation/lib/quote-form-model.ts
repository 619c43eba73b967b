/**
 * The quote form's rules (issue 4 item 1; §3 Quote content; §5 Quote price input, Bargain remark), pure so they are
 * unit-tested: a draft from the ask (or from the buyer's own quote when updating), the request it becomes, and what
 * the form kit (lib/zod-form.ts) checks it with — the domain's zod schema and quoteProblems(), the very rules the
 * server applies, worded like the server's 1000 messages — and where each problem shows.
 */
import type { FIXING_SIDES, TPaymentTiming } from '@scrapbridge/domain/ask';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import { Deduction, QUOTE_METHODS, quoteTypesFor, type TQuoteType } from '@scrapbridge/domain/quote-method';
import {
  ZCounterQuoteRequest,
  ZPlaceQuoteRequest,
  ZUpdateQuoteRequest,
  type TCounterQuoteRequest,
  type TQuoteTerm,
  type TQuoteTermsInput,
} from '@scrapbridge/domain/quotes/quote-input';
import { counterPriceRange, priceProblem, quoteProblems, remarkProblem, type TAskForQuote } from '@scrapbridge/domain/quotes/quote-rules';
import type { TQuoteView } from '@scrapbridge/domain/quotes/quote-view';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { weightInputText } from '@scrapbridge/domain/weight-text';
import { linesFieldOf, type TFormRules, type TFormSchema } from '#lib/zod-form.ts';

type TFixingSide = (typeof FIXING_SIDES)[number];

export type TLineDraft = {
  askDetailId: string;
  include: boolean;
  quoteType: TQuoteType;
  price: string;
  weight: string;
  containers: string;
};

export type TQuoteDraft = {
  lines: TLineDraft[];
  weightUnit: TWeightUnit;
  term: TQuoteTerm;
  portId: number | undefined;
  destinationPortId: number | undefined;
  prepayRate: string;
  depositRatio: string;
  balanceRatio: string;
  paymentTiming: TPaymentTiming;
  validWhen: string;
  fixingSide: TFixingSide;
  firm: boolean;
  taxIncluded: boolean;
  remark: string;
};

/** A first draft: the ask's own terms, each line at the seller's price and full weight (what a buyer starts from). */
export function draftFromAsk(ask: TAskDetail, unit: TWeightUnit): TQuoteDraft {
  const weightUnit: TWeightUnit = ask.market === 'cn' ? 'MT' : unit;
  const types = quoteTypesFor(ask.market);
  const deposit = ask.depositRatio ?? 30;
  return {
    lines: ask.askDetailList.map((l) => {
      const quoteType = l.quoteType && types.includes(l.quoteType) ? l.quoteType : (ask.preferredQuoteType ?? types[0] ?? 'FIXED');
      return {
        askDetailId: l.detailId,
        include: true,
        quoteType,
        price: l.unitPrice === null ? '' : String(l.unitPrice),
        weight: weightInputText(l.weight, weightUnit),
        containers: '',
      };
    }),
    weightUnit,
    term: ask.deliveryTerm ?? 'FOB',
    portId: ask.portId ?? undefined,
    destinationPortId: ask.destinationPortId ?? undefined,
    prepayRate: String(Math.round(deposit)),
    depositRatio: String(deposit),
    balanceRatio: String(ask.balanceRatio ?? Math.round((100 - deposit) * 10) / 10),
    paymentTiming: ask.balanceTiming ?? 'after_contract',
    validWhen: '',
    fixingSide: ask.fixingSide,
    firm: false,
    taxIncluded: false,
    remark: '',
  };
}

/** Updating: the buyer's own quote as it stands, lines they left out still offered (unticked). */
export function draftFromQuote(ask: TAskDetail, quote: TQuoteView): TQuoteDraft {
  const base = draftFromAsk(ask, quote.weightUnit);
  const byLine = new Map(quote.lines.map((l) => [l.askDetailId, l]));
  return {
    ...base,
    lines: base.lines.map((d) => {
      const l = byLine.get(d.askDetailId);
      if (!l) return { ...d, include: false };
      return {
        ...d,
        include: true,
        quoteType: l.quoteType,
        price: String(l.price),
        weight: weightInputText(l.weight, quote.weightUnit),
        containers: l.containers === null ? '' : String(l.containers),
      };
    }),
    weightUnit: quote.weightUnit,
    term: quote.term,
    portId: quote.portId ?? undefined,
    destinationPortId: quote.destinationPortId ?? undefined,
    prepayRate: String(quote.prepayRate),
    depositRatio: String(quote.depositRatio),
    balanceRatio: String(quote.balanceRatio),
    paymentTiming: quote.paymentTiming,
    validWhen: quote.validWhen ?? '',
    fixingSide: quote.fixingSide,
    firm: quote.firm,
    taxIncluded: quote.taxIncluded,
    remark: quote.remark ?? '',
  };
}

/** The ask as the §5 rules read it. */
export function askForQuote(ask: TAskDetail): TAskForQuote {
  return {
    market: ask.market,
    loadingCountryId: ask.loadingCountryId,
    preferredQuoteType: ask.preferredQuoteType,
    details: ask.askDetailList.map((l) => ({
      detailId: l.detailId,
      minPrice: l.minPrice === null ? null : String(l.minPrice),
      maxPrice: l.maxPrice === null ? null : String(l.maxPrice),
      weight: l.weight === null ? null : String(l.weight),
    })),
  };
}

/** The ticked lines, in the form's order: request index → draft line. */
function includedLines(draft: TQuoteDraft): TLineDraft[] {
  return draft.lines.filter((l) => l.include);
}

/** What is sent (before the schema's parsing): blanks stay blank, the schema drops them. */
export function draftToBody(draft: TQuoteDraft) {
  return {
    lines: includedLines(draft).map((l) => ({
      askDetailId: l.askDetailId,
      quoteType: l.quoteType,
      price: l.price.trim(),
      weight: l.weight.trim(),
      containers: l.containers.trim(),
    })),
    weightUnit: draft.weightUnit,
    term: draft.term,
    portId: draft.term === 'FAS' || draft.term === 'FOB' ? draft.portId : undefined,
    destinationPortId: draft.term === 'CNF' || draft.term === 'CFR' || draft.term === 'CIF' ? draft.destinationPortId : undefined,
    prepayRate: draft.prepayRate.trim(),
    depositRatio: draft.depositRatio.trim(),
    balanceRatio: draft.balanceRatio.trim(),
    paymentTiming: draft.paymentTiming,
    validWhen: draft.validWhen.trim(),
    fixingSide: draft.fixingSide,
    firm: draft.firm,
    taxIncluded: draft.taxIncluded,
    remark: draft.remark.trim(),
  };
}

/** §5 "At least one item must be quoted": said in the form's own words before the request is checked. */
export function noLineTicked(draft: TQuoteDraft): boolean {
  return includedLines(draft).length === 0;
}

/**
 * A request field ("lines.1.price") → the form's field key ("line.<detailId>.price"); the request only carries the
 * ticked lines, so its indexes are not the form's. For the form's own check and the server's 1000 answer alike.
 */
export function quoteFieldOf(draft: TQuoteDraft): (field: string) => string {
  const lines = includedLines(draft);
  return linesFieldOf('lines', (i, rest) => {
    const line = lines[i];
    return line && rest ? `line.${line.askDetailId}.${rest.split('.')[0]}` : null;
  });
}

/**
 * What the form kit checks before placing or updating: the body as sent, the server's own body schema
 * (ZPlaceQuoteRequest / ZUpdateQuoteRequest, as the contract declares them) and then the §5 rules that need the ask
 * (quoteProblems, which the server runs too), their problems placed on the form's lines.
 */
export function quoteForm(draft: TQuoteDraft, ask: TAskDetail, lang: TLang, mode: { kind: 'place' } | { kind: 'update'; version: number }) {
  const body: Record<string, unknown> = mode.kind === 'place' ? { ...draftToBody(draft), askId: ask.askId } : { ...draftToBody(draft), version: mode.version };
  const schema: TFormSchema<TQuoteTermsInput> = mode.kind === 'place' ? ZPlaceQuoteRequest : ZUpdateQuoteRequest;
  const rules: TFormRules<TQuoteTermsInput> = (data) => quoteProblems(data, askForQuote(ask), lang);
  return { body, schema, rules, fieldOf: quoteFieldOf(draft) };
}

// ---- counter-offer ------------------------------------------------------------------------------------------

export type TCounterDraft = { prices: Record<string, string>; remark: string };

/**
 * The counter-offer for the form kit: the body (a price per quoted line, the remark, the version read), the server's
 * ZCounterQuoteRequest, then §5 rules: a buyer's price within the ask line's range (counterPriceRange; formula types skip it) and the remark
 * limit of the viewer's language. A line's problem shows on its price (`price.<detailId>`).
 */
export function counterForm(draft: TCounterDraft, quote: TQuoteView, ask: Pick<TAskDetail, 'askDetailList'> | null, lang: TLang) {
  const lines = quote.lines.map((l) => ({ askDetailId: l.askDetailId, price: (draft.prices[l.askDetailId] ?? '').trim() }));
  const body = { version: quote.version, lines, remark: draft.remark.trim() };
  const details = new Map((ask?.askDetailList ?? []).map((d) => [d.detailId, d]));
  const rules: TFormRules<TCounterQuoteRequest> = (data) => [
    ...data.lines.map((l, i) => {
      const d = details.get(l.askDetailId);
      const quoteType = quote.lines.find((q) => q.askDetailId === l.askDetailId)?.quoteType ?? 'FIXED';
      const range = counterPriceRange(quote.role === 'seller' ? 'seller' : 'buyer', d);
      return priceProblem({ quoteType, price: l.price, ...range, field: `lines.${i}.price` });
    }),
    remarkProblem(data.remark, lang),
  ];
  const fieldOf = linesFieldOf('lines', (i) => `price.${quote.lines[i]?.askDetailId ?? ''}`);
  return { body, schema: ZCounterQuoteRequest as TFormSchema<TCounterQuoteRequest>, rules, fieldOf };
}

/** The unit a price is typed in, per quote type and market currency (§9 price display). */
export function priceUnitKey(quoteType: TQuoteType): 'perMt' | 'percent' | 'centsPerLb' | 'cnyPerMt' {
  const m = QUOTE_METHODS[quoteType];
  if (m.deduction === Deduction.Percent) return 'percent';
  if (m.deduction === Deduction.Minus) return m.discountUnit === 'US_CENTS_PER_LB' ? 'centsPerLb' : 'cnyPerMt';
  return 'perMt';
}
