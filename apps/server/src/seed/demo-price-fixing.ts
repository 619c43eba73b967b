import { sql } from 'drizzle-orm';
import { ZPublishAskRequest } from '@scrapbridge/domain/ask';
import { Deduction } from '@scrapbridge/domain/quote-method';
import type { TConfig } from '../config.ts';
import type { TDb, TDbOrTx } from '../db/client.ts';
import { lockAdvisory } from '../db/advisory-lock.repository.ts';
import { executeRows } from '../db/execute-rows.ts';
import { contracts, shipmentContainers, shipments } from '../db/schema.ts';
import { prepareAskWrite } from '../modules/listings/asks/prepare-ask-write.ts';
import { findCategoriesByCodes } from '../modules/catalogue/catalog.repository.ts';
import {
  DAY_MS,
  DEMO_SAVANNAH_CIF_ASK,
  demoContainerNo,
  demoDate,
  findDemoAccounts,
  storeDemoLotPicture,
  writeDemoDeal,
  writeDemoInvoice,
  type TDemoDealLine,
} from './demo-deal.ts';

/**
 * The demo LME deal (issue 14 item 4: "a formula contract with two shipped shipments"): the demo buyer bought 40 MT of
 * Berry copper from the demo seller at LME × 97.25 %, the buyer fixing the price (spot pricing, cut-off 30 days
 * ahead). Signed, the deposit invoiced on the provisional value and paid, two shipments on their way with two
 * containers each and their net weights, neither priced yet: the buyer fixes from /order-detail, staff confirm in the
 * console. LME settlements marked `demo` cover every working day from the deal on (added next to whatever series
 * exists, never over it). Its own sold lot, so no other demo screen changes; written once (contract number …-DEMO03).
 */

const DEAL_DAYS_AGO = 20;
export const DEMO_FIXING_CONTRACT_SUFFIX = '-DEMO03';
// `price` is the percentage of LME the buyer pays (a formula line: priced when the buyer fixes).
const LINE: TDemoDealLine = { name: 'Berry #1 copper wire', nameZh: 'Berry 一号铜线', weight: '40', price: '97.25', quoteType: 'LME', deduction: Deduction.Percent };
const LME_LEVEL = 9_800;

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
  const accounts = await findDemoAccounts(db);
  if (!accounts) return 0;
  const categories = new Map((await findCategoriesByCodes(db, ['copper', 'berry'])).map((c) => [c.code, c]));
  if (categories.size !== 2) return 0;

  const now = new Date();
  const fileId = await storeDemoLotPicture(db, config, accounts.seller.id, LINE.name, '#8a5a3b', 'sold-lot');
  const input = ZPublishAskRequest.parse({
    ...DEMO_SAVANNAH_CIF_ASK,
    askName: 'Berry #1 copper wire, LME-priced lot (demo)',
    askNameZh: 'Berry 一号铜线，LME 点价（演示）',
    descriptions: 'Bright #1 copper wire, chopped and baled, priced at LME × 97.25 %, buyer fixes.',
    descriptionsZh: '一号光亮铜线，剪切打包，按 LME × 97.25% 定价，买方点价。',
    comboLoadName: 'Savannah #1 copper',
    preferredQuoteType: 'LME',
    fixingSide: 'buyer',
    packingMethod: 'bales',
    pricingPeriod: 'spot',
    priceCutoffAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    details: [
      {
        categoryId: categories.get('copper')!.id,
        subCategoryId: categories.get('berry')!.id,
        detailName: LINE.name,
        detailNameZh: LINE.nameZh,
        weight: LINE.weight,
        quoteType: 'LME',
        unitPrice: LINE.price,
        deduction: Deduction.Percent,
        media: [{ fileId, kind: 'image' }],
      },
    ],
  });
  const plan = await prepareAskWrite(db, input, accounts.seller.id);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const staffId = accounts.staffId;

  const written = await db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:demo-price-fixing');
    if (await hasDemoFixingContract(tx)) return 0;
    const { quote, contract, stamp } = await writeDemoDeal(tx, {
      now,
      accounts,
      plan,
      dealDaysAgo: DEAL_DAYS_AGO,
      contractSuffix: DEMO_FIXING_CONTRACT_SUFFIX,
      fixingSide: 'buyer',
      line: LINE,
      // Formula lines are priced at fixing: no fixed-price part.
      amount: null,
      bl: { shippingMarks: 'PRS / BERRY / BUSAN', hsCode: '7404.00' },
    });
    const boxes = [
      { billNo: 'MAEU2480517731', booking: 'MAEU248051', etd: demoDate(now, -10), eta: demoDate(now, 14), status: 'loaded' as const, boxes: [['MSKU748203', '10.150'], ['MSKU748214', '9.950']] },
      { billNo: 'MAEU2480517744', booking: 'MAEU248062', etd: demoDate(now, -6), eta: demoDate(now, 18), status: 'loaded' as const, boxes: [['MRKU301457', '10.050'], ['MRKU301468', '9.900']] },
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
          createdByUserId: staffId,
          createdAt: ago(12 - i * 4),
        })
        .returning();
      await tx.insert(shipmentContainers).values(s.boxes.map(([no, net], sort) => ({ shipmentId: row!.id, containerNo: demoContainerNo(no!), netWeight: net!, sort })));
    }
    // The deposit on the provisional value (40 MT at the deal day's LME × 97.25 %, 20 %), paid; the final invoice
    // comes once the shipments are fixed (the pricing panel shows what it comes to).
    const provisional = (Number(LINE.weight) * LME_LEVEL * Number(LINE.price)) / 100;
    const deposit = ((provisional * 20) / 100).toFixed(2);
    await writeDemoInvoice(tx, now, accounts, {
      contractId: contract.id,
      type: 'deposit',
      invoiceNo: `INV-${stamp}-DEMO-LME-D`,
      issued: -DEAL_DAYS_AGO + 2,
      due: -DEAL_DAYS_AGO + 9,
      currency: quote.currency,
      amount: deposit,
      staffId,
      paidDay: -DEAL_DAYS_AGO + 5,
      note: 'Deposit received by T/T',
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
