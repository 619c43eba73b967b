import { describe, expect, it } from 'vitest';
import { headlinePrice, ZPriceFollowRequest } from './price-follow.ts';
import { historyFrom, settlementSeriesFor, ZPriceListQuery } from './price-list-view.ts';

describe('followed prices', () => {
  it('watches the first published price in the §3 order', () => {
    expect(headlinePrice({ purchasePrice: '8900.00', exportSalesPrice: '9200.00' })).toEqual({ field: 'purchasePrice', value: '8900.00' });
    expect(headlinePrice({ purchasePrice: null, domesticSalesPrice: '65700.00' })).toEqual({ field: 'domesticSalesPrice', value: '65700.00' });
    expect(headlinePrice({ fasPrice: null })).toBeNull();
  });

  it('takes an item id or a settlement series as the key, and empty alert fields as none', () => {
    const ok = ZPriceFollowRequest.safeParse({ kind: 'series', key: 'LME', alertPct: '2.5', alertLevel: '', alertDirection: '' });
    expect(ok.success && ok.data).toEqual({ kind: 'series', key: 'LME', alertPct: '2.5' });
    const item = ZPriceFollowRequest.safeParse({ kind: 'item', key: '0b7c7a34-8a4e-4c39-9d43-6d0d8d7f5e11', alertLevel: 9000 });
    expect(item.success && item.data.alertLevel).toBe('9000');
    const gold = ZPriceFollowRequest.safeParse({ kind: 'series', key: 'GOLD' });
    expect(gold.success ? [] : gold.error.issues.map((i) => i.path.join('.'))).toEqual(['key']);
    const notId = ZPriceFollowRequest.safeParse({ kind: 'item', key: 'LME' });
    expect(notId.success).toBe(false);
    const pct = ZPriceFollowRequest.safeParse({ kind: 'series', key: 'CMX', alertPct: '150' });
    expect(pct.success ? [] : pct.error.issues.map((i) => i.path.join('.'))).toEqual(['alertPct']);
  });
});

describe('price history and list', () => {
  it('counts a range back from the day it is read on', () => {
    expect(historyFrom('1M', '2026-03-31')).toBe('2026-03-03');
    expect(historyFrom('3M', '2026-11-26')).toBe('2026-08-26');
    expect(historyFrom('1Y', '2024-02-29')).toBe('2023-03-01');
    expect(historyFrom('ALL', '2026-11-26')).toBeNull();
  });

  it('puts the settlement of the metal beside a chart, none for steel', () => {
    expect(settlementSeriesFor('copper', 'intl')).toBe('LME');
    expect(settlementSeriesFor('brass-bronze', 'cn')).toBe('SHCU');
    expect(settlementSeriesFor('aluminium', 'intl')).toBe('BTAL');
    expect(settlementSeriesFor('ferrous', 'intl')).toBeNull();
  });

  it('reads empty filters as none and defaults to all, per MT', () => {
    expect(ZPriceListQuery.parse({ tab: '', keyword: '', categoryId: '', unit: '' })).toEqual({ pageNum: 1, pageSize: 20, tab: 'all', unit: 'MT' });
    expect(ZPriceListQuery.safeParse({ unit: 'KG' }).success).toBe(false);
  });
});
