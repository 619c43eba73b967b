/**
 * The purchase market and "my posts" (§2 /buyer-request: the market with a tab for the user's own posts), shared by
 * the desktop page and the mobile-first /buyer-request-mobile: tabs, the buy list's filters (family, grade, price
 * method, terms) and search, bounded pages, the cards. State lives in the URL (shareable; back returns to it).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Empty, Input, Pagination, Segmented, Select, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TERMS } from '@scrapbridge/domain/ask';
import { BUYER_REQUEST_LIMITS, BUYER_REQUEST_TABS, type TBuyerRequestTab } from '@scrapbridge/domain/buyer-requests/buyer-request';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';
import { QUOTE_TYPES, type TQuoteType } from '@scrapbridge/domain/quote-method';
import { useCategories, useMyRequests, useRequestMarket } from '../api/buyer-requests-api.ts';
import { quoteTypeName } from '../lib/request-format.ts';
import { RequestCard } from './request-card.tsx';

const PAGE_SIZE = 20;

type TFilters = {
  market: TMarket;
  pageNum: number;
  pageSize: number;
  categoryId?: number;
  subCategoryId?: number;
  quoteType?: TQuoteType;
  deliveryTerm?: (typeof DELIVERY_TERMS)[number];
  keyword?: string;
};

function numberParam(p: URLSearchParams, key: string): number | undefined {
  const v = Number(p.get(key));
  return Number.isInteger(v) && v > 0 ? v : undefined;
}

export function RequestsBrowser({ lang, market, onOpen }: { lang: TLang; market: TMarket; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'market';
  const pageNum = Math.min(numberParam(params, 'pageNum') ?? 1, BUYER_REQUEST_LIMITS.listMaxRows / PAGE_SIZE);
  const state = (BUYER_REQUEST_TABS as readonly string[]).includes(params.get('state') ?? '') ? (params.get('state') as TBuyerRequestTab) : 'all';
  const filters: TFilters = {
    market,
    pageNum,
    pageSize: PAGE_SIZE,
    categoryId: numberParam(params, 'categoryId'),
    subCategoryId: numberParam(params, 'subCategoryId'),
    quoteType: (QUOTE_TYPES as readonly string[]).includes(params.get('quoteType') ?? '') ? (params.get('quoteType') as TQuoteType) : undefined,
    deliveryTerm: (DELIVERY_TERMS as readonly string[]).includes(params.get('deliveryTerm') ?? '') ? (params.get('deliveryTerm') as (typeof DELIVERY_TERMS)[number]) : undefined,
    keyword: params.get('keyword') ?? undefined,
  };
  const marketList = useRequestMarket(filters, tab === 'market');
  const mine = useMyRequests(state, pageNum, tab === 'mine');
  const families = useCategories(0);
  const grades = useCategories(filters.categoryId);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');

  const patch = (next: Record<string, string | number | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === '') p.delete(k);
      else p.set(k, String(v));
    }
    if (!('pageNum' in next)) p.delete('pageNum');
    p.delete('requestId');
    setParams(p);
  };

  const query = tab === 'market' ? marketList : mine;
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const counts = tab === 'mine' ? mine.data?.counts : undefined;

  return (
    <div data-testid="requests-browser">
      <Tabs
        activeKey={tab}
        onChange={(k) => patch({ tab: k === 'mine' ? 'mine' : undefined, state: undefined })}
        items={[
          { key: 'market', label: <span data-testid="tab-market">{t('buyerRequests.tabs.market')}</span> },
          { key: 'mine', label: <span data-testid="tab-mine">{t('buyerRequests.tabs.mine')}</span> },
        ]}
      />
      {tab === 'market' ? (
        <div className="sb-requests-filters">
          <Input.Search
            allowClear
            placeholder={t('buyerRequests.page.search')}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(k) => patch({ keyword: k.trim() || undefined })}
            data-testid="request-search"
          />
          <Select
            allowClear
            placeholder={t('buyerRequests.page.allFamilies')}
            value={filters.categoryId}
            options={(families.data ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName }))}
            onChange={(v?: number) => patch({ categoryId: v, subCategoryId: undefined })}
            data-testid="filter-family"
          />
          <Select
            allowClear
            placeholder={t('buyerRequests.page.allGrades')}
            value={filters.subCategoryId}
            disabled={filters.categoryId === undefined}
            options={(grades.data ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName }))}
            onChange={(v?: number) => patch({ subCategoryId: v })}
            data-testid="filter-grade"
          />
          <Select
            allowClear
            placeholder={t('buyerRequests.page.allMethods')}
            value={filters.quoteType}
            options={QUOTE_TYPES.map((q) => ({ value: q, label: quoteTypeName(q, lang) }))}
            onChange={(v?: string) => patch({ quoteType: v })}
          />
          <Select
            allowClear
            placeholder={t('buyerRequests.page.allTerms')}
            value={filters.deliveryTerm}
            options={DELIVERY_TERMS.map((d) => ({ value: d, label: d }))}
            onChange={(v?: string) => patch({ deliveryTerm: v })}
          />
          <Button
            onClick={() => {
              setKeyword('');
              patch({ keyword: undefined, categoryId: undefined, subCategoryId: undefined, quoteType: undefined, deliveryTerm: undefined });
            }}
          >
            {t('buyerRequests.page.reset')}
          </Button>
        </div>
      ) : (
        <div className="sb-requests-filters" style={{ overflowX: 'auto' }}>
          <Segmented
            value={state}
            onChange={(v) => patch({ state: v === 'all' ? undefined : String(v) })}
            options={BUYER_REQUEST_TABS.map((s) => ({
              value: s,
              label: `${s === 'all' ? t('buyerRequests.tabs.all') : t(`buyerRequests.states.${s}`)}${counts ? ` ${counts[s] ?? 0}` : ''}`,
            }))}
            data-testid="mine-states"
          />
        </div>
      )}
      <p className="sb-requests-sub" data-testid="requests-total">
        {t('buyerRequests.page.total', { count: total })}
      </p>
      {query.isLoading ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description={t(tab === 'mine' ? 'buyerRequests.page.emptyMine' : 'buyerRequests.page.empty')} />
      ) : (
        <div className="sb-requests-grid">
          {rows.map((r) => (
            <RequestCard key={r.requestId} r={r} lang={lang} onOpen={onOpen} />
          ))}
        </div>
      )}
      {total > PAGE_SIZE && (
        <div className="sb-request-pager">
          <Pagination simple current={pageNum} pageSize={PAGE_SIZE} total={Math.min(total, BUYER_REQUEST_LIMITS.listMaxRows)} onChange={(p) => patch({ pageNum: p })} />
        </div>
      )}
    </div>
  );
}
