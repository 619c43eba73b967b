/**
 * /quoteList — the buyer list (§2; the shell sets role Buyer). Search by material in zh and en, filters, sort and
 * pages, all in the URL (shareable; back returns to the same page). Cards per §2; a click records the §7 click
 * event and opens /view-detail.
 */
import '../lib/web-catalog.ts';
import '../asks.css';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, Drawer, Empty, Input, Pagination, Result, Select, Tooltip } from 'antd';
import { FilterOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ASK_SORTS, buyerCountCap, FOLLOWED_FILTER } from '@scrapbridge/domain/ask';
import { useIsMobile } from '#lib/use-media-query.ts';
import { useBuyerList } from '../api/asks-api.ts';
import { AskCard, AskCardSkeletons } from '#components/ask-card.tsx';
import { cardView } from '#components/ask-card-model.ts';
import { BuyerFilters, ResetFilters } from '../components/buyer-filters.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { totalText } from '../lib/card-model.ts';
import {
  activeFilterCount,
  buyerFiltersToParams,
  clearFilters,
  maxPage,
  PAGE_SIZES,
  parseBuyerFilters,
  withFilters,
  type TAskSort,
  type TBuyerFilters,
} from '../lib/list-params.ts';
import { useOpenAsk, useViewer } from '../lib/use-viewer.ts';

export default function QuoteListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const defaults = { weightUnit: viewer.unit };
  const filters = parseBuyerFilters(params, defaults);
  const query = useBuyerList(viewer.market, filters);
  const openAsk = useOpenAsk();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [seenKeyword, setSeenKeyword] = useState(filters.keyword);
  if (seenKeyword !== filters.keyword) {
    setSeenKeyword(filters.keyword);
    setKeyword(filters.keyword ?? '');
  }

  const update = (next: TBuyerFilters) => {
    setParams(buyerFiltersToParams(next, defaults));
    if (next.pageNum !== filters.pageNum) window.scrollTo({ top: 0 });
  };
  const change = (patch: Partial<TBuyerFilters>) => update(withFilters(filters, patch));
  const count = activeFilterCount(filters);
  const narrowed = count > 0 || !!filters.keyword;

  const rows = query.data?.rows;
  const total = query.data?.total ?? 0;
  // The server counts ten pages ahead of this one at most: a total that reached that cap reads "200+".
  const countCap = buyerCountCap((filters.pageNum - 1) * filters.pageSize, filters.pageSize);
  const followedOnly = filters.followed === FOLLOWED_FILTER;
  const views = useMemo(
    () => (rows ?? []).map((card) => cardView(card, { lang: viewer.lang, unit: viewer.unit, t })),
    [rows, viewer.lang, viewer.unit, t],
  );

  const sortControls = (
    <div className="sb-sort">
      <span className="sb-filter-label">{t('listings.filters.sortBy')}</span>
      <Select
        data-testid="sort-select"
        aria-label={t('listings.filters.sortBy')}
        value={filters.sort}
        style={{ minWidth: 130 }}
        options={ASK_SORTS.map((s) => ({ value: s, label: t(`listings.sort.${s}`) }))}
        onChange={(v: TAskSort) => change({ sort: v })}
      />
      <Tooltip title={t(filters.order === 'desc' ? 'listings.filters.desc' : 'listings.filters.asc')}>
        <Button
          aria-label={t(filters.order === 'desc' ? 'listings.filters.desc' : 'listings.filters.asc')}
          data-testid="sort-order"
          icon={filters.order === 'desc' ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
          onClick={() => change({ order: filters.order === 'desc' ? 'asc' : 'desc' })}
        />
      </Tooltip>
    </div>
  );

  const filtersPanel = (
    <BuyerFilters filters={filters} viewer={viewer} onChange={change} />
  );

  let content;
  if (query.isError && !query.data) {
    content = (
      <Result
        status="warning"
        title={t('listings.list.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (query.isLoading) {
    content = (
      <div className="sb-lgrid" aria-busy="true">
        <AskCardSkeletons count={8} />
      </div>
    );
  } else if (views.length === 0) {
    content = (
      <Empty
        className="sb-asks-empty"
        data-testid="list-empty"
        description={followedOnly && count === 1 && !filters.keyword ? t('listings.list.noFollowed') : narrowed ? t('listings.list.noResults') : t('listings.list.noData')}
      >
        {narrowed && <Button onClick={() => update(clearFilters({ ...filters, keyword: undefined }, defaults))}>{t('listings.filters.clearAll')}</Button>}
      </Empty>
    );
  } else {
    content = (
      <>
        <div className={`sb-lgrid${query.isPlaceholderData ? ' sb-lgrid-stale' : ''}`} data-testid="buyer-list">
          {views.map((view) => (
            <AskCard key={view.askId} view={view} onOpen={openAsk} />
          ))}
        </div>
        <Pagination
          className="sb-asks-pager"
          current={filters.pageNum}
          pageSize={filters.pageSize}
          total={total}
          showSizeChanger
          pageSizeOptions={PAGE_SIZES.map(String)}
          simple={mobile}
          onChange={(pageNum, pageSize) =>
            pageSize !== filters.pageSize ? change({ pageSize }) : change({ pageNum: Math.min(pageNum, maxPage(pageSize)) })
          }
        />
      </>
    );
  }

  return (
    <PageFrame
      testId="quote-list-page"
      title={t('listings.list.buyerTitle')}
      subtitle={query.data ? <span data-testid="list-total">{t('listings.list.total', { count: totalText(total, countCap) })}</span> : null}
    >
      <div className="sb-searchbar">
        <Input.Search
          data-testid="search-input"
          value={keyword}
          allowClear
          enterButton={t('listings.filters.search')}
          placeholder={t('listings.filters.keywordPlaceholder')}
          aria-label={t('listings.filters.search')}
          maxLength={100}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => change({ keyword: v.trim() || undefined })}
        />
        {mobile && (
          <Badge count={count} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setDrawerOpen(true)} data-testid="filters-open">
              {t('listings.filters.title')}
            </Button>
          </Badge>
        )}
      </div>
      {mobile ? (
        <>
          <div className="sb-toolbar">{sortControls}</div>
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t('listings.filters.title')}
            placement="bottom"
            size="85vh"
            extra={<ResetFilters count={count} onReset={() => update(clearFilters(filters, defaults))} />}
            footer={
              <Button type="primary" block onClick={() => setDrawerOpen(false)} data-testid="filters-done">
                {t('listings.filters.showResults', { count: totalText(total, countCap) })}
              </Button>
            }
          >
            {filtersPanel}
          </Drawer>
        </>
      ) : (
        <div className="sb-filter-panel">
          {filtersPanel}
          <div className="sb-toolbar">
            {sortControls}
            <ResetFilters count={count} onReset={() => update(clearFilters(filters, defaults))} />
          </div>
        </div>
      )}
      {content}
    </PageFrame>
  );
}
