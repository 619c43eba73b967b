/**
 * /market-price — §2 market price list (public, kept alive): all / my following, grade search, category group and
 * market filters, prices per MT or per lb as the reader chose, each with its daily change in value and %, and the
 * last update. A table from 768 px, cards on a phone; a row opens /price-detail. "My following" asks a visitor to
 * sign in (the login dialog) and stays on all. The filters live in the screen's state, which the keep-alive keeps.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Empty, Input, Pagination, Result, Segmented, Select, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@scrapbridge/domain/market';
import { PRICE_FIELDS, type TPriceField } from '@scrapbridge/domain/pricing/price-list';
import type { TPriceItemView } from '@scrapbridge/domain/pricing/price-list-view';
import { FeatureFrame } from '#components/page-frame.tsx';
import { pick, useLang } from '#lib/lang-text.ts';
import { openLoginDialog } from '#lib/login-dialog.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { useMediaQuery } from '#lib/use-media-query.ts';
import { useCategoryGroups, usePriceList } from '../api/market-prices-api.ts';
import { FollowButton } from '../components/follow-control.tsx';
import { PriceCell } from '../components/price-cell.tsx';
import { usePriceUnit } from '../lib/use-price-unit.ts';
import '../market.css';

const PAGE_SIZE = 50;

export const detailPath = (id: string) => `/price-detail?id=${encodeURIComponent(id)}`;

export default function MarketPricePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 768px)');
  const { signedIn } = useShellContext();
  const [tab, setTab] = useState<'all' | 'following'>('all');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [market, setMarket] = useState<TMarket | undefined>(undefined);
  const [unit, setUnit] = usePriceUnit();
  const [page, setPage] = useState(1);
  const activeTab = signedIn ? tab : 'all';

  const groups = useCategoryGroups(market);
  const query = usePriceList({ tab: activeTab, keyword, categoryId, market, unit, pageNum: page, pageSize: PAGE_SIZE });
  const rows = query.data?.rows ?? [];
  const lastUpdate = rows.reduce<string | null>((max, r) => (r.lastUpdate && (!max || r.lastUpdate > max) ? r.lastUpdate : max), null);

  const chooseTab = (next: 'all' | 'following') => {
    if (next === 'following' && !signedIn) {
      void toast('info', t('pricing.web.signInToFollow'));
      openLoginDialog();
      return;
    }
    setTab(next);
    setPage(1);
  };
  const name = (r: TPriceItemView) => pick(lang, r.descriptionZh, r.description) || r.code;
  const place = (r: TPriceItemView) => [r.location, r.port].filter(Boolean).join(' · ');
  const shownFields = PRICE_FIELDS.filter((f) => rows.some((r) => r.latest?.[f] !== null && r.latest?.[f] !== undefined));
  const unitLabel = (r: TPriceItemView) => t('pricing.web.perUnit', { currency: r.currency, unit: r.unit === 'LBS' ? 'lb' : 'MT' });

  const nameCell = (r: TPriceItemView) => (
    <div className="sb-prices-name">
      <Link to={detailPath(r.id)} onClick={(e) => e.stopPropagation()} data-testid="price-item-link">
        {name(r)}
      </Link>
      <span className="sb-prices-muted">
        {r.code}
        {place(r) && ` · ${place(r)}`}
      </span>
      <span>
        <Tag>{pick(lang, r.categoryNameZh, r.categoryNameEn)}</Tag>
        {r.demo && <Tag color="gold">{t('pricing.web.demo')}</Tag>}
      </span>
    </div>
  );

  let body;
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError || !query.data) {
    body = <Result status="warning" title={t('common.noData')} extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  } else if (rows.length === 0) {
    body = <Empty data-testid="price-list-empty" description={activeTab === 'following' && !keyword ? t('pricing.web.emptyFollowing') : t('pricing.web.empty')} />;
  } else if (wide) {
    body = (
      <Table<TPriceItemView>
        rowKey="id"
        dataSource={rows}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        data-testid="price-table"
        onRow={(r) => ({ onClick: () => void navigate(detailPath(r.id)), style: { cursor: 'pointer' }, 'data-testid': 'price-row', 'data-code': r.code }) as never}
        columns={[
          { title: t('pricing.web.grade'), key: 'name', render: (_, r) => nameCell(r) },
          ...shownFields.map((f: TPriceField) => ({
            title: t(`pricing.fields.${f}`),
            key: f,
            align: 'right' as const,
            render: (_: unknown, r: TPriceItemView) => <PriceCell value={r.latest?.[f] ?? null} change={r.changes[f]} currency={r.currency} />,
          })),
          { title: t('pricing.fields.unit'), key: 'unit', render: (_, r) => <span className="sb-prices-nowrap">{unitLabel(r)}</span> },
          { title: t('pricing.fields.priceDate'), key: 'date', render: (_, r) => <span className="sb-prices-nowrap">{r.lastUpdate ?? '—'}</span> },
          { title: '', key: 'follow', render: (_, r) => <FollowButton kind="item" keyValue={r.id} following={r.following} size="small" /> },
        ]}
      />
    );
  } else {
    body = (
      <div className="sb-prices-cards" data-testid="price-cards">
        {rows.map((r) => (
          <div key={r.id} className="sb-prices-card" data-testid="price-row" data-code={r.code} onClick={() => void navigate(detailPath(r.id))} role="link" tabIndex={0}>
            <div className="sb-prices-card-top">
              {nameCell(r)}
              <FollowButton kind="item" keyValue={r.id} following={r.following} size="small" />
            </div>
            <dl className="sb-prices-card-prices">
              {PRICE_FIELDS.filter((f) => r.latest?.[f]).map((f) => (
                <div key={f}>
                  <dt>{t(`pricing.fields.${f}`)}</dt>
                  <dd>
                    <PriceCell value={r.latest?.[f] ?? null} change={r.changes[f]} currency={r.currency} />
                  </dd>
                </div>
              ))}
            </dl>
            <div className="sb-prices-muted">
              {unitLabel(r)} · {r.lastUpdate ?? '—'}
            </div>
          </div>
        ))}
      </div>
    );
  }

  return (
    <FeatureFrame
      classPrefix="sb-prices"
      testId="market-price-page"
      title={t('pricing.web.title')}
      // The exchange settlement series (issue 14 item 2) have their own board.
      extra={
        <Link to="/futures" data-testid="market-price-futures-link">
          {t('futures.linkFromMarketPrice')}
        </Link>
      }
      subtitle={
        <>
          {t('pricing.web.subtitle')}
          {lastUpdate && <span data-testid="price-last-update"> · {t('pricing.web.lastUpdate', { date: lastUpdate })}</span>}
        </>
      }
    >
      <div className="sb-prices-toolbar">
        <Segmented
          value={activeTab}
          onChange={(v) => chooseTab(v as 'all' | 'following')}
          options={[
            { value: 'all', label: <span data-testid="price-tab-all">{t('pricing.web.tabs.all')}</span> },
            { value: 'following', label: <span data-testid="price-tab-following">{t('pricing.web.tabs.following')}</span> },
          ]}
        />
        <Input.Search
          allowClear
          className="sb-prices-search"
          placeholder={t('pricing.web.search')}
          value={typed}
          data-testid="price-search"
          onChange={(e) => {
            setTyped(e.target.value);
            if (!e.target.value) {
              setKeyword('');
              setPage(1);
            }
          }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
        <Select
          allowClear
          className="sb-prices-select"
          placeholder={t('pricing.web.allGroups')}
          value={categoryId}
          data-testid="price-group"
          onChange={(v) => {
            setCategoryId(v);
            setPage(1);
          }}
          options={(groups.data?.rows ?? []).map((g) => ({ value: g.categoryId, label: `${pick(lang, g.nameZh, g.nameEn)} (${g.itemCount})` }))}
        />
        <Select
          allowClear
          className="sb-prices-select"
          placeholder={t('pricing.web.allMarkets')}
          value={market}
          onChange={(v) => {
            setMarket(v);
            setCategoryId(undefined);
            setPage(1);
          }}
          options={(['intl', 'cn'] as const).map((m) => ({ value: m, label: t(`pricing.web.markets.${m}`) }))}
        />
        <Segmented
          value={unit}
          onChange={(v) => setUnit(v as 'MT' | 'LBS')}
          data-testid="price-unit"
          options={(['MT', 'LBS'] as const).map((u) => ({ value: u, label: t(`pricing.web.unit.${u}`) }))}
        />
      </div>
      {body}
      {(query.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination className="sb-prices-pager" current={page} pageSize={PAGE_SIZE} total={query.data?.total ?? 0} showSizeChanger={false} onChange={setPage} />
      )}
    </FeatureFrame>
  );
}
