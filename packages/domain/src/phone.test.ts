import { describe, expect, it } from 'vitest';
import { isChinaMobile, isPlausiblePhone, normalizePhoneCountry, normalizePhoneNumber } from './phone.ts';

describe('phones (§5: SMS and phone registration for Chinese mainland mobiles)', () => {
  it('normalizes the country code, defaulting to 86', () => {
    expect(normalizePhoneCountry('+86')).toBe('86');
    expect(normalizePhoneCountry(' +1 ')).toBe('1');
    expect(normalizePhoneCountry(undefined)).toBe('86');
    expect(normalizePhoneCountry(null)).toBe('86');
    expect(normalizePhoneCountry('+')).toBe('86');
  });

  it('strips spaces and dashes from numbers', () => {
    expect(normalizePhoneNumber('138 0013-8000')).toBe('13800138000');
  });

  it('recognises Chinese mainland mobiles only', () => {
    expect(isChinaMobile('13800138000')).toBe(true);
    expect(isChinaMobile('199 1234 5678')).toBe(true);
    expect(isChinaMobile('12800138000')).toBe(false);
    expect(isChinaMobile('1380013800')).toBe(false);
    expect(isChinaMobile('4155550123')).toBe(false);
    expect(isChinaMobile('+8613800138000')).toBe(false);
  });

  it('accepts plausible numbers of other countries as contact data', () => {
    expect(isPlausiblePhone('+14155550123')).toBe(true);
    expect(isPlausiblePhone('412 345 678')).toBe(true);
    expect(isPlausiblePhone('1234')).toBe(false);
    expect(isPlausiblePhone('call me')).toBe(false);
  });
});
