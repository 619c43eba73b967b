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
import { contractBlInstructions, contractParties, contracts, invoices, payments, shipmentContainers, shipments } from '../db/schema.ts';
import { findAccountByIdentity } from '../modules/identity/accounts/account.repository.ts';
import { findSellers, insertAsk } from '../modules/listings/asks/asks.repository.ts';
import { prepareAskWrite } from '../modules/listings/asks/prepare-ask-write.ts';
import { writeAskLines } from '../modules/listings/asks/write-ask-lines.ts';
import { findCategoriesByCodes } from '../modules/catalogue/catalog.repository.ts';
import { insertContract } from '../modules/orders/contracts/contracts.repository.ts';
import { findAskDetailsForQuote, insertQuote, insertQuoteEvent, replaceQuoteLines } from '../modules/negotiation/quotes/quotes.repository.ts';
import { storeDemoPicture } from './demo-asks.ts';

/**
 * The demo LME deal (issue 14 item 4: "a formula contract with two shipped shipments"): the demo buyer bought 40 MT of
 * Berry copper from the demo seller at LME × 97.25 %, the buyer fixing the price (spot pricing, cut-off 30 days
 * ahead). Signed, the deposit invoiced on the provisional value and paid, two shipments on their way with two
 * containers each and their net weights, neither priced yet: the buyer fixes from /order-detail, staff confirm in the
 * console. LME settlements marked `demo` cover every working day from the deal on (added next to whatever series
 * exists, never over it). Its own sold lot, so no other demo screen changes; written once (contract number …-DEMO03).
 */

const DAY_MS = 86_400_000;
const DEAL_DAYS_AGO = 20;
export const DEMO_FIXING_CONTRACT_SUFFIX = '-DEMO03';
const LINE = { name: 'Berry #1 copper wire', nameZh: 'Berry 一号铜线', weight: '40', percent: '97.25' };
const LME_LEVEL = 9_800;

const containerNo = (body: string) => `${body}${containerCheckDigit(body)}`;
const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

async function hasDemoFixingContract(db: TDbOrTx): Promise<boolean> {
  const rows = await executeRows(db, sql`select 1 from contracts where contract_no like ${`%${DEMO_FIXING_CONTRACT_SUFFIX}`} limit 1`);
  return rows.length > 0;
}

/**
 * LME settlements (source demo) on every working day of the last `days` days, each a small move from the last, the same
 * on every run; a day that has a settlement already keeps it. Returns how many it wrote.
 */
export async function seedDemoLmeSettlements(db: TDb, now: Date, days: number): Promise<number> {
  let written = 0;
  for (let back = days; back >= 0; back--) {
    const d = new Date(now.getTime() - back * DAY_MS);
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    const price = Math.round(LME_LEVEL * (1 + 0.004 * Math.sin(back / 2)));
    const rows = await executeRows(
      db,
      sql`insert into reference_prices (basis, unit, price_date, price, source) values ('LME', 'USD_PER_MT', ${d.toISOString().slice(0, 10)}, ${String(price)}, 'demo')
          on conflict (basis, price_date) do nothing returning id`,
    );
    written += rows.length;
  }
  return written;
}

/** Writes the demo LME deal when it is not there yet (main.ts, with SEED_DEMO, after the reference prices). */
export async function seedDemoPriceFixing(db: TDb, config: Pick<TConfig, 'storage' | 'uploads' | 'brand'>): Promise<number> {
  if (await hasDemoFixingContract(db)) return 0;
  const seller = await findAccountByIdentity(db, { kind: 'email', email: 'seller@demo.test' });
  const buyer = await findAccountByIdentity(db, { kind: 'email', email: 'buyer@demo.test' });
  const staff = await findAccountByIdentity(db, { kind: 'email', email: 'staff@demo.test' });
  if (!seller || !buyer) return 0;
  const [sellerRow] = await findSellers(db, [seller.id]);
  const categories = new Map((await findCategoriesByCodes(db, ['copper', 'berry'])).map((c) => [c.code, c]));
  if (categories.size !== 2) return 0;

  const now = new Date();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#8a5a3b"/>` +
    `<rect x="60" y="600" width="1080" height="200" rx="18" fill="#000" fill-opacity="0.45"/>` +
    `<text x="100" y="720" font-family="Noto Sans CJK SC, DejaVu Sans, sans-serif" font-size="60" fill="#fff">${LINE.name}</text></svg>`;
  const fileId = await storeDemoPicture(db, config, seller.id, await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(), 'sold-lot');
  const input = ZPublishAskRequest.parse({
    market: 'intl',
    askName: 'Berry #1 copper wire, LME-priced lot (demo)',
    askNameZh: 'Berry 一号铜线，LME 点价（演示）',
    descriptions: 'Bright #1 copper wire, chopped and baled, priced at LME × 97.25 %, buyer fixes.',
    descriptionsZh: '一号光亮铜线，剪切打包，按 LME × 97.25% 定价，买方点价。',
    comboLoadName: 'Savannah #1 copper',
    originCountryId: DictId.CountryUS,
    loadingCountryId: DictId.CountryUS,
    province: 'Georgia',
    city: 'Savannah',
    addressDetail: '1 Main St, Garden City, GA 31408',
    deliveryTerm: 'CIF',
    destinationPortId: 410,
    validityId: DictId.UntilSold,
    preferredQuoteType: 'LME',
    fixingSide: 'buyer',
    packingMethod: 'bales',
    shipmentDays: 30,
    depositRatio: '20',
    balanceRatio: '80',
    balanceTiming: 'against_bl_copy',
    pricingPeriod: 'spot',
    priceCutoffAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    specs: 'guaranteed',
    originCertificate: true,
    details: [
      {
        categoryId: categories.get('copper')!.id,
        subCategoryId: categories.get('berry')!.id,
        detailName: LINE.name,
        detailNameZh: LINE.nameZh,
        weight: LINE.weight,
        quoteType: 'LME',
        unitPrice: LINE.percent,
        deduction: Deduction.Percent,
        media: [{ fileId, kind: 'image' }],
      },
    ],
  });
  const plan = await prepareAskWrite(db, input, seller.id);
  const dealAt = new Date(now.getTime() - DEAL_DAYS_AGO * DAY_MS);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const written = await db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:demo-price-fixing');
    if (await hasDemoFixingContract(tx)) return 0;
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
      fixingSide: 'buyer',
      firm: false,
      viaBuyNow: false,
      dealAt,
      createdAt: ago(DEAL_DAYS_AGO + 1),
      updatedAt: dealAt,
    });
    const lines = details.map((d, i) => ({
      quoteId: quote.id,
      askDetailId: d.id,
      quoteType: 'LME' as const,
      deduction: Deduction.Percent,
      price: LINE.percent,
      agreedPrice: LINE.percent,
      weight: d.weight ?? LINE.weight,
      sort: i,
    }));
    await replaceQuoteLines(tx, quote.id, lines);
    await insertQuoteEvent(tx, { quoteId: quote.id, askId, actorUserId: buyer.id, actor: 'buyer', action: 'place', fromState: null, toState: 'waiting', createdAt: ago(DEAL_DAYS_AGO + 1) });
    await insertQuoteEvent(tx, { quoteId: quote.id, askId, actorUserId: seller.id, actor: 'seller', action: 'accept', fromState: 'waiting', toState: 'deal', createdAt: dealAt });
    const contract = await insertContract(
      tx,
      {
        contractNo: `SB${dealAt.toISOString().slice(0, 10).replaceAll('-', '')}${DEMO_FIXING_CONTRACT_SUFFIX}`,
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
        fixingSide: 'buyer',
        taxIncluded: false,
        totalWeight: LINE.weight,
        // Formula lines are priced at fixing: no fixed-price part.
        totalAmount: null,
        dealAt,
        createdAt: dealAt,
      },
      details.map((d, i) => ({
        askDetailId: d.id,
        detailName: LINE.name,
        detailNameZh: LINE.nameZh,
        quoteType: 'LME' as const,
        deduction: Deduction.Percent,
        price: LINE.percent,
        weight: lines[i]!.weight,
        amount: null,
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
      shippingMarks: 'PRS / BERRY / BUSAN',
      hsCode: '7404.00',
      taxId: 'KR-605-81-12345',
      terminalDock: 'Busan New Port, PNC terminal',
      confirmedByUserId: buyer.id,
      confirmedAt: ago(DEAL_DAYS_AGO - 2),
    });
    const boxes = [
      { billNo: 'MAEU2480517731', booking: 'MAEU248051', etd: day(now, -10), eta: day(now, 14), status: 'loaded' as const, boxes: [['MSKU748203', '10.150'], ['MSKU748214', '9.950']] },
      { billNo: 'MAEU2480517744', booking: 'MAEU248062', etd: day(now, -6), eta: day(now, 18), status: 'loaded' as const, boxes: [['MRKU301457', '10.050'], ['MRKU301468', '9.900']] },
    ];
    for (const [i, s] of boxes.entries()) {
      const [row] = await tx
        .insert(shipments)
        .values({
          contractId: contract.id,
          bookingNo: s.booking,
          carrier: 'Maersk',
          vessel: i === 0 ? 'Maersk Savannah 246E' : 'Maersk Seoul 248E',
          billNo: s.billNo,
          portOfLoading: 'Savannah, GA',
          portOfDischarge: 'Busan, KR',
          etd: s.etd,
          eta: s.eta,
          status: s.status,
          createdByUserId: staff?.id ?? null,
          createdAt: ago(12 - i * 4),
        })
        .returning();
      await tx.insert(shipmentContainers).values(s.boxes.map(([no, net], sort) => ({ shipmentId: row!.id, containerNo: containerNo(no!), netWeight: net!, sort })));
    }
    // The deposit on the provisional value (40 MT at the deal day's LME × 97.25 %, 20 %), paid; the final invoice
    // comes once the shipments are fixed (the pricing panel shows what it comes to).
    const provisional = (Number(LINE.weight) * LME_LEVEL * Number(LINE.percent)) / 100;
    const deposit = ((provisional * 20) / 100).toFixed(2);
    const stamp = dealAt.toISOString().slice(0, 10).replaceAll('-', '');
    const [depositInvoice] = await tx
      .insert(invoices)
      .values({
        contractId: contract.id,
        type: 'deposit',
        invoiceNo: `INV-${stamp}-DEMO-LME-D`,
        issueDate: day(now, -DEAL_DAYS_AGO + 2),
        dueDate: day(now, -DEAL_DAYS_AGO + 9),
        issuer: 'Guangdong Hengxin Metal Recycling Co., Ltd.',
        billTo: 'Pacific Rim Smelting Ltd.',
        currency: quote.currency,
        amount: deposit,
        createdByUserId: staff?.id ?? null,
      })
      .returning();
    await tx.insert(payments).values({
      contractId: contract.id,
      invoiceId: depositInvoice!.id,
      amount: deposit,
      currency: quote.currency,
      paidOn: day(now, -DEAL_DAYS_AGO + 5),
      note: 'Deposit received by T/T',
      recordedByUserId: staff?.id ?? buyer.id,
    });
    await tx
      .update(contracts)
      .set({ status: 'signed', signedAt: ago(DEAL_DAYS_AGO - 2), depositStatus: 'paid', paymentStatus: 'partial', updatedAt: ago(DEAL_DAYS_AGO - 2) })
      .where(sql`${contracts.id} = ${contract.id}`);
    return 1;
  });
  await seedDemoLmeSettlements(db, now, DEAL_DAYS_AGO + 2);
  return written;
}
