import { describe, expect, it } from 'vitest';
import { fromScaled, lbsTextToMtText, minDecimal, sumDecimals, toScaled } from './decimal.ts';

describe('exact decimals for numeric columns', () => {
  it('scales and unscales decimal text', () => {
    expect(toScaled('20.5', 6)).toBe(20_500_000n);
    expect(toScaled('-0.000001', 6)).toBe(-1n);
    expect(fromScaled(20_500_000n, 6)).toBe('20.5');
    expect(fromScaled(1n, 6)).toBe('0.000001');
    expect(fromScaled(0n, 6)).toBe('0');
    expect(fromScaled(-1_500_000n, 6)).toBe('-1.5');
    expect(() => toScaled('1.1234567', 6)).toThrow();
  });

  it('sums without float noise and finds the lowest', () => {
    expect(sumDecimals(['0.1', '0.2'], 6)).toBe('0.3');
    expect(sumDecimals(['20.5', '19.123456', '0.000001'], 6)).toBe('39.623457');
    expect(sumDecimals([], 6)).toBe('0');
    expect(minDecimal(['8450', '8449.99', '9000'], 4)).toBe('8449.99');
    expect(minDecimal([], 4)).toBeNull();
  });

  it('converts lb to MT at 2204.62 lb/MT, 6 decimals', () => {
    expect(lbsTextToMtText('2204.62')).toBe('1');
    expect(lbsTextToMtText('44092.4')).toBe('20');
    expect(lbsTextToMtText('1')).toBe('0.000454');
    expect(lbsTextToMtText('40000')).toBe('18.143716');
  });
});
