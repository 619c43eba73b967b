/**
 * /futures — exchange prices (issue 14 item 2; §7 futures under /app-future): the daily settlement series formula
 * prices are read against (LME, COMEX, the Chinese copper and aluminium quotes, USD/CNY) as a quotes board — latest,
 * change and %, previous, unit, date — and the chosen series' history (ECharts, 1M … all, zoom). Public like the market
 * price list; a signed-in reader follows a series with alert settings (issue 14 item 3). The series and range are in the
 * URL (?basis=&range=), so an alert's link opens the series it is about.
 */
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Empty, Segmented, Skeleton, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FUTURES_RANGES, type TFuturesQuote, type TFuturesRange } from '@scrapbridge/domain/pricing/futures';
import type { TPriceFollow } from '@scrapbridge/domain/pricing/price-follow';
import { REFERENCE_BASES, type TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import { FeatureFrame } from '#components/page-frame.tsx';
import { EChart, type TChartOption } from '#components/echart.tsx';
import { openLoginDialog } from '#lib/login-dialog.ts';
import { useSignedIn } from '#lib/session.ts';
import { useIsMobile } from '#lib/use-media-query.ts';
import { useFuturesBoard, useMyPriceFollows, useSeriesHistory } from '../api/futures-api.ts';
import { SeriesFollowDialog } from '../components/series-follow-dialog.tsx';
import '../futures.css';

const isBasis = (v: string | null): v is TReferenceBasis => !!v && (REFERENCE_BASES as readonly string[]).includes(v);
const isRange = (v: string | null): v is TFuturesRange => !!v && (FUTURES_RANGES as readonly string[]).includes(v);

/** Chinese readers see rises in red and falls in green, as Chinese quote boards do; others the other way round. */
function moveClass(direction: TFuturesQuote['direction'], lang: string): string {
  if (!direction || direction === 'flat') return 'sb-futures-flat';
  const zh = lang.startsWith('zh');
  return (direction === 'up') === zh ? 'sb-futures-red' : 'sb-futures-green';
}

export default function FuturesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const mobile = useIsMobile();
  const signedIn = useSignedIn();
  const [params, setParams] = useSearchParams();
  const board = useFuturesBoard();
  const follows = useMyPriceFollows(signedIn);
  const rows = useMemo(() => board.data?.rows ?? [], [board.data]);
  const paramBasis = params.get('basis');
  const basis: TReferenceBasis | undefined = isBasis(paramBasis) ? paramBasis : rows[0]?.basis;
  const paramRange = params.get('range');
  const range: TFuturesRange = isRange(paramRange) ? paramRange : '3M';
  const history = useSeriesHistory(basis, range);
  const [dialogFor, setDialogFor] = useState<TFuturesQuote | null>(null);

  const followOf = (b: TReferenceBasis): TPriceFollow | null => follows.data?.rows.find((f) => f.kind === 'series' && f.key === b) ?? null;
  const fmt = (value: string | null, decimals: number) =>
    value === null ? t('futures.noPrevious') : new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 4) }).format(Number(value));
  const signed = (value: string | null, decimals: number, suffix = '') =>
    value === null ? t('futures.noPrevious') : `${Number(value) > 0 ? '+' : ''}${fmt(value, decimals)}${suffix}`;

  const choose = (next: { basis?: TReferenceBasis; range?: TFuturesRange }) => {
    const p = new URLSearchParams(params);
    if (next.basis) p.set('basis', next.basis);
    if (next.range) p.set('range', next.range);
    setParams(p, { replace: true });
  };

  const followButton = (row: TFuturesQuote) => {
    const following = !!followOf(row.basis);
    return (
      <Button
        size="small"
        type={following ? 'default' : 'primary'}
        ghost={!following}
        data-testid={`follow-${row.basis}`}
        onClick={(e) => {
          e.stopPropagation();
          if (!signedIn) openLoginDialog();
          else setDialogFor(row);
        }}
      >
        {signedIn ? (following ? t('futures.following') : t('futures.follow')) : t('futures.loginToFollow')}
      </Button>
    );
  };

  const name = (row: TFuturesQuote) => (
    <span className="sb-futures-name">
      <strong>{t(`futures.series.${row.basis}`)}</strong>
      <small>
        {t(`futures.seriesNote.${row.basis}`)}
        {row.demo && (
          <Tag color="orange" className="sb-futures-demo-tag">
            {t('futures.demo')}
          </Tag>
        )}
      </small>
    </span>
  );

  const columns: ColumnsType<TFuturesQuote> = [
    { key: 'series', title: t('futures.columns.series'), render: (_, r) => name(r) },
    { key: 'latest', title: t('futures.columns.latest'), align: 'right', render: (_, r) => <strong className="sb-futures-latest">{fmt(r.latest, r.decimals)}</strong> },
    { key: 'change', title: t('futures.columns.change'), align: 'right', render: (_, r) => <span className={moveClass(r.direction, lang)}>{signed(r.change, r.decimals)}</span> },
    { key: 'changePercent', title: t('futures.columns.changePercent'), align: 'right', render: (_, r) => <span className={moveClass(r.direction, lang)}>{signed(r.changePercent, 2, '%')}</span> },
    { key: 'previous', title: t('futures.columns.previous'), align: 'right', render: (_, r) => fmt(r.previous, r.decimals) },
    { key: 'unit', title: t('futures.columns.unit'), render: (_, r) => t(`futures.units.${r.unit}`) },
    { key: 'date', title: t('futures.columns.date'), render: (_, r) => r.latestDate },
    { key: 'follow', title: t('futures.columns.follow'), render: (_, r) => followButton(r) },
  ];

  const selected = rows.find((r) => r.basis === basis) ?? null;
  const points = useMemo(() => history.data?.points ?? [], [history.data]);
  const option = useMemo<TChartOption>(
    () => ({
      grid: { left: 56, right: 16, top: 16, bottom: 64 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: points.map((p) => p.date), boundaryGap: false },
      yAxis: { type: 'value', scale: true },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 12 }],
      series: [{ type: 'line', name: basis ? t(`futures.series.${basis}`) : '', data: points.map((p) => Number(p.price)), showSymbol: points.length < 60, smooth: false }],
    }),
    [points, basis, t],
  );

  return (
    <FeatureFrame
      classPrefix="sb-futures"
      testId="futures-page"
      title={t('futures.title')}
      subtitle={t('futures.subtitle')}
      extra={<Link to="/market-price">{t('shell.screens.marketPrice')}</Link>}
    >
      {rows.some((r) => r.demo) && <Alert type="warning" showIcon message={t('futures.demoNote')} className="sb-futures-alert" data-testid="futures-demo" />}
      {board.isPending ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description={t('futures.empty')} />
      ) : mobile ? (
        <ul className="sb-futures-cards" data-testid="futures-board">
          {rows.map((r) => (
            <li key={r.basis} className={r.basis === basis ? 'is-selected' : undefined} data-testid={`futures-row-${r.basis}`} onClick={() => choose({ basis: r.basis })}>
              <div className="sb-futures-card-top">
                {name(r)}
                {followButton(r)}
              </div>
              <div className="sb-futures-card-figures">
                <strong className="sb-futures-latest">{fmt(r.latest, r.decimals)}</strong>
                <span className={moveClass(r.direction, lang)}>
                  {signed(r.change, r.decimals)} ({signed(r.changePercent, 2, '%')})
                </span>
              </div>
              <div className="sb-futures-card-meta">
                {t(`futures.units.${r.unit}`)} · {r.latestDate} · {t('futures.columns.previous')} {fmt(r.previous, r.decimals)}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Table<TFuturesQuote>
          data-testid="futures-board"
          rowKey="basis"
          columns={columns}
          dataSource={rows}
          pagination={false}
          size="middle"
          rowClassName={(r) => (r.basis === basis ? 'is-selected' : '')}
          onRow={(r) => ({ onClick: () => choose({ basis: r.basis }), 'data-testid': `futures-row-${r.basis}` }) as React.HTMLAttributes<HTMLElement>}
        />
      )}

      {selected && (
        <section className="sb-futures-history" data-testid="futures-history" aria-labelledby="futures-history-title">
          <header>
            <h2 id="futures-history-title">{t('futures.historyOf', { name: t(`futures.series.${selected.basis}`) })}</h2>
            <Segmented<TFuturesRange>
              value={range}
              onChange={(v) => choose({ range: v })}
              options={FUTURES_RANGES.map((r) => ({ value: r, label: t(`futures.ranges.${r}`) }))}
              data-testid="futures-range"
            />
          </header>
          {points.length === 0 && !history.isPending ? (
            <Empty description={t('futures.noHistory')} />
          ) : (
            <EChart option={option} height={mobile ? 240 : 320} testId="futures-chart" label={t('futures.historyOf', { name: t(`futures.series.${selected.basis}`) })} />
          )}
          <p className="sb-futures-unit">
            {t(`futures.units.${selected.unit}`)} · {t('futures.asOf', { date: selected.latestDate })}
          </p>
        </section>
      )}

      {dialogFor && (
        <SeriesFollowDialog open={!!dialogFor} onClose={() => setDialogFor(null)} basis={dialogFor.basis} unit={dialogFor.unit} current={followOf(dialogFor.basis)} />
      )}
    </FeatureFrame>
  );
}
