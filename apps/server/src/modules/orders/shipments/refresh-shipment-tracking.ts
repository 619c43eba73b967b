import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { shipmentStatusRank, SHIPMENT_STATUSES, type TShipmentStatus, type TTrackingRefreshResult } from '@scrapbridge/domain/orders/shipment';
import type { TAppDeps } from '../../../app.ts';
import type { TTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TTrackingEstimate, TTrackingEvent, TTrackingFailure, TTrackingProvider } from '../../../providers/tracking.ts';
import { deliverNotificationMails, insertAuditEntry } from '../../platform/index.ts';
import { findContract, type TContractRow } from '../contracts/contracts.repository.ts';
import { notifyShipmentParties } from './notify-shipment-parties.ts';
import { lockShipmentForStaff } from './shipment-access.ts';
import { presentShipments } from './shipment-presenter.ts';
import { findShipment, insertEventOnce, listContainers, lockShipment, touchShipment, updateShipment, type TShipmentRow } from './shipments.repository.ts';

/**
 * Whether a carrier's place is the shipment's port as staff typed it ("Qingdao", "CNTAO", "Qingdao, CN"): the
 * UN/LOCODE inside the text, or either name inside the other. null when the shipment names no port.
 */
export function isSamePort(port: string | null, place: { unLocationCode: string | null; locationName: string | null }): boolean | null {
  if (!port?.trim()) return null;
  const flat = (s: string) => s.toLowerCase().replace(/[\s,.\-()]+/g, '');
  const p = flat(port);
  const code = place.unLocationCode ? flat(place.unLocationCode) : '';
  const name = place.locationName ? flat(place.locationName) : '';
  return (code.length === 5 && p.includes(code)) || (name.length >= 3 && (p.includes(name) || name.includes(p)));
}

/**
 * The status a carrier's events lead to, from `from`, forward only (§4 loaded → arrived at port → received/delivered):
 * - loaded: a container loaded on the vessel, or the vessel departed (the goods are on board);
 * - arrived: the vessel arrived, or a container was discharged, at the port of discharge — an arrival elsewhere is
 *   a transshipment (or the vessel calling at the port of loading) and moves nothing; without a port of discharge
 *   on the shipment staff move it themselves;
 * - delivered: a full container gated out at the port of discharge, or anywhere once arrived (inland delivery).
 */
export function statusFromCarrier(from: TShipmentStatus, events: readonly TTrackingEvent[], portOfDischarge: string | null): TShipmentStatus {
  let rank = shipmentStatusRank(from);
  for (const e of [...events].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))) {
    const { type, code, laden } = e.source;
    const atPod = isSamePort(portOfDischarge, e.source) === true;
    let implied: TShipmentStatus | null = null;
    if ((type === 'EQUIPMENT' && code === 'LOAD') || (type === 'TRANSPORT' && code === 'DEPA')) implied = 'loaded';
    else if (((type === 'TRANSPORT' && code === 'ARRI') || (type === 'EQUIPMENT' && code === 'DISC')) && atPod) implied = 'arrived';
    else if (type === 'EQUIPMENT' && code === 'GTOT' && laden !== false && (atPod || rank >= shipmentStatusRank('arrived'))) implied = 'delivered';
    if (implied) rank = Math.max(rank, shipmentStatusRank(implied));
  }
  return SHIPMENT_STATUSES[rank]!;
}

/**
 * The carrier's latest estimate of the arrival at the port of discharge, as the calendar day there; null when there
 * is none, the shipment has arrived already, or the day would fall before the ETD (a wrong estimate, not a new ETA).
 */
export function etaFromCarrier(shipment: Pick<TShipmentRow, 'eta' | 'etd' | 'portOfDischarge'>, status: TShipmentStatus, estimates: readonly TTrackingEstimate[]): string | null {
  if (shipmentStatusRank(status) >= shipmentStatusRank('arrived')) return null;
  const atPod = estimates.filter((e) => isSamePort(shipment.portOfDischarge, e) === true);
  const latest = atPod.sort((a, b) => (a.createdAt ?? a.arrivalAt).localeCompare(b.createdAt ?? b.arrivalAt)).at(-1);
  if (!latest || latest.localDate === shipment.eta) return null;
  if (shipment.etd && latest.localDate < shipment.etd) return null;
  return latest.localDate;
}

/** Why the carrier gave nothing, as staff read it (shipments.errors.*). */
const FAILURE_KEYS: Record<TTrackingFailure, string> = {
  notConfigured: 'shipments.errors.trackingNotConfigured',
  timeout: 'shipments.errors.trackingTimeout',
  unreachable: 'shipments.errors.trackingUnreachable',
  http: 'shipments.errors.trackingHttp',
  format: 'shipments.errors.trackingFormat',
};

export type TTrackingRefreshOutcome = Omit<TTrackingRefreshResult, 'shipment'> & { shipmentId: string };

/** What a shipment is asked about at the carrier; null when it has nothing a carrier can be asked about. */
async function trackingQueryOf(deps: Pick<TAppDeps, 'database'>, shipment: TShipmentRow) {
  const containers = await listContainers(deps.database.db, [shipment.id]);
  if (!shipment.billNo && !shipment.bookingNo && containers.length === 0) return null;
  return { carrier: shipment.carrier, billNo: shipment.billNo, bookingNo: shipment.bookingNo, containerNos: containers.map((c) => c.containerNo) };
}

/**
 * Stores what the carrier said, inside one transaction holding the shipment lock: new events through the same
 * dedupe as the CSV import (time, code, container), the status moved forward only, a new ETA, and the buyer and
 * the seller told of a new status as when staff set it. The carrier was asked before (no lock held across a
 * network call).
 */
async function storeCarrierNews(opts: {
  tx: TTx;
  shipment: TShipmentRow;
  contract: TContractRow;
  events: readonly TTrackingEvent[];
  estimates: readonly TTrackingEstimate[];
  staffUserId: string | null;
}): Promise<TTrackingRefreshOutcome & { mail: boolean }> {
  const { tx, shipment, contract } = opts;
  let added = 0;
  for (const e of opts.events) {
    const ok = await insertEventOnce(tx, {
      shipmentId: shipment.id,
      occurredAt: new Date(e.occurredAt),
      code: e.code,
      location: e.location,
      description: e.description,
      containerNo: e.containerNo,
      source: 'carrier',
      createdByUserId: opts.staffUserId,
    });
    if (ok) added++;
  }
  const from = shipment.status;
  const to = statusFromCarrier(from, opts.events, shipment.portOfDischarge);
  const eta = etaFromCarrier(shipment, to, opts.estimates);
  let mail = false;
  if (to !== from || eta) {
    await updateShipment(tx, shipment.id, { status: to, ...(eta ? { eta } : {}) });
    if (to !== from && to !== 'booked') {
      mail = await notifyShipmentParties({ tx, contract, shipment: { ...shipment, status: to, eta: eta ?? shipment.eta }, news: to });
    }
  } else if (added) await touchShipment(tx, shipment.id);
  return { shipmentId: shipment.id, added, skipped: opts.events.length - added, statusFrom: from, statusTo: to, etaUpdated: eta !== null, mail };
}

/**
 * `POST /admin/shipment/{shipmentId}/tracking/refresh` (staff, audited `shipment.tracking_refresh`): asks the carrier
 * now. Refused with 1000 naming `tracking` when no carrier tracking is configured, when the shipment has no BL,
 * booking or container number to ask with, or when the carrier cannot be reached or answers badly (the message
 * says which; nothing is stored). Asking again adds nothing that is already on the timeline.
 */
export async function refreshShipmentTracking(opts: {
  deps: TAppDeps;
  tracking: TTrackingProvider;
  staffUserId: string;
  shipmentId: string;
}): Promise<TTrackingRefreshResult> {
  const { deps, tracking } = opts;
  const { db } = deps.database;
  // Checked first without a lock (404, voided contract); checked again under the lock before anything is written.
  const before = await db.transaction((tx) => lockShipmentForStaff(tx, opts.shipmentId, opts.staffUserId));
  if (tracking.name === 'none') throw AppError.field('tracking', 'shipments.errors.trackingOff');
  const query = await trackingQueryOf(deps, before.shipment);
  if (!query) throw AppError.field('tracking', 'shipments.errors.trackingNoReference');
  const answer = await tracking.fetchEvents(query);
  if (!answer.ok) throw AppError.field('tracking', FAILURE_KEYS[answer.failure]);
  const outcome = await db.transaction(async (tx) => {
    const { shipment, contract } = await lockShipmentForStaff(tx, opts.shipmentId, opts.staffUserId);
    const stored = await storeCarrierNews({ tx, shipment, contract, events: answer.events, estimates: answer.estimates, staffUserId: opts.staffUserId });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'shipment.tracking_refresh',
      targetType: 'shipment',
      targetId: shipment.id,
      detail: { contractNo: contract.contractNo, provider: tracking.name, added: stored.added, skipped: stored.skipped, from: stored.statusFrom, to: stored.statusTo, etaUpdated: stored.etaUpdated },
    });
    const [view] = await presentShipments(tx, [(await findShipment(tx, shipment.id))!]);
    return { ...stored, shipment: view! };
  });
  if (outcome.mail) await deliverNotificationMails({ deps });
  const { mail: _mail, shipmentId: _id, ...result } = outcome;
  return result;
}

/**
 * The poll's step for one shipment (tracking-sweep.ts): the same as a staff refresh without an actor or an audit
 * entry. A shipment whose contract was voided meanwhile, or which was delivered meanwhile, is left alone.
 * Throws when the carrier fails, so the sweep can stop asking a carrier that is down.
 */
export async function pollShipmentTracking(opts: { deps: TAppDeps; tracking: TTrackingProvider; shipmentId: string }): Promise<TTrackingRefreshOutcome | null> {
  const { deps, tracking } = opts;
  const { db } = deps.database;
  const shipment = await findShipment(db, opts.shipmentId);
  if (!shipment || shipment.status === 'delivered') return null;
  const query = await trackingQueryOf(deps, shipment);
  if (!query) return null;
  const answer = await tracking.fetchEvents(query);
  if (!answer.ok) throw new AppError(ErrorCode.Internal, undefined, { failure: answer.failure });
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockShipment(tx, opts.shipmentId);
    if (!locked || locked.status === 'delivered') return null;
    const contract = await findContract(tx, locked.contractId);
    if (!contract || contract.status === 'voided') return null;
    return storeCarrierNews({ tx, shipment: locked, contract, events: answer.events, estimates: answer.estimates, staffUserId: null });
  });
  if (!outcome) return null;
  if (outcome.mail) await deliverNotificationMails({ deps });
  const { mail: _mail, ...result } = outcome;
  return result;
}
