import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  divDecimals,
  fromScaled,
  lbsTextToMtText,
  minDecimal,
  mulDecimals,
  numberToDecimalText,
  roundDecimalText,
  subDecimals,
  sumDecimals,
  toScaled,
} from './decimal.ts';

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

describe('exact products, differences, quotients and rounding', () => {
  it('multiplies and subtracts without float noise', () => {
    expect(mulDecimals('395', '22.0462')).toBe('8708.249');
    expect(mulDecimals('0.1', '0.2')).toBe('0.02');
    expect(mulDecimals('-1.5', '2')).toBe('-3');
    expect(subDecimals('450', '55')).toBe('395');
    expect(subDecimals('0.3', '0.1')).toBe('0.2');
    expect(subDecimals('1', '1.25')).toBe('-0.25');
  });

  it('divides to a scale, half away from zero, and compares', () => {
    expect(divDecimals('2', '3', 2)).toBe('0.67');
    expect(divDecimals('-1', '8', 2)).toBe('-0.13');
    expect(() => divDecimals('1', '0', 2)).toThrow();
    expect(compareDecimals('9530.5', '9530.50')).toBe(0);
    expect(compareDecimals('-1', '0.5')).toBe(-1);
    expect(compareDecimals('10', '9.999')).toBe(1);
  });

  it('rounds half up to a fixed number of places', () => {
    expect(roundDecimalText('8708.249', 2)).toBe('8708.25');
    expect(roundDecimalText('9530.5', 2)).toBe('9530.50');
    expect(roundDecimalText('1.005', 2)).toBe('1.01');
    expect(roundDecimalText('-0.125', 2)).toBe('-0.13');
    expect(roundDecimalText('-0.004', 2)).toBe('0.00');
    expect(roundDecimalText('2.5', 0)).toBe('3');
  });

  it('writes a float as plain decimal text', () => {
    expect(numberToDecimalText(97.25)).toBe('97.25');
    expect(numberToDecimalText(1e-7)).toBe('0.0000001');
    expect(() => numberToDecimalText(Number.NaN)).toThrow();
  });
});
