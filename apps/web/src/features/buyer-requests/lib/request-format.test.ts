import { describe, expect, it } from 'vitest';
import { quantityText, targetPriceText } from './request-format.ts';

describe('[BUYER-REQUESTS] request format', () => {
  it('writes the target price as traders do', () => {
    expect(targetPriceText('FIXED', '9000', 'USD', 'en')).toBe('9,000 USD/MT');
    expect(targetPriceText('LME', '95', 'USD', 'en')).toBe('95% LME');
    expect(targetPriceText('CMX', '35', 'USD', 'en')).toBe('CMX − 35 ¢/lb');
    expect(targetPriceText('SHCU', '-200', 'CNY', 'zh')).toBe('SHCU + 200 CNY/MT');
  });
  it('writes the quantity in MT and/or containers', () => {
    expect(quantityText({ weight: '40.5', containers: null }, 'en', (n) => `${n} containers`)).toBe('40.5 MT');
    expect(quantityText({ weight: null, containers: 4 }, 'zh', (n) => `${n} 柜`)).toBe('4 柜');
  });
});
