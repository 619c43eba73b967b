/**
 * The report's chart options (ECharts), pure so they are unit-tested: every month of the period on the axis (a month
 * without deals is 0, not skipped), one series per side and currency (USD and CNY are never added together).
 */
import type { TBusinessReport } from '@scrapbridge/domain/reports/business-report';

type TLabels = { side: (side: string) => string };

const COLORS = ['#13795b', '#d48806', '#1677ff', '#722ed1'];

/** "buy|USD" keys of the series a report has, in a stable order (buy, sell, all; USD before CNY). */
export function seriesKeys(rows: readonly { side: string; currency: string }[]): string[] {
  const order = (k: string) => ['buy', 'sell', 'all'].indexOf(k.split('|')[0]!) * 2 + (k.endsWith('CNY') ? 1 : 0);
  return [...new Set(rows.map((r) => `${r.side}|${r.currency}`))].sort((a, b) => order(a) - order(b));
}

/** Tonnes or value per month: bars, one series per side and currency. */
export function monthlyOption(r: TBusinessReport, field: 'tonnes' | 'value', labels: TLabels) {
  const keys = seriesKeys(r.byMonth);
  const byKey = new Map(r.byMonth.map((m) => [`${m.month}|${m.side}|${m.currency}`, Number(m[field])]));
  return {
    color: COLORS,
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category' as const, data: r.period.months },
    yAxis: { type: 'value' as const },
    series: keys.map((key) => {
      const [side, currency] = key.split('|');
      return {
        type: 'bar' as const,
        name: field === 'value' ? `${labels.side(side!)} (${currency})` : labels.side(side!) + (keys.length > 2 ? ` (${currency})` : ''),
        data: r.period.months.map((m) => byKey.get(`${m}|${key}`) ?? 0),
      };
    }),
  };
}

/** Tonnes per grade (or country): horizontal bars, largest first, at most `max` names. */
export function rankedOption(rows: readonly { name: string; side: string; currency: string; tonnes: string }[], labels: TLabels, max = 10) {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.name, (totals.get(r.name) ?? 0) + Number(r.tonnes));
  const names = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, max).map(([n]) => n).reverse();
  const keys = seriesKeys(rows);
  return {
    color: COLORS,
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'value' as const },
    yAxis: { type: 'category' as const, data: names, axisLabel: { width: 120, overflow: 'truncate' as const } },
    series: keys.map((key) => {
      const [side, currency] = key.split('|');
      const of = new Map(rows.filter((r) => `${r.side}|${r.currency}` === key).map((r) => [r.name, Number(r.tonnes)]));
      return { type: 'bar' as const, stack: 'tonnes', name: labels.side(side!) + (keys.length > 2 ? ` (${currency})` : ''), data: names.map((n) => of.get(n) ?? 0) };
    }),
  };
}
