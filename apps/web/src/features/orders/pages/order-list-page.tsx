/**
 * /order-list — §2 "order list: all, purchase, sale" (the shell sets the Buyer role): the viewer's contracts, newest
 * first, searched by contract number, bill of lading or container number (§2), filtered by status; cards on a phone,
 * a table from 768 px. Each opens /order-detail?contractId=. Tab, status, keyword and page live in the URL so a
 * reload or a shared link shows the same list.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Empty, Input, Pagination, Result, Segmented, Select, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_FILTERS, ORDER_TABS, type TOrderRow } from '@scrapbridge/domain/orders/contract';
import { FeatureFrame } from '#components/page-frame.tsx';
import { useLang } from '#lib/lang-text.ts';
import { useMediaQuery } from '#lib/use-media-query.ts';
import { ORDER_PAGE_SIZE, orderListParams, useOrders } from '../api/orders-api.ts';
import { commodityText, dateTimeText, moneyText, mtText, normaliseKeyword, statusColor } from '../lib/order-texts.ts';
import '../orders.css';

type TStatus = (typeof ORDER_STATUS_FILTERS)[number];

const detailPath = (contractId: string) => `/order-detail?contractId=${encodeURIComponent(contractId)}`;

export default function OrderListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 768px)');
  const [params, setParams] = useSearchParams();
  const listParams = orderListParams(params);
  const { tab, status, keyword, pageNum: page } = listParams;
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]);

  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };

  const query = useOrders(listParams);
  const rows = query.data?.rows ?? [];

  const statusTags = (r: TOrderRow) => (
    <>
      <Tag color={statusColor(r.status)} data-testid="order-status" data-status={r.status}>
        {t(`orders.status.${r.status}`)}
      </Tag>
      {r.needsMyConfirmation && (
        <Tag color="red" data-testid="order-needs-confirmation">
          {t('orders.web.list.needsConfirmation')}
        </Tag>
      )}
    </>
  );
  const moneyTags = (r: TOrderRow) => (
    <>
      <Tag>{t(`orders.deposit.${r.depositStatus}`)}</Tag>
      <Tag>
        {t('orders.web.labelled', { label: t('orders.web.summary.payment'), value: t(`orders.payment.${r.paymentStatus}`) })}
      </Tag>
    </>
  );
  const shippingTag = (r: TOrderRow) => <Tag color={r.shippingStatus ? 'blue' : 'default'}>{t(`orders.shipping.${r.shippingStatus ?? 'none'}`)}</Tag>;

  let body;
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError || !query.data) {
    body = <Result status="warning" title={t('common.noData')} extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  } else if (rows.length === 0) {
    body = <Empty data-testid="orders-empty" description={keyword ? t('orders.web.list.emptySearch', { keyword }) : t('orders.web.list.empty')} />;
  } else if (wide) {
    body = (
      <Table<TOrderRow>
        rowKey="contractId"
        dataSource={rows}
        pagination={false}
        size="middle"
        // Ten columns: the table scrolls inside the page rather than wrapping numbers mid-way.
        scroll={{ x: 'max-content' }}
        data-testid="orders-table"
        onRow={(r) => ({ onClick: () => void navigate(detailPath(r.contractId)), style: { cursor: 'pointer' }, 'data-testid': 'order-row' }) as never}
        columns={[
          {
            title: t('orders.web.list.contractNo'),
            key: 'no',
            render: (_, r) => (
              <Link to={detailPath(r.contractId)} onClick={(e) => e.stopPropagation()} data-testid="order-link" className="sb-orders-nowrap">
                {r.contractNo}
              </Link>
            ),
          },
          { title: t('orders.web.list.side'), key: 'side', render: (_, r) => t(`orders.side.${r.side}`) },
          { title: t('orders.web.list.commodity'), key: 'commodity', render: (_, r) => commodityText(lang, r.commodity) },
          { title: t('orders.web.list.counterparty'), key: 'cp', render: (_, r) => r.counterparty ?? '—' },
          { title: t('orders.web.list.weight'), key: 'weight', render: (_, r) => <span className="sb-orders-nowrap">{mtText(r.totalWeight, t)}</span> },
          { title: t('orders.web.list.amount'), key: 'amount', render: (_, r) => <span className="sb-orders-nowrap">{moneyText(r.totalAmount, r.currency)}</span> },
          {
            // Contract, money and shipping states in one column: the whole row stays readable at 1280 px.
            title: t('orders.web.list.status'),
            key: 'status',
            width: 260,
            render: (_, r) => (
              <span className="sb-orders-tags">
                {statusTags(r)}
                {moneyTags(r)}
                {shippingTag(r)}
              </span>
            ),
          },
          { title: t('orders.web.list.dealAt'), key: 'dealAt', render: (_, r) => <span className="sb-orders-nowrap">{dateTimeText(r.dealAt, lang)}</span> },
        ]}
      />
    );
  } else {
    body = (
      <div className="sb-orders-cards" data-testid="orders-cards">
        {rows.map((r) => (
          <Link key={r.contractId} to={detailPath(r.contractId)} className="sb-orders-card" data-testid="order-row">
            <div className="sb-orders-card-top">
              <span data-testid="order-link">{r.contractNo}</span>
              <span className="sb-muted">{t(`orders.side.${r.side}`)}</span>
            </div>
            <div className="sb-orders-card-row">
              <span>{commodityText(lang, r.commodity)}</span>
              <span>{mtText(r.totalWeight, t)}</span>
            </div>
            <div className="sb-orders-card-row">
              <span className="sb-muted">{r.counterparty ?? '—'}</span>
              <span>{moneyText(r.totalAmount, r.currency)}</span>
            </div>
            <div className="sb-orders-card-row sb-muted">
              <span>{dateTimeText(r.dealAt, lang)}</span>
            </div>
            <div className="sb-orders-card-tags">
              {statusTags(r)}
              {moneyTags(r)}
              {shippingTag(r)}
            </div>
          </Link>
        ))}
      </div>
    );
  }

  return (
    <FeatureFrame
      classPrefix="sb-orders"
      testId="order-list-page"
      title={t('orders.web.list.title')}
      subtitle={query.data ? t('orders.web.list.subtitle', { total: query.data.total }) : undefined}
      extra={
        <Segmented
          value={tab}
          onChange={(v) => update({ tab: v === 'all' ? undefined : String(v) })}
          options={ORDER_TABS.map((v) => ({ value: v, label: <span data-testid={`order-tab-${v}`}>{t(`orders.tabs.${v}`)}</span> }))}
        />
      }
    >
      <div className="sb-orders-toolbar">
        <Input.Search
          className="sb-orders-search"
          allowClear
          maxLength={64}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => update({ keyword: normaliseKeyword(v) || undefined })}
          placeholder={t('orders.web.list.searchPlaceholder')}
          aria-label={t('orders.fields.keyword')}
          data-testid="order-search"
        />
        <Select<TStatus | ''>
          className="sb-orders-status"
          value={status ?? ''}
          onChange={(v) => update({ status: v || undefined })}
          aria-label={t('orders.fields.status')}
          data-testid="order-status-filter"
          options={[{ value: '', label: t('orders.web.list.allStatuses') }, ...ORDER_STATUS_FILTERS.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))]}
        />
      </div>
      {body}
      {query.data && query.data.total > ORDER_PAGE_SIZE && (
        <div className="sb-orders-pager">
          <Pagination current={page} pageSize={ORDER_PAGE_SIZE} total={query.data.total} onChange={(p) => update({ page: p > 1 ? String(p) : undefined })} showSizeChanger={false} size="small" />
        </div>
      )}
    </FeatureFrame>
  );
}
