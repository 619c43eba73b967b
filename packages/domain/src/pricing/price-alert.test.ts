import { describe, expect, it } from 'vitest';
import { alertPrices, hasAlert, priceAlert } from './price-alert.ts';
import { rangeStart, seriesChange } from './futures.ts';

const none = { alertPct: null, alertLevel: null, alertDirection: null } as const;

describe('priceAlert', () => {
  it('alerts a move of more than the set percent, in either direction', () => {
    expect(priceAlert({ ...none, alertPct: '5' }, '9800', '10300')).toMatchObject({ reasons: ['move'], direction: 'up', change: '500', changePercent: '5.10' });
    expect(priceAlert({ ...none, alertPct: '5' }, '9800', '9300')).toMatchObject({ reasons: ['move'], direction: 'down', changePercent: '-5.10' });
  });

  it('does not alert a move of exactly the percent ("more than"), nor a smaller one', () => {
    expect(priceAlert({ ...none, alertPct: '5' }, '10000', '10500')).toBeNull();
    expect(priceAlert({ ...none, alertPct: '5' }, '10000', '10499.99')).toBeNull();
    expect(priceAlert({ ...none, alertPct: '5' }, '10000', '10500.01')).not.toBeNull();
    expect(priceAlert({ ...none, alertPct: '0.5' }, '7.1000', '7.1356')).not.toBeNull();
    expect(priceAlert({ ...none, alertPct: '0.5' }, '7.1000', '7.1355')).toBeNull();
  });

  it('alerts a level crossed from below going up and from above going down, reaching it counts', () => {
    expect(priceAlert({ ...none, alertLevel: '10000' }, '9950', '10000')).toMatchObject({ reasons: ['level'], direction: 'up' });
    expect(priceAlert({ ...none, alertLevel: '10000' }, '10050', '9999')).toMatchObject({ reasons: ['level'], direction: 'down' });
    // Already above and staying above, or leaving the level itself: no crossing.
    expect(priceAlert({ ...none, alertLevel: '10000' }, '10100', '10200')).toBeNull();
    expect(priceAlert({ ...none, alertLevel: '10000' }, '10000', '10100')).toBeNull();
  });

  it('limits both alerts to the chosen direction', () => {
    expect(priceAlert({ alertPct: '1', alertLevel: '9500', alertDirection: 'up' }, '9800', '9400')).toBeNull();
    expect(priceAlert({ alertPct: '1', alertLevel: '9500', alertDirection: 'down' }, '9800', '9400')).toMatchObject({ reasons: ['move', 'level'] });
    expect(priceAlert({ alertPct: '1', alertLevel: null, alertDirection: 'down' }, '9800', '9990')).toBeNull();
  });

  it('never alerts without settings, without a previous point or without a move', () => {
    expect(hasAlert(none)).toBe(false);
    expect(priceAlert(none, '9800', '20000')).toBeNull();
    expect(priceAlert({ ...none, alertPct: '1' }, null, '9800')).toBeNull();
    expect(priceAlert({ ...none, alertPct: '1', alertLevel: '9800' }, '9800', '9800')).toBeNull();
  });
});

describe('alertPrices', () => {
  it('compares the latest point’s first price in §3 order with the same field of the previous point', () => {
    expect(alertPrices({ purchasePrice: '100.00', exportSalesPrice: '120.00' }, { purchasePrice: '110.00', exportSalesPrice: '121.00' })).toEqual({
      field: 'purchasePrice',
      previous: '100.00',
      latest: '110.00',
    });
    expect(alertPrices({ purchasePrice: '100.00', exportSalesPrice: '120.00' }, { purchasePrice: null, exportSalesPrice: '130.00' })).toEqual({
      field: 'exportSalesPrice',
      previous: '120.00',
      latest: '130.00',
    });
    expect(alertPrices({ exportSalesPrice: '120.00' }, { purchasePrice: '110.00' })).toEqual({ field: 'purchasePrice', previous: null, latest: '110.00' });
    expect(alertPrices(null, {})).toBeNull();
  });
});

describe('futures board rules', () => {
  it('computes the change of a series in its own decimals', () => {
    expect(seriesChange('LME', '9800', '9530.5')).toEqual({ change: '-269.50', changePercent: '-2.75', direction: 'down' });
    expect(seriesChange('USDCNY', '7.1000', '7.1234')).toEqual({ change: '0.0234', changePercent: '0.33', direction: 'up' });
    expect(seriesChange('CMX', '450', '450')).toEqual({ change: '0.00', changePercent: '0.00', direction: 'flat' });
    expect(seriesChange('LME', null, '9800')).toBeNull();
  });

  it('counts a history range back from the latest settlement', () => {
    expect(rangeStart('1M', '2026-03-31')).toBe('2026-02-28');
    expect(rangeStart('3M', '2026-11-20')).toBe('2026-08-20');
    expect(rangeStart('1Y', '2024-02-29')).toBe('2023-02-28');
    expect(rangeStart('5Y', '2026-11-20')).toBe('2021-11-20');
    expect(rangeStart('ALL', '2026-11-20')).toBeNull();
  });
});
