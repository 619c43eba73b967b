import { sql } from 'drizzle-orm';
import { ZPublishAskRequest } from '@scrapbridge/domain/ask';
import { CLAIM_NOTICE_DAYS_DEFAULT } from '@scrapbridge/domain/claims/claim';
import { Deduction } from '@scrapbridge/domain/quote-method';
import type { TConfig } from '../config.ts';
import type { TDb, TDbOrTx } from '../db/client.ts';
import { lockAdvisory } from '../db/advisory-lock.repository.ts';
import { executeRows } from '../db/execute-rows.ts';
import {
  claimContainers,
  claimEvents,
  claimEvidenceFiles,
  claims,
  contracts,
  creditNotes,
  shipmentContainers,
  shipmentEvents,
  shipmentFeedback,
  shipments,
} from '../db/schema.ts';
import { prepareAskWrite } from '../modules/listings/asks/prepare-ask-write.ts';
import { findCategoriesByCodes } from '../modules/catalogue/catalog.repository.ts';
import { svgText } from '../lib/svg-text.ts';
import { storeDemoPicture } from './demo-asks.ts';
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
 * The demo settled claim (issue 15: "a settled claim with its credit note", on a demo contract of its own): the demo
 * buyer bought 42.6 MT of Tense aluminium castings from the demo seller, two containers arrived 12 days ago and were
 * delivered; the buyer rated the delivery "not satisfied" and claimed a 0.845 MT shortage on the first container with
 * a weighbridge ticket; the seller countered, staff mediated and settled at the counter-offer, which became a credit
 * note against the final invoice (outstanding, so the contract is partly paid). Everything marked demo; written once
 * (contract number …-DEMO05); the second container is free to claim.
 */

const DEAL_DAYS_AGO = 60;
export const DEMO_CLAIM_CONTRACT_SUFFIX = '-DEMO05';
const LINE: TDemoDealLine = { name: 'Tense mixed aluminium castings', nameZh: 'Tense 混合铸铝', weight: '42.6', price: '1650', quoteType: 'FIXED', deduction: Deduction.None };

async function hasDemoClaimContract(db: TDbOrTx): Promise<boolean> {
  const rows = await executeRows(db, sql`select 1 from contracts where contract_no like ${`%${DEMO_CLAIM_CONTRACT_SUFFIX}`} limit 1`);
  return rows.length > 0;
}

/** Writes the demo claim when it is not there yet (main.ts, with SEED_DEMO). Returns 1 when written. */
export async function seedDemoClaim(db: TDb, config: Pick<TConfig, 'storage' | 'uploads' | 'brand'>): Promise<number> {
  if (await hasDemoClaimContract(db)) return 0;
  const accounts = await findDemoAccounts(db);
  if (!accounts) return 0;
  const { seller, buyer, staffId } = accounts;
  const categories = new Map((await findCategoriesByCodes(db, ['aluminium', 'tense'])).map((c) => [c.code, c]));
  if (categories.size !== 2) return 0;

  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const fileId = await storeDemoLotPicture(db, config, seller.id, LINE.name, '#7d8791', 'claimed-lot');
  const input = ZPublishAskRequest.parse({
    ...DEMO_SAVANNAH_CIF_ASK,
    askName: 'Tense aluminium castings, claimed lot (demo)',
    askNameZh: 'Tense 混合铸铝，已索赔批次（演示）',
    descriptions: 'Clean mixed aluminium castings, 2×40HC. Demo lot: delivered, a weight claim settled.',
    descriptionsZh: '干净混合铸铝，2 个 40 尺高柜。演示批次：已交付，短重索赔已结案。',
    comboLoadName: 'Oakland castings (demo)',
    preferredQuoteType: 'FIXED',
    fixingSide: 'seller',
    packingMethod: 'loose',
    details: [
      {
        categoryId: categories.get('aluminium')!.id,
        subCategoryId: categories.get('tense')!.id,
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
  const ticketSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#f4f1e8"/>` +
    // The shipped font's outlines (lib/svg-text.ts): the same ticket on every machine, whatever fonts it has.
    svgText('WEIGHBRIDGE TICKET (DEMO)', { x: 60, y: 120, size: 44, attrs: 'fill="#222"' }) +
    svgText('Busan New Port · MSKU906613', { x: 60, y: 220, size: 32, attrs: 'fill="#222"' }) +
    svgText('Gross 24.255 t  Tare 3.800 t  Net 20.455 t', { x: 60, y: 300, size: 32, attrs: 'fill="#222"' }) +
    `</svg>`;
  // Stored before the transaction, as the lot's picture is (PGlite: one connection).
  const { default: sharp } = await import('sharp');
  const ticket = await storeDemoPicture(db, config, buyer.id, await sharp(Buffer.from(ticketSvg)).jpeg({ quality: 80 }).toBuffer(), 'weighbridge-ticket');
  const amount = (Number(LINE.weight) * Number(LINE.price)).toFixed(2);

  return db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:demo-claim');
    if (await hasDemoClaimContract(tx)) return 0;
    const { quote, contract, stamp } = await writeDemoDeal(tx, {
      now,
      accounts,
      plan,
      dealDaysAgo: DEAL_DAYS_AGO,
      contractSuffix: DEMO_CLAIM_CONTRACT_SUFFIX,
      fixingSide: 'seller',
      line: LINE,
      amount,
      bl: { shippingMarks: 'PRS / TENSE / BUSAN', hsCode: '7602.00' },
    });
    const [shipment] = await tx
      .insert(shipments)
      .values({
        contractId: contract.id,
        bookingNo: 'MAEU248822',
        carrier: 'Maersk',
        vessel: 'Maersk Busan 239E',
        billNo: 'MAEU2488220417',
        portOfLoading: 'Oakland, CA',
        portOfDischarge: 'Busan, KR',
        etd: demoDate(now, -40),
        eta: demoDate(now, -13),
        status: 'delivered',
        telexReleased: true,
        telexReleasedAt: ago(11),
        createdByUserId: staffId,
        createdAt: ago(43),
      })
      .returning();
    const boxes = await tx
      .insert(shipmentContainers)
      .values([
        { shipmentId: shipment!.id, containerNo: demoContainerNo('MSKU906613'), sealNo: 'ML-7752210', netWeight: '21.300', grossWeight: '25.100', sort: 0 },
        { shipmentId: shipment!.id, containerNo: demoContainerNo('MSKU906614'), sealNo: 'ML-7752211', netWeight: '21.300', grossWeight: '25.050', sort: 1 },
      ])
      .returning();
    const event = demoShipmentEvent(now, shipment!.id, staffId);
    await tx.insert(shipmentEvents).values([
      event('loaded', 41, 'Oakland, CA'),
      event('departed', 40, 'Oakland, CA'),
      event('arrived', 12, 'Busan, KR'),
      event('telex_released', 11, 'Busan, KR'),
      event('delivered', 10, 'Busan, KR'),
    ]);
    const deposit = ((Number(amount) * 20) / 100).toFixed(2);
    const balance = (Number(amount) - Number(deposit)).toFixed(2);
    let finalInvoice: Awaited<ReturnType<typeof writeDemoInvoice>> | null = null;
    const money = [
      { type: 'deposit' as const, no: `INV-${stamp}-DEMO-CL-D`, amount: deposit, issued: -DEAL_DAYS_AGO + 2, due: -DEAL_DAYS_AGO + 9, paid: -DEAL_DAYS_AGO + 6 as number | null },
      { type: 'final' as const, no: `INV-${stamp}-DEMO-CL-F`, amount: balance, issued: -13, due: 10, paid: null as number | null },
    ];
    for (const m of money) {
      const invoice = await writeDemoInvoice(tx, now, accounts, {
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
      if (m.type === 'final') finalInvoice = invoice;
    }

    // ——— the claim: rated "not satisfied", a shortage on the first container, countered, mediated, settled ———
    await tx.insert(shipmentFeedback).values({ shipmentId: shipment!.id, contractId: contract.id, buyerCompanyId: null, buyerUserId: buyer.id, satisfaction: 4, createdAt: ago(9.5) });
    const claimNo = `${contract.contractNo}-C1`;
    const agreed = '1100.00';
    const [claim] = await tx
      .insert(claims)
      .values({
        claimNo,
        type: 'shortage',
        status: 'settled',
        contractId: contract.id,
        shipmentId: shipment!.id,
        buyerUserId: buyer.id,
        sellerUserId: seller.id,
        currency: quote.currency,
        grossWeight: '25.100',
        tareWeight: '3.800',
        netWeight: '21.300',
        actualWeight: '20.455',
        shortageWeight: '0.845',
        claimedWeight: '0.845',
        totalClaim: '1394.25',
        calculationMethod: '(loaded net 21.300 − Busan weighbridge net 20.455) × contract price 1650 (demo)',
        reason: 'Busan weighbridge shows 0.845 MT less than the packing list for the first container (demo).',
        answer: 'counter',
        answerAmount: agreed,
        answerReason: 'Part of it is within the 0.5 % weighing tolerance (demo).',
        agreedAmount: agreed,
        noticeDueAt: new Date(ago(12).getTime() + CLAIM_NOTICE_DAYS_DEFAULT * DAY_MS),
        submittedAt: ago(9),
        answeredAt: ago(8),
        staffContactedAt: ago(7.5),
        settledAt: ago(6),
        staffUserId: staffId,
        createdAt: ago(9.2),
        updatedAt: ago(6),
      })
      .returning();
    await tx.insert(claimContainers).values({ claimId: claim!.id, containerId: boxes[0]!.id, live: true });
    await tx.insert(claimEvidenceFiles).values({ claimId: claim!.id, fileId: ticket, type: 'weighbridge_ticket', containerId: boxes[0]!.id, addedByUserId: buyer.id });
    const [note] = await tx
      .insert(creditNotes)
      .values({ creditNoteNo: `CN-${finalInvoice!.invoiceNo}-1`, contractId: contract.id, invoiceId: finalInvoice!.id, claimId: claim!.id, amount: agreed, currency: quote.currency, reason: `Claim ${claimNo}`, createdByUserId: staffId, createdAt: ago(6) })
      .returning();
    const thread = [
      { actor: 'buyer', actorUserId: buyer.id, action: 'created', days: 9.2, from: null, to: 'draft' },
      { actor: 'buyer', actorUserId: buyer.id, action: 'submitted', days: 9, from: 'draft', to: 'submitted', amount: '1394.25' },
      { actor: 'seller', actorUserId: seller.id, action: 'answered', days: 8, from: 'submitted', to: 'answered', amount: agreed, text: 'Part of it is within the 0.5 % weighing tolerance (demo).' },
      { actor: 'staff', actorUserId: staffId, action: 'mediation', days: 7.5, from: 'answered', to: 'mediation', text: 'Called both sides; the buyer accepts the counter-offer (demo).' },
      { actor: 'staff', actorUserId: staffId, action: 'settled', days: 6, from: 'mediation', to: 'settled', amount: agreed },
      { actor: 'staff', actorUserId: staffId, action: 'creditNote', days: 5.99, from: 'settled', to: 'settled', amount: agreed, text: note!.creditNoteNo },
    ];
    await tx.insert(claimEvents).values(
      thread.map((e) => ({ claimId: claim!.id, actorUserId: e.actorUserId, actor: e.actor, action: e.action, text: e.text ?? null, amount: e.amount ?? null, fromStatus: e.from, toStatus: e.to, createdAt: ago(e.days) })),
    );
    await tx
      .update(contracts)
      // §4 money: the deposit paid, the final invoice partly settled by the credit note.
      .set({ status: 'signed', signedAt: ago(DEAL_DAYS_AGO - 2), depositStatus: 'paid', paymentStatus: 'partial', updatedAt: ago(6) })
      .where(sql`${contracts.id} = ${contract.id}`);
    return 1;
  });
}
