import { DictId } from '@scrapbridge/domain/catalog';
import { containerCheckDigit } from '@scrapbridge/domain/orders/container-no';
import type { TDeduction } from '@scrapbridge/domain/quote-method';
import type { TConfig } from '../config.ts';
import type { TDb, TTx } from '../db/client.ts';
import { contractBlInstructions, contractParties, invoices, payments } from '../db/schema.ts';
import { findAccountByIdentity } from '../modules/identity/accounts/account.repository.ts';
import { findSellers, insertAsk } from '../modules/listings/asks/asks.repository.ts';
import type { TAskPlan } from '../modules/listings/asks/prepare-ask-write.ts';
import { writeAskLines } from '../modules/listings/asks/write-ask-lines.ts';
import { insertContract } from '../modules/orders/contracts/contracts.repository.ts';
import { findAskDetailsForQuote, insertQuote, insertQuoteEvent, replaceQuoteLines, type TQuoteRow } from '../modules/negotiation/quotes/quotes.repository.ts';
import { svgText } from '../lib/svg-text.ts';
import { storeDemoPicture } from './demo-asks.ts';

/**
 * What every demo deal between seller@demo.test and buyer@demo.test has in common (the demo orders, the LME deal, the
 * delivery waiting for feedback, the settled claim). Kept in one place so that the two demo companies, their contract
 * parties, invoices and the deal's timeline read the same on every demo contract, and a change to a table only has
 * to be made here. Each seed keeps what makes its story (its lot, shipments, money and states) in its own file.
 */

export const DAY_MS = 86_400_000;

/** A container number with its ISO 6346 check digit, so the demo data passes the same rule staff input does. */
export const demoContainerNo = (body: string): string => `${body}${containerCheckDigit(body)}`;

/** A calendar date `days` from now (negative: in the past), as the date columns (ETD, invoice dates) take it. */
export const demoDate = (now: Date, days: number): string => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The demo companies as they stand on contracts and invoices (the same on every demo contract). */
export const DEMO_SELLER_COMPANY = {
  companyName: 'Guangdong Hengxin Metal Recycling Co., Ltd.',
  address: 'No. 18 Jinlong Road, Qingyuan, Guangdong, China',
  email: 'seller@demo.test',
  taxNo: '91441800MA4UXXXX1K',
  contactName: 'Wei Zhang',
  phone: '+86 138 0013 8000',
} as const;
export const DEMO_BUYER_COMPANY = {
  companyName: 'Pacific Rim Smelting Ltd.',
  address: '45 Harbour Road, Busan 48943, Korea',
  email: 'buyer@demo.test',
  taxNo: 'KR-605-81-12345',
  contactName: 'Daniel Harper',
  phone: '+61 412 345 678',
} as const;

type TAccount = NonNullable<Awaited<ReturnType<typeof findAccountByIdentity>>>;
export type TDemoAccounts = { seller: TAccount; buyer: TAccount; staffId: string | null; sellerCompanyId: string | null };

/** The demo seller, buyer and (optional) staff account; null when the demo accounts are not seeded, so nothing is written. */
export async function findDemoAccounts(db: TDb): Promise<TDemoAccounts | null> {
  const seller = await findAccountByIdentity(db, { kind: 'email', email: 'seller@demo.test' });
  const buyer = await findAccountByIdentity(db, { kind: 'email', email: 'buyer@demo.test' });
  const staff = await findAccountByIdentity(db, { kind: 'email', email: 'staff@demo.test' });
  if (!seller || !buyer) return null;
  const [sellerRow] = await findSellers(db, [seller.id]);
  return { seller, buyer, staffId: staff?.id ?? null, sellerCompanyId: sellerRow?.companyId ?? null };
}

/** One plain labelled picture of a sold lot, stored as an upload would be (an ask needs a picture, §5). */
export async function storeDemoLotPicture(
  db: TDb,
  config: Pick<TConfig, 'storage' | 'uploads' | 'brand'>,
  ownerUserId: string,
  title: string,
  fill: string,
  kind: string,
): Promise<string> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="${fill}"/>` +
    `<rect x="60" y="600" width="1080" height="200" rx="18" fill="#000" fill-opacity="0.45"/>` +
    // Outlines of the shipped Noto Sans SC, so a Chinese title reads without CJK system fonts (lib/svg-text.ts).
    svgText(title, { x: 100, y: 720, size: 60, attrs: 'fill="#fff"' }) +
    `</svg>`;
  const { default: sharp } = await import('sharp');
  return storeDemoPicture(db, config, ownerUserId, await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(), kind);
}

/** The terms the single-lot demo deals share: a Savannah lot sold CIF Busan, 20 % deposit, the balance against the BL copy. */
export const DEMO_SAVANNAH_CIF_ASK = {
  market: 'intl',
  originCountryId: DictId.CountryUS,
  loadingCountryId: DictId.CountryUS,
  province: 'Georgia',
  city: 'Savannah',
  addressDetail: '1 Main St, Garden City, GA 31408',
  deliveryTerm: 'CIF',
  destinationPortId: 410,
  validityId: DictId.UntilSold,
  shipmentDays: 30,
  depositRatio: '20',
  balanceRatio: '80',
  balanceTiming: 'against_bl_copy',
  specs: 'guaranteed',
  originCertificate: true,
} as const;

/** The seller's party row on a contract, confirmed at `confirmedAt`. */
export function demoSellerParty(contractId: string, sellerUserId: string, confirmedAt: Date) {
  return { contractId, side: 'seller' as const, ...DEMO_SELLER_COMPANY, confirmedByUserId: sellerUserId, confirmedAt };
}

/** The buyer's party row on a contract, confirmed at `confirmedAt`. */
export function demoBuyerParty(contractId: string, buyerUserId: string, confirmedAt: Date) {
  return { contractId, side: 'buyer' as const, ...DEMO_BUYER_COMPANY, confirmedByUserId: buyerUserId, confirmedAt };
}

/** The buyer's bill-of-lading instructions (goods to Busan New Port); the marks and HS code are the lot's own. */
export function demoBlInstructions(contractId: string, buyerUserId: string, shippingMarks: string, hsCode: string, confirmedAt: Date) {
  return { contractId, shippingMarks, hsCode, taxId: DEMO_BUYER_COMPANY.taxNo, terminalDock: 'Busan New Port, PNC terminal', confirmedByUserId: buyerUserId, confirmedAt };
}

/** The deal terms a contract copies from the quote it was made from (§4: the contract is the accepted quote). */
export function contractTermsFromQuote(quote: TQuoteRow) {
  return {
    askId: quote.askId,
    quoteId: quote.id,
    buyerUserId: quote.buyerUserId,
    sellerUserId: quote.sellerUserId,
    market: quote.market,
    currency: quote.currency,
    term: quote.term,
    portId: quote.portId,
    destinationPortId: quote.destinationPortId,
    prepayRate: quote.prepayRate,
    depositRatio: quote.depositRatio,
    balanceRatio: quote.balanceRatio,
    paymentTiming: quote.paymentTiming,
    fixingSide: quote.fixingSide,
  };
}

/** An invoice from the demo seller to the demo buyer; dates in days from now. */
export function demoInvoice(
  now: Date,
  v: { contractId: string; type: 'deposit' | 'final'; invoiceNo: string; issued: number; due: number; currency: string; amount: string; staffId: string | null },
) {
  return {
    contractId: v.contractId,
    type: v.type,
    invoiceNo: v.invoiceNo,
    issueDate: demoDate(now, v.issued),
    dueDate: demoDate(now, v.due),
    issuer: DEMO_SELLER_COMPANY.companyName,
    billTo: DEMO_BUYER_COMPANY.companyName,
    currency: v.currency,
    amount: v.amount,
    createdByUserId: v.staffId,
  };
}

/** Writes an invoice and, when `paidDay` is given (days from now), its payment in full by T/T. */
export async function writeDemoInvoice(
  tx: TTx,
  now: Date,
  accounts: TDemoAccounts,
  v: Parameters<typeof demoInvoice>[1] & { paidDay: number | null; note: string },
): Promise<typeof invoices.$inferSelect> {
  const [invoice] = await tx.insert(invoices).values(demoInvoice(now, v)).returning();
  if (v.paidDay !== null) {
    await tx.insert(payments).values({
      contractId: v.contractId,
      invoiceId: invoice!.id,
      amount: v.amount,
      currency: v.currency,
      paidOn: demoDate(now, v.paidDay),
      note: v.note,
      recordedByUserId: accounts.staffId ?? accounts.buyer.id,
    });
  }
  return invoice!;
}

/** The one line of a single-lot demo deal: a fixed price, or a formula (`price` is then the LME percentage). */
export type TDemoDealLine = { name: string; nameZh: string; weight: string; price: string; quoteType: 'FIXED' | 'LME'; deduction: TDeduction };

/**
 * The sold lot, the accepted quote and the contract of a single-lot demo deal made `dealDaysAgo` days ago: the lot was
 * submitted 6 days and published 5 days before the deal, the buyer quoted the day before and the seller accepted, and
 * both companies confirmed within two days (BL instructions on the second). `amount` is the line's fixed value, null
 * for a formula line (priced at fixing). Returns what the seed writes next to (shipments, invoices), plus the deal date
 * stamp its numbers use.
 */
export async function writeDemoDeal(
  tx: TTx,
  v: {
    now: Date;
    accounts: TDemoAccounts;
    plan: TAskPlan;
    dealDaysAgo: number;
    contractSuffix: string;
    fixingSide: 'seller' | 'buyer';
    line: TDemoDealLine;
    amount: string | null;
    bl: { shippingMarks: string; hsCode: string };
  },
) {
  const { now, accounts, plan, dealDaysAgo: days, line } = v;
  const { seller, buyer, staffId } = accounts;
  const ago = (d: number) => new Date(now.getTime() - d * DAY_MS);
  const dealAt = ago(days);
  const askId = await insertAsk(tx, {
    ...plan.ask,
    sellerUserId: seller.id,
    companyId: accounts.sellerCompanyId,
    state: 'deal',
    reviewedBy: staffId,
    submittedAt: ago(days + 6),
    reviewedAt: ago(days + 5),
    publishedAt: ago(days + 5),
    createdAt: ago(days + 6),
    updatedAt: dealAt,
  });
  await writeAskLines(tx, askId, plan.details);
  const details = await findAskDetailsForQuote(tx, askId);
  const quote = await insertQuote(tx, {
    askId,
    buyerUserId: buyer.id,
    sellerUserId: seller.id,
    market: plan.ask.market,
    currency: plan.ask.currency,
    state: 'deal',
    term: 'CIF',
    portId: null,
    destinationPortId: plan.ask.destinationPortId ?? null,
    prepayRate: 20,
    depositRatio: '20',
    balanceRatio: '80',
    paymentTiming: 'against_bl_copy',
    fixingSide: v.fixingSide,
    firm: false,
    viaBuyNow: false,
    dealAt,
    createdAt: ago(days + 1),
    updatedAt: dealAt,
  });
  const lines = details.map((d, i) => ({
    quoteId: quote.id,
    askDetailId: d.id,
    quoteType: line.quoteType,
    deduction: line.deduction,
    price: line.price,
    agreedPrice: line.price,
    weight: d.weight ?? line.weight,
    sort: i,
  }));
  await replaceQuoteLines(tx, quote.id, lines);
  await insertQuoteEvent(tx, { quoteId: quote.id, askId, actorUserId: buyer.id, actor: 'buyer', action: 'place', fromState: null, toState: 'waiting', createdAt: ago(days + 1) });
  await insertQuoteEvent(tx, { quoteId: quote.id, askId, actorUserId: seller.id, actor: 'seller', action: 'accept', fromState: 'waiting', toState: 'deal', createdAt: dealAt });
  const stamp = dealAt.toISOString().slice(0, 10).replaceAll('-', '');
  const contract = await insertContract(
    tx,
    {
      contractNo: `SB${stamp}${v.contractSuffix}`,
      ...contractTermsFromQuote(quote),
      taxIncluded: false,
      totalWeight: line.weight,
      totalAmount: v.amount,
      dealAt,
      createdAt: dealAt,
    },
    details.map((d, i) => ({
      askDetailId: d.id,
      detailName: line.name,
      detailNameZh: line.nameZh,
      quoteType: line.quoteType,
      deduction: line.deduction,
      price: line.price,
      weight: lines[i]!.weight,
      amount: v.amount,
      sort: i,
    })),
  );
  await tx.insert(contractParties).values([demoSellerParty(contract.id, seller.id, ago(days - 0.5)), demoBuyerParty(contract.id, buyer.id, ago(days - 1))]);
  await tx.insert(contractBlInstructions).values(demoBlInstructions(contract.id, buyer.id, v.bl.shippingMarks, v.bl.hsCode, ago(days - 2)));
  return { askId, quote, contract, dealAt, stamp };
}

/** A staff-entered tracking event of a shipment, `days` ago (the whole voyage, not one container). */
export function demoShipmentEvent(now: Date, shipmentId: string, staffId: string | null) {
  return (code: 'loaded' | 'departed' | 'arrived' | 'telex_released' | 'delivered', days: number, location: string) => ({
    shipmentId,
    occurredAt: new Date(now.getTime() - days * DAY_MS),
    code,
    location,
    containerNo: null,
    source: 'staff' as const,
    createdByUserId: staffId,
  });
}
