import { describe, expect, it } from 'vitest';
import { INDEX_MIN_COMPANIES, independenceKeys, weekOf, weeklyIndex, type TIndexDeal } from './deal-index.ts';

const deal = (over: Partial<TIndexDeal>): TIndexDeal => ({
  series: 'BB-COPPER|intl',
  dealDate: '2026-11-24',
  sellerKey: 's1',
  buyerKey: 'b1',
  tonnes: '20',
  pricePerMt: '9000',
  ...over,
});

describe('weeks', () => {
  it('a day belongs to the week of its Monday (date_trunc week)', () => {
    expect(weekOf('2026-11-26')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
    expect(weekOf('2026-11-26T23:59:59Z')).toBe('2026-11-23');
  });
});

describe('independent companies', () => {
  it('an agent and the sellers it acts for are one; chains join; others stay themselves', () => {
    const key = independenceKeys([
      { agentCompanyId: 'agent-x', sellerCompanyId: 'seller-a' },
      { agentCompanyId: 'agent-x', sellerCompanyId: 'seller-b' },
      { agentCompanyId: 'agent-y', sellerCompanyId: 'seller-b' },
    ]);
    expect(new Set(['agent-x', 'seller-a', 'seller-b', 'agent-y'].map(key)).size).toBe(1);
    expect(key('seller-c')).toBe('seller-c');
    expect(key('agent-x')).toBe('agent-x');
  });
});

describe('the weekly index', () => {
  const five = [
    deal({ sellerKey: 's1', buyerKey: 'b1', tonnes: '10', pricePerMt: '9000' }),
    deal({ sellerKey: 's2', buyerKey: 'b1', tonnes: '30', pricePerMt: '9100' }),
    deal({ sellerKey: 's3', buyerKey: 'b2', tonnes: '0.5', pricePerMt: '9050.5' }),
  ];

  it('the volume-weighted average when at least 5 independent companies took part', () => {
    // (10 × 9000 + 30 × 9100 + 0.5 × 9050.5) / 40.5 = 367525.25 / 40.5 = 9074.697… → 9074.70
    expect(weeklyIndex(five)).toEqual([
      { series: 'BB-COPPER|intl', week: '2026-11-23', status: 'published', price: '9074.70', tonnes: '40.5', deals: 3, companies: 5 },
    ]);
    expect(INDEX_MIN_COMPANIES).toBe(5);
  });

  it('rounds once, exactly: 1 t at 100 and 2 t at 100.01 → 100.01', () => {
    const deals = [deal({ tonnes: '1', pricePerMt: '100' }), deal({ sellerKey: 's2', buyerKey: 'b2', tonnes: '2', pricePerMt: '100.01' }), deal({ sellerKey: 's3', buyerKey: 'b3', tonnes: '0.000001', pricePerMt: '100' })];
    expect(weeklyIndex(deals)[0]).toMatchObject({ status: 'published', price: '100.01', tonnes: '3.000001', companies: 6 });
  });

  it('fewer than 5 independent companies: insufficient data, no price', () => {
    const four = five.slice(0, 2).concat(deal({ sellerKey: 's1', buyerKey: 'b2' }));
    expect(weeklyIndex(four)).toEqual([{ series: 'BB-COPPER|intl', week: '2026-11-23', status: 'insufficient', price: null, tonnes: '60', deals: 3, companies: 4 }]);
  });

  it('an agent trading for five of its sellers does not make a point', () => {
    const key = independenceKeys(['a', 'b', 'c', 'd', 'e'].map((s) => ({ agentCompanyId: 'agent', sellerCompanyId: `seller-${s}` })));
    const deals = ['a', 'b', 'c', 'd', 'e'].map((s) => deal({ sellerKey: key(`seller-${s}`), buyerKey: 'b1' }));
    expect(weeklyIndex(deals)[0]).toMatchObject({ status: 'insufficient', price: null, deals: 5, companies: 2 });
    // The same five deals from five unrelated sellers are a point.
    expect(weeklyIndex(['a', 'b', 'c', 'd', 'e'].map((s) => deal({ sellerKey: `seller-${s}` })))[0]).toMatchObject({ status: 'published', price: '9000.00', companies: 6 });
  });

  it('one point per series and week, never mixing grades or markets, oldest week first', () => {
    const deals = [
      ...five.map((d) => ({ ...d, dealDate: '2026-12-02' })),
      ...five,
      deal({ series: 'BB-COPPER|cn', pricePerMt: '71150' }),
    ];
    expect(weeklyIndex(deals).map((p) => [p.series, p.week, p.status])).toEqual([
      ['BB-COPPER|cn', '2026-11-23', 'insufficient'],
      ['BB-COPPER|intl', '2026-11-23', 'published'],
      ['BB-COPPER|intl', '2026-11-30', 'published'],
    ]);
  });

  it('over a range, a week without deals is insufficient, never carried over', () => {
    const points = weeklyIndex(five, { weeks: { from: '2026-11-16', to: '2026-12-06' } });
    expect(points.map((p) => [p.week, p.status, p.price, p.deals])).toEqual([
      ['2026-11-16', 'insufficient', null, 0],
      ['2026-11-23', 'published', '9074.70', 3],
      ['2026-11-30', 'insufficient', null, 0],
    ]);
  });

  it('ignores zero tonnes and refuses more decimals than the columns hold', () => {
    expect(weeklyIndex([deal({ tonnes: '0' })])).toEqual([]);
    expect(() => weeklyIndex([deal({ tonnes: '1.1234567' })])).toThrow();
  });
});
