import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etaFromCarrier, isSamePort, statusFromCarrier } from '../modules/orders/shipments/refresh-shipment-tracking.ts';
import { dcsaArrival, dcsaVoyage } from '../../test/dcsa-fixtures.ts';
import { createDcsaTrackingProvider, mapDcsaEvents } from './tracking.ts';

const BOXES: [string, string] = ['CSQU3054383', 'MSKU9070323'];

describe('DCSA Track & Trace mapping', () => {
  it('puts the actual events on the timeline with their codes, places, containers and instants', () => {
    const { events, estimates } = mapDcsaEvents(dcsaVoyage('MAEU123456789', BOXES));
    expect(events.map((e) => [e.code, e.containerNo, e.location])).toEqual([
      ['booked', null, null],
      ['gate_in', 'CSQU3054383', 'Qingdao (CNTAO)'],
      ['gate_in', 'MSKU9070323', 'Qingdao (CNTAO)'],
      ['loaded', 'CSQU3054383', 'Qingdao (CNTAO)'],
      ['loaded', 'MSKU9070323', 'Qingdao (CNTAO)'],
      ['departed', null, 'Qingdao (CNTAO)'],
      ['other', null, null],
      ['arrived', null, 'Busan (KRPUS)'],
    ]);
    // eventDateTime carries its offset: stored as the instant.
    expect(events[3]!.occurredAt).toBe('2026-11-06T19:40:00.000Z');
    expect(events[5]!.description).toBe('MAERSK ESSEN, voyage 245E');
    expect(events[0]!.description).toBe('Booking confirmed (BK2026110001)');
    expect(events[6]!.description).toBe('Transport document issued (MAEU123456789)');
    // PLN is dropped; both EST arrivals come back as estimates, the day as at Los Angeles.
    expect(estimates.map((e) => e.localDate)).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('maps discharge and a full gate-out, and keeps empty moves and unknown codes out of the statuses', () => {
    const { events } = mapDcsaEvents([
      ...dcsaArrival('MAEU123456789', BOXES[0]),
      { eventID: 'x1', eventType: 'EQUIPMENT', eventClassifierCode: 'ACT', eventDateTime: '2026-12-02T10:00:00Z', equipmentEventTypeCode: 'GTIN', equipmentReference: BOXES[0], emptyIndicatorCode: 'EMPTY', eventLocation: { locationName: 'Los Angeles', UNLocationCode: 'USLAX' } },
      { eventID: 'x2', eventType: 'EQUIPMENT', eventClassifierCode: 'ACT', eventDateTime: '2026-12-03T10:00:00Z', equipmentEventTypeCode: 'ZZZZ', equipmentReference: BOXES[0] },
      { eventID: 'x3', eventType: 'SHIPMENT', eventClassifierCode: 'ACT', eventDateTime: '2026-11-27T10:00:00-08:00', shipmentEventTypeCode: 'RELS', documentTypeCode: 'CUS', documentID: 'US-ENTRY-1' },
      { eventID: 'x1', eventType: 'EQUIPMENT', eventClassifierCode: 'ACT', eventDateTime: '2026-12-02T10:00:00Z', equipmentEventTypeCode: 'GTIN' },
      { eventType: 'EQUIPMENT', eventClassifierCode: 'ACT', eventDateTime: 'not a date', equipmentEventTypeCode: 'LOAD' },
      'garbage',
    ]);
    expect(events.map((e) => [e.code, e.description])).toEqual([
      ['arrived', 'MAERSK ESSEN, voyage 245E'],
      ['arrived', 'Discharged from vessel · MAERSK ESSEN, voyage 245E'],
      ['customs', 'Customs released (US-ENTRY-1)'],
      ['delivered', 'Full container gated out'],
      ['other', 'Empty container returned'],
    ]);
  });

  it('moves the status forward only, arriving only at the port of discharge', () => {
    const voyage = mapDcsaEvents(dcsaVoyage('B1', BOXES)).events;
    const arrival = mapDcsaEvents(dcsaArrival('B1', BOXES[0])).events;
    expect(isSamePort('Los Angeles, US', { unLocationCode: 'USLAX', locationName: 'Los Angeles' })).toBe(true);
    expect(isSamePort('USLAX', { unLocationCode: 'USLAX', locationName: null })).toBe(true);
    expect(isSamePort('Long Beach', { unLocationCode: 'USLAX', locationName: 'Los Angeles' })).toBe(false);
    expect(isSamePort(null, { unLocationCode: 'USLAX', locationName: 'Los Angeles' })).toBe(null);
    // Busan is a transshipment call: loaded, not arrived.
    expect(statusFromCarrier('booked', voyage, 'Los Angeles')).toBe('loaded');
    expect(statusFromCarrier('booked', [...voyage, ...arrival.slice(0, 2)], 'Los Angeles')).toBe('arrived');
    expect(statusFromCarrier('booked', [...voyage, ...arrival], 'Los Angeles')).toBe('delivered');
    // Without a port of discharge the carrier's arrivals move nothing (staff decide).
    expect(statusFromCarrier('loaded', arrival.slice(0, 2), null)).toBe('loaded');
    // Never backward.
    expect(statusFromCarrier('arrived', voyage, 'Los Angeles')).toBe('arrived');
  });

  it('takes the latest estimate at the port of discharge as the ETA, until arrival', () => {
    const { estimates } = mapDcsaEvents(dcsaVoyage('B1', BOXES));
    const s = { eta: '2026-11-20', etd: '2026-11-07', portOfDischarge: 'Los Angeles' };
    expect(etaFromCarrier(s, 'loaded', estimates)).toBe('2026-11-25');
    expect(etaFromCarrier({ ...s, eta: '2026-11-25' }, 'loaded', estimates)).toBe(null);
    expect(etaFromCarrier(s, 'arrived', estimates)).toBe(null);
    expect(etaFromCarrier({ ...s, portOfDischarge: 'Busan' }, 'loaded', estimates)).toBe(null);
  });
});

describe('DCSA adapter', () => {
  const seen: { url: string; key: string | undefined }[] = [];
  let mode: 'ok' | 'fail' | 'slow' | 'html' = 'ok';
  let base = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push({ url: req.url ?? '', key: req.headers['x-carrier-key'] as string | undefined });
    if (mode === 'fail') return void res.writeHead(503).end('{"message":"down"}');
    if (mode === 'slow') return void setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'), 1500);
    if (mode === 'html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
    const all = dcsaVoyage('MAEU123456789', BOXES);
    // Two pages: the first answer points at the second through Next-Page-Cursor.
    if (url.searchParams.get('cursor') === 'page2') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(all.slice(5)));
    res.writeHead(200, { 'content-type': 'application/json', 'next-page-cursor': 'page2' }).end(JSON.stringify(all.slice(0, 5)));
  });
  const log = { info: () => undefined, warn: () => undefined };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks by BL with the key header, follows the pages, and maps the answer', async () => {
    const provider = createDcsaTrackingProvider({ url: base, apiKey: 'secret-1', apiKeyHeader: 'X-Carrier-Key', timeoutMs: 2000, log });
    const answer = await provider.fetchEvents({ carrier: 'Maersk', billNo: 'MAEU123456789', bookingNo: 'BK1', containerNos: BOXES });
    expect(answer.ok).toBe(true);
    expect(answer.ok && answer.events.length).toBe(8);
    expect(seen[0]).toEqual({ url: '/v2/events?transportDocumentReference=MAEU123456789&limit=100', key: 'secret-1' });
    expect(seen[1]!.url).toBe('/v2/events?cursor=page2');
  });

  it('asks container by container when there is no BL or booking number', async () => {
    seen.length = 0;
    const provider = createDcsaTrackingProvider({ url: base, apiKeyHeader: 'API-Key', timeoutMs: 2000, log });
    await provider.fetchEvents({ carrier: null, billNo: null, bookingNo: null, containerNos: BOXES });
    expect(seen.filter((s) => !s.url.includes('cursor')).map((s) => s.url)).toEqual([
      '/v2/events?equipmentReference=CSQU3054383&limit=100',
      '/v2/events?equipmentReference=MSKU9070323&limit=100',
    ]);
  });

  it('reports a carrier error, a timeout and a non-JSON answer as failures, never throwing', async () => {
    const warned: unknown[] = [];
    const provider = createDcsaTrackingProvider({ url: base, apiKeyHeader: 'API-Key', timeoutMs: 300, log: { info: () => undefined, warn: (o: unknown) => void warned.push(o) } });
    const q = { carrier: null, billNo: 'B1', bookingNo: null, containerNos: [] };
    mode = 'fail';
    expect(await provider.fetchEvents(q)).toMatchObject({ ok: false, failure: 'http' });
    mode = 'slow';
    expect(await provider.fetchEvents(q)).toMatchObject({ ok: false, failure: 'timeout' });
    mode = 'html';
    expect(await provider.fetchEvents(q)).toMatchObject({ ok: false, failure: 'format' });
    const down = createDcsaTrackingProvider({ url: 'http://127.0.0.1:1', apiKeyHeader: 'API-Key', timeoutMs: 300, log });
    expect(await down.fetchEvents(q)).toMatchObject({ ok: false, failure: 'unreachable' });
    expect(warned).toHaveLength(3);
    mode = 'ok';
  });
});
