import { describe, expect, it } from 'vitest';
import type { TAskDetail, TAskDetailLine } from '@scrapbridge/domain/ask-view';
import { buildPriceVo } from '@scrapbridge/domain/price-display';
import { i18n } from '#lib/i18n.ts';
import './web-catalog.ts';
import { absoluteUrl, addressText, deliveryPlace, linePriceText, paymentText, priceRangeText, sharePath } from './detail-model.ts';

const fixed = (lang: 'zh' | 'en') => {
  const tf = i18n.getFixedT(lang);
  return (key: string, params?: Record<string, string | number>) => tf(key, params ?? {});
};

const line = (priceVo: ReturnType<typeof buildPriceVo> | null, patch: Partial<TAskDetailLine> = {}) =>
  ({ quoteDetail: { priceVo }, minPrice: null, maxPrice: null, currency: 'USD', ...patch }) as TAskDetailLine;

describe('detail page price display (§9, through the domain price-display rules)', () => {
  it('shows FIXED with the currency symbol per MT or per lb', () => {
    const usd = line(buildPriceVo({ quoteType: 'FIXED', deduction: 0, unitPrice: 9150, currency: 'USD', lang: 'en' }));
    expect(linePriceText(usd, 'MT')).toBe('$9,150.00/MT');
    expect(linePriceText(usd, 'LBS')).toBe('$4.150/lb');
    const cny = line(buildPriceVo({ quoteType: 'FIXED', deduction: 0, unitPrice: 65000, currency: 'CNY', lang: 'zh' }));
    expect(linePriceText(cny, 'MT')).toBe('¥65,000.00/MT');
  });

  it('shows LME as a percent and CMX as CMX minus a value, the same in both units', () => {
    const lme = line(buildPriceVo({ quoteType: 'LME', deduction: 1, unitPrice: 92, currency: 'USD', lang: 'en' }));
    expect(linePriceText(lme, 'MT')).toBe('92% LME');
    expect(linePriceText(lme, 'LBS')).toBe('92% LME');
    const cmx = line(buildPriceVo({ quoteType: 'CMX', deduction: 2, unitPrice: 38, currency: 'USD', lang: 'en' }));
    expect(linePriceText(cmx, 'LBS')).toBe('CMX - 38¢/lb');
    expect(linePriceText(line(null), 'MT')).toBe('—');
  });

  it('words the acceptable range in the viewer unit', () => {
    expect(priceRangeText(line(null, { minPrice: 9000, maxPrice: 9300 }), 'MT')).toBe('$9,000.00/MT – $9,300.00/MT');
    expect(priceRangeText(line(null, { minPrice: 9000 }), 'MT')).toBe('≥ $9,000.00/MT');
    expect(priceRangeText(line(null, { maxPrice: 2204.62 }), 'LBS')).toBe('≤ $1.000/lb');
    expect(priceRangeText(line(null), 'MT')).toBeNull();
  });
});

describe('trade terms as a trader reads them', () => {
  const ask = {
    depositRatio: 30,
    balanceRatio: 70,
    balanceTiming: 'after_inspection',
    deliveryTerm: 'FOB',
    exwAddress: null,
    portDict: { dictDataId: 301, dictLabel: 'Los Angeles', dictValue: 'USLAX' },
    destinationPortDict: null,
    province: 'California',
    city: 'Los Angeles',
    area: null,
    addressDetail: '1 Harbor Way',
  } as unknown as TAskDetail;

  it('payment terms in both languages', () => {
    expect(paymentText(ask, fixed('en'))).toBe('30% deposit · 70% balance · After inspection');
    expect(paymentText(ask, fixed('zh'))).toBe('定金 30% · 尾款 70% · 验货后');
    expect(paymentText({ ...ask, balanceTiming: null }, fixed('en'))).toBe('30% deposit · 70% balance');
    expect(paymentText({ ...ask, depositRatio: null, balanceRatio: null }, fixed('en'))).toBeNull();
  });

  it('the place the delivery term names, the address, the share link', () => {
    expect(deliveryPlace(ask)).toBe('Los Angeles (USLAX)');
    expect(deliveryPlace({ ...ask, deliveryTerm: 'EXW', exwAddress: 'Yard 3' })).toBe('Yard 3');
    expect(addressText(ask, 'en')).toBe('1 Harbor Way, Los Angeles, California');
    expect(addressText(ask, 'zh')).toBe('California Los Angeles 1 Harbor Way');
    expect(absoluteUrl('https://x.test/', sharePath('a-1'))).toBe('https://x.test/share?askId=a-1');
  });
});
