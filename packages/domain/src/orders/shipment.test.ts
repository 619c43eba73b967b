import { describe, expect, it } from 'vitest';
import { describeIssue } from '../validation.ts';
import { parseCsv } from '../csv.ts';
import { eventCodeOf, isForwardStatusMove, parseEventTime, ZCreateShipmentRequest, ZUpdateShipmentRequest } from './shipment.ts';
import { parseShipmentEventsCsv } from './shipment-csv.ts';

const problemsOf = (r: { success: boolean; error?: { issues: Parameters<typeof describeIssue>[0][] } }) => (r.error?.issues ?? []).map(describeIssue);

describe('shipment input', () => {
  it('takes a booking with two containers, normalised', () => {
    const r = ZCreateShipmentRequest.parse({
      billNo: ' maeu 123456789 ',
      eta: '2026-12-20',
      etd: '2026-11-30',
      containers: [
        { containerNo: 'csqu 305438 3', sealNo: 'SL001', netWeight: '24.5' },
        { containerNo: 'MSKU9070323', netWeight: 25.123456, grossWeight: '26' },
      ],
    });
    expect(r.billNo).toBe('MAEU123456789');
    expect(r.containers.map((c) => c.containerNo)).toEqual(['CSQU3054383', 'MSKU9070323']);
    expect(r.containers[1]!.netWeight).toBe('25.123456');
  });

  it('names the container whose check digit is wrong, a duplicate, a weight and an ETA before the ETD', () => {
    const r = ZCreateShipmentRequest.safeParse({
      etd: '2026-12-01',
      eta: '2026-11-01',
      containers: [
        { containerNo: 'CSQU3054384', netWeight: '20' },
        { containerNo: 'MSKU9070323', netWeight: '0' },
        { containerNo: 'MSKU9070323', netWeight: '20.1234567' },
      ],
    });
    const problems = problemsOf(r as never);
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'containers.0.containerNo', reasonKey: 'shipments.errors.containerCheckDigit' },
        { field: 'containers.1.netWeight', reasonKey: 'listings.errors.mustBePositive' },
        { field: 'containers.2.netWeight', reasonKey: 'listings.errors.decimals6' },
      ]),
    );
    // The refinements of the whole request run once its fields are valid.
    const r2 = ZCreateShipmentRequest.safeParse({ etd: '2026-12-01', eta: '2026-11-01', containers: [{ containerNo: 'MSKU9070323', netWeight: 20 }, { containerNo: 'msku 907032 3', netWeight: 21 }] });
    expect(problemsOf(r2 as never)).toEqual([
      { field: 'eta', reasonKey: 'shipments.errors.etaBeforeEtd' },
      { field: 'containers.1.containerNo', reasonKey: 'shipments.errors.containerDuplicate' },
    ]);
  });

  it('refuses a gross weight under the net weight', () => {
    const r = ZCreateShipmentRequest.safeParse({ containers: [{ containerNo: 'MSKU9070323', netWeight: '20', grossWeight: '19' }] });
    expect(problemsOf(r as never)).toEqual([{ field: 'containers.0.grossWeight', reasonKey: 'shipments.errors.grossBelowNet' }]);
  });

  it('moves the status forward only, unless corrected', () => {
    expect(isForwardStatusMove('booked', 'arrived')).toBe(true);
    expect(isForwardStatusMove('arrived', 'arrived')).toBe(true);
    expect(isForwardStatusMove('arrived', 'loaded')).toBe(false);
    expect(ZUpdateShipmentRequest.parse({ status: 'loaded' }).correction).toBe(false);
  });
});

describe('tracking CSV', () => {
  it('reads quoted cells with commas, quotes and line breaks', () => {
    expect(parseCsv('a,b,c\r\n1,"x, ""y""\nz",3\n').records).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, "y"\nz', '3'],
    ]);
  });

  it('reads times in ISO or YYYY-MM-DD HH:mm in the importer\'s zone', () => {
    expect(parseEventTime('2026-11-20 08:30', 480)).toBe('2026-11-20T00:30:00.000Z');
    expect(parseEventTime('2026-11-20T08:30:00+08:00', 0)).toBe('2026-11-20T00:30:00.000Z');
    expect(parseEventTime('2026-11-20', 0)).toBe('2026-11-20T00:00:00.000Z');
    expect(parseEventTime('2026-11-31 08:30', 0)).toBeNull();
    expect(parseEventTime('2026-11-20 25:00', 0)).toBeNull();
    expect(parseEventTime('20/11/2026', 0)).toBeNull();
  });

  it('maps carrier wordings to timeline codes', () => {
    expect(eventCodeOf('Loaded on vessel')).toBe('loaded');
    expect(eventCodeOf('GATE-IN')).toBe('gate_in');
    expect(eventCodeOf('到港')).toBe('arrived');
    expect(eventCodeOf('Weighed')).toBeNull();
  });

  it('imports rows by header name and reports every bad row by its number', () => {
    const csv = [
      'Date/Time,Event,Location,Description,Container',
      '2026-11-20 08:30,Gate in,Qingdao,"Full, 2 boxes",CSQU3054383',
      '2026-11-21T10:00:00Z,loaded,Qingdao,,',
      '2026-11-22 10:00,Weighed,Qingdao,VGM,',
      '2026-11-23 10:00,departed,Qingdao,,CSQU3054384',
      'yesterday,arrived,Busan,,',
      '2026-11-24 10:00,,Busan,,',
      '2026-11-25 10:00,arrived,Busan,,TGHU1234560',
    ].join('\n');
    const { rows, problems } = parseShipmentEventsCsv(csv, { tzOffsetMinutes: 0, containerNos: ['CSQU3054383', 'MSKU9070323'] });
    expect(rows.map((r) => [r.row, r.code, r.containerNo])).toEqual([
      [2, 'gate_in', 'CSQU3054383'],
      [3, 'loaded', null],
      [4, 'other', null],
    ]);
    expect(rows[2]!.description).toBe('Weighed: VGM');
    expect(problems.map((p) => [p.row, p.reasonKey])).toEqual([
      [5, 'shipments.errors.csvContainerCheckDigit'],
      [6, 'shipments.errors.csvDate'],
      [7, 'shipments.errors.csvEvent'],
      [8, 'shipments.errors.csvContainerCheckDigit'],
    ]);
  });

  it('names a container that is not in the shipment, a missing header and an empty file', () => {
    const unknown = parseShipmentEventsCsv('date,event,container\n2026-11-20,loaded,HLXU2008419', { tzOffsetMinutes: 0, containerNos: ['CSQU3054383'] });
    expect(unknown.problems).toEqual([{ row: 2, reasonKey: 'shipments.errors.csvContainerUnknown', params: { row: 2, containerNo: 'HLXU2008419' } }]);
    expect(parseShipmentEventsCsv('when,what\n2026-11-20,loaded', { tzOffsetMinutes: 0 }).problems[0]!.reasonKey).toBe('shipments.errors.csvHeader');
    expect(parseShipmentEventsCsv('date,event\n', { tzOffsetMinutes: 0 }).problems[0]!.reasonKey).toBe('shipments.errors.csvEmpty');
  });

  it('keeps a row repeated in the file once, and reads semicolon files and Chinese headers', () => {
    const { rows } = parseShipmentEventsCsv('日期;事件;地点\n2026-11-20 08:00;装船;青岛\n2026-11-20 08:00;装船;青岛', { tzOffsetMinutes: 480 });
    expect(rows).toEqual([{ row: 2, occurredAt: '2026-11-20T00:00:00.000Z', code: 'loaded', location: '青岛', description: null, containerNo: null }]);
  });
});
