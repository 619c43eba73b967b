/**
 * /price-detail?id= — §2 market price detail and history (public): the item's latest five prices with their daily
 * change, the history chart (1M / 3M / 1Y / all, zoom) with an exchange settlement series beside it, the daily table
 * and its CSV, sold history (this market's deals on the grade: day, tonnes, price per MT, never a party) and live firm
 * quotes (buy-it-now prices of live listings, each linking to /view-detail); follow with alert settings.
 */
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Empty, Result, Segmented, Select, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRICE_FIELDS } from '@scrapbridge/domain/pricing/price-list';
import { HISTORY_RANGES, type THistoryRange, type TPricePointView } from '@scrapbridge/domain/pricing/price-list-view';
import { REFERENCE_BASES, type TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import { EChart } from '#components/echart.tsx';
import { FeatureFrame } from '#components/page-frame.tsx';
import { pick, useLang } from '#lib/lang-text.ts';
import { downloadHistoryCsv, useFirmQuotes, usePriceHistory, usePriceItem, useSoldHistory } from '../api/market-prices-api.ts';
import { DealIndexPanel } from '../components/deal-index-panel.tsx';
import { AlertSettingsButton, FollowButton } from '../components/follow-control.tsx';
import { PriceCell } from '../components/price-cell.tsx';
import { historyChartOption } from '../lib/history-chart.ts';
import { numberText, priceText } from '../lib/price-texts.ts';
import { usePriceUnit } from '../lib/use-price-unit.ts';
import '../market.css';

export default function PriceDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [unit, setUnit] = usePriceUnit();
  const [range, setRange] = useState<THistoryRange>('1Y');
  const [basis, setBasis] = useState<TReferenceBasis | 'none' | undefined>(undefined);
  const item = usePriceItem(id, unit);
  const history = usePriceHistory(id, range, unit, basis === 'none' ? undefined : basis);
  const sold = useSoldHistory(id);
  const firm = useFirmQuotes(id);
  const h = history.data;
  const settlementLabel = h?.settlement && basis !== 'none' ? `${t(`negotiation.references.${h.settlement.basis}`)}` : null;
  const option = useMemo(
    () => h && historyChartOption(basis === 'none' ? { ...h, settlement: null } : h, { field: (f) => t(`pricing.fields.${f}`), settlement: settlementLabel }),
    [h, basis, settlementLabel, t],
  );

  if (!id) return <Result status="404" title={t('pricing.web.detail.notFound')} extra={<Link to="/market-price">{t('pricing.web.detail.back')}</Link>} />;
  if (item.isLoading) {
    return (
      <FeatureFrame classPrefix="sb-prices" testId="price-detail-page" title={t('pricing.web.title')}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </FeatureFrame>
    );
  }
  const it = item.data;
  if (!it) {
    return (
      <FeatureFrame classPrefix="sb-prices" testId="price-detail-page" title={t('pricing.web.title')}>
        <Result status="404" title={t('pricing.web.detail.notFound')} extra={<Link to="/market-price">{t('pricing.web.detail.back')}</Link>} />
      </FeatureFrame>
    );
  }
  const name = pick(lang, it.descriptionZh, it.description) || it.code;
  const unitLabel = t('pricing.web.perUnit', { currency: it.currency, unit: it.unit === 'LBS' ? 'lb' : 'MT' });
  const fields = PRICE_FIELDS.filter((f) => (h?.points ?? []).some((p) => p[f] !== null) || it.latest?.[f]);
  const chosenBasis = basis === 'none' ? 'none' : (h?.settlement?.basis ?? 'none');

  return (
    <FeatureFrame
      classPrefix="sb-prices"
      testId="price-detail-page"
      title={
        <span data-testid="price-detail-title">
          {name} {it.demo && <Tag color="gold">{t('pricing.web.demo')}</Tag>}
          {it.retired && <Tag>{t('pricing.web.retired')}</Tag>}
        </span>
      }
      subtitle={<Link to="/market-price">← {t('pricing.web.detail.back')}</Link>}
      extra={
        <>
          <FollowButton kind="item" keyValue={it.id} following={it.following} />
          <AlertSettingsButton kind="item" keyValue={it.id} following={it.following} unitLabel={`${it.currency}/MT`} />
        </>
      }
    >
      <div className="sb-prices-facts">
        <span>
          <span className="sb-prices-muted">{t('pricing.web.detail.code')}: </span>
          {it.code}
        </span>
        <span>
          <span className="sb-prices-muted">{t('pricing.web.detail.group')}: </span>
          {pick(lang, it.categoryNameZh, it.categoryNameEn)}
          {it.subCategoryId !== null && ` / ${pick(lang, it.subCategoryNameZh, it.subCategoryNameEn)}`}
        </span>
        <span>
          <span className="sb-prices-muted">{t('pricing.web.detail.market')}: </span>
          {t(`pricing.web.markets.${it.market}`)}
        </span>
        {it.location && (
          <span>
            <span className="sb-prices-muted">{t('pricing.web.detail.location')}: </span>
            {it.location}
          </span>
        )}
        {it.port && (
          <span>
            <span className="sb-prices-muted">{t('pricing.web.detail.port')}: </span>
            {it.port}
          </span>
        )}
        {it.remark && <span className="sb-prices-muted">{it.remark}</span>}
      </div>

      <section className="sb-prices-section" aria-labelledby="price-latest">
        <h2 id="price-latest">{it.lastUpdate ? t('pricing.web.detail.latest', { date: it.lastUpdate }) : t('pricing.web.detail.noHistory')}</h2>
        <div className="sb-prices-latest" data-testid="price-latest">
          {PRICE_FIELDS.filter((f) => it.latest?.[f]).map((f) => (
            <div key={f}>
              <div className="sb-prices-muted">{t(`pricing.fields.${f}`)}</div>
              <PriceCell value={it.latest?.[f] ?? null} change={it.changes[f]} currency={it.currency} />
              <div className="sb-prices-muted">{unitLabel}</div>
            </div>
          ))}
        </div>
      </section>

      {/* Beside the staff-entered prices: the index of this market's own deals of the grade (issue 14 item 6). */}
      <div className="sb-prices-section">
        <DealIndexPanel subCategoryId={it.subCategoryId} market={it.market} />
      </div>

      <section className="sb-prices-section" aria-labelledby="price-history">
        <h2 id="price-history">{t('pricing.web.detail.history')}</h2>
        <div className="sb-prices-chart-tools">
          <Segmented<THistoryRange>
            value={range}
            onChange={setRange}
            data-testid="price-range"
            options={HISTORY_RANGES.map((r) => ({ value: r, label: t(`pricing.web.detail.ranges.${r}`) }))}
          />
          {it.market === 'intl' && (
            <Segmented
              value={unit}
              onChange={(v) => setUnit(v as 'MT' | 'LBS')}
              options={(['MT', 'LBS'] as const).map((u) => ({ value: u, label: t(`pricing.web.unit.${u}`) }))}
            />
          )}
          <Select<TReferenceBasis | 'none'>
            className="sb-prices-select"
            value={chosenBasis}
            onChange={setBasis}
            aria-label={t('pricing.web.detail.settlement')}
            data-testid="price-settlement"
            options={[
              { value: 'none', label: `${t('pricing.web.detail.settlement')}: ${t('pricing.web.detail.noSettlement')}` },
              ...REFERENCE_BASES.map((b) => ({ value: b, label: t(`negotiation.references.${b}`) })),
            ]}
          />
          <Button
            onClick={() => void downloadHistoryCsv(it.id, range, unit, `${it.code}-${range}.csv`)}
            data-testid="price-csv"
            disabled={!h?.points.length}
          >
            {t('pricing.web.detail.download')}
          </Button>
        </div>
        {history.isLoading ? (
          <Skeleton active />
        ) : h && h.points.length > 0 && option ? (
          <EChart option={option} height={340} label={t('pricing.web.detail.history')} testId="price-chart" />
        ) : (
          <Empty description={t('pricing.web.detail.noHistory')} />
        )}
        {h?.settlement && basis !== 'none' && h.settlement.points.length > 0 && (
          <p className="sb-prices-muted" data-testid="price-settlement-latest">
            {settlementLabel}: {numberText(h.settlement.points.at(-1)!.price)} ({h.settlement.points.at(-1)!.priceDate})
          </p>
        )}
      </section>

      <section className="sb-prices-section" aria-labelledby="price-table">
        <h2 id="price-table">{t('pricing.web.detail.table')}</h2>
        <Table<TPricePointView>
          rowKey="priceDate"
          size="small"
          dataSource={[...(h?.points ?? [])].reverse()}
          pagination={{ pageSize: 10, showSizeChanger: false, size: 'small' }}
          scroll={{ x: 'max-content' }}
          data-testid="price-history-table"
          columns={[
            { title: t('pricing.fields.priceDate'), dataIndex: 'priceDate', key: 'd' },
            ...fields.map((f) => ({
              title: t(`pricing.fields.${f}`),
              key: f,
              align: 'right' as const,
              render: (_: unknown, p: TPricePointView) => priceText(p[f], it.currency),
            })),
            { title: t('pricing.fields.remark'), dataIndex: 'remark', key: 'r', render: (v: string | null) => v ?? '' },
          ]}
        />
      </section>

      <section className="sb-prices-section" aria-labelledby="price-sold">
        <h2 id="price-sold">{t('pricing.web.detail.sold')}</h2>
        <p className="sb-prices-muted">{t('pricing.web.detail.soldNote')}</p>
        <Table
          rowKey={(r, i) => `${r.dealDate}-${i}`}
          size="small"
          dataSource={sold.data?.rows ?? []}
          loading={sold.isLoading}
          pagination={{ pageSize: 10, showSizeChanger: false, size: 'small', hideOnSinglePage: true }}
          locale={{ emptyText: t('pricing.web.detail.noSold') }}
          data-testid="price-sold"
          columns={[
            { title: t('pricing.web.detail.dealDate'), dataIndex: 'dealDate', key: 'd' },
            { title: t('pricing.web.detail.tonnes'), dataIndex: 'tonnes', key: 't', align: 'right', render: (v: string | null) => (v === null ? '—' : numberText(v)) },
            {
              title: t('pricing.web.detail.pricePerMt'),
              key: 'p',
              align: 'right',
              render: (_, r) =>
                r.pricePerMt === null
                  ? t('pricing.web.detail.formula', { quoteType: r.quoteType })
                  : r.quoteType === 'FIXED'
                    ? priceText(r.pricePerMt, r.currency)
                    : // A formula deal shows what its confirmed fixes came to (weighted by the fixed net weights).
                      t('pricing.web.detail.fixedFormula', { price: priceText(r.pricePerMt, r.currency), quoteType: r.quoteType }),
            },
          ]}
        />
      </section>

      <section className="sb-prices-section" aria-labelledby="price-firm">
        <h2 id="price-firm">{t('pricing.web.detail.firm')}</h2>
        <p className="sb-prices-muted">{t('pricing.web.detail.firmNote')}</p>
        <Table
          rowKey="askId"
          size="small"
          dataSource={firm.data?.rows ?? []}
          loading={firm.isLoading}
          pagination={{ pageSize: 10, showSizeChanger: false, size: 'small', hideOnSinglePage: true }}
          locale={{ emptyText: t('pricing.web.detail.noFirm') }}
          scroll={{ x: 'max-content' }}
          data-testid="price-firm"
          columns={[
            {
              title: t('pricing.web.grade'),
              key: 'n',
              render: (_, r) => (
                <Link to={`/view-detail?askId=${encodeURIComponent(r.askId)}${r.detailId ? `&detailId=${encodeURIComponent(r.detailId)}` : ''}`}>{pick(lang, r.nameZh, r.name)}</Link>
              ),
            },
            { title: t('pricing.web.detail.weight'), key: 'w', align: 'right', render: (_, r) => (r.weightMt === null ? '—' : `${numberText(r.weightMt)} MT`) },
            { title: t('pricing.web.detail.pricePerMt'), key: 'p', align: 'right', render: (_, r) => priceText(r.pricePerMt, r.currency) },
            { title: t('pricing.web.detail.origin'), key: 'o', render: (_, r) => pick(lang, r.originCountryZh, r.originCountry) || '—' },
          ]}
        />
      </section>
    </FeatureFrame>
  );
}
