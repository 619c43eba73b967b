import { describe, expect, it } from 'vitest';
import { identityTarget, isChinaMobileIdentity, parseAccount } from './account-identity.ts';

describe('parseAccount (§5: an e-mail or a phone)', () => {
  it('reads e-mails in lower case', () => {
    expect(parseAccount('  Buyer@Demo.Test ')).toEqual({ kind: 'email', email: 'buyer@demo.test' });
  });
  it('reads phones with +86 by default, or the given country', () => {
    expect(parseAccount('138 0013 8000')).toEqual({ kind: 'phone', phoneCountry: '86', phoneNumber: '13800138000' });
    expect(parseAccount('412345678', '+61')).toEqual({ kind: 'phone', phoneCountry: '61', phoneNumber: '412345678' });
  });
  it('returns null for anything else', () => {
    for (const text of ["' or 1=1 --", '<script>alert(1)</script>', 'buyer@', '12ab', '1234', '1'.repeat(16), '']) {
      expect(parseAccount(text), text).toBeNull();
    }
  });
});

describe('isChinaMobileIdentity', () => {
  it('is true only for +86 mainland mobiles', () => {
    expect(isChinaMobileIdentity(parseAccount('13800138000')!)).toBe(true);
    expect(isChinaMobileIdentity(parseAccount('13800138000', '852')!)).toBe(false);
    expect(isChinaMobileIdentity(parseAccount('4155550123', '1')!)).toBe(false);
    expect(isChinaMobileIdentity(parseAccount('a@b.cn')!)).toBe(false);
  });
});

describe('identityTarget', () => {
  it('binds codes to the e-mail or to country and number', () => {
    expect(identityTarget(parseAccount('A@B.cn')!)).toBe('a@b.cn');
    expect(identityTarget(parseAccount('13800138000')!)).toBe('86:13800138000');
  });
});
