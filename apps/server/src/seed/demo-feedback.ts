import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ZPublishAskRequest } from '@scrapbridge/domain/ask';
import { DictId } from '@scrapbridge/domain/catalog';
import { containerCheckDigit } from '@scrapbridge/domain/orders/container-no';
import { Deduction } from '@scrapbridge/domain/quote-method';
import type { TConfig } from '../config.ts';
import type { TDb, TDbOrTx } from '../db/client.ts';
import { lockAdvisory } from '../db/advisory-lock.repository.ts';
import { executeRows } from '../db/execute-rows.ts';
import { contractBlInstructions, contractParties, contracts, invoices, payments, shipmentContainers, shipmentEvents, shipments } from '../db/schema.ts';
import { findAccountByIdentity } from '../modules/identity/accounts/account.repository.ts';
import { findSellers, insertAsk } from '../modules/listings/asks/asks.repository.ts';
import { prepareAskWrite } from '../modules/listings/asks/prepare-ask-write.ts';
import { writeAskLines } from '../modules/listings/asks/write-ask-lines.ts';
import { findCategoriesByCodes } from '../modules/catalogue/catalog.repository.ts';
import { insertContract } from '../modules/orders/contracts/contracts.repository.ts';
import { findAskDetailsForQuote, insertQuote, insertQuoteEvent, replaceQuoteLines } from '../modules/negotiation/quotes/quotes.repository.ts';
import { storeDemoPicture } from './demo-asks.ts';

/**
 * The demo delivery waiting for feedback (issue 15: "a delivered, telex-released shipment waiting for feedback"): the
 * demo buyer bought 21 MT of Birch/Cliff copper from the demo seller at a fixed price, signed, deposit and balance
 * paid, one shipment of one container arrived 3 days ago, telex released and delivered, not yet rated — so the
 * satisfaction prompt opens for buyer@demo.test 1 s after a page loads. Its own sold lot (marked demo), so no other
 * demo screen changes; written once (contract number …-DEMO04).
 */

const DAY_MS = 86_400_000;
const DEAL_DAYS_AGO = 45;
export const DEMO_FEEDBACK_CONTRACT_SUFFIX = '-DEMO04';
const LINE = { name: 'Birch/Cliff #2 copper wire', nameZh: 'Birch/Cliff 二号铜线', weight: '21', price: '8650' };

const containerNo = (body: string) => `${body}${containerCheckDigit(body)}`;
const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

async function hasDemoFeedbackContract(db: TDbOrTx): Promise<boolean> {
  const rows = await executeRows(db, sql`select 1 from contracts where contract_no like ${`%${DEMO_FEEDBACK_CONTRACT_SUFFIX}`} limit 1`);
  return rows.length > 0;
}

/** Writes the demo delivery when it is not there yet (main.ts, with SEED_DEMO). Returns 1 when written. */
export async function seedDemoFeedback(db: TDb, config: Pick<TConfig, 'storage' | 'uploads' | 'brand'>): Promise<number> {
  if (await hasDemoFeedbackContract(db)) return 0;
  const seller = await findAccountByIdentity(db, { kind: 'email', email: 'seller@demo.test' });
  const buyer = await findAccountByIdentity(db, { kind: 'email', email: 'buyer@demo.test' });
  const staff = await findAccountByIdentity(db, { kind: 'email', email: 'staff@demo.test' });
  if (!seller || !buyer) return 0;
  const [sellerRow] = await findSellers(db, [seller.id]);
  const categories = new Map((await findCategoriesByCodes(db, ['copper', 'birch-cliff'])).map((c) => [c.code, c]));
  if (categories.size !== 2) return 0;

  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#9a6b42"/>` +
    `<rect x="60" y="600" width="1080" height="200" rx="18" fill="#000" fill-opacity="0.45"/>` +
    `<text x="100" y="720" font-family="Noto Sans CJK SC, DejaVu Sans, sans-serif" font-size="60" fill="#fff">${LINE.name}</text></svg>`;
  const fileId = await storeDemoPicture(db, config, seller.id, await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(), 'delivered-lot');
  const input = ZPublishAskRequest.parse({
    market: 'intl',
    askName: 'Birch/Cliff #2 copper wire, delivered lot (demo)',
    askNameZh: 'Birch/Cliff 二号铜线，已交付批次（演示）',
    descriptions: 'Mixed #2 copper wire, baled, nominal 96 % Cu. Demo lot: sold, shipped and delivered.',
    descriptionsZh: '二号杂铜线，打包，名义含铜 96%。演示批次：已售出、已发运并交付。',
    comboLoadName: 'Savannah #2 copper',
    originCountryId: DictId.CountryUS,
    loadingCountryId: DictId.CountryUS,
    province: 'Georgia',
    city: 'Savannah',
    addressDetail: '1 Main St, Garden City, GA 31408',
    deliveryTerm: 'CIF',
    destinationPortId: 410,
    validityId: DictId.UntilSold,
    preferredQuoteType: 'FIXED',
    fixingSide: 'seller',
    packingMethod: 'bales',
    shipmentDays: 30,
    depositRatio: '20',
    balanceRatio: '80',
    balanceTiming: 'against_bl_copy',
    specs: 'guaranteed',
    originCertificate: true,
    details: [
      {
        categoryId: categories.get('copper')!.id,
        subCategoryId: categories.get('birch-cliff')!.id,
        detailName: LINE.name,
        detailNameZh: LINE.nameZh,
        weight: LINE.weight,
        quoteType: 'FIXED',
        unitPrice: LINE.price,
        deduction: Deduction.None,
        media: [{ fileId, kind: 'image' }],
      },
    ],
  });
  const plan = await prepareAskWrite(db, input, seller.id);
  const dealAt = ago(DEAL_DAYS_AGO);
  const amount = (Number(LINE.weight) * Number(LINE.price)).toFixed(2);

  return db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:demo-feedback');
    if (await hasDemoFeedbackContract(tx)) return 0;
    const askId = await insertAsk(tx, {
      ...plan.ask,
      sellerUserId: seller.id,
      companyId: sellerRow?.companyId ?? null,
      state: 'deal',
      reviewedBy: staff?.id ?? null,
      submittedAt: ago(DEAL_DAYS_AGO + 6),
      reviewedAt: ago(DEAL_DAYS_AGO + 5),
      publishedAt: ago(DEAL_DAYS_AGO + 5),
      createdAt: ago(DEAL_DAYS_AGO + 6),
      updatedAt: dealAt,
    });
    await writeAskLines(tx, askId, plan.details);
    const details = await findAskDetailsForQuote(tx, askId);
    const ask = plan.ask;
    const quote = await insertQuote(tx, {
      askId,
      buyerUserId: buyer.id,
      sellerUserId: seller.id,
      market: ask.market,
      currency: ask.currency,
      state: 'deal',
      term: 'CIF',
      portId: null,
      destinationPortId: ask.destinationPortId ?? null,
      prepayRate: 20,
      depositRatio: '20',
      balanceRatio: '80',
      paymentTiming: 'against_bl_copy',
      fixingSide: 'seller',
      firm: false,
      viaBuyNow: false,
      dealAt,
      createdAt: ago(DEAL_DAYS_AGO + 1),
      updatedAt: dealAt,
    });
    const lines = details.map((d, i) => ({
      quoteId: quote.id,
      askDetailId: d.id,
      quoteType: 'FIXED' as const,
      deduction: Deduction.None,
      price: LINE.price,
      agreedPrice: LINE.price,
      weight: d.weight ?? LINE.weight,
      sort: i,
    }));
    await replaceQuoteLines(tx, quote.id, lines);
    await insertQuoteEvent(tx, { quoteId: quote.id, askId, actorUserId: buyer.id, actor: 'buyer', action: 'place', fromState: null, toState: 'waiting', createdAt: ago(DEAL_DAYS_AGO + 1) });
    await insertQuoteEvent(tx, { quoteId: quote.id, askId, actorUserId: seller.id, actor: 'seller', action: 'accept', fromState: 'waiting', toState: 'deal', createdAt: dealAt });
    const stamp = dealAt.toISOString().slice(0, 10).replaceAll('-', '');
    const contract = await insertContract(
      tx,
      {
        contractNo: `SB${stamp}${DEMO_FEEDBACK_CONTRACT_SUFFIX}`,
        askId,
        quoteId: quote.id,
        buyerUserId: buyer.id,
        sellerUserId: seller.id,
        market: quote.market,
        currency: quote.currency,
        term: quote.term,
        portId: quote.portId,
        destinationPortId: quote.destinationPortId,
        prepayRate: quote.prepayRate,
        depositRatio: quote.depositRatio,
        balanceRatio: quote.balanceRatio,
        paymentTiming: quote.paymentTiming,
        fixingSide: 'seller',
        taxIncluded: false,
        totalWeight: LINE.weight,
        totalAmount: amount,
        dealAt,
        createdAt: dealAt,
      },
      details.map((d, i) => ({
        askDetailId: d.id,
        detailName: LINE.name,
        detailNameZh: LINE.nameZh,
        quoteType: 'FIXED' as const,
        deduction: Deduction.None,
        price: LINE.price,
        weight: lines[i]!.weight,
        amount,
        sort: i,
      })),
    );
    await tx.insert(contractParties).values([
      {
        contractId: contract.id,
        side: 'seller',
        companyName: 'Guangdong Hengxin Metal Recycling Co., Ltd.',
        address: 'No. 18 Jinlong Road, Qingyuan, Guangdong, China',
        email: 'seller@demo.test',
        taxNo: '91441800MA4UXXXX1K',
        contactName: 'Wei Zhang',
        phone: '+86 138 0013 8000',
        confirmedByUserId: seller.id,
        confirmedAt: ago(DEAL_DAYS_AGO - 0.5),
      },
      {
        contractId: contract.id,
        side: 'buyer',
        companyName: 'Pacific Rim Smelting Ltd.',
        address: '45 Harbour Road, Busan 48943, Korea',
        email: 'buyer@demo.test',
        taxNo: 'KR-605-81-12345',
        contactName: 'Daniel Harper',
        phone: '+61 412 345 678',
        confirmedByUserId: buyer.id,
        confirmedAt: ago(DEAL_DAYS_AGO - 1),
      },
    ]);
    await tx.insert(contractBlInstructions).values({
      contractId: contract.id,
      shippingMarks: 'PRS / BIRCH / BUSAN',
      hsCode: '7404.00',
      taxId: 'KR-605-81-12345',
      terminalDock: 'Busan New Port, PNC terminal',
      confirmedByUserId: buyer.id,
      confirmedAt: ago(DEAL_DAYS_AGO - 2),
    });
    const [shipment] = await tx
      .insert(shipments)
      .values({
        contractId: contract.id,
        bookingNo: 'MAEU247110',
        carrier: 'Maersk',
        vessel: 'Maersk Busan 239E',
        billNo: 'MAEU2471102286',
        portOfLoading: 'Savannah, GA',
        portOfDischarge: 'Busan, KR',
        etd: day(now, -30),
        eta: day(now, -4),
        status: 'delivered',
        telexReleased: true,
        telexReleasedAt: ago(2),
        createdByUserId: staff?.id ?? null,
        createdAt: ago(33),
      })
      .returning();
    await tx.insert(shipmentContainers).values({ shipmentId: shipment!.id, containerNo: containerNo('MSKU905512'), sealNo: 'ML-7741205', netWeight: LINE.weight, grossWeight: '23.350', sort: 0 });
    const event = (code: 'loaded' | 'departed' | 'arrived' | 'telex_released' | 'delivered', days: number, location: string) => ({
      shipmentId: shipment!.id,
      occurredAt: ago(days),
      code,
      location,
      containerNo: null,
      source: 'staff' as const,
      createdByUserId: staff?.id ?? null,
    });
    await tx.insert(shipmentEvents).values([
      event('loaded', 31, 'Savannah, GA'),
      event('departed', 30, 'Savannah, GA'),
      event('arrived', 3, 'Busan, KR'),
      event('telex_released', 2, 'Busan, KR'),
      event('delivered', 1, 'Busan, KR'),
    ]);
    const deposit = ((Number(amount) * 20) / 100).toFixed(2);
    const balance = (Number(amount) - Number(deposit)).toFixed(2);
    const money = [
      { type: 'deposit' as const, no: `INV-${stamp}-DEMO-FB-D`, amount: deposit, issued: -DEAL_DAYS_AGO + 2, due: -DEAL_DAYS_AGO + 9, paid: -DEAL_DAYS_AGO + 6 },
      { type: 'final' as const, no: `INV-${stamp}-DEMO-FB-F`, amount: balance, issued: -12, due: -5, paid: -6 },
    ];
    for (const m of money) {
      const [invoice] = await tx
        .insert(invoices)
        .values({
          contractId: contract.id,
          type: m.type,
          invoiceNo: m.no,
          issueDate: day(now, m.issued),
          dueDate: day(now, m.due),
          issuer: 'Guangdong Hengxin Metal Recycling Co., Ltd.',
          billTo: 'Pacific Rim Smelting Ltd.',
          currency: quote.currency,
          amount: m.amount,
          createdByUserId: staff?.id ?? null,
        })
        .returning();
      await tx.insert(payments).values({
        contractId: contract.id,
        invoiceId: invoice!.id,
        amount: m.amount,
        currency: quote.currency,
        paidOn: day(now, m.paid),
        note: 'Received by T/T (demo)',
        recordedByUserId: staff?.id ?? buyer.id,
      });
    }
    await tx
      .update(contracts)
      .set({ status: 'signed', signedAt: ago(DEAL_DAYS_AGO - 2), depositStatus: 'paid', paymentStatus: 'paid', updatedAt: ago(1) })
      .where(sql`${contracts.id} = ${contract.id}`);
    return 1;
  });
}
