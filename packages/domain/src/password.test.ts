import { describe, expect, it } from 'vitest';
import { PASSWORD_SUFFIX, TRANSPORT_PASSWORD_PATTERN, hashPasswordForTransport } from './password.ts';

describe('hashPasswordForTransport (§5: hashed client-side with a fixed suffix)', () => {
  it("is the lowercase hex SHA-256 of password + '@ScrapBridge' (known vector)", () => {
    expect(PASSWORD_SUFFIX).toBe('@ScrapBridge');
    // sha256('demo1234@ScrapBridge'), computed independently with node:crypto.
    expect(hashPasswordForTransport('demo1234')).toBe('a4e40d2cc790d750b359e86d8061a11b94a975b3034744a9790b1e59dcc8b9ea');
  });

  it('handles non-ASCII passwords as UTF-8 and always matches the transport pattern', () => {
    for (const plain of ['demo1234', '密码密码密码', 'pässwörd', ' spaced ']) {
      expect(hashPasswordForTransport(plain)).toMatch(TRANSPORT_PASSWORD_PATTERN);
    }
    expect(hashPasswordForTransport('密码密码密码')).not.toBe(hashPasswordForTransport('mima'));
  });

  it('refuses anything but 64 lowercase hex characters as a transport hash', () => {
    expect(TRANSPORT_PASSWORD_PATTERN.test('demo1234')).toBe(false);
    expect(TRANSPORT_PASSWORD_PATTERN.test('A'.repeat(64))).toBe(false);
    expect(TRANSPORT_PASSWORD_PATTERN.test("' or 1=1 --")).toBe(false);
  });
});
