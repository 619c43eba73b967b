import { describe, expect, it } from 'vitest';
import { marketPermissionsFrom } from './market.ts';
import { applyMarketGrant, stateAfterUnblock } from './staff-users.ts';

describe('unblocking (§4 userState 9)', () => {
  it('restores the state the user had, or "may upgrade" when unknown', () => {
    expect(stateAfterUnblock(0)).toBe(0);
    expect(stateAfterUnblock(2)).toBe(2);
    expect(stateAfterUnblock(3)).toBe(3);
    expect(stateAfterUnblock(null)).toBe(1);
    expect(stateAfterUnblock(9)).toBe(1);
  });
});

describe('staff market grants (§6)', () => {
  const both = marketPermissionsFrom([
    { market: 'intl', permission: 1, switchEnable: 1 },
    { market: 'cn', permission: 1, switchEnable: 0 },
  ]);

  it('switches a granted market on and a revoked one off', () => {
    const onlyIntl = marketPermissionsFrom([{ market: 'intl', permission: 1, switchEnable: 1 }]);
    expect(applyMarketGrant(onlyIntl, 'cn', 1).map((p) => [p.market, p.permission, p.switchEnable])).toEqual([
      ['intl', 1, 1],
      ['cn', 1, 1],
    ]);
    expect(applyMarketGrant(both, 'cn', 0).map((p) => [p.market, p.permission, p.switchEnable])).toEqual([
      ['intl', 1, 1],
      ['cn', 0, 0],
    ]);
  });

  it('keeps one market on when the revoked one was the only one on', () => {
    expect(applyMarketGrant(both, 'intl', 0).map((p) => [p.market, p.permission, p.switchEnable])).toEqual([
      ['intl', 0, 0],
      ['cn', 1, 1],
    ]);
  });

  it('leaves every market off when nothing is permitted any more', () => {
    const onlyIntl = marketPermissionsFrom([{ market: 'intl', permission: 1, switchEnable: 1 }]);
    expect(applyMarketGrant(onlyIntl, 'intl', 0).every((p) => p.switchEnable === 0)).toBe(true);
  });
});
