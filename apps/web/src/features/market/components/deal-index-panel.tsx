/**
 * The own-deal index panel (issue 14 item 6) placed on the price detail next to the staff-entered price: one grade's
 * weekly index on the item's market as a line (a week with insufficient data is a gap, never joined or filled), the
 * latest published week, and the weeks as a table with their deals and companies. Links the methodology page. Light
 * markup without antd: the price detail is a public page.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@scrapbridge/domain/market';
import { CURRENCY_SYMBOLS } from '@scrapbridge/domain/price-display';
import type { TDealIndexSeries } from '@scrapbridge/domain/pricing/deal-index-view';
import { EChart } from '#components/echart.tsx';
import { useDealIndex } from '../api/deal-index-api.ts';
import '../deal-index.css';

export const DEAL_INDEX_PANEL_WEEKS = 26;

/** The chart: published weeks as points of a line; insufficient weeks null (a gap). */
export function dealIndexOption(s: TDealIndexSeries, labels: { price: string; insufficient: string }) {
  const symbol = CURRENCY_SYMBOLS[s.currency];
  return {
    color: ['#13795b'],
    tooltip: {
      trigger: 'axis' as const,
      formatter: (items: { axisValue: string; data: number | null }[]) => {
        const it = items[0];
        if (!it) return '';
        return `${it.axisValue}<br/>${it.data === null ? labels.insufficient : `${labels.price}: ${symbol}${it.data.toFixed(2)}`}`;
      },
    },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category' as const, data: s.points.map((p) => p.week) },
    yAxis: { type: 'value' as const, scale: true },
    series: [{ type: 'line' as const, name: labels.price, connectNulls: false, showSymbol: true, data: s.points.map((p) => (p.price === null ? null : Number(p.price))) }],
  };
}

export function DealIndexPanel({ subCategoryId, market, weeks = DEAL_INDEX_PANEL_WEEKS }: { subCategoryId: number | null; market: TMarket; weeks?: number }) {
  const { t } = useTranslation();
  const query = useDealIndex(subCategoryId, market, weeks);
  const s = query.data;
  const option = useMemo(() => s && dealIndexOption(s, { price: t('dealIndex.panel.price'), insufficient: t('dealIndex.panel.insufficient') }), [s, t]);
  const latest = s ? [...s.points].reverse().find((p) => p.status === 'published') : undefined;
  const money = (v: string) => `${s ? CURRENCY_SYMBOLS[s.currency] : ''}${Number(v).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  return (
    <section className="sb-deal-index" data-testid="deal-index-panel" aria-labelledby="deal-index-title">
      <h2 id="deal-index-title">{t('dealIndex.panel.title')}</h2>
      <p className="sb-deal-index-sub">{t('dealIndex.panel.subtitle')}</p>
      {subCategoryId === null && <p className="sb-deal-index-note">{t('dealIndex.panel.noGrade')}</p>}
      {query.isError && <p className="sb-deal-index-note">{t('dealIndex.panel.loadFailed')}</p>}
      {s && option && (
        <>
          <p className="sb-deal-index-latest" data-testid="deal-index-latest">
            {latest ? t('dealIndex.panel.latest', { week: latest.week, price: money(latest.price!) }) : t('dealIndex.panel.noneYet')}
          </p>
          <EChart option={option} height={200} label={t('dealIndex.panel.title')} testId="deal-index-chart" />
          <div className="sb-deal-index-table">
            <table>
              <thead>
                <tr>
                  <th>{t('dealIndex.panel.weekShort')}</th>
                  <th>{t('dealIndex.panel.price')}</th>
                  <th>{t('dealIndex.panel.deals')}</th>
                  <th>{t('dealIndex.panel.companies')}</th>
                </tr>
              </thead>
              <tbody>
                {[...s.points].reverse().map((p) => (
                  <tr key={p.week} data-status={p.status}>
                    <td>{p.week}</td>
                    <td className={p.status === 'insufficient' ? 'sb-deal-index-insufficient' : undefined}>
                      {p.price === null ? t('dealIndex.panel.insufficient') : money(p.price)}
                    </td>
                    <td>{p.deals}</td>
                    <td>{p.companies}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p className="sb-deal-index-note">
        <Link to="/price-index-methodology">{t('dealIndex.panel.methodology')}</Link>
      </p>
    </section>
  );
}
