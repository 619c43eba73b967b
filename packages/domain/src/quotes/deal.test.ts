import { describe, expect, it } from 'vitest';
import { contractNumber, dealTotals, lineAmount } from './deal.ts';

describe('deal amounts (exact decimals)', () => {
  it('multiplies price per MT by MT without float noise, half up to 4 decimals', () => {
    expect(lineAmount('9150', '20.5')).toBe('187575');
    expect(lineAmount('0.1', '0.2')).toBe('0.02');
    expect(lineAmount('1.0001', '0.000050')).toBe('0.0001');
    expect(lineAmount('1.0001', '0.000049')).toBe('0');
  });

  it('totals the weight of every line and the amount of fixed lines only', () => {
    expect(
      dealTotals([
        { price: '9150', deduction: 0, weightMt: '20.5' },
        { price: '95', deduction: 1, weightMt: '10' },
        { price: '100', deduction: 0, weightMt: null },
      ]),
    ).toEqual({ totalWeight: '30.5', fixedAmount: '187575', amounts: ['187575', null, null] });
    expect(dealTotals([{ price: '95', deduction: 1, weightMt: '1' }]).fixedAmount).toBeNull();
  });

  it('numbers contracts by day', () => {
    expect(contractNumber(new Date('2026-03-02T10:00:00Z'), '7k3q9x')).toBe('SB20260302-7K3Q9X');
  });
});
