import { containerCheckDigit } from '@scrapbridge/domain/orders/container-no';
import { queryRows } from './api.ts';
import { dealContract, type TOrders } from './order-fixtures.ts';

let boxSerial = 100000;
/** A fresh valid container number (ISO 6346 check digit), unique within the run. */
function containerNo(): string {
  const body = `TSTU${String(boxSerial++).padStart(6, '0')}`;
  return `${body}${containerCheckDigit(body)}`;
}

/**
 * Test material of issue 15 claims: a real deal (buy-it-now), then a shipment written as staff would have recorded it —
 * arrived `arrivedDaysAgo` days before the database's now() (an 'arrived' tracking event), or still loaded — with
 * `boxes` containers of 21.3 MT, and optionally the final invoice.
 */
export async function shipmentForClaims(
  o: TOrders,
  opts: { arrivedDaysAgo?: number | null; boxes?: number; finalInvoice?: string | null } = {},
): Promise<{ contractId: string; contractNo: string; shipmentId: string; containerIds: string[]; invoiceId: string | null }> {
  const { contractId, contractNo } = await dealContract(o);
  const arrived = opts.arrivedDaysAgo !== null;
  const days = opts.arrivedDaysAgo ?? 2;
  const billNo = `BL${contractNo.replace(/\W/g, '')}${boxSerial}`;
  const [ship] = await queryRows<{ id: string }>(
    o.t,
    `insert into shipments (contract_id, bill_no, status, eta, telex_released) values ('${contractId}', '${billNo}', '${arrived ? 'arrived' : 'loaded'}', (now() - interval '${days} days')::date, ${arrived}) returning id`,
  );
  const shipmentId = ship!.id;
  if (arrived) {
    await queryRows(o.t, `insert into shipment_events (shipment_id, occurred_at, code, source) values ('${shipmentId}', now() - interval '${days} days', 'arrived', 'staff')`);
  }
  const containerIds: string[] = [];
  for (let i = 0; i < (opts.boxes ?? 3); i++) {
    const [box] = await queryRows<{ id: string }>(
      o.t,
      `insert into shipment_containers (shipment_id, container_no, seal_no, net_weight, sort) values ('${shipmentId}', '${containerNo()}', 'SEAL${i}', 21.3, ${i}) returning id`,
    );
    containerIds.push(box!.id);
  }
  let invoiceId: string | null = null;
  if (opts.finalInvoice) invoiceId = await addFinalInvoice(o, contractId, opts.finalInvoice);
  return { contractId, contractNo, shipmentId, containerIds, invoiceId };
}

export async function addFinalInvoice(o: TOrders, contractId: string, amount: string): Promise<string> {
  const [inv] = await queryRows<{ id: string }>(
    o.t,
    `insert into invoices (contract_id, type, invoice_no, issue_date, issuer, bill_to, currency, amount) values ('${contractId}', 'final', 'INV-F-' || substr(md5(random()::text), 1, 8), current_date, 'Seller Co', 'Buyer Co', 'USD', ${amount}) returning id`,
  );
  return inv!.id;
}

/** A complete shortage claim on these containers (§5 required fields filled). */
export function shortageClaim(shipmentId: string, containerIds: string[], patch: Record<string, unknown> = {}) {
  return {
    shipmentId,
    type: 'shortage',
    containerIds,
    grossWeight: '25.1',
    tareWeight: '3.8',
    netWeight: '21.3',
    actualWeight: '20.455',
    shortageWeight: '0.845',
    claimedWeight: '0.845',
    totalClaim: '1368.90',
    calculationMethod: '(loaded net − weighed net) × contract price 1620',
    reason: 'Busan weighbridge shows 0.845 MT less than the packing list',
    ...patch,
  };
}
