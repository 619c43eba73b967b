import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, parseCsv } from './csv.ts';

const records = (text: string) => parseCsv(text).records;

describe('CSV records (RFC 4180)', () => {
  it('keeps a quoted comma inside its cell', () => {
    expect(records('basis,source\nLME,"LME, official"')).toEqual([
      ['basis', 'source'],
      ['LME', 'LME, official'],
    ]);
  });

  it('reads a doubled quote as one quote', () => {
    expect(records('a,b\n"say ""cash""",""""')).toEqual([
      ['a', 'b'],
      ['say "cash"', '"'],
    ]);
  });

  it('keeps a line break inside quotes in its cell, whatever the line ends', () => {
    expect(records('a,b\r\n"line 1\r\nline 2",x\r\n')).toEqual([
      ['a', 'b'],
      ['line 1\nline 2', 'x'],
    ]);
    // A file edited by hand mixes CRLF, LF and old CR line ends.
    expect(records('a,b\r\n1,2\n3,4\r5,6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('drops a BOM, trims cells and numbers blank lines as rows', () => {
    expect(records('\uFEFFdate, event \n\n2026-11-20 , loaded\n')).toEqual([['date', 'event'], [''], ['2026-11-20', 'loaded']]);
  });

  it('takes the delimiter the rows agree on: comma, semicolon or tab', () => {
    expect(records('日期;事件;地点\n2026-11-20 08:00;装船;青岛')).toEqual([
      ['日期', '事件', '地点'],
      ['2026-11-20 08:00', '装船', '青岛'],
    ]);
    expect(records('date\tevent\n2026-11-20\tloaded, on board')).toEqual([
      ['date', 'event'],
      ['2026-11-20', 'loaded, on board'],
    ]);
    // Semicolons in a comma file's text do not make it a semicolon file.
    expect(records('basis,date,price,source\nLME,2026-03-02,9801,a;b;c;d\nCMX,2026-03-02,451,x')[1]).toEqual(['LME', '2026-03-02', '9801', 'a;b;c;d']);
  });

  it('reports a quote that is never closed on the row where it opens', () => {
    const { problems } = parseCsv('date,event,description\n2026-11-20,loaded,"Full\n2026-11-21,departed,');
    expect(problems).toEqual([{ row: 2, reasonKey: 'common.csvQuotes', params: { row: 2 } }]);
    expect(parseCsv('a,b\n"x",y').problems).toEqual([]);
  });
});

describe('CSV bytes', () => {
  it('reads UTF-8 with or without a BOM', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('\uFEFF日期,事件'))).toBe('日期,事件');
    expect(decodeCsvBytes(new TextEncoder().encode('日期,事件').buffer)).toBe('日期,事件');
  });

  it('reads GB18030 (spreadsheets on Chinese Windows) when the bytes are not UTF-8', () => {
    // "日期,装船" in GB18030.
    const bytes = new Uint8Array([0xc8, 0xd5, 0xc6, 0xda, 0x2c, 0xd7, 0xb0, 0xb4, 0xac]);
    expect(decodeCsvBytes(bytes)).toBe('日期,装船');
    expect(records(decodeCsvBytes(bytes))).toEqual([['日期', '装船']]);
  });
});
