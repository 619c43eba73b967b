import { fixedAmount, fixedPricePerMt } from '@scrapbridge/domain/pricing/fixing';
import { sql } from 'drizzle-orm';
import type { TTx } from '../../../db/client.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import type { TBasisSettlement } from '../../negotiation/index.ts';
import type { TContractLineRow, TContractRow } from '../contracts/contracts.repository.ts';
import { followFinalInvoice } from './follow-final-invoice.ts';
import { netWeightOf } from './load-pricing-info.ts';
import { notifyFixParties } from './notify-fixing.ts';
import { markShipmentPriced, updateFix, type TPriceFixRow, type TShipmentWithWeight } from './pricing.repository.ts';

/**
 * Fixes one shipment (staff confirm, or the sweep's fallback): the price per MT from the line's formula at the
 * settlement (packages/domain pricing/fixing.ts), the shipment's net weight and amount, stored on the fix row with the
 * settlement used; the shipment marked priced (§3 donePricing); the final invoice follows; both parties told; audited.
 * Inside the caller's transaction, which holds the contract, the shipment and the fix row locked.
 */
export async function applyFix(opts: {
  tx: TTx;
  contract: TContractRow;
  line: TContractLineRow;
  shipment: TShipmentWithWeight;
  fix: TPriceFixRow;
  settlement: TBasisSettlement;
  decidedByUserId: string | null;
}): Promise<TPriceFixRow> {
  const { tx, contract, line, shipment, fix, settlement } = opts;
  const netWeightMt = netWeightOf(shipment);
  const price = fixedPricePerMt({ quoteType: line.quoteType, deduction: line.deduction, value: String(line.price) }, settlement);
  const amount = fixedAmount(price.pricePerMt, netWeightMt);
  const row = await updateFix(tx, fix.id, {
    status: 'confirmed',
    contractLineId: line.id,
    basis: price.basis,
    settlementDate: settlement.priceDate,
    settlementPrice: settlement.price,
    pricePerMt: price.pricePerMt,
    currency: price.currency,
    netWeight: netWeightMt,
    amount,
    decidedByUserId: opts.decidedByUserId,
    decidedAt: sql`now()`,
  });
  await markShipmentPriced(tx, shipment.id);
  const invoice = await followFinalInvoice(tx, contract);
  await notifyFixParties({ tx, contract, fix: row, billNo: shipment.billNo, news: 'confirmed' });
  await insertAuditEntry(tx, {
    actorUserId: opts.decidedByUserId,
    action: fix.origin === 'fallback' ? 'contract.price_fix.fallback' : 'contract.price_fix.confirm',
    targetType: 'contract',
    targetId: contract.id,
    detail: {
      fixId: row.id,
      shipmentId: shipment.id,
      basis: price.basis,
      settlementDate: settlement.priceDate,
      settlementPrice: settlement.price,
      pricePerMt: price.pricePerMt,
      currency: price.currency,
      netWeightMt,
      amount,
      ...(invoice ? { finalInvoice: invoice } : {}),
    },
  });
  return row;
}
