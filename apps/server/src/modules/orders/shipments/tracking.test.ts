import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dcsaArrival, dcsaVoyage } from '../../../../test/dcsa-fixtures.ts';
import { createTrackingProvider } from '../../../providers/tracking.ts';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { askTestApp, uploadPicture } from '../../../../test/ask-fixtures.ts';
import { dealContract, type TOrders } from '../../../../test/order-fixtures.ts';
import { verifiedBuyers } from '../../../../test/verified-buyers.ts';
import { shipmentNotificationsEnabled } from './notify-shipment-parties.ts';
import { pollCarrierTracking } from './tracking-sweep.ts';

/**
 * Carrier tracking with TRACKING_PROVIDER=dcsa against a small DCSA Track & Trace server in the test: staff fetch
 * from the carrier, the parties read the carrier's events on the timeline, the status moves forward, asking again
 * adds nothing, and a carrier that fails stores nothing and tells staff why.
 */
const BL = 'MAEU260000777';
const BOXES: [string, string] = ['CSQU3054383', 'MSKU9070323'];

let o: TOrders;
let contractId: string;
let mode: 'voyage' | 'arrived' | 'fail' | 'slow' = 'voyage';
const requests: { url: string; key: string | undefined }[] = [];
const carrier = http.createServer((req, res) => {
  requests.push({ url: req.url ?? '', key: req.headers['api-key'] as string | undefined });
  const url = new URL(req.url ?? '/', 'http://x');
  if (mode === 'fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"errors":[]}');
  if (mode === 'slow') return void setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'), 2500);
  const bl = url.searchParams.get('transportDocumentReference');
  const events = bl === BL ? [...dcsaVoyage(BL, BOXES), ...(mode === 'arrived' ? dcsaArrival(BL, BOXES[0]) : [])] : [];
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(events));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => carrier.listen(0, '127.0.0.1', resolve));
  const port = (carrier.address() as AddressInfo).port;
  // The orders test app (ordersTestApp), with carrier tracking pointed at the server above.
  const base = await askTestApp({
    TRACKING_PROVIDER: 'dcsa',
    TRACKING_DCSA_URL: `http://127.0.0.1:${port}/v2`,
    TRACKING_DCSA_API_KEY: 'test-key',
    TRACKING_DCSA_TIMEOUT_SECONDS: '1',
  });
  const picture = await uploadPicture(base.t, base.tokens.seller);
  const [third] = await verifiedBuyers(base.t.database.db, 1, 'third');
  o = { ...base, picture, third: third! };
  ({ contractId } = await dealContract(o));
});
afterAll(async () => {
  await o?.t.close();
  await new Promise<void>((resolve) => carrier.close(() => resolve()));
});

const staff = () => ({ token: o.tokens.staff });
/** Before the first event of dcsaVoyage (2026-11-01). */
const BOOKED_AT = '2026-10-30T00:00:00Z';

async function book(patch: Record<string, unknown> = {}) {
  const res = await post(
    o.t,
    `/admin/contract/${contractId}/shipment`,
    {
      carrier: 'Maersk',
      billNo: BL,
      portOfLoading: 'Qingdao',
      portOfDischarge: 'Los Angeles',
      etd: '2026-11-07',
      eta: '2026-11-20',
      containers: BOXES.map((containerNo) => ({ containerNo, netWeight: '20' })),
      ...patch,
    },
    staff(),
  );
  expect(res.body, 'book').toMatchObject({ code: 200 });
  const shipmentId = res.body.data.shipmentId as string;
  // The "booked" event is stamped with the moment of booking. Pin it to a fixed day before the carrier's first event,
  // so the timeline's newest-first order never depends on the day the suite runs.
  await queryRows(o.t, `update shipment_events set occurred_at = '${BOOKED_AT}' where shipment_id = '${shipmentId}' and code = 'booked'`);
  return shipmentId;
}

async function timelineOf(shipmentId: string, token = o.tokens.buyer) {
  const res = await call(o.t, 'GET', `/app-v2/contract/${contractId}/shipments`, { token });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data as { rows: { shipmentId: string; status: string; eta: string; events: { code: string; source: string; containerNo: string | null; location: string | null }[] }[]; trackingProvider?: string };
}

const refresh = (shipmentId: string, token = o.tokens.staff) => post(o.t, `/admin/shipment/${shipmentId}/tracking/refresh`, undefined, { token });

describe('fetching the tracking from the carrier (DCSA)', () => {
  let shipmentId: string;

  it('tells staff that a carrier can be asked, and not the parties', async () => {
    shipmentId = await book();
    expect((await timelineOf(shipmentId, o.tokens.staff)).trackingProvider).toBe('dcsa');
    expect((await timelineOf(shipmentId, o.tokens.buyer)).trackingProvider).toBeUndefined();
  });

  it('puts the carrier events on the timeline, moves the status to loaded and takes the new ETA', async () => {
    const res = await refresh(shipmentId);
    expect(res.body).toMatchObject({ code: 200, data: { added: 8, skipped: 0, statusFrom: 'booked', statusTo: 'loaded', etaUpdated: true } });
    expect(requests.at(-1)).toEqual({ url: `/v2/events?transportDocumentReference=${BL}&limit=100`, key: 'test-key' });
    for (const token of [o.tokens.buyer, o.tokens.seller]) {
      const mine = (await timelineOf(shipmentId, token)).rows.find((r) => r.shipmentId === shipmentId)!;
      expect(mine.status).toBe('loaded');
      expect(mine.eta).toBe('2026-11-25');
      const carrierEvents = mine.events.filter((e) => e.source === 'carrier');
      expect(carrierEvents).toHaveLength(8);
      expect(carrierEvents.filter((e) => e.code === 'loaded').map((e) => e.containerNo).sort()).toEqual([...BOXES].sort());
      expect(carrierEvents[0]).toMatchObject({ code: 'arrived', location: 'Busan (KRPUS)' });
    }
    expect(await countRows(o.t, 'audit_log', `action = 'shipment.tracking_refresh' and target_id = '${shipmentId}'`)).toBe(1);
    if (shipmentNotificationsEnabled()) {
      expect(await countRows(o.t, 'notifications', `kind = 'shipment_loaded' and ref_key = 'shipment:${shipmentId}:loaded'`)).toBe(2);
    }
  });

  it('adds nothing when asked again', async () => {
    const before = await countRows(o.t, 'shipment_events', `shipment_id = '${shipmentId}'`);
    const res = await refresh(shipmentId);
    expect(res.body).toMatchObject({ code: 200, data: { added: 0, skipped: 8, statusFrom: 'loaded', statusTo: 'loaded', etaUpdated: false } });
    expect(await countRows(o.t, 'shipment_events', `shipment_id = '${shipmentId}'`)).toBe(before);
  });

  it('moves to delivered once the carrier reports the box taken away at the port of discharge, and tells the parties', async () => {
    mode = 'arrived';
    const res = await refresh(shipmentId);
    mode = 'voyage';
    expect(res.body).toMatchObject({ code: 200, data: { added: 3, statusFrom: 'loaded', statusTo: 'delivered' } });
    const mine = (await timelineOf(shipmentId)).rows.find((r) => r.shipmentId === shipmentId)!;
    expect(mine.status).toBe('delivered');
    expect(mine.events[0]).toMatchObject({ code: 'delivered', source: 'carrier', containerNo: BOXES[0], location: 'Los Angeles (USLAX)' });
    if (shipmentNotificationsEnabled()) {
      expect(await countRows(o.t, 'notifications', `ref_key = 'shipment:${shipmentId}:delivered'`)).toBe(2);
      expect(o.t.sentMail.some((m) => m.to === 'buyer@demo.test')).toBe(true);
    }
    // A later (older) carrier picture never moves it back.
    expect((await refresh(shipmentId)).body.data).toMatchObject({ statusFrom: 'delivered', statusTo: 'delivered', added: 0 });
  });

  it('stores nothing and tells staff why when the carrier fails or does not answer in time', async () => {
    const other = await book({ billNo: BL.replace('777', '778'), containers: [] });
    for (const [failure, words] of [
      ['fail', 'refused the request'],
      ['slow', 'did not answer in time'],
    ] as const) {
      mode = failure;
      const events = await countRows(o.t, 'shipment_events');
      const audits = await countRows(o.t, 'audit_log', `action = 'shipment.tracking_refresh'`);
      const res = await refresh(other);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(1000);
      expect(res.body.msg).toContain(words);
      expect(res.body.msg).toContain('Carrier tracking');
      expect(await countRows(o.t, 'shipment_events')).toBe(events);
      expect(await countRows(o.t, 'audit_log', `action = 'shipment.tracking_refresh'`)).toBe(audits);
    }
    mode = 'voyage';
    const zh = await post(o.t, `/admin/shipment/${other}/tracking/refresh`, undefined, { token: o.tokens.staff, lang: 'zh' });
    // The carrier knows nothing of this BL: a clean answer with nothing new.
    expect(zh.body).toMatchObject({ code: 200, data: { added: 0, statusTo: 'booked' } });
  });

  it('refuses a shipment with nothing to ask the carrier with, naming the field', async () => {
    const bare = await book({ billNo: '', containers: [] });
    const res = await refresh(bare);
    expect(res.body.code).toBe(1000);
    expect(res.body.msg).toContain('BL, booking or a container number');
  });

  it('is for staff only: a party or a third company gets 403 and nothing changes', async () => {
    const [shipment] = await queryRows<{ id: string }>(o.t, `select id from shipments where bill_no = '${BL}'`);
    const before = await countRows(o.t, 'shipment_events');
    for (const token of [o.tokens.buyer, o.tokens.seller, o.third.token]) {
      expect((await refresh(shipment!.id, token)).status).toBe(403);
    }
    expect(await countRows(o.t, 'shipment_events')).toBe(before);
  });

  it('documents the endpoint in /docs', async () => {
    const res = await call(o.t, 'GET', '/docs/json');
    expect(Object.keys((res.body as unknown as { paths: Record<string, unknown> }).paths)).toContain('/admin/shipment/{shipmentId}/tracking/refresh');
  });
});

describe('the carrier poll', () => {
  it('brings the news of every shipment on its way, without staff, and stops asking a carrier that is down', async () => {
    const polled = await book({ billNo: 'MAEU260000999', containers: [{ containerNo: 'HLXU2008419', netWeight: '10' }] });
    await book({ billNo: 'MAEU260000990', containers: [] });
    await book({ billNo: 'MAEU260000991', containers: [] });
    // This BL is unknown to the carrier: nothing new, but it was asked.
    requests.length = 0;
    const cursor = { afterId: null as string | null };
    await pollCarrierTracking({ app: o.t.app, tracking: trackingOf(), cursor });
    expect(requests.some((r) => r.url.includes('transportDocumentReference=MAEU260000999'))).toBe(true);
    // Delivered shipments are not asked about any more.
    expect(requests.some((r) => r.url.includes(`transportDocumentReference=${BL}&`))).toBe(false);
    expect(await countRows(o.t, 'shipment_events', `shipment_id = '${polled}' and source = 'carrier'`)).toBe(0);

    mode = 'fail';
    requests.length = 0;
    await pollCarrierTracking({ app: o.t.app, tracking: trackingOf(), cursor: { afterId: null } });
    mode = 'voyage';
    // Five shipments on their way; three failures in a row end the round.
    expect(requests).toHaveLength(3);
  });
});

function trackingOf() {
  // The same adapter the routes use, built from the app's configuration.
  return createTrackingProvider(o.t.app.deps.config, o.t.app.log);
}
