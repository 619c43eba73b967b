import { describe, expect, it } from 'vitest';
import { pathAfterLogin, roleAfterLogin } from './sign-in.ts';

describe('sign-in (§4, §6)', () => {
  it('marks verified enterprises (Supplier, Buyer) Vip at sign-in, others Buyer', () => {
    expect(roleAfterLogin('Supplier')).toBe('Vip');
    expect(roleAfterLogin('Buyer')).toBe('Vip');
    expect(roleAfterLogin('General')).toBe('Buyer');
    expect(roleAfterLogin(null)).toBe('Buyer');
  });

  it('lands on /quoteList, filtered to followed categories when the user follows some (§4)', () => {
    expect(pathAfterLogin({ wantedNum: 0 })).toBe('/quoteList');
    expect(pathAfterLogin({ wantedNum: 3 })).toBe('/quoteList?followed=3');
  });
});
