/**
 * The quote form's rules (issue 4 item 1; §3 Quote content; §5 Quote price input, Bargain remark), pure so they are
 * unit-tested: a draft from the ask (or from the buyer's own quote when updating), the request it becomes, and the
 * problems a user reads on the fields — the domain's zod schema and quoteProblems(), the very rules the server
 * applies, worded like the server's 1000 messages.
 */
import type { FIXING_SIDES, TPaymentTiming } from '@scrapbridge/domain/ask';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import { describeIssue, type TFieldProblem } from '@scrapbridge/domain/validation';
import type { TLang } from '@scrapbridge/domain/i18n';
import { Deduction, QUOTE_METHODS, quoteTypesFor, type TQuoteType } from '@scrapbridge/domain/quote-method';
import { ZCounterQuoteRequest, ZPlaceQuoteRequest, ZUpdateQuoteRequest, type TQuoteTerm } from '@scrapbridge/domain/quotes/quote-input';
import { priceProblem, quoteMethodDiffers, quoteProblems, remarkProblem, type TAskForQuote } from '@scrapbridge/domain/quotes/quote-rules';
import type { TQuoteView } from '@scrapbridge/domain/quotes/quote-view';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { weightInputText } from '@scrapbridge/domain/weight-text';
import { wordProblem, type TFormErrors } from '#lib/form-errors.ts';

type TFixingSide = (typeof FIXING_SIDES)[number];
type TTranslate = (key: string, params?: Record<string, string | number>) => string;

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

/**
 * A request field ("lines.1.price") → the form's field key ("line.<detailId>.price"); the request only carries the
 * ticked lines, so its indexes are not the form's.
 */
export function formField(draft: TQuoteDraft, field: string): string {
  const m = /^lines\.(\d+)\.(\w+)/.exec(field);
  if (!m) return field === 'lines' ? 'lines' : field;
  const line = includedLines(draft)[Number(m[1])];
  return line ? `line.${line.askDetailId}.${m[2]}` : 'lines';
}

/**
 * Worded like the server's 1000 messages: the field's name comes from the shared lookup (lib/form-errors.ts, whose
 * FIELD_NAMESPACES include negotiation.fields), so the form and the server name a field alike.
 */
function word(t: TTranslate, field: string, problem: Pick<TFieldProblem, 'reasonKey' | 'params'>): string {
  return wordProblem(t, field, problem.reasonKey, problem.params);
}

function collect(t: TTranslate, draft: TQuoteDraft, problems: TFieldProblem[], into: TFormErrors = {}): TFormErrors {
  for (const p of problems) {
    const key = formField(draft, p.field);
    if (!into[key]) into[key] = word(t, p.field, p);
  }
  return into;
}

export type TQuoteCheck<T> = { ok: true; body: T; methodDiffers: boolean } | { ok: false; errors: TFormErrors };

/** Every §5 rule the form can check before sending; the server checks them again. */
export function checkQuoteDraft(
  t: TTranslate,
  draft: TQuoteDraft,
  ask: TAskDetail,
  lang: TLang,
  mode: { kind: 'place' } | { kind: 'update'; version: number },
): TQuoteCheck<Record<string, unknown>> {
  // §5 "At least one item must be quoted".
  if (includedLines(draft).length === 0) return { ok: false, errors: { lines: t('negotiation.web.form.pickOneLine') } };
  const body = mode.kind === 'place' ? { ...draftToBody(draft), askId: ask.askId } : { ...draftToBody(draft), version: mode.version };
  const parsed = mode.kind === 'place' ? ZPlaceQuoteRequest.safeParse(body) : ZUpdateQuoteRequest.safeParse(body);
  if (!parsed.success) return { ok: false, errors: collect(t, draft, parsed.error.issues.map((i) => describeIssue(i))) };
  const problems = quoteProblems(parsed.data, askForQuote(ask), lang);
  if (problems.length > 0) return { ok: false, errors: collect(t, draft, problems) };
  return { ok: true, body, methodDiffers: quoteMethodDiffers(parsed.data, ask.preferredQuoteType) };
}

// ---- counter-offer ------------------------------------------------------------------------------------------

export type TCounterDraft = { prices: Record<string, string>; remark: string };

export function checkCounterDraft(
  t: TTranslate,
  draft: TCounterDraft,
  quote: TQuoteView,
  ask: Pick<TAskDetail, 'askDetailList'> | null,
  lang: TLang,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: TFormErrors } {
  const lines = quote.lines.map((l) => ({ askDetailId: l.askDetailId, price: (draft.prices[l.askDetailId] ?? '').trim() }));
  const body = { version: quote.version, lines, remark: draft.remark.trim() };
  const errors: TFormErrors = {};
  const parsed = ZCounterQuoteRequest.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const p = describeIssue(issue);
      const m = /^lines\.(\d+)/.exec(p.field);
      const key = m ? `price.${lines[Number(m[1])]?.askDetailId ?? ''}` : p.field;
      if (!errors[key]) errors[key] = word(t, m ? 'price' : p.field, p);
    }
    return { ok: false, errors };
  }
  const details = new Map((ask?.askDetailList ?? []).map((d) => [d.detailId, d]));
  quote.lines.forEach((l) => {
    const d = details.get(l.askDetailId);
    const p = priceProblem({
      quoteType: l.quoteType,
      price: draft.prices[l.askDetailId] ?? '',
      minPrice: d?.minPrice == null ? null : String(d.minPrice),
      maxPrice: d?.maxPrice == null ? null : String(d.maxPrice),
      field: 'price',
    });
    if (p) errors[`price.${l.askDetailId}`] = word(t, 'price', p);
  });
  const remark = remarkProblem(draft.remark.trim() || undefined, lang);
  if (remark) errors.remark = word(t, 'remark', remark);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

/** The unit a price is typed in, per quote type and market currency (§9 price display). */
export function priceUnitKey(quoteType: TQuoteType): 'perMt' | 'percent' | 'centsPerLb' | 'cnyPerMt' {
  const m = QUOTE_METHODS[quoteType];
  if (m.deduction === Deduction.Percent) return 'percent';
  if (m.deduction === Deduction.Minus) return m.discountUnit === 'US_CENTS_PER_LB' ? 'centsPerLb' : 'cnyPerMt';
  return 'perMt';
}
