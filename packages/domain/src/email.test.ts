import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmail, normalizeEmail } from './email.ts';

describe('e-mail (§5: a simple address pattern)', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(isEmail('buyer@demo.test')).toBe(true);
    expect(isEmail('  li.na+trade@example.com.cn ')).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const bad of ['', 'buyer', 'buyer@demo', '@demo.test', 'a b@demo.test', 'a@b@c.d', "' or 1=1 --"]) {
      expect(isEmail(bad), bad).toBe(false);
    }
    expect(isEmail(`${'a'.repeat(EMAIL_MAX_LENGTH)}@x.com`)).toBe(false);
  });

  it('normalizes to trimmed lower case (one address, one account)', () => {
    expect(normalizeEmail('  Buyer@Demo.TEST ')).toBe('buyer@demo.test');
  });
});
