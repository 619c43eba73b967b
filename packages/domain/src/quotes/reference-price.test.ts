import { describe, expect, it } from 'vitest';
import { ZAskQuestionRequest, questionLongEnough } from './question.ts';
import { parseReferencePriceCsv } from './reference-price-csv.ts';

describe('reference price CSV import', () => {
  it('reads basis,date,price[,source] with or without a header, skipping blank lines', () => {
    const { rows, problems } = parseReferencePriceCsv('basis,date,price,source\nLME,2026-03-02,9801.5,LME official\n\ncmx,2026-03-02,451.25\n');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { basis: 'LME', priceDate: '2026-03-02', price: '9801.5', source: 'LME official' },
      { basis: 'CMX', priceDate: '2026-03-02', price: '451.25', source: undefined },
    ]);
  });

  it('reports every bad line by number and imports nothing of them', () => {
    const { rows, problems } = parseReferencePriceCsv('LME,2026-03-02,9801\nGOLD,2026-03-02,1\nLME,02/03/2026,1\nLME,2026-03-03,-5\nLME,2026-03-02,9900');
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      { line: 2, reasonKey: 'negotiation.errors.csvLine' },
      { line: 3, reasonKey: 'negotiation.errors.csvLine' },
      { line: 4, reasonKey: 'negotiation.errors.csvLine' },
      { line: 5, reasonKey: 'negotiation.errors.csvDuplicate' },
    ]);
    expect(parseReferencePriceCsv('basis,date,price\n').problems).toEqual([{ line: 0, reasonKey: 'negotiation.errors.csvEmpty' }]);
  });

  it('reads a quoted source with a comma as one cell, as the tracking import does', () => {
    const { rows, problems } = parseReferencePriceCsv('basis,date,price,source\r\nLME,2026-03-02,"9801.5","LME, official ""cash"""\r\n');
    expect(problems).toEqual([]);
    expect(rows).toEqual([{ basis: 'LME', priceDate: '2026-03-02', price: '9801.5', source: 'LME, official "cash"' }]);
  });

  it('refuses a file whose quote is never closed instead of reading the rest as one cell', () => {
    const { problems } = parseReferencePriceCsv('LME,2026-03-02,9801,"LME\nCMX,2026-03-02,451.25');
    expect(problems).toContainEqual({ line: 1, reasonKey: 'common.csvQuotes', params: { row: 1 } });
  });
});

describe('questions to the seller (§5: more than 4 characters)', () => {
  it('counts characters as shown, after trimming', () => {
    expect(questionLongEnough('abcd')).toBe(false);
    expect(questionLongEnough('  abcd  ')).toBe(false);
    expect(questionLongEnough('abcde')).toBe(true);
    expect(questionLongEnough('含铜量多少')).toBe(true);
    expect(questionLongEnough('含铜量吗')).toBe(false);
    const askId = '33333333-3333-4333-8333-333333333333';
    expect(ZAskQuestionRequest.safeParse({ askId, question: 'abcd' }).success).toBe(false);
    expect(ZAskQuestionRequest.safeParse({ askId, question: 'Is it bare?' }).success).toBe(true);
  });
});
