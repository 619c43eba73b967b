/**
 * The price detail's chart (ECharts): one line per price the item publishes, oldest to newest, and the exchange
 * settlement chosen beside it on its own axis (its unit differs). Zoom by dragging or with the slider; a day without a
 * settlement leaves the settlement line joined over it.
 */
import { PRICE_FIELDS } from '@scrapbridge/domain/pricing/price-list';
import type { TPriceHistory } from '@scrapbridge/domain/pricing/price-list-view';

export function historyChartOption(h: TPriceHistory, labels: { field: (f: string) => string; settlement: string | null }) {
  const dates = h.points.map((p) => p.priceDate);
  const fields = PRICE_FIELDS.filter((f) => h.points.some((p) => p[f] !== null));
  const settlementByDate = new Map((h.settlement?.points ?? []).map((s) => [s.priceDate, Number(s.price)]));
  const series: object[] = fields.map((f) => ({
    type: 'line',
    name: labels.field(f),
    showSymbol: false,
    connectNulls: true,
    data: h.points.map((p) => (p[f] === null ? null : Number(p[f]))),
  }));
  if (h.settlement && labels.settlement) {
    series.push({
      type: 'line',
      name: labels.settlement,
      yAxisIndex: 1,
      showSymbol: false,
      connectNulls: true,
      lineStyle: { type: 'dashed' },
      data: dates.map((d) => settlementByDate.get(d) ?? null),
    });
  }
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { type: 'scroll' as const, top: 0 },
    grid: { left: 8, right: 8, top: 36, bottom: 56, containLabel: true },
    xAxis: { type: 'category' as const, data: dates },
    yAxis: [
      { type: 'value' as const, scale: true },
      { type: 'value' as const, scale: true, show: !!(h.settlement && labels.settlement), splitLine: { show: false } },
    ],
    dataZoom: [{ type: 'inside' as const }, { type: 'slider' as const, height: 20, bottom: 8 }],
    series,
  };
}
