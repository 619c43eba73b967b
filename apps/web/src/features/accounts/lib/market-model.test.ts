import { describe, expect, it } from 'vitest';
import type { TMarketPermission } from '@scrapbridge/domain/market';
import { viewAfterToggle } from './market-model.ts';

const perm = (market: 'intl' | 'cn', permission: 0 | 1, switchEnable: 0 | 1): TMarketPermission => ({ market, permission, switchEnable, marketZh: '' });

describe('market permission dialog', () => {
  it('keeps the view while its market stays on', () => {
    const units = { weightUnit: 'LBS' as const, oldWeightUnit: null };
    expect(viewAfterToggle('intl', [perm('intl', 1, 1), perm('cn', 1, 0)], units)).toEqual({ view: 'intl', units });
  });

  it('moves to China with MT when the international market is switched off, and back with the earlier unit', () => {
    const toCn = viewAfterToggle('intl', [perm('intl', 1, 0), perm('cn', 1, 1)], { weightUnit: 'LBS', oldWeightUnit: null });
    expect(toCn).toEqual({ view: 'cn', units: { weightUnit: 'MT', oldWeightUnit: 'LBS' } });
    const back = viewAfterToggle('cn', [perm('intl', 1, 1), perm('cn', 1, 0)], toCn.units);
    expect(back).toEqual({ view: 'intl', units: { weightUnit: 'LBS', oldWeightUnit: null } });
  });

  it('never moves to a market without permission', () => {
    const units = { weightUnit: 'MT' as const, oldWeightUnit: null };
    expect(viewAfterToggle('intl', [perm('intl', 1, 0), perm('cn', 0, 1)], units)).toEqual({ view: 'intl', units });
  });
});
