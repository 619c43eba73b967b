import { sql } from 'drizzle-orm';
import { ZPublishAskRequest } from '@scrapbridge/domain/ask';
import { DictId } from '@scrapbridge/domain/catalog';
import type { TShipmentEventCode } from '@scrapbridge/domain/orders/shipment';
import { Deduction } from '@scrapbridge/domain/quote-method';
import { dealTotals } from '@scrapbridge/domain/quotes/deal';
import type { TConfig } from '../config.ts';
import type { TDb, TTx } from '../db/client.ts';
import { lockAdvisory } from '../db/advisory-lock.repository.ts';
import { contractBlInstructions, contractBlParties, contractParties, contracts, invoices, payments, shipmentContainers, shipmentEvents, shipments } from '../db/schema.ts';
import { insertAsk } from '../modules/listings/asks/asks.repository.ts';
import { prepareAskWrite, type TAskPlan } from '../modules/listings/asks/prepare-ask-write.ts';
import { writeAskLines } from '../modules/listings/asks/write-ask-lines.ts';
import { findCategoriesByCodes } from '../modules/catalogue/catalog.repository.ts';
import { insertContract } from '../modules/orders/contracts/contracts.repository.ts';
import { findAskDetailsForQuote, insertQuote, insertQuoteEvent, replaceQuoteLines } from '../modules/negotiation/quotes/quotes.repository.ts';
import {
  DAY_MS,
  contractTermsFromQuote,
  demoBlInstructions,
  demoBuyerParty,
  demoContainerNo,
  demoDate,
  demoInvoice,
  demoSellerParty,
  findDemoAccounts,
  storeDemoLotPicture,
} from './demo-deal.ts';

/**
 * Demo orders (issue 5): the order list, the contract pages and the staff console show real contracts on a fresh
 * demo. Two deals between the demo seller and the demo buyer, each on its own lot that they sold (new asks in state
 * deal: the demo asks other screens and tests use are never touched):
 * - one pending confirmation — the seller confirmed its company, the buyer has both steps to do;
 * - one signed — both companies confirmed, bill-of-lading instructions given, one shipment loaded with two
 *   containers (valid ISO 6346 numbers) and a few tracking events, ETA ahead; the deposit invoice paid (with its
 *   payment), the final invoice unpaid.
 * Everything is dated in the past (days ago), so whatever a person or a test does next is the newest on every list.
 */

const HOUR_MS = 3_600_000;

type TDemoOrder = {
  key: 'pending' | 'signed';
  daysAgo: number;
  family: string;
  grade: string;
  ask: Record<string, unknown>;
  line: { name: string; nameZh: string; weight: string; price: string };
};

export const DEMO_ORDERS: readonly TDemoOrder[] = [
  {
    key: 'pending',
    daysAgo: 2,
    family: 'copper',
    grade: 'birch-cliff',
    ask: {
      market: 'intl',
      askName: 'Birch/Cliff #2 copper, sold lot', askNameZh: 'Birch/Cliff 二号铜（已成交）',
      descriptions: 'Mixed #2 copper wire and pipe, light oxidation, no insulation.', descriptionsZh: '二号混合铜线和铜管，轻微氧化，无绝缘皮。',
      comboLoadName: 'Houston #2 copper', originCountryId: DictId.CountryUS, loadingCountryId: DictId.CountryUS,
      province: 'Texas', city: 'Houston', addressDetail: '8100 Clinton Dr, Houston, TX 77029',
      deliveryTerm: 'FOB', portId: 301, validityId: DictId.UntilSold, preferredQuoteType: 'FIXED', packingMethod: 'bales', shipmentDays: 21,
      depositRatio: '30', balanceRatio: '70', balanceTiming: 'against_bl_copy', firmPrice: '8450',
    },
    line: { name: '#2 copper wire and pipe', nameZh: '二号铜线铜管', weight: '19.2', price: '8450' },
  },
  {
    key: 'signed',
    daysAgo: 12,
    family: 'aluminium',
    grade: 'tense',
    ask: {
      market: 'intl',
      askName: 'Tense mixed aluminium castings, sold lot', askNameZh: 'Tense 混合铸铝（已成交）',
      descriptions: 'Clean mixed aluminium castings, free of iron and dirt, 2×40HC.', descriptionsZh: '干净混合铸铝，无铁无土，2 个 40 尺高柜。',
      comboLoadName: 'Oakland castings', originCountryId: DictId.CountryUS, loadingCountryId: DictId.CountryUS,
      province: 'California', city: 'Oakland', addressDetail: '2277 7th St, Oakland, CA 94607',
      deliveryTerm: 'CIF', destinationPortId: 410, validityId: DictId.UntilSold, preferredQuoteType: 'FIXED', packingMethod: 'loose', shipmentDays: 30,
      depositRatio: '20', balanceRatio: '80', balanceTiming: 'against_bl_copy', firmPrice: '1620',
    },
    line: { name: 'Mixed aluminium castings', nameZh: '混合铸铝', weight: '42.5', price: '1620' },
  },
];

async function hasAnyContract(db: TDb | TTx): Promise<boolean> {
  const rows = await db.select({ id: contracts.id }).from(contracts).limit(1);
  return rows.length > 0;
}

/**
 * Writes the demo orders when no contract exists yet (main.ts, with SEED_DEMO, after the demo accounts, asks and
 * shops), all or nothing. Returns how many contracts it wrote.
 */
export async function seedDemoOrders(db: TDb, config: Pick<TConfig, 'storage' | 'uploads' | 'brand'>): Promise<number> {
  if (await hasAnyContract(db)) return 0;
  const accounts = await findDemoAccounts(db);
  if (!accounts) return 0;
  const { seller, buyer, staffId } = accounts;
  const codes = [...new Set(DEMO_ORDERS.flatMap((o) => [o.family, o.grade]))];
  const categories = new Map((await findCategoriesByCodes(db, codes)).map((c) => [c.code, c]));
  if (categories.size !== codes.length) return 0;

  // Pictures and ask plans first, outside the transaction (PGlite: one connection).
  const prepared: { order: TDemoOrder; plan: TAskPlan }[] = [];
  for (const order of DEMO_ORDERS) {
    const fileId = await storeDemoLotPicture(db, config, seller.id, order.line.name, '#6d747c', 'sold-lot');
    const input = ZPublishAskRequest.parse({
      ...order.ask,
      specs: 'guaranteed',
      originCertificate: true,
      details: [
        {
          categoryId: categories.get(order.family)!.id,
          subCategoryId: categories.get(order.grade)!.id,
          detailName: order.line.name,
          detailNameZh: order.line.nameZh,
          weight: order.line.weight,
          quoteType: 'FIXED',
          unitPrice: order.line.price,
          media: [{ fileId, kind: 'image' }],
        },
      ],
    });
    prepared.push({ order, plan: await prepareAskWrite(db, input, seller.id) });
  }

  const now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:demo-orders');
    if (await hasAnyContract(tx)) return 0;
    for (const { order, plan } of prepared) {
      const dealMs = order.daysAgo * DAY_MS;
      const dealAt = ago(dealMs);
      // The lot: published a week before the deal, sold by buy-it-now.
      const askId = await insertAsk(tx, {
        ...plan.ask,
        sellerUserId: seller.id,
        companyId: accounts.sellerCompanyId,
        state: 'deal',
        reviewedBy: staffId,
        submittedAt: ago(dealMs + 8 * DAY_MS),
        reviewedAt: ago(dealMs + 7 * DAY_MS),
        publishedAt: ago(dealMs + 7 * DAY_MS),
        createdAt: ago(dealMs + 8 * DAY_MS),
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
        term: ask.deliveryTerm ?? 'FOB',
        portId: ask.portId ?? null,
        destinationPortId: ask.destinationPortId ?? null,
        prepayRate: Math.round(Number(ask.depositRatio ?? '0')),
        depositRatio: ask.depositRatio ?? '0',
        balanceRatio: ask.balanceRatio ?? '100',
        paymentTiming: ask.balanceTiming ?? 'against_bl_copy',
        fixingSide: ask.fixingSide ?? 'undecided',
        firm: true,
        viaBuyNow: true,
        dealAt,
        createdAt: dealAt,
        updatedAt: dealAt,
      });
      const lines = details.map((d, i) => ({
        quoteId: quote.id,
        askDetailId: d.id,
        quoteType: 'FIXED' as const,
        deduction: Deduction.None,
        price: order.line.price,
        agreedPrice: order.line.price,
        weight: d.weight ?? order.line.weight,
        sort: i,
      }));
      await replaceQuoteLines(tx, quote.id, lines);
      await insertQuoteEvent(tx, { quoteId: quote.id, askId, actorUserId: buyer.id, actor: 'buyer', action: 'buyNow', fromState: null, toState: 'deal', createdAt: dealAt });
      const totals = dealTotals(lines.map((l) => ({ price: l.price, deduction: Deduction.None, weightMt: l.weight })));
      const contract = await insertContract(
        tx,
        {
          contractNo: `SB${new Date(now.getTime() - dealMs).toISOString().slice(0, 10).replaceAll('-', '')}-DEMO${order.key === 'pending' ? '01' : '02'}`,
          ...contractTermsFromQuote(quote),
          taxIncluded: false,
          totalWeight: totals.totalWeight,
          totalAmount: totals.fixedAmount,
          dealAt,
          createdAt: dealAt,
        },
        details.map((d, i) => ({
          askDetailId: d.id,
          detailName: order.line.name,
          detailNameZh: order.line.nameZh,
          quoteType: 'FIXED',
          deduction: Deduction.None,
          price: order.line.price,
          weight: lines[i]!.weight,
          amount: totals.amounts[i] ?? null,
          sort: i,
        })),
      );

      const sellerParty = demoSellerParty(contract.id, seller.id, ago(dealMs - 6 * HOUR_MS));
      if (order.key === 'pending') {
        await tx.insert(contractParties).values(sellerParty);
        continue;
      }

      // ——— the signed contract: both companies, BL instructions, a shipment, invoices ———
      const signedMs = dealMs - 2 * DAY_MS;
      await tx.insert(contractParties).values([sellerParty, demoBuyerParty(contract.id, buyer.id, ago(dealMs - DAY_MS))]);
      await tx.insert(contractBlInstructions).values(demoBlInstructions(contract.id, buyer.id, 'PRS / TENSE / BUSAN', '7602.00', ago(signedMs)));
      await tx.insert(contractBlParties).values([
        { contractId: contract.id, role: 'consignee', name: 'Pacific Rim Smelting Ltd.', address: '45 Harbour Road, Busan 48943, Korea', contact: 'Daniel Harper', email: 'buyer@demo.test', phone: '+61 412 345 678' },
        { contractId: contract.id, role: 'notify1', name: 'Hanjin Customs Brokerage', address: '12 Jungang-daero, Busan, Korea', contact: 'Min-jun Park', email: 'docs@hanjin-broker.example', landline: '+82 51 123 4567' },
        { contractId: contract.id, role: 'shipper', name: 'Guangdong Hengxin Metal Recycling Co., Ltd.', address: 'No. 18 Jinlong Road, Qingyuan, Guangdong, China', contact: 'Wei Zhang', email: 'seller@demo.test', phone: '+86 138 0013 8000' },
      ]);

      const [shipment] = await tx
        .insert(shipments)
        .values({
          contractId: contract.id,
          bookingNo: 'OOLU2710458',
          carrier: 'OOCL',
          vessel: 'OOCL Tianjin 082W',
          billNo: 'OOLU2710458190',
          portOfLoading: 'Oakland, CA',
          portOfDischarge: 'Busan, KR',
          etd: demoDate(now, -3),
          eta: demoDate(now, 18),
          status: 'loaded',
          createdByUserId: staffId,
          createdAt: ago(signedMs - DAY_MS),
        })
        .returning();
      const boxes = [demoContainerNo('OOLU184203'), demoContainerNo('TGHU765432')];
      await tx.insert(shipmentContainers).values([
        { shipmentId: shipment!.id, containerNo: boxes[0]!, sealNo: 'OOLKQ81245', netWeight: '21.300000', grossWeight: '25.100000', sort: 0 },
        { shipmentId: shipment!.id, containerNo: boxes[1]!, sealNo: 'OOLKQ81246', netWeight: '21.200000', grossWeight: '25.000000', sort: 1 },
      ]);
      const event = (daysAgo: number, code: TShipmentEventCode, location: string, description: string, box: string | null) => ({
        shipmentId: shipment!.id,
        occurredAt: new Date(now.getTime() - daysAgo * DAY_MS),
        code,
        location,
        description,
        containerNo: box,
        source: 'staff' as const,
        createdByUserId: staffId,
      });
      await tx.insert(shipmentEvents).values([
        event(7, 'booked', 'Oakland, CA', 'Booking confirmed with OOCL', null),
        event(5, 'gate_in', 'Oakland, CA', 'Full container gated in at the terminal', boxes[0]!),
        event(5, 'gate_in', 'Oakland, CA', 'Full container gated in at the terminal', boxes[1]!),
        event(3, 'loaded', 'Oakland, CA', 'Loaded on board OOCL Tianjin 082W', null),
        event(2, 'departed', 'Oakland, CA', 'Vessel departed', null),
      ]);

      const amount = totals.fixedAmount ?? '0';
      const deposit = (Number(amount) * Number(quote.depositRatio)) / 100;
      const depositAmount = deposit.toFixed(2);
      const finalAmount = (Number(amount) - deposit).toFixed(2);
      const stamp = new Date(now.getTime() - signedMs).toISOString().slice(0, 10).replaceAll('-', '');
      const [depositInvoice] = await tx
        .insert(invoices)
        .values([
          demoInvoice(now, { contractId: contract.id, type: 'deposit', invoiceNo: `INV-${stamp}-DEMO-D`, issued: -order.daysAgo + 2, due: -order.daysAgo + 9, currency: quote.currency, amount: depositAmount, staffId }),
          demoInvoice(now, { contractId: contract.id, type: 'final', invoiceNo: `INV-${stamp}-DEMO-F`, issued: -2, due: 12, currency: quote.currency, amount: finalAmount, staffId }),
        ])
        .returning();
      await tx.insert(payments).values({
        contractId: contract.id,
        invoiceId: depositInvoice!.id,
        amount: depositAmount,
        currency: quote.currency,
        paidOn: demoDate(now, -order.daysAgo + 5),
        note: 'Deposit received by T/T',
        recordedByUserId: staffId ?? buyer.id,
      });
      // §4 money: the deposit is paid, the contract partly (money.ts contractMoneyStatus says the same).
      await tx
        .update(contracts)
        .set({ status: 'signed', signedAt: ago(signedMs), depositStatus: 'paid', paymentStatus: 'partial', updatedAt: ago(signedMs) })
        .where(sql`${contracts.id} = ${contract.id}`);
    }
    return prepared.length;
  });
}
