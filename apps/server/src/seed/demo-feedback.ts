import { sql } from 'drizzle-orm';
import { ZPublishAskRequest } from '@scrapbridge/domain/ask';
import { Deduction } from '@scrapbridge/domain/quote-method';
import type { TConfig } from '../config.ts';
import type { TDb, TDbOrTx } from '../db/client.ts';
import { lockAdvisory } from '../db/advisory-lock.repository.ts';
import { executeRows } from '../db/execute-rows.ts';
import { contracts, shipmentContainers, shipmentEvents, shipments } from '../db/schema.ts';
import { prepareAskWrite } from '../modules/listings/asks/prepare-ask-write.ts';
import { findCategoriesByCodes } from '../modules/catalogue/catalog.repository.ts';
import {
  DAY_MS,
  DEMO_SAVANNAH_CIF_ASK,
  demoContainerNo,
  demoDate,
  demoShipmentEvent,
  findDemoAccounts,
  storeDemoLotPicture,
  writeDemoDeal,
  writeDemoInvoice,
  type TDemoDealLine,
} from './demo-deal.ts';

/**
 * The demo delivery waiting for feedback (issue 15: "a delivered, telex-released shipment waiting for feedback"): the
 * demo buyer bought 21 MT of Birch/Cliff copper from the demo seller at a fixed price, signed, deposit and balance
 * paid, one shipment of one container arrived 3 days ago, telex released and delivered, not yet rated — so the
 * satisfaction prompt opens for buyer@demo.test 1 s after a page loads. Its own sold lot (marked demo), so no other
 * demo screen changes; written once (contract number …-DEMO04).
 */

const DEAL_DAYS_AGO = 45;
export const DEMO_FEEDBACK_CONTRACT_SUFFIX = '-DEMO04';
const LINE: TDemoDealLine = { name: 'Birch/Cliff #2 copper wire', nameZh: 'Birch/Cliff 二号铜线', weight: '21', price: '8650', quoteType: 'FIXED', deduction: Deduction.None };

async function hasDemoFeedbackContract(db: TDbOrTx): Promise<boolean> {
  const rows = await executeRows(db, sql`select 1 from contracts where contract_no like ${`%${DEMO_FEEDBACK_CONTRACT_SUFFIX}`} limit 1`);
  return rows.length > 0;
}

/** Writes the demo delivery when it is not there yet (main.ts, with SEED_DEMO). Returns 1 when written. */
export async function seedDemoFeedback(db: TDb, config: Pick<TConfig, 'storage' | 'uploads' | 'brand'>): Promise<number> {
  if (await hasDemoFeedbackContract(db)) return 0;
  const accounts = await findDemoAccounts(db);
  if (!accounts) return 0;
  const categories = new Map((await findCategoriesByCodes(db, ['copper', 'birch-cliff'])).map((c) => [c.code, c]));
  if (categories.size !== 2) return 0;

  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const fileId = await storeDemoLotPicture(db, config, accounts.seller.id, LINE.name, '#9a6b42', 'delivered-lot');
  const input = ZPublishAskRequest.parse({
    ...DEMO_SAVANNAH_CIF_ASK,
    askName: 'Birch/Cliff #2 copper wire, delivered lot (demo)',
    askNameZh: 'Birch/Cliff 二号铜线，已交付批次（演示）',
    descriptions: 'Mixed #2 copper wire, baled, nominal 96 % Cu. Demo lot: sold, shipped and delivered.',
    descriptionsZh: '二号杂铜线，打包，名义含铜 96%。演示批次：已售出、已发运并交付。',
    comboLoadName: 'Savannah #2 copper',
    preferredQuoteType: 'FIXED',
    fixingSide: 'seller',
    packingMethod: 'bales',
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
  const plan = await prepareAskWrite(db, input, accounts.seller.id);
  const amount = (Number(LINE.weight) * Number(LINE.price)).toFixed(2);
  const staffId = accounts.staffId;

  return db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:demo-feedback');
    if (await hasDemoFeedbackContract(tx)) return 0;
    const { quote, contract, stamp } = await writeDemoDeal(tx, {
      now,
      accounts,
      plan,
      dealDaysAgo: DEAL_DAYS_AGO,
      contractSuffix: DEMO_FEEDBACK_CONTRACT_SUFFIX,
      fixingSide: 'seller',
      line: LINE,
      amount,
      bl: { shippingMarks: 'PRS / BIRCH / BUSAN', hsCode: '7404.00' },
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
        etd: demoDate(now, -30),
        eta: demoDate(now, -4),
        status: 'delivered',
        telexReleased: true,
        telexReleasedAt: ago(2),
        createdByUserId: staffId,
        createdAt: ago(33),
      })
      .returning();
    await tx.insert(shipmentContainers).values({ shipmentId: shipment!.id, containerNo: demoContainerNo('MSKU905512'), sealNo: 'ML-7741205', netWeight: LINE.weight, grossWeight: '23.350', sort: 0 });
    const event = demoShipmentEvent(now, shipment!.id, staffId);
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
      await writeDemoInvoice(tx, now, accounts, {
        contractId: contract.id,
        type: m.type,
        invoiceNo: m.no,
        issued: m.issued,
        due: m.due,
        currency: quote.currency,
        amount: m.amount,
        staffId,
        paidDay: m.paid,
        note: 'Received by T/T (demo)',
      });
    }
    await tx
      .update(contracts)
      .set({ status: 'signed', signedAt: ago(DEAL_DAYS_AGO - 2), depositStatus: 'paid', paymentStatus: 'paid', updatedAt: ago(1) })
      .where(sql`${contracts.id} = ${contract.id}`);
    return 1;
  });
}
