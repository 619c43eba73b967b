import type { TLang } from '@scrapbridge/domain/i18n';
import { formatFixedPrice, formatFormula, type TCurrency } from '@scrapbridge/domain/price-display';
import { Deduction, type TDeduction, type TQuoteType } from '@scrapbridge/domain/quote-method';
import { allowedActions, type TQuoteState } from '@scrapbridge/domain/quotes/quote-machine';
import { normaliseOffer, type TReferencePrices } from '@scrapbridge/domain/quotes/price-normalise';
import type { TQuoteEvent, TQuoteLineView, TQuoteView, TQuoteWithThread } from '@scrapbridge/domain/quotes/quote-view';
import { mtToLbs } from '@scrapbridge/domain/weight';
import type { TQuoteAsk, TQuoteEventRow, TQuoteLineRow, TQuoteRow } from './quotes.repository.ts';

/** "$9,150.00/MT", "95% LME", "CMX - 35¢/lb": how a price of a line reads. */
export function priceText(quoteType: TQuoteType, deduction: TDeduction, value: number, currency: TCurrency): string {
  return formatFormula(quoteType, deduction, value, currency) ?? formatFixedPrice(value, currency, 'MT');
}

const num = (v: string | null) => (v === null ? null : Number(v));

export type TQuoteParts = {
  quote: TQuoteRow;
  ask: Pick<TQuoteAsk, 'askName' | 'askNameZh' | 'agentUserId'>;
  lines: TQuoteLineRow[];
  events: TQuoteEventRow[];
  names: Map<string, { detailName: string | null; detailNameZh: string | null }>;
  refs: TReferencePrices;
  contractId: string | null;
};

/** The caller's standing: the buyer, the seller (or their agent), or staff reading it. */
export function roleOf(quote: TQuoteRow, ask: { agentUserId: string | null }, userId: string): 'buyer' | 'seller' | 'staff' {
  if (quote.buyerUserId === userId) return 'buyer';
  if (quote.sellerUserId === userId || ask.agentUserId === userId) return 'seller';
  return 'staff';
}

/** The price each line would trade at now: the agreed one, else the latest on the table. */
function currentPrice(l: TQuoteLineRow, state: TQuoteState): string {
  if (l.agreedPrice !== null) return l.agreedPrice;
  // While the seller's counter is the open offer, it is the price on the table.
  if (state === 'dicker' && l.counterPrice !== null) return l.counterPrice;
  return l.price;
}

export function toQuoteView(p: Omit<TQuoteParts, 'events'>, viewerUserId: string, _lang: TLang): TQuoteView {
  const { quote } = p;
  const currency = quote.currency as 'USD' | 'CNY';
  const state = quote.state;
  const role = roleOf(quote, p.ask, viewerUserId);
  const lines: TQuoteLineView[] = p.lines.map((l) => {
    const quoteType = l.quoteType;
    const deduction = l.deduction;
    const name = p.names.get(l.askDetailId);
    const weight = num(l.weight);
    return {
      lineId: l.id,
      askDetailId: l.askDetailId,
      detailName: name?.detailName ?? null,
      detailNameZh: name?.detailNameZh ?? null,
      quoteType,
      deduction,
      price: Number(l.price),
      priceStr: priceText(quoteType, deduction, Number(l.price), currency),
      counterPrice: num(l.counterPrice),
      counterPriceStr: l.counterPrice === null ? null : priceText(quoteType, deduction, Number(l.counterPrice), currency),
      agreedPrice: num(l.agreedPrice),
      weight,
      weightLbs: weight === null ? null : mtToLbs(weight),
      containers: l.containers,
    };
  });
  const normalisedUsdPerMt = normaliseOffer(
    p.lines.map((l) => ({ quoteType: l.quoteType, price: Number(currentPrice(l, state)), weightMt: num(l.weight) })),
    currency,
    p.refs,
  );
  return {
    quoteId: quote.id,
    askId: quote.askId,
    askName: p.ask.askName,
    askNameZh: p.ask.askNameZh,
    buyerUserId: quote.buyerUserId,
    role,
    quoteState: state,
    version: quote.version,
    market: quote.market as 'intl' | 'cn',
    currency,
    weightUnit: quote.weightUnit as 'MT' | 'LBS',
    term: quote.term as TQuoteView['term'],
    portId: quote.portId,
    destinationPortId: quote.destinationPortId,
    prepayRate: quote.prepayRate,
    depositRatio: Number(quote.depositRatio),
    balanceRatio: Number(quote.balanceRatio),
    paymentTiming: quote.paymentTiming as TQuoteView['paymentTiming'],
    validWhen: quote.validWhen,
    fixingSide: quote.fixingSide as TQuoteView['fixingSide'],
    firm: quote.firm,
    taxIncluded: quote.taxIncluded,
    remark: quote.remark,
    viaBuyNow: quote.viaBuyNow,
    methodMismatch: quote.methodMismatch,
    normalisedUsdPerMt,
    lines,
    allowedActions: role === 'staff' ? [] : allowedActions(state, role),
    contractId: p.contractId,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}

export function toQuoteEvent(e: TQuoteEventRow, currency: 'USD' | 'CNY', types: Map<string, { quoteType: TQuoteType; deduction: TDeduction }>): TQuoteEvent {
  const lines = (e.lines as { askDetailId: string; price: string }[] | null)?.map((l) => {
    const t = types.get(l.askDetailId) ?? { quoteType: 'FIXED' as const, deduction: Deduction.None };
    return { askDetailId: l.askDetailId, price: Number(l.price), priceStr: priceText(t.quoteType, t.deduction, Number(l.price), currency) };
  });
  return {
    eventId: e.id,
    action: e.action,
    actor: e.actor,
    fromState: e.fromState,
    toState: e.toState,
    lines: lines ?? null,
    remark: e.remark,
    createdAt: e.createdAt.toISOString(),
  };
}

export function toQuoteWithThread(p: TQuoteParts, viewerUserId: string, lang: TLang): TQuoteWithThread {
  const types = new Map(p.lines.map((l) => [l.askDetailId, { quoteType: l.quoteType, deduction: l.deduction }]));
  const currency = p.quote.currency as 'USD' | 'CNY';
  return {
    ...toQuoteView(p, viewerUserId, lang),
    thread: p.events.filter((e) => e.quoteId === p.quote.id).map((e) => toQuoteEvent(e, currency, types)),
  };
}
