import { describe, expect, it } from 'vitest';
import type { TBusinessReport } from '@scrapbridge/domain/reports/business-report';
import { monthlyOption, rankedOption, seriesKeys } from './report-charts.ts';

const fig = { deals: 1, pricedTonnes: '0', avgPrice: null };
const report = {
  period: { from: '2026-01', to: '2026-03', months: ['2026-01', '2026-02', '2026-03'] },
  byMonth: [
    { ...fig, month: '2026-03', side: 'sell', currency: 'USD', tonnes: '42.5', value: '68850.00' },
    { ...fig, month: '2026-01', side: 'buy', currency: 'USD', tonnes: '30', value: '273000.00' },
  ],
} as unknown as TBusinessReport;
const labels = { side: (s: string) => ({ buy: 'Purchases', sell: 'Sales', all: 'Market' })[s] ?? s };

describe('report charts', () => {
  it('puts every month of the period on the axis, 0 where nothing was dealt, one series per side', () => {
    const o = monthlyOption(report, 'tonnes', labels);
    expect(o.xAxis.data).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(o.series.map((s) => [s.name, s.data])).toEqual([
      ['Purchases', [30, 0, 0]],
      ['Sales', [0, 0, 42.5]],
    ]);
    expect(monthlyOption(report, 'value', labels).series[0]!.name).toBe('Purchases (USD)');
  });

  it('orders series buy, sell, all and USD before CNY', () => {
    expect(seriesKeys([{ side: 'sell', currency: 'CNY' }, { side: 'buy', currency: 'CNY' }, { side: 'buy', currency: 'USD' }])).toEqual(['buy|USD', 'buy|CNY', 'sell|CNY']);
  });

  it('ranks names by tonnes, the largest at the top', () => {
    const o = rankedOption(
      [
        { name: 'Tense', side: 'sell', currency: 'USD', tonnes: '42.5' },
        { name: 'Birch/Cliff', side: 'buy', currency: 'USD', tonnes: '55' },
        { name: 'Tense', side: 'buy', currency: 'USD', tonnes: '20' },
      ],
      labels,
    );
    // 62.5 MT of Tense, 55 of Birch/Cliff: a category axis runs bottom-up, so the largest comes last.
    expect(o.yAxis.data).toEqual(['Birch/Cliff', 'Tense']);
    expect(o.series.map((s) => s.data)).toEqual([
      [55, 20],
      [0, 42.5],
    ]);
  });
});
