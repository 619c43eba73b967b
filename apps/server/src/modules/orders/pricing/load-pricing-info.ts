import { compareDecimals, roundDecimalText, subDecimals, sumDecimals } from '@scrapbridge/domain/decimal';
import { contractPricingStatus, fixingParty, isFixable, pricingWindow, pricingWindowState, type TPricingPeriod, type TPricingWindow } from '@scrapbridge/domain/pricing/fixing';
import type { TFixFormula, TPricingInfo, TPricingWindowView, TShipmentFix } from '@scrapbridge/domain/pricing/fixing-view';
import { PRICING_PERIODS } from '@scrapbridge/domain/ask';
import { localDateOf } from '@scrapbridge/domain/working-days';
import type { TDbOrTx } from '../../../db/client.ts';
import type { TContractLineRow, TContractRow } from '../contracts/contracts.repository.ts';
import { findContractLines } from '../contracts/contracts.repository.ts';
import type { TContractSide } from '../contracts/contract-access.ts';
import { listContractInvoices } from '../payments/payments.repository.ts';
import { findAskPricingTerms, listContractFixes, listShipmentsWithContainers, type TPriceFixRow, type TShipmentWithWeight } from './pricing.repository.ts';

/** The operator's calendar day (the pricing window is counted in exchange days, read in the operator's zone). */
export function fixingToday(now: Date = new Date()): string {
  return localDateOf(now);
}

/**
 * The formula a contract's shipments are fixed at: its first formula line by line order (decision: a shipment is not
 * tied to a line, and a deal on this market carries one quote method, so a contract has one formula in practice).
 */
export function formulaLineOf(lines: readonly TContractLineRow[]): TContractLineRow | null {
  return [...lines].sort((a, b) => a.sort - b.sort).find((l) => l.deduction !== 0) ?? null;
}

/** "97.2500" → "97.25", "55.0000" → "55", "100" stays "100": numbers as read, without the column's padding. */
export function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

export function presentFormula(line: TContractLineRow): TFixFormula {
  return {
    lineId: line.id,
    detailName: line.detailName,
    detailNameZh: line.detailNameZh,
    quoteType: line.quoteType,
    deduction: line.deduction,
    value: trimZeros(String(line.price)),
  };
}

function asPeriod(value: string | null): TPricingPeriod | null {
  return value && (PRICING_PERIODS as readonly string[]).includes(value) ? (value as TPricingPeriod) : null;
}

export type TWindowTerms = { pricingPeriod: TPricingPeriod | null; priceCutoffAt: string | null; dealDate: string };

export async function loadWindowTerms(db: TDbOrTx, contract: TContractRow): Promise<TWindowTerms> {
  const terms = await findAskPricingTerms(db, contract.askId);
  return {
    pricingPeriod: asPeriod(terms.pricingPeriod),
    priceCutoffAt: terms.priceCutoffAt ? new Date(terms.priceCutoffAt).toISOString() : null,
    dealDate: localDateOf(contract.dealAt),
  };
}

export function shipmentWindow(terms: TWindowTerms, etd: string | null): TPricingWindow {
  return pricingWindow({ pricingPeriod: terms.pricingPeriod, priceCutoffAt: terms.priceCutoffAt, dealDate: terms.dealDate, shippedOn: etd });
}

export function presentWindow(terms: TWindowTerms, window: TPricingWindow, today: string): TPricingWindowView {
  return { pricingPeriod: terms.pricingPeriod, priceCutoffAt: terms.priceCutoffAt, ...window, state: pricingWindowState(window, today) };
}

export function presentFix(f: TPriceFixRow, contract: Pick<TContractRow, 'buyerUserId'>): TShipmentFix {
  return {
    fixId: f.id,
    status: f.status,
    origin: f.origin,
    requestedAt: f.requestedAt.toISOString(),
    requestedBySide: f.requestedByUserId === null ? null : f.requestedByUserId === contract.buyerUserId ? 'buyer' : 'seller',
    basis: f.basis,
    settlementDate: f.settlementDate === null ? null : String(f.settlementDate),
    settlementPrice: f.settlementPrice === null ? null : String(f.settlementPrice),
    pricePerMt: f.pricePerMt === null ? null : String(f.pricePerMt),
    currency: f.currency,
    netWeightMt: f.netWeight === null ? null : trimZeros(String(f.netWeight)),
    amount: f.amount === null ? null : String(f.amount),
    reason: f.reason,
    decidedAt: f.decidedAt ? f.decidedAt.toISOString() : null,
  };
}

export function netWeightOf(s: TShipmentWithWeight): string {
  return sumDecimals(
    s.containers.map((c) => c.netWeight),
    6,
  );
}

/** The live fix row of a shipment (requested or confirmed), if any. */
export function liveFixOf(fixes: readonly TPriceFixRow[], shipmentId: string): TPriceFixRow | null {
  return fixes.find((f) => f.shipmentId === shipmentId && f.status !== 'rejected') ?? null;
}

export type TLoadedPricing = {
  info: TPricingInfo;
  formulaLine: TContractLineRow | null;
  terms: TWindowTerms;
  shipments: TShipmentWithWeight[];
  fixes: TPriceFixRow[];
};

/**
 * Everything the fix price dialog and the pricing panel show, read in one go (inside the caller's transaction when it
 * holds locks: `lockShipments` locks the contract's shipments in a fixed order).
 */
export async function loadPricing(opts: {
  db: TDbOrTx;
  contract: TContractRow;
  side: TContractSide;
  today: string;
  lockShipments?: boolean;
}): Promise<TLoadedPricing> {
  const { db, contract, side, today } = opts;
  const lines = await findContractLines(db, contract.id);
  const formulaLine = formulaLineOf(lines);
  const terms = await loadWindowTerms(db, contract);
  const shipments = await listShipmentsWithContainers(db, contract.id, { lock: opts.lockShipments ?? false });
  const fixes = await listContractFixes(db, contract.id);
  const invoices = await listContractInvoices(db, contract.id);

  const live = contract.status !== 'voided';
  const party = fixingParty(contract.fixingSide as 'buyer' | 'seller' | 'undecided');
  const formulaWeights = lines.filter((l) => l.deduction !== 0 && l.weight !== null).map((l) => String(l.weight));
  const formulaWeightMt = formulaLine ? sumDecimals(formulaWeights, 6) : null;

  const rows = shipments.map((s) => {
    const netWeightMt = netWeightOf(s);
    const liveFix = liveFixOf(fixes, s.id);
    const lastRejected = fixes.find((f) => f.shipmentId === s.id && f.status === 'rejected') ?? null;
    const window = shipmentWindow(terms, s.etd);
    const fixable =
      live && formulaLine !== null && isFixable({ shipmentId: s.id, donePricing: s.donePricing, containers: s.containers.length, netWeightMt, fixRequested: liveFix !== null });
    const shown = liveFix ?? lastRejected;
    return {
      shipmentId: s.id,
      billNo: s.billNo,
      etd: s.etd,
      eta: s.eta,
      status: s.status,
      donePricing: s.donePricing,
      containers: s.containers.map((c) => ({ containerNo: c.containerNo, netWeightMt: trimZeros(c.netWeight) })),
      netWeightMt,
      fixable,
      window: presentWindow(terms, window, today),
      fix: shown ? presentFix(shown, contract) : null,
    };
  });

  const confirmed = fixes.filter((f) => f.status === 'confirmed');
  const fixedCurrency = confirmed[0]?.currency ?? null;
  const fixedWeightMt = sumDecimals(
    confirmed.map((f) => String(f.netWeight)),
    6,
  );
  const fixedAmount = money2(
    sumDecimals(
      confirmed.map((f) => String(f.amount)),
      2,
    ),
  );
  const value = contractValue(contract, confirmed);
  const depositInvoiced = money2(
    sumDecimals(
      invoices.filter((i) => i.type === 'deposit').map((i) => String(i.amount)),
      2,
    ),
  );
  const finalInvoice = invoices.filter((i) => i.type === 'final').at(-1) ?? null;
  const info: TPricingInfo = {
    askId: contract.askId,
    contractId: contract.id,
    contractNo: contract.contractNo,
    contractStatus: contract.status,
    currency: contract.currency,
    fixingSide: contract.fixingSide as TPricingInfo['fixingSide'],
    fixingParty: party,
    viewerSide: side,
    canRequest: live && formulaLine !== null && side === party,
    pricingStatus: contractPricingStatus({
      formulaWeightMt,
      shipments: rows.map((r) => ({ donePricing: r.donePricing, netWeightMt: r.netWeightMt })),
    }),
    formula: formulaLine ? presentFormula(formulaLine) : null,
    formulaWeightMt,
    shipments: rows,
    fixedWeightMt,
    fixedAmount,
    fixedCurrency,
    contractValue: value,
    depositInvoiced,
    finalAmount: finalDue(value, depositInvoiced),
    finalInvoiceAmount: finalInvoice ? String(finalInvoice.amount) : null,
  };
  return { info, formulaLine, terms, shipments, fixes };
}

/**
 * The contract's value so far, in its currency (decision, README): the part priced at the deal (contracts.total_amount)
 * plus every confirmed fix in the contract's currency. A fix in another currency cannot occur: a market offers only
 * the bases of its own currency (quote-method.ts markets; quote-rules.ts refuses the others) and an ask's currency is
 * its market's (MARKET_CURRENCY), so a CNY formula never reaches a USD contract; such a fix would be left out, never
 * converted at a rate nobody agreed.
 */
export function contractValue(contract: Pick<TContractRow, 'totalAmount' | 'currency'>, confirmed: readonly Pick<TPriceFixRow, 'currency' | 'amount'>[]): string {
  const fixedPart = contract.totalAmount === null ? '0' : roundDecimalText(String(contract.totalAmount), 2);
  return money2(sumDecimals([fixedPart, ...confirmed.filter((f) => f.currency === contract.currency && f.amount !== null).map((f) => String(f.amount))], 2));
}

/** What the final invoice comes to: the value less the deposit invoiced, never below 0. */
export function finalDue(value: string, depositInvoiced: string): string {
  return compareDecimals(value, depositInvoiced) <= 0 ? '0.00' : money2(subDecimals(value, depositInvoiced));
}

/** Money as exact text with its 2 decimals ("57211.1" → "57211.10"). */
export function money2(text: string): string {
  return roundDecimalText(text, 2);
}
