import { describe, expect, it } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { businessLabels } from './people.ts';

describe('business labels in the staff console', () => {
  it('words bizType and every businessType in the reader’s language, keeping an unknown value as stored', () => {
    const zh = i18n.getFixedT('zh');
    expect(businessLabels(zh, { bizType: 'buy', businessType: 'trading_firm,processor' })).toEqual(['以采购为主', zh('accounts.businessTypes.trading_firm'), zh('accounts.businessTypes.processor')]);
    const en = i18n.getFixedT('en');
    expect(businessLabels(en, { bizType: 'both', businessType: 'smelter, something_new' })).toEqual(['Buying and selling', 'Smelter', 'something_new']);
    expect(businessLabels(en, { bizType: null, businessType: null })).toEqual([]);
  });
});
