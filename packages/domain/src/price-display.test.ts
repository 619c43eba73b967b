import { describe, expect, it } from 'vitest';
import {
  CURRENCY_SYMBOLS,
  buildPriceVo,
  displayPrice,
  formatAmount,
  formatFixedPrice,
  formatFormula,
  formatTrimmed,
  pricePerLb,
  pricePerMtFromLb,
  roundDecimal,
} from './price-display.ts';

describe('rounding and amounts', () => {
  it('rounds half up on the decimal text, where float multiplication gets it wrong', () => {
    expect(roundDecimal(1.005, 2)).toBe(1.01);
    expect(roundDecimal(2.675, 2)).toBe(2.68);
    expect(roundDecimal(1.0005, 3)).toBe(1.001);
    expect(roundDecimal(-1.005, 2)).toBe(-1.01);
    expect(roundDecimal(-0.0001, 2)).toBe(0);
    expect(roundDecimal(123.456, 0)).toBe(123);
  });

  it('groups thousands and keeps exactly the decimals asked for', () => {
    expect(formatAmount(0, 2)).toBe('0.00');
    expect(formatAmount(999.999, 2)).toBe('1,000.00');
    expect(formatAmount(1234567.5, 2)).toBe('1,234,567.50');
    expect(formatAmount(-9876.5, 2)).toBe('-9,876.50');
    expect(formatAmount(3.8329, 3)).toBe('3.833');
    expect(formatAmount(1200, 0)).toBe('1,200');
  });

  it('trims trailing zeros for formula values', () => {
    expect(formatTrimmed(95, 2)).toBe('95');
    expect(formatTrimmed(95.5, 2)).toBe('95.5');
    expect(formatTrimmed(95.25, 2)).toBe('95.25');
    expect(formatTrimmed(1200, 2)).toBe('1,200');
    expect(formatTrimmed(0.1, 2)).toBe('0.1');
  });
});

describe('MT ↔ LBS prices (§9: 2204.62 lb/MT, 3 decimals)', () => {
  it('divides a per-MT price by 2204.62 and rounds to 3 decimals', () => {
    expect(pricePerLb(2204.62)).toBe(1);
    expect(pricePerLb(8450)).toBe(3.833);
    expect(pricePerLb(1000)).toBe(0.454);
    expect(pricePerLb(1)).toBe(0);
    expect(pricePerLb(0)).toBe(0);
    expect(pricePerLb(62000)).toBe(28.123);
  });

  it('converts a per-lb price back to MT with 2 decimals', () => {
    expect(pricePerMtFromLb(1)).toBe(2204.62);
    expect(pricePerMtFromLb(3.833)).toBe(8450.31);
    expect(pricePerMtFromLb(0.5)).toBe(1102.31);
  });
});

describe('fixed prices show the currency symbol (§9)', () => {
  it('has the three symbols of §9', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ USD: '$', CNY: '¥', THB: '฿' });
  });

  it('per MT and per lb, in USD, CNY and THB', () => {
    expect(formatFixedPrice(8450, 'USD', 'MT')).toBe('$8,450.00/MT');
    expect(formatFixedPrice(8450, 'USD', 'LBS')).toBe('$3.833/lb');
    expect(formatFixedPrice(62000, 'CNY', 'MT')).toBe('¥62,000.00/MT');
    expect(formatFixedPrice(62000, 'CNY', 'LBS')).toBe('¥28.123/lb');
    expect(formatFixedPrice(150000.5, 'THB', 'MT')).toBe('฿150,000.50/MT');
    expect(formatFixedPrice(-10, 'USD', 'MT')).toBe('-$10.00/MT');
  });
});

describe('formula prices (§9: LME as a percent, CMX as CMX minus a value)', () => {
  it('writes a percentage of the reference', () => {
    expect(formatFormula('LME', 1, 95, 'USD')).toBe('95% LME');
    expect(formatFormula('LME', 1, 92.5, 'USD')).toBe('92.5% LME');
  });

  it('writes the reference minus a discount in the method unit', () => {
    expect(formatFormula('CMX', 2, 35, 'USD')).toBe('CMX - 35¢/lb');
    expect(formatFormula('CMX', 2, 12.5, 'USD')).toBe('CMX - 12.5¢/lb');
    expect(formatFormula('SHCU', 2, 1200, 'CNY')).toBe('SHCU - 1,200 ¥/MT');
    expect(formatFormula('CJCU', 2, 800, 'CNY')).toBe('CJCU - 800 ¥/MT');
    expect(formatFormula('JLCU', 2, 1500, 'CNY')).toBe('JLCU - 1,500 ¥/MT');
    expect(formatFormula('BTAL', 2, 2350.5, 'CNY')).toBe('BTAL - 2,350.5 ¥/MT');
  });

  it('reads a negative discount as a premium, and a minus-LME in $/MT', () => {
    expect(formatFormula('CMX', 2, -2, 'USD')).toBe('CMX + 2¢/lb');
    expect(formatFormula('LME', 2, 300, 'USD')).toBe('LME - 300 $/MT');
  });

  it('has no formula for a fixed price', () => {
    expect(formatFormula('FIXED', 0, 8450, 'USD')).toBeNull();
  });
});

describe('priceVo (§3 quoteDetail.priceVo)', () => {
  it('FIXED: symbol per MT and per lb, no formula, type named in the language', () => {
    expect(buildPriceVo({ quoteType: 'FIXED', deduction: 0, unitPrice: 8450, currency: 'USD', lang: 'en' })).toEqual({
      sellerPrice: 8450,
      sellerPriceStr: '$8,450.00/MT',
      sellerPriceLbsStr: '$3.833/lb',
      sellerPriceFormula: null,
      quoteTypeStr: 'Fixed price',
    });
    expect(buildPriceVo({ quoteType: 'FIXED', deduction: 0, unitPrice: 62000, currency: 'CNY', lang: 'zh' }).quoteTypeStr).toBe('固定价');
  });

  it('formulas read the same in both units', () => {
    const lme = buildPriceVo({ quoteType: 'LME', deduction: 1, unitPrice: 95, currency: 'USD', lang: 'zh' });
    expect(lme).toEqual({
      sellerPrice: 95,
      sellerPriceStr: '95% LME',
      sellerPriceLbsStr: '95% LME',
      sellerPriceFormula: '95% LME',
      quoteTypeStr: 'LME 比例价',
    });
    const cmx = buildPriceVo({ quoteType: 'CMX', deduction: 2, unitPrice: 35, currency: 'USD', lang: 'en' });
    expect(cmx.sellerPriceStr).toBe('CMX - 35¢/lb');
    expect(cmx.quoteTypeStr).toBe('COMEX copper minus');
    const shcu = buildPriceVo({ quoteType: 'SHCU', deduction: 2, unitPrice: 1200, currency: 'CNY', lang: 'en' });
    expect(shcu.sellerPriceFormula).toBe('SHCU - 1,200 ¥/MT');
  });

  it('picks the text for the viewer unit', () => {
    const vo = buildPriceVo({ quoteType: 'FIXED', deduction: 0, unitPrice: 2204.62, currency: 'USD', lang: 'en' });
    expect(displayPrice(vo, 'MT')).toBe('$2,204.62/MT');
    expect(displayPrice(vo, 'LBS')).toBe('$1.000/lb');
  });
});
