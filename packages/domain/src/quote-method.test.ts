import { describe, expect, it } from 'vitest';
import { QUOTE_METHODS, QUOTE_TYPES, isQuoteType, quoteMethodOffered, quoteTypesFor } from './quote-method.ts';

describe('§3 quote methods', () => {
  it('has the seven known types with zh/en names, formula support and deduction', () => {
    expect(QUOTE_TYPES).toEqual(['FIXED', 'LME', 'CMX', 'SHCU', 'CJCU', 'JLCU', 'BTAL']);
    for (const t of QUOTE_TYPES) {
      const m = QUOTE_METHODS[t];
      expect(m.quoteType).toBe(t);
      expect(m.quoteTypeZh).toMatch(/[\u4e00-\u9fff]/);
      expect(m.basisZh).toMatch(/[\u4e00-\u9fff]/);
      expect(m.supportFormula).toBe(t !== 'FIXED');
      expect(m.deduction).toBe(t === 'FIXED' ? 0 : t === 'LME' ? 1 : 2);
    }
    expect(QUOTE_METHODS.CMX.discountUnit).toBe('US_CENTS_PER_LB');
    expect(QUOTE_METHODS.SHCU.discountUnit).toBe('CNY_PER_MT');
  });

  it('offers USD references internationally and CNY references in China', () => {
    expect(quoteMethodOffered('FIXED', 'cn')).toBe(true);
    expect(quoteMethodOffered('LME', 'intl')).toBe(true);
    expect(quoteMethodOffered('CMX', 'cn')).toBe(false);
    expect(quoteMethodOffered('SHCU', 'intl')).toBe(false);
    expect(isQuoteType('BTAL')).toBe(true);
    expect(isQuoteType('XYZ')).toBe(false);
  });

  it('lists the types a market offers in their §3 order', () => {
    expect(quoteTypesFor('intl')).toEqual(['FIXED', 'LME', 'CMX']);
    expect(quoteTypesFor('cn')).toEqual(['FIXED', 'SHCU', 'CJCU', 'JLCU', 'BTAL']);
  });
});
