import { FIELD_NAMESPACES } from '@scrapbridge/domain/field-namespaces';
import { translate } from '@scrapbridge/domain/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { multipart } from '../../../../test/upload-fixtures.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { shipmentNotificationsEnabled } from './notify-shipment-parties.ts';

let o: TOrders;
let contractId: string;
let contractNo: string;

beforeAll(async () => {
  o = await ordersTestApp();
  ({ contractId, contractNo } = await dealContract(o));
});
afterAll(async () => {
  await o?.t.close();
});

const staff = () => ({ token: o.tokens.staff });
const put = (url: string, body: unknown, token: string) => call(o.t, 'PUT', url, { body, token });
const del = (url: string, token: string) => call(o.t, 'DELETE', url, { token });

function booking(patch: Record<string, unknown> = {}) {
  return {
    bookingNo: 'BK2026001',
    carrier: 'Maersk',
    vessel: 'MAERSK ESSEX 447E',
    billNo: 'MAEU 260000001',
    portOfLoading: 'Los Angeles',
    portOfDischarge: 'Qingdao',
    etd: '2026-11-25',
    eta: '2026-12-20',
    containers: [
      { containerNo: 'CSQU 305438 3', sealNo: 'SL-001', netWeight: '20.25' },
      { containerNo: 'MSKU9070323', sealNo: 'SL-002', netWeight: '19.123456', grossWeight: '21' },
    ],
    ...patch,
  };
}

// Before every date this file's timelines use (2026-11-26 on), and a day before now, since the server stamps a status
// change and the telex release with the current time: the booked event stays the oldest on any day the suite runs.
const BOOKED_AT = new Date(Math.min(Date.parse('2026-11-20T00:00:00Z'), Date.now() - 86_400_000)).toISOString();

async function createShipment(patch: Record<string, unknown> = {}, id = contractId) {
  const res = await post(o.t, `/admin/contract/${id}/shipment`, booking(patch), staff());
  expect(res.body, 'create shipment').toMatchObject({ code: 200 });
  const created = res.body.data as { shipmentId: string; containers: { containerId: string; containerNo: string }[] };
  // The "booked" event is stamped with the moment of booking. Pin it to BOOKED_AT, so the expected order never depends
  // on the day the suite runs.
  await queryRows(o.t, `update shipment_events set occurred_at = '${BOOKED_AT}' where shipment_id = '${created.shipmentId}' and code = 'booked'`);
  return created;
}

async function partyView(token: string) {
  const res = await call(o.t, 'GET', `/app-v2/contract/${contractId}/shipments`, { token });
  expect(res.body, 'party view').toMatchObject({ code: 200 });
  return res.body.data as { rows: Record<string, any>[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('booking a shipment (staff)', () => {
  it('creates a shipment with two containers that the buyer and the seller both read', async () => {
    const s = await createShipment();
    const audits = await countRows(o.t, 'audit_log', `action = 'shipment.create' and target_id = '${s.shipmentId}'`);
    expect(audits).toBe(1);
    for (const token of [o.tokens.buyer, o.tokens.seller]) {
      const view = await partyView(token);
      const mine = view.rows.find((r) => r.shipmentId === s.shipmentId)!;
      expect(mine).toMatchObject({
        billNo: 'MAEU260000001',
        bookingNo: 'BK2026001',
        vessel: 'MAERSK ESSEX 447E',
        eta: '2026-12-20',
        status: 'booked',
        telexReleased: false,
        totalNetWeight: 39.373456,
      });
      expect(mine.containers.map((c: { containerNo: string; sealNo: string; netWeight: number }) => [c.containerNo, c.sealNo, c.netWeight])).toEqual([
        ['CSQU3054383', 'SL-001', 20.25],
        ['MSKU9070323', 'SL-002', 19.123456],
      ]);
      expect(mine.events.map((e: { code: string }) => e.code)).toEqual(['booked']);
    }
  });

  it('refuses a container whose check digit is wrong, naming it, and stores nothing', async () => {
    const before = { shipments: await countRows(o.t, 'shipments'), containers: await countRows(o.t, 'shipment_containers') };
    const res = await post(o.t, `/admin/contract/${contractId}/shipment`, booking({ billNo: 'MAEU260000099', containers: [{ containerNo: 'HLXU2008419', netWeight: '20' }, { containerNo: 'CSQU3054384', netWeight: '20' }] }), staff());
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(1000);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ field: 'containers.1.containerNo' })]);
    expect(res.body.data.errors[0].message).toMatch(/check digit is wrong/i);
    // The message names the field by its display name once the shipments field names are listed for messages.
    if ((FIELD_NAMESPACES as readonly string[]).includes('shipments.fields')) expect(res.body.msg).toMatch(/^Container no\.: the check digit is wrong/);
    const zh = await call(o.t, 'POST', `/admin/contract/${contractId}/shipment`, { body: booking({ containers: [{ containerNo: 'CSQU3054384', netWeight: '20' }] }), token: o.tokens.staff, lang: 'zh' });
    expect(zh.body.data.errors[0].message).toMatch(/校验位/);
    expect({ shipments: await countRows(o.t, 'shipments'), containers: await countRows(o.t, 'shipment_containers') }).toEqual(before);
  });

  it('refuses a container twice and a BL number already used (1000 naming billNo)', async () => {
    const dup = await post(o.t, `/admin/contract/${contractId}/shipment`, booking({ billNo: null, containers: [{ containerNo: 'HLXU2008419', netWeight: '20' }, { containerNo: 'hlxu 200841 9', netWeight: '21' }] }), staff());
    expect(dup.body.code).toBe(1000);
    expect(dup.body.data.errors[0].field).toBe('containers.1.containerNo');
    const bl = await post(o.t, `/admin/contract/${contractId}/shipment`, booking({ billNo: 'maeu260000001', containers: [] }), staff());
    expect(bl.body.code).toBe(1000);
    expect(bl.body.data.errors[0].field).toBe('billNo');
  });

  it('answers 1301 for a voided contract and 404 for an unknown one', async () => {
    const voided = await dealContract(o);
    await queryRows(o.t, `update contracts set status = 'voided' where id = '${voided.contractId}'`);
    const res = await post(o.t, `/admin/contract/${voided.contractId}/shipment`, booking({ billNo: 'VOID0001' }), staff());
    expect(res.body.code).toBe(1301);
    const missing = await post(o.t, '/admin/contract/00000000-0000-4000-8000-000000000000/shipment', booking({ billNo: 'NONE0001' }), staff());
    expect(missing.body.code).toBe(404);
  });
});

describe('containers (staff)', () => {
  it('adds, edits and removes a container; a duplicate or a bad number is refused', async () => {
    const s = await createShipment({ billNo: 'MAEU260000002', containers: [{ containerNo: 'TGHU7599330', netWeight: '22' }] });
    const added = await post(o.t, `/admin/shipment/${s.shipmentId}/container`, { containerNo: 'ECMU4657496', sealNo: 'S9', netWeight: '18.5' }, staff());
    expect(added.body.data.containers.map((c: { containerNo: string }) => c.containerNo)).toEqual(['TGHU7599330', 'ECMU4657496']);
    expect(added.body.data.totalNetWeight).toBe(40.5);
    const again = await post(o.t, `/admin/shipment/${s.shipmentId}/container`, { containerNo: 'ECMU 465749 6', netWeight: '18.5' }, staff());
    expect(again.body).toMatchObject({ code: 1000 });
    expect(again.body.data.errors[0].field).toBe('containerNo');
    const bad = await post(o.t, `/admin/shipment/${s.shipmentId}/container`, { containerNo: 'ECMU4657497', netWeight: '18.5' }, staff());
    expect(bad.body.data.errors[0]).toMatchObject({ field: 'containerNo' });
    const id = added.body.data.containers[1].containerId as string;
    const edited = await put(`/admin/container/${id}`, { containerNo: 'ECMU4657496', sealNo: 'S10', netWeight: '18.75' }, o.tokens.staff);
    expect(edited.body.data.containers[1]).toMatchObject({ sealNo: 'S10', netWeight: 18.75 });
    const clash = await put(`/admin/container/${id}`, { containerNo: 'TGHU7599330', netWeight: '18.75' }, o.tokens.staff);
    expect(clash.body.code).toBe(1000);
    const removed = await del(`/admin/container/${id}`, o.tokens.staff);
    expect(removed.body.data.containers).toHaveLength(1);
    expect(await countRows(o.t, 'audit_log', `action like 'container.%' and detail->>'shipmentId' = '${s.shipmentId}'`)).toBe(3);
  });
});

describe('status and telex release (staff)', () => {
  it('moves the status forward with a timeline event each; backward only as a correction', async () => {
    const s = await createShipment({ billNo: 'MAEU260000003' });
    const body = { ...booking({ billNo: 'MAEU260000003' }), containers: undefined };
    const loaded = await put(`/admin/shipment/${s.shipmentId}`, { ...body, status: 'loaded' }, o.tokens.staff);
    expect(loaded.body.data.status).toBe('loaded');
    const arrived = await put(`/admin/shipment/${s.shipmentId}`, { ...body, status: 'arrived', eta: '2026-12-22' }, o.tokens.staff);
    expect(arrived.body.data).toMatchObject({ status: 'arrived', eta: '2026-12-22' });
    expect(arrived.body.data.events.map((e: { code: string }) => e.code)).toEqual(['arrived', 'loaded', 'booked']);

    const back = await put(`/admin/shipment/${s.shipmentId}`, { ...body, status: 'loaded' }, o.tokens.staff);
    expect(back.body.code).toBe(1000);
    expect(back.body.data.errors[0].field).toBe('status');
    const [row] = await queryRows<{ status: string }>(o.t, `select status from shipments where id = '${s.shipmentId}'`);
    expect(row!.status).toBe('arrived');

    const corrected = await put(`/admin/shipment/${s.shipmentId}`, { ...body, status: 'loaded', correction: true }, o.tokens.staff);
    expect(corrected.body.data.status).toBe('loaded');
    expect(await countRows(o.t, 'audit_log', `action = 'shipment.update' and target_id = '${s.shipmentId}' and detail->>'correction' = 'true'`)).toBe(1);
  });

  it('has the texts of every shipment notification in zh and en', () => {
    for (const news of ['loaded', 'arrived', 'delivered', 'telexReleased']) {
      for (const lang of ['zh', 'en'] as const) {
        for (const part of ['title', 'body']) {
          const key = `shipments.notifications.${news}.${part}`;
          expect(translate(lang, key, { contractNo: 'SB1', billNo: 'BL1', eta: '2026-12-20' }), key).toContain('SB1');
        }
      }
    }
  });

  it.skipIf(!shipmentNotificationsEnabled())('tells the buyer and the seller: loaded in-app, arrival also by e-mail', async () => {
    const s = await createShipment({ billNo: 'MAEU260000013' });
    const body = { ...booking({ billNo: 'MAEU260000013' }), containers: undefined };
    await put(`/admin/shipment/${s.shipmentId}`, { ...body, status: 'loaded' }, o.tokens.staff);
    await put(`/admin/shipment/${s.shipmentId}`, { ...body, status: 'arrived' }, o.tokens.staff);
    const rows = await queryRows<{ kind: string; mail_status: string }>(o.t, `select kind, mail_status from notifications where ref_key like 'shipment:${s.shipmentId}:%' order by kind`);
    expect(rows.map((r) => r.kind)).toEqual(['shipment_arrived', 'shipment_arrived', 'shipment_loaded', 'shipment_loaded']);
    expect(rows.filter((r) => r.kind === 'shipment_loaded').every((r) => r.mail_status === 'none')).toBe(true);
    const bell = await call(o.t, 'GET', '/app-v2/notifications', { token: o.tokens.buyer });
    expect(bell.body.data.rows.find((n: { kind: string }) => n.kind === 'shipment_arrived')).toMatchObject({ title: `Contract ${contractNo}: arrived at port`, link: `/deal-detail/${contractId}` });
  });

  it('records the telex release once, on the timeline', async () => {
    const s = await createShipment({ billNo: 'MAEU260000004' });
    const res = await post(o.t, `/admin/shipment/${s.shipmentId}/telex-release`, undefined, staff());
    expect(res.body.data).toMatchObject({ telexReleased: true });
    expect(res.body.data.telexReleasedAt).toBeTruthy();
    expect(res.body.data.events[0].code).toBe('telex_released');
    const again = await post(o.t, `/admin/shipment/${s.shipmentId}/telex-release`, undefined, staff());
    expect(again.body.data.telexReleasedAt).toBe(res.body.data.telexReleasedAt);
    expect(again.body.data.events.filter((e: { code: string }) => e.code === 'telex_released')).toHaveLength(1);
    const buyer = await partyView(o.tokens.buyer);
    expect(buyer.rows.find((r) => r.shipmentId === s.shipmentId)).toMatchObject({ telexReleased: true });
  });
});

describe('tracking timeline', () => {
  const CSV = [
    'date/time,event,location,description,container',
    '2026-11-26 08:30,gate in,Los Angeles,"Full, weighed",CSQU3054383',
    '2026-11-27T10:00:00Z,loaded,Los Angeles,,',
    '2026-11-28 06:00,departed,Los Angeles,MAERSK ESSEX 447E,',
    '2026-12-19 22:00,arrived,Qingdao,,MSKU9070323',
  ].join('\n');

  it('adds an event entered by staff; a container not in the shipment is refused', async () => {
    const s = await createShipment({ billNo: 'MAEU260000005' });
    const res = await post(o.t, `/admin/shipment/${s.shipmentId}/event`, { occurredAt: '2026-11-26T08:30:00+08:00', code: 'gate_in', location: 'Los Angeles', containerNo: 'csqu3054383' }, staff());
    expect(res.body.data.events[0]).toMatchObject({ code: 'gate_in', occurredAt: '2026-11-26T00:30:00.000Z', containerNo: 'CSQU3054383', source: 'staff' });
    const other = await post(o.t, `/admin/shipment/${s.shipmentId}/event`, { occurredAt: '2026-11-26T08:30:00Z', code: 'gate_in', containerNo: 'HLXU2008419' }, staff());
    expect(other.body.data.errors[0].field).toBe('containerNo');
    const twice = await post(o.t, `/admin/shipment/${s.shipmentId}/event`, { occurredAt: '2026-11-26T00:30:00Z', code: 'gate_in', containerNo: 'CSQU3054383' }, staff());
    expect(twice.body.code).toBe(1000);
  });

  it('imports a CSV, skips it when imported again, and the parties read the timeline newest first', async () => {
    const s = await createShipment({ billNo: 'MAEU260000006' });
    const first = await post(o.t, `/admin/shipment/${s.shipmentId}/events/import`, { csv: CSV, tzOffsetMinutes: 480 }, staff());
    expect(first.body).toMatchObject({ code: 200, data: { imported: 4, skipped: 0 } });
    const again = await post(o.t, `/admin/shipment/${s.shipmentId}/events/import`, { csv: CSV, tzOffsetMinutes: 480 }, staff());
    expect(again.body.data).toEqual({ imported: 0, skipped: 4 });
    for (const token of [o.tokens.buyer, o.tokens.seller]) {
      const mine = (await partyView(token)).rows.find((r) => r.shipmentId === s.shipmentId)!;
      expect(mine.events.map((e: { code: string }) => e.code)).toEqual(['arrived', 'departed', 'loaded', 'gate_in', 'booked']);
      expect(mine.events[3]).toMatchObject({ occurredAt: '2026-11-26T00:30:00.000Z', description: 'Full, weighed', source: 'csv' });
    }
  });

  it('stores nothing from a file with one bad row, naming the row', async () => {
    const s = await createShipment({ billNo: 'MAEU260000007' });
    const bad = CSV.replace('2026-11-28 06:00,departed,Los Angeles,MAERSK ESSEX 447E,', '2026-11-28 06:00,departed,Los Angeles,,CSQU3054384');
    const before = await countRows(o.t, 'shipment_events', `shipment_id = '${s.shipmentId}'`);
    const res = await post(o.t, `/admin/shipment/${s.shipmentId}/events/import`, { csv: bad }, staff());
    expect(res.body.code).toBe(1000);
    expect(res.body.msg).toMatch(/row 4: container number .*check digit/i);
    expect(await countRows(o.t, 'shipment_events', `shipment_id = '${s.shipmentId}'`)).toBe(before);
  });

  it('takes the CSV as an uploaded file too', async () => {
    const s = await createShipment({ billNo: 'MAEU260000008' });
    const body = multipart({ tzOffsetMinutes: '0' }, { name: 'tracking.csv', content: Buffer.from(`\uFEFF${CSV}`, 'utf8'), type: 'text/csv' });
    const res = await o.t.app.inject({
      method: 'POST',
      url: `/admin/shipment/${s.shipmentId}/events/import`,
      headers: { authorization: `Bearer ${o.tokens.staff}`, 'content-type': body.contentType, appLang: 'en-US' },
      payload: body.payload,
    });
    expect(res.json()).toMatchObject({ code: 200, data: { imported: 4, skipped: 0 } });
  });

  it('reads a file saved by a Chinese spreadsheet (GB18030) with Chinese headers', async () => {
    const s = await createShipment({ billNo: 'MAEU260000011' });
    // "日期,事件,地点" in GB18030, then one row: 2026-11-27 10:00, 装船 (loaded), 青岛.
    const gb = (hex: string) => Buffer.from(hex.replace(/ /g, ''), 'hex');
    const content = Buffer.concat([
      gb('c8d5 c6da'), Buffer.from(','), gb('cac2 bcfe'), Buffer.from(','), gb('b5d8 b5e3'), Buffer.from('\n2026-11-27 10:00,'),
      gb('d7b0 b4ac'), Buffer.from(','), gb('c7e0 b5ba'), Buffer.from('\n'),
    ]);
    const body = multipart({ tzOffsetMinutes: '480' }, { name: 'tracking.csv', content, type: 'text/csv' });
    const res = await o.t.app.inject({
      method: 'POST',
      url: `/admin/shipment/${s.shipmentId}/events/import`,
      headers: { authorization: `Bearer ${o.tokens.staff}`, 'content-type': body.contentType, appLang: 'en-US' },
      payload: body.payload,
    });
    expect(res.json()).toMatchObject({ code: 200, data: { imported: 1, skipped: 0 } });
    const mine = (await partyView(o.tokens.buyer)).rows.find((r) => r.shipmentId === s.shipmentId)!;
    expect(mine.events[0]).toMatchObject({ code: 'loaded', location: '青岛', occurredAt: '2026-11-27T02:00:00.000Z' });
  });
});

describe('documentation', () => {
  it('documents every shipment endpoint in /docs', async () => {
    const res = await call(o.t, 'GET', '/docs/json');
    const paths = Object.keys((res.body as unknown as { paths: Record<string, unknown> }).paths);
    for (const p of [
      '/app-v2/contract/{contractId}/shipments',
      '/admin/shipments',
      '/admin/contract/{contractId}/shipment',
      '/admin/shipment/{shipmentId}',
      '/admin/shipment/{shipmentId}/container',
      '/admin/container/{containerId}',
      '/admin/shipment/{shipmentId}/event',
      '/admin/shipment/{shipmentId}/events/import',
      '/admin/shipment/{shipmentId}/telex-release',
      '/admin/shipment/{shipmentId}/tracking/refresh',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});

describe('who may see and do what', () => {
  it('tells a third company the contract does not exist', async () => {
    const res = await call(o.t, 'GET', `/app-v2/contract/${contractId}/shipments`, { token: o.third.token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('MAEU');
  });

  it('refuses every staff shipment route to a party (403) and changes nothing', async () => {
    const s = await createShipment({ billNo: 'MAEU260000009' });
    const containerId = s.containers[0]!.containerId;
    const before = await queryRows(o.t, `select status, telex_released from shipments where id = '${s.shipmentId}'`);
    for (const token of [o.tokens.buyer, o.tokens.seller, o.third.token]) {
      const calls = [
        call(o.t, 'GET', '/admin/shipments', { token }),
        post(o.t, `/admin/contract/${contractId}/shipment`, booking({ billNo: 'X1' }), { token }),
        put(`/admin/shipment/${s.shipmentId}`, { status: 'delivered' }, token),
        post(o.t, `/admin/shipment/${s.shipmentId}/container`, { containerNo: 'HLXU2008419', netWeight: '1' }, { token }),
        put(`/admin/container/${containerId}`, { containerNo: 'HLXU2008419', netWeight: '1' }, token),
        del(`/admin/container/${containerId}`, token),
        post(o.t, `/admin/shipment/${s.shipmentId}/event`, { occurredAt: '2026-11-26T08:30:00Z', code: 'loaded' }, { token }),
        post(o.t, `/admin/shipment/${s.shipmentId}/events/import`, { csv: 'date,event\n2026-11-26,loaded' }, { token }),
        post(o.t, `/admin/shipment/${s.shipmentId}/telex-release`, undefined, { token }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    }
    expect(await queryRows(o.t, `select status, telex_released from shipments where id = '${s.shipmentId}'`)).toEqual(before);
    expect(await countRows(o.t, 'shipment_containers', `id = '${containerId}'`)).toBe(1);
  });
});

describe('staff shipment list', () => {
  it('finds shipments by contract number, BL or container number, and by status', async () => {
    const s = await createShipment({ billNo: 'COSU6300000010', containers: [{ containerNo: 'YMLU2809976', netWeight: '25' }] });
    const byContainer = await call(o.t, 'GET', '/admin/shipments?keyword=ymlu 280997', staff());
    expect(byContainer.body.data.rows.map((r: { shipmentId: string }) => r.shipmentId)).toEqual([s.shipmentId]);
    expect(byContainer.body.data.rows[0]).toMatchObject({ contractNo, containerNos: ['YMLU2809976'], totalNetWeight: 25, status: 'booked' });
    const byBl = await call(o.t, 'GET', '/admin/shipments?keyword=cosu%206300000010', staff());
    expect(byBl.body.data.total).toBe(1);
    const byContract = await call(o.t, 'GET', `/admin/shipments?keyword=${encodeURIComponent(contractNo)}&pageSize=100`, staff());
    expect(byContract.body.data.rows.length).toBeGreaterThan(3);
    const arrived = await call(o.t, 'GET', '/admin/shipments?status=delivered', staff());
    expect(arrived.body.data.total).toBe(0);
  });
});

describe('carrier tracking off (TRACKING_PROVIDER=none, the default)', () => {
  it('says so to staff, and a fetch from the carrier is refused naming carrier tracking, storing nothing', async () => {
    const s = await createShipment({ billNo: 'MAEU260000321', containers: [] });
    const staffView = await call(o.t, 'GET', `/app-v2/contract/${contractId}/shipments`, staff());
    expect(staffView.body.data.trackingProvider).toBe('none');
    expect((await partyView(o.tokens.buyer)) as Record<string, unknown>).not.toHaveProperty('trackingProvider');
    const events = await countRows(o.t, 'shipment_events', `shipment_id = '${s.shipmentId}'`);
    for (const lang of ['en', 'zh'] as const) {
      const res = await post(o.t, `/admin/shipment/${s.shipmentId}/tracking/refresh`, undefined, { ...staff(), lang });
      expect(res.body.code).toBe(1000);
      expect(res.body.msg).toContain(lang === 'en' ? 'Carrier tracking' : '船公司跟踪');
    }
    expect(await countRows(o.t, 'shipment_events', `shipment_id = '${s.shipmentId}'`)).toBe(events);
    expect(await countRows(o.t, 'audit_log', `action = 'shipment.tracking_refresh'`)).toBe(0);
  });
});
