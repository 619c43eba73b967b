import { describe, expect, it } from 'vitest';
import type { TMarketPermission } from '@scrapbridge/domain/market';
import { activeMarkets, reconcileProfilePrefs } from './profile-prefs.ts';

const perm = (market: 'intl' | 'cn', permission: 0 | 1, switchEnable: 0 | 1): TMarketPermission => ({
  market,
  permission,
  switchEnable,
  marketZh: market === 'cn' ? '中国市场' : '国际市场',
});

describe('profile → stored market and unit', () => {
  it('lists markets that are granted and on', () => {
    expect(activeMarkets([perm('intl', 1, 1), perm('cn', 1, 0)])).toEqual(['intl']);
    expect(activeMarkets([perm('intl', 0, 1), perm('cn', 1, 1)])).toEqual(['cn']);
  });

  it('keeps the stored market while it is available, and the account unit outside China', () => {
    const r = reconcileProfilePrefs({
      storedMarket: 'intl',
      storedUnits: { weightUnit: 'MT', oldWeightUnit: null },
      accountUnit: 'LBS',
      permissions: [perm('intl', 1, 1), perm('cn', 1, 1)],
    });
    expect(r).toEqual({ market: 'intl', units: { weightUnit: 'LBS', oldWeightUnit: null } });
  });

  it('moves to the first available market when the stored one is off', () => {
    const r = reconcileProfilePrefs({
      storedMarket: 'intl',
      storedUnits: { weightUnit: 'LBS', oldWeightUnit: null },
      accountUnit: 'LBS',
      permissions: [perm('intl', 1, 0), perm('cn', 1, 1)],
    });
    expect(r.market).toBe('cn');
    // China forces MT and remembers LBS for the way back.
    expect(r.units).toEqual({ weightUnit: 'MT', oldWeightUnit: 'LBS' });
  });

  it('in China keeps the unit remembered before', () => {
    const r = reconcileProfilePrefs({
      storedMarket: 'cn',
      storedUnits: { weightUnit: 'MT', oldWeightUnit: 'LBS' },
      accountUnit: 'MT',
      permissions: [perm('intl', 1, 1), perm('cn', 1, 1)],
    });
    expect(r).toEqual({ market: 'cn', units: { weightUnit: 'MT', oldWeightUnit: 'LBS' } });
  });
});
