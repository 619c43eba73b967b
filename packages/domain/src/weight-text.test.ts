import { describe, expect, it } from 'vitest';
import { convertWeightText, weightInputText } from './weight-text.ts';

describe('weights typed into forms (§9: 2204.62 lb per MT)', () => {
  it('converts typed weights when the unit changes: to lb with 3 decimals, to MT exactly with 6', () => {
    expect(convertWeightText('20', 'MT', 'LBS')).toBe('44092.4');
    expect(convertWeightText('2204.62', 'LBS', 'MT')).toBe('1');
    expect(convertWeightText('1000', 'LBS', 'MT')).toBe('0.453593');
    expect(convertWeightText('+2204.62', 'LBS', 'MT')).toBe('1');
    expect(convertWeightText('12', 'MT', 'MT')).toBe('12');
  });

  it('leaves what is not a weight as typed', () => {
    expect(convertWeightText('abc', 'MT', 'LBS')).toBe('abc');
    expect(convertWeightText('-5', 'LBS', 'MT')).toBe('-5');
    expect(convertWeightText('', 'MT', 'LBS')).toBe('');
    expect(convertWeightText(undefined, 'MT', 'LBS')).toBeUndefined();
  });

  it('writes a stored MT weight into an input in the chosen unit', () => {
    expect(weightInputText(null, 'MT')).toBe('');
    expect(weightInputText(25, 'MT')).toBe('25');
    expect(weightInputText(0.4535925, 'MT')).toBe('0.453593');
    expect(weightInputText(1, 'LBS')).toBe('2204.62');
    expect(weightInputText(20.5, 'LBS')).toBe('45194.71');
    expect(weightInputText(0.0005, 'LBS')).toBe('1.102');
  });
});
