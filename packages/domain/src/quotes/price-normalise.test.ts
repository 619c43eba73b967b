import { describe, expect, it } from 'vitest';
import { normaliseOffer, normaliseToUsdPerMt, rankOffers } from './price-normalise.ts';

const refs = { LME: 9800, CMX: 450, SHCU: 72_000, CJCU: 71_800, JLCU: 71_500, BTAL: 19_000, USDCNY: 7.2 };

describe('price normalisation to USD/MT at a reference price', () => {
  it('fixed prices: USD as is, CNY through the exchange rate', () => {
    expect(normaliseToUsdPerMt({ quoteType: 'FIXED', price: 9150, currency: 'USD', refs })).toBe(9150);
    expect(normaliseToUsdPerMt({ quoteType: 'FIXED', price: 72_000, currency: 'CNY', refs })).toBe(10_000);
    expect(normaliseToUsdPerMt({ quoteType: 'FIXED', price: 72_000, currency: 'CNY', refs: {} })).toBeNull();
  });

  it('LME as a percent, CMX minus US cents/lb, Chinese bases minus CNY/MT', () => {
    expect(normaliseToUsdPerMt({ quoteType: 'LME', price: 95, currency: 'USD', refs })).toBe(9310);
    // (450 − 35) ¢/lb × 2204.62 / 100 = 9149.173 → 9149.17
    expect(normaliseToUsdPerMt({ quoteType: 'CMX', price: 35, currency: 'USD', refs })).toBe(9149.17);
    expect(normaliseToUsdPerMt({ quoteType: 'SHCU', price: 1_200, currency: 'CNY', refs })).toBe(9833.33);
    expect(normaliseToUsdPerMt({ quoteType: 'BTAL', price: 1_000, currency: 'CNY', refs })).toBe(2500);
    expect(normaliseToUsdPerMt({ quoteType: 'LME', price: 95, currency: 'USD', refs: {} })).toBeNull();
    expect(normaliseToUsdPerMt({ quoteType: 'JLCU', price: 500, currency: 'CNY', refs: { JLCU: 71_500 } })).toBeNull();
  });

  it('an offer is the weight-weighted average of its lines, null if one line cannot be read', () => {
    expect(
      normaliseOffer(
        [
          { quoteType: 'FIXED', price: 9000, weightMt: 10 },
          { quoteType: 'FIXED', price: 6000, weightMt: 20 },
        ],
        'USD',
        refs,
      ),
    ).toBe(7000);
    expect(normaliseOffer([{ quoteType: 'FIXED', price: 9000, weightMt: null }], 'USD', refs)).toBe(9000);
    expect(normaliseOffer([{ quoteType: 'FIXED', price: 9000, weightMt: 1 }, { quoteType: 'LME', price: 90, weightMt: 1 }], 'USD', {})).toBeNull();
  });

  it('ranks the best offer first, unreadable ones last, ties by time', () => {
    const ranked = rankOffers([
      { id: 'a', normalisedUsdPerMt: 9000, createdAt: '2026-01-01T00:00:02Z' },
      { id: 'b', normalisedUsdPerMt: null, createdAt: '2026-01-01T00:00:00Z' },
      { id: 'c', normalisedUsdPerMt: 9100, createdAt: '2026-01-01T00:00:03Z' },
      { id: 'd', normalisedUsdPerMt: 9000, createdAt: '2026-01-01T00:00:01Z' },
    ]);
    expect(ranked.map((r) => r.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});
