import { describe, expect, it } from 'vitest';
import { LB_PER_MT, formatWeight, lbsToMt, mtToLbs } from './weight.ts';

describe('weight (§9: 2204.62 lb per MT, 3 decimals shown)', () => {
  it('converts MT to LBS with 3 decimals and back with 6', () => {
    expect(LB_PER_MT).toBe(2204.62);
    expect(mtToLbs(1)).toBe(2204.62);
    expect(mtToLbs(20.5)).toBe(45194.71);
    expect(mtToLbs(0.0005)).toBe(1.102);
    expect(lbsToMt(2204.62)).toBe(1);
    expect(lbsToMt(1000)).toBe(0.453593);
    expect(mtToLbs(0)).toBe(0);
  });

  it('formats in the chosen unit and trims trailing zeros', () => {
    expect(formatWeight(25, 'MT')).toBe('25 MT');
    expect(formatWeight(25.1234, 'MT')).toBe('25.123 MT');
    expect(formatWeight(25.1235, 'MT')).toBe('25.124 MT');
    expect(formatWeight(1, 'LBS')).toBe('2204.62 LBS');
    expect(formatWeight(0.1, 'LBS')).toBe('220.462 LBS');
  });
});
