import { describe, expect, it } from 'vitest';
import { roleForPath } from './roles.ts';

describe('role cookie myRole (§6)', () => {
  it('sets Buyer on /quoteList and /order-list, Supplier on /askList', () => {
    expect(roleForPath('/quoteList')).toBe('Buyer');
    expect(roleForPath('/order-list')).toBe('Buyer');
    expect(roleForPath('/askList')).toBe('Supplier');
    expect(roleForPath('/quotelist/')).toBe('Buyer');
  });

  it('leaves the cookie alone elsewhere', () => {
    expect(roleForPath('/')).toBeNull();
    expect(roleForPath('/order-detail')).toBeNull();
    expect(roleForPath('/askList-other')).toBeNull();
  });
});
