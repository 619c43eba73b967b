import { describe, expect, it } from 'vitest';
import { MARKET_ZH, applyMarketSwitch, marketPermissionsFrom, unitAfterMarketChange, type TMarketPermission } from './market.ts';

const both: TMarketPermission[] = [
  { market: 'intl', permission: 1, switchEnable: 1, marketZh: '国际市场' },
  { market: 'cn', permission: 1, switchEnable: 1, marketZh: '中国市场' },
];
const intlOnly: TMarketPermission[] = [
  { market: 'intl', permission: 1, switchEnable: 1, marketZh: '国际市场' },
  { market: 'cn', permission: 0, switchEnable: 0, marketZh: '中国市场' },
];

describe('unitAfterMarketChange (§4 Market switch)', () => {
  it('forces MT in China and remembers the earlier unit', () => {
    expect(unitAfterMarketChange({ weightUnit: 'LBS', oldWeightUnit: null }, 'intl', 'cn')).toEqual({ weightUnit: 'MT', oldWeightUnit: 'LBS' });
  });
  it('restores the earlier unit when leaving China', () => {
    expect(unitAfterMarketChange({ weightUnit: 'MT', oldWeightUnit: 'LBS' }, 'cn', 'intl')).toEqual({ weightUnit: 'LBS', oldWeightUnit: null });
    expect(unitAfterMarketChange({ weightUnit: 'MT', oldWeightUnit: null }, 'cn', 'intl')).toEqual({ weightUnit: 'MT', oldWeightUnit: null });
  });
  it('changes nothing when the market stays', () => {
    const prefs = { weightUnit: 'LBS', oldWeightUnit: 'MT' } as const;
    expect(unitAfterMarketChange(prefs, 'intl', 'intl')).toBe(prefs);
  });
});

describe('applyMarketSwitch (§6: at least one market on, only permitted markets)', () => {
  it('turns a permitted market off while another stays on', () => {
    expect(applyMarketSwitch(both, 'cn', 0)).toEqual([both[0], { ...both[1], switchEnable: 0 }]);
  });
  it('turns a permitted market back on', () => {
    const cnOff = applyMarketSwitch(both, 'cn', 0)!;
    expect(applyMarketSwitch(cnOff, 'cn', 1)).toEqual(both);
  });
  it('rejects turning off the last market on', () => {
    expect(applyMarketSwitch(intlOnly, 'intl', 0)).toBeNull();
    const cnOff = applyMarketSwitch(both, 'cn', 0)!;
    expect(applyMarketSwitch(cnOff, 'intl', 0)).toBeNull();
  });
  it('rejects turning on a market without permission', () => {
    expect(applyMarketSwitch(intlOnly, 'cn', 1)).toBeNull();
  });
  it('rejects a market missing from the list', () => {
    expect(applyMarketSwitch([both[0]!], 'cn', 0)).toBeNull();
  });
  it('does not count a switched-on market without permission as the one that stays on', () => {
    const odd: TMarketPermission[] = [
      { market: 'intl', permission: 1, switchEnable: 1, marketZh: '国际市场' },
      { market: 'cn', permission: 0, switchEnable: 1, marketZh: '中国市场' },
    ];
    expect(applyMarketSwitch(odd, 'intl', 0)).toBeNull();
  });
  it('does not mutate its input', () => {
    const copy = structuredClone(both);
    applyMarketSwitch(both, 'cn', 0);
    expect(both).toEqual(copy);
  });
});

describe('marketPermissionsFrom', () => {
  it('lists every market in order, with its Chinese name, missing rows as not granted and off', () => {
    expect(marketPermissionsFrom([{ market: 'cn', permission: 1, switchEnable: 0 }])).toEqual([
      { market: 'intl', permission: 0, switchEnable: 0, marketZh: MARKET_ZH.intl },
      { market: 'cn', permission: 1, switchEnable: 0, marketZh: '中国市场' },
    ]);
    expect(marketPermissionsFrom([])).toHaveLength(2);
    expect(MARKET_ZH).toEqual({ intl: '国际市场', cn: '中国市场' });
  });
});
