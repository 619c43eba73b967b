import { containerCheckDigit } from '@scrapbridge/domain/orders/container-no';
import { queryRows } from './api.ts';
import { dealContract, type TOrders } from './order-fixtures.ts';

/**
 * Test material of price fixing (issue 14 item 4): a real deal (buy-it-now on a live ask of 20.5 MT) turned into a
 * formula contract (LME × 97.25 %), dealt on a fixed past day, signed, with shipments of containers and net weights;
 * LME settlements on fixed days. Dates are fixed (January 2026), so nothing depends on the day the tests run.
 */
export const DEAL_AT = '2026-01-05T02:00:00Z';
export const SETTLEMENTS = [
  { priceDate: '2026-01-06', price: '9800' },
  { priceDate: '2026-01-07', price: '9750' },
  { priceDate: '2026-01-09', price: '9900' },
];

let boxSeq = 100000;
function boxNo(): string {
  const body = `TGHU${String(boxSeq++).padStart(6, '0')}`;
  return `${body}${containerCheckDigit(body)}`;
}

export async function seedSettlements(o: TOrders): Promise<void> {
  for (const s of SETTLEMENTS) {
    await queryRows(
      o.t,
      `insert into reference_prices (basis, unit, price_date, price, source) values ('LME', 'USD_PER_MT', '${s.priceDate}', ${s.price}, 'test')
       on conflict (basis, price_date) do update set price = excluded.price`,
    );
  }
}

export type TFormulaContract = { contractId: string; contractNo: string; askId: string; shipmentIds: string[] };

export async function formulaContract(
  o: TOrders,
  opts: { fixingSide?: 'buyer' | 'seller' | 'undecided'; pricingPeriod?: string | null; priceCutoffAt?: string | null; shipments?: { etd: string; boxes: string[] }[]; formula?: boolean } = {},
): Promise<TFormulaContract> {
  const { contractId, contractNo, askId } = await dealContract(o);
  if (opts.formula !== false) {
    await queryRows(o.t, `update contract_lines set quote_type = 'LME', deduction = 1, price = 97.25, amount = null where contract_id = '${contractId}'`);
    await queryRows(o.t, `update contracts set total_amount = null where id = '${contractId}'`);
  }
  await queryRows(
    o.t,
    `update contracts set status = 'signed', signed_at = '${DEAL_AT}', deal_at = '${DEAL_AT}', fixing_side = '${opts.fixingSide ?? 'undecided'}' where id = '${contractId}'`,
  );
  await queryRows(
    o.t,
    `update asks set pricing_period = ${opts.pricingPeriod ? `'${opts.pricingPeriod}'` : 'null'}, price_cutoff_at = ${opts.priceCutoffAt ? `'${opts.priceCutoffAt}'` : 'null'} where id = '${askId}'`,
  );
  const shipmentIds: string[] = [];
  for (const [i, s] of (opts.shipments ?? [{ etd: '2026-01-08', boxes: ['10.2'] }, { etd: '2026-01-08', boxes: ['10.3'] }]).entries()) {
    const [row] = await queryRows<{ id: string }>(
      o.t,
      `insert into shipments (contract_id, bill_no, etd, status, created_at) values ('${contractId}', 'BL${contractNo.replace(/\W/g, '')}${i}', '${s.etd}', 'loaded', now() + interval '${i} second') returning id`,
    );
    for (const w of s.boxes) {
      await queryRows(o.t, `insert into shipment_containers (shipment_id, container_no, net_weight) values ('${row!.id}', '${boxNo()}', ${w})`);
    }
    shipmentIds.push(row!.id);
  }
  return { contractId, contractNo, askId, shipmentIds };
}
