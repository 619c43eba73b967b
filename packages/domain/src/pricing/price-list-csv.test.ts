import { describe, expect, it } from 'vitest';
import { csvDate, parsePriceListCsv, priceRowsFromRecords } from './price-list-csv.ts';

const items = new Map([
  ['CU-BB-LA', 'intl'],
  ['AL-6063-SH', 'cn'],
] as const);

describe('staff daily price import', () => {
  it('reads named columns in any order, en or zh, thousands separators and per-lb prices', () => {
    const text = [
      'Date,Code,Purchase price,FAS price,Unit,Remark',
      '2026-11-26,cu-bb-la,"8,450.50",8600,MT,steady',
      '2026/11/25,CU-BB-LA,3.833,,LBS,',
      '',
    ].join('\r\n');
    const r = parsePriceListCsv(text, { items });
    expect(r.problems).toEqual([]);
    expect(r.rows).toEqual([
      { row: 2, code: 'CU-BB-LA', priceDate: '2026-11-26', purchasePrice: '8450.50', fasPrice: '8600.00', remark: 'steady' },
      { row: 3, code: 'CU-BB-LA', priceDate: '2026-11-25', purchasePrice: '8450.31', remark: undefined },
    ]);
    const zh = parsePriceListCsv('编码;日期;国内销售价;备注\nAL-6063-SH;2026-11-26;18 200;\n', { items });
    expect(zh).toEqual({ rows: [{ row: 2, code: 'AL-6063-SH', priceDate: '2026-11-26', domesticSalesPrice: '18200.00', remark: undefined }], problems: [] });
  });

  it('reports every bad row with its number, and keeps reading the others', () => {
    const text = [
      'code,date,purchase,export,unit,remark',
      ',2026-11-26,100,,,', // 2 no code
      'NOPE,2026-11-26,100,,,', // 3 unknown code
      'CU-BB-LA,2026-02-30,100,,,', // 4 no such day
      'CU-BB-LA,2026-11-20,1.234,,,', // 5 3 decimals per MT
      'CU-BB-LA,2026-11-21,,-5,,', // 6 negative
      'CU-BB-LA,2026-11-22,,,,', // 7 no price
      'CU-BB-LA,2026-11-23,100,,KG,', // 8 unit
      'AL-6063-SH,2026-11-23,2.1,,LBS,', // 9 China per lb
      `CU-BB-LA,2026-11-24,100,,,${'x'.repeat(501)}`, // 10 remark too long
      'CU-BB-LA,2026-11-26,100,,,', // 11 fine
      'cu-bb-la,2026-11-26,101,,,', // 12 same item and day as row 11
    ].join('\n');
    const r = parsePriceListCsv(text, { items });
    expect(r.problems).toEqual([
      { row: 2, reasonKey: 'pricing.errors.csvCode', params: { row: 2 } },
      { row: 3, reasonKey: 'pricing.errors.csvUnknownCode', params: { row: 3, code: 'NOPE' } },
      { row: 4, reasonKey: 'pricing.errors.csvDate', params: { row: 4 } },
      { row: 5, reasonKey: 'pricing.errors.csvPrice', params: { row: 5, column: 'purchase' } },
      { row: 6, reasonKey: 'pricing.errors.csvPrice', params: { row: 6, column: 'export' } },
      { row: 7, reasonKey: 'pricing.errors.csvNoPrice', params: { row: 7 } },
      { row: 8, reasonKey: 'pricing.errors.csvUnit', params: { row: 8 } },
      { row: 9, reasonKey: 'pricing.errors.csvCnOnlyMt', params: { row: 9 } },
      { row: 10, reasonKey: 'pricing.errors.csvTooLong', params: { row: 10, max: 500 } },
      { row: 12, reasonKey: 'pricing.errors.csvDuplicate', params: { row: 12, first: 11 } },
    ]);
    expect(r.rows.map((x) => x.row)).toEqual([11]);
  });

  it('without a list of items (the browser preview) any well-formed code passes', () => {
    expect(priceRowsFromRecords([['code', 'date', 'cif'], ['ZN-DIE', '2026-11-26', '2500']]).rows).toEqual([
      { row: 2, code: 'ZN-DIE', priceDate: '2026-11-26', cifCnfPrice: '2500.00', remark: undefined },
    ]);
  });

  it('a header without code, date or any price, an empty file, a broken quote', () => {
    expect(parsePriceListCsv('code,date,remark\nA,2026-11-26,x').problems).toEqual([{ row: 1, reasonKey: 'pricing.errors.csvHeader', params: { row: 1 } }]);
    expect(parsePriceListCsv('').problems).toEqual([{ row: 1, reasonKey: 'pricing.errors.csvHeader', params: { row: 1 } }]);
    expect(parsePriceListCsv('code,date,fas\n\n').problems).toEqual([{ row: 0, reasonKey: 'pricing.errors.csvEmpty' }]);
    const broken = parsePriceListCsv('code,date,fas,remark\nA,2026-11-26,100,"never closed\nB,2026-11-26,100,');
    expect(broken.problems[0]).toEqual({ row: 2, reasonKey: 'common.csvQuotes', params: { row: 2 } });
  });

  it('dates as spreadsheets write them', () => {
    expect(csvDate('2026-11-26')).toBe('2026-11-26');
    expect(csvDate('2026/1/5')).toBe('2026-01-05');
    expect(csvDate('2026.12.31')).toBe('2026-12-31');
    expect(csvDate('26/11/2026')).toBeNull();
    expect(csvDate('2026-13-01')).toBeNull();
  });
});
