import { describe, expect, it } from 'vitest';
import { averagePrice, reportFileName, reportPeriod, vsIndexPercent, ZBusinessReportQuery } from './business-report.ts';

describe('the report period', () => {
  it('defaults to the last 12 months, the current one included', () => {
    const p = reportPeriod({}, '2026-11-26');
    expect(p).toMatchObject({ from: '2025-12', to: '2026-11', fromDay: '2025-12-01', untilDay: '2026-12-01' });
    expect(p.months).toHaveLength(12);
    expect(p.months[0]).toBe('2025-12');
    expect(p.months[11]).toBe('2026-11');
  });

  it('a given end runs 12 months back; a given start 12 months on, not past the current month', () => {
    expect(reportPeriod({ to: '2026-03' }, '2026-11-26')).toMatchObject({ from: '2025-04', to: '2026-03', untilDay: '2026-04-01' });
    expect(reportPeriod({ from: '2026-06' }, '2026-11-26')).toMatchObject({ from: '2026-06', to: '2026-11' });
    expect(reportPeriod({ from: '2024-01' }, '2026-11-26')).toMatchObject({ from: '2024-01', to: '2024-12' });
    expect(reportPeriod({ from: '2026-12', to: '2027-01' }, '2026-11-26').months).toEqual(['2026-12', '2027-01']);
    // December rolls into January.
    expect(reportPeriod({ from: '2025-12', to: '2025-12' }, '2026-11-26')).toMatchObject({ fromDay: '2025-12-01', untilDay: '2026-01-01', months: ['2025-12'] });
  });

  it('refuses a reversed period, one over 36 months and a month that is not YYYY-MM, naming `from`', () => {
    const reversed = ZBusinessReportQuery.safeParse({ from: '2026-05', to: '2026-04' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]?.path).toEqual(['from']);
    expect(ZBusinessReportQuery.safeParse({ from: '2023-01', to: '2025-12' }).success).toBe(true);
    expect(ZBusinessReportQuery.safeParse({ from: '2023-01', to: '2026-01' }).success).toBe(false);
    expect(ZBusinessReportQuery.safeParse({ from: '2026-13' }).success).toBe(false);
    expect(ZBusinessReportQuery.safeParse({ from: '', to: '' }).data).toEqual({});
  });
});

describe('price against the index', () => {
  it('is (price − index) ÷ index in %, 2 decimals half up; null without an index', () => {
    expect(vsIndexPercent('9530.50', '9800')).toBe('-2.75');
    expect(vsIndexPercent('1650', '1600')).toBe('3.13');
    expect(vsIndexPercent('1600', '1600')).toBe('0.00');
    expect(vsIndexPercent('1600', null)).toBeNull();
    expect(vsIndexPercent(null, '1600')).toBeNull();
  });

  it('averages value over tonnes, 2 decimals', () => {
    expect(averagePrice('68850', '42.5')).toBe('1620.00');
    expect(averagePrice('100', '3')).toBe('33.33');
    expect(averagePrice('0', '0')).toBeNull();
  });

  it('names export files by scope and period', () => {
    expect(reportFileName('company', { from: '2025-12', to: '2026-11' }, 'xlsx')).toBe('business-report-2025-12_2026-11.xlsx');
    expect(reportFileName('market', { from: '2025-12', to: '2026-11' }, 'pdf')).toBe('market-report-2025-12_2026-11.pdf');
  });
});
