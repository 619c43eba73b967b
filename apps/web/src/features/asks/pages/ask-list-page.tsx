/**
 * /askList — the supplier's own asks (§2; the shell sets role Supplier): state tabs with their counts (all, drafts,
 * under review, active, rejected — with staff's reason —, sold, expired), edit and delete, the way to publish, and
 * for each ask with quotes a link to its ranked quotes (/ask-quotes?askId, issue 4). Tab and page live in the URL.
 */
import '../lib/web-catalog.ts';
import '../asks.css';
import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Empty, Pagination, Popconfirm, Result, Tabs } from 'antd';
import { DeleteOutlined, EditOutlined, MessageOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SELLER_TABS, type TAskState, type TSellerTab } from '@scrapbridge/domain/ask';
import { quotesRoutes } from '@scrapbridge/domain/contract/routes/quotes';
import { routeQuery } from '#lib/route-client.ts';
import { toast } from '#lib/toast.ts';
import { useIsMobile } from '#lib/use-media-query.ts';
import { useDeleteAsk, useSellerList } from '../api/asks-api.ts';
import { AskCard, AskCardSkeletons } from '#components/ask-card.tsx';
import { cardView } from '#components/ask-card-model.ts';
import { PageFrame } from '../components/page-frame.tsx';
import { canDeleteAsk, canEditAsk } from '../lib/card-model.ts';
import { PAGE_SIZES, parseSellerFilters, sellerFiltersToParams, type TSellerFilters } from '../lib/list-params.ts';
import { useOpenAsk, useViewer } from '../lib/use-viewer.ts';

/** Ask states that can carry quotes (a deal under review reads as auditing); drafts and refused asks never do. */
const QUOTABLE_STATES = new Set<TAskState>(['active', 'auditing', 'deal', 'expired']);

/**
 * How many quotes each ask of the page has: the card carries no count, so it is read from the quote status the
 * detail page uses (owner only). Keyed under the quotes area, so a live quote event (lib/live-stream.ts) and every
 * quote action refresh it.
 */
function useQuoteCounts(askIds: readonly string[]): ReadonlyMap<string, number> {
  return useQueries({
    queries: askIds.map((askId) => ({ ...routeQuery(quotesRoutes.askStatus, { params: { askId } }, { quiet: true }), staleTime: 30_000 })),
    combine: (results) => new Map(results.map((r, i) => [askIds[i]!, r.data?.quoteCount ?? 0])),
  });
}

export default function AskListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = parseSellerFilters(params);
  const query = useSellerList(filters.state, filters.pageNum, filters.pageSize);
  const remove = useDeleteAsk();
  const openAsk = useOpenAsk();

  const update = (next: TSellerFilters) => setParams(sellerFiltersToParams(next));
  const rows = query.data?.rows;
  const counts = query.data?.counts;
  const views = useMemo(
    () => (rows ?? []).map((card) => ({ card, view: cardView(card, { lang: viewer.lang, unit: viewer.unit, t }) })),
    [rows, viewer.lang, viewer.unit, t],
  );

  const quotable = useMemo(() => (rows ?? []).filter((card) => QUOTABLE_STATES.has(card.askState)).map((card) => card.askId), [rows]);
  const quoteCounts = useQuoteCounts(quotable);

  const onDelete = (askId: string) =>
    remove.mutate(askId, {
      onSuccess: () => void toast('success', t('listings.detail.deleteSuccess')),
    });

  let content;
  if (query.isError && !query.data) {
    content = <Result status="warning" title={t('listings.list.loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  } else if (query.isLoading) {
    content = (
      <div className="sb-lgrid" aria-busy="true">
        <AskCardSkeletons count={4} />
      </div>
    );
  } else if (views.length === 0) {
    content = (
      <Empty className="sb-asks-empty" data-testid="list-empty" description={t(filters.state === 'all' ? 'listings.list.noOwnAsks' : 'listings.list.noData')}>
        <Link to="/publish">
          <Button type="primary" icon={<PlusOutlined />}>
            {t('listings.list.publish')}
          </Button>
        </Link>
      </Empty>
    );
  } else {
    content = (
      <>
        <div className={`sb-lgrid${query.isPlaceholderData ? ' sb-lgrid-stale' : ''}`} data-testid="seller-list">
          {views.map(({ card, view }) => (
            <AskCard
              key={card.askId}
              view={view}
              testId="seller-card"
              hideMine
              onOpen={openAsk}
              notice={
                card.askState === 'refused' && card.refuseReason ? (
                  <Alert className="sb-lcard-notice" type="error" showIcon title={t('listings.detail.refusedReason', { reason: card.refuseReason })} data-testid="refuse-reason" />
                ) : null
              }
              actions={
                <>
                  {(quoteCounts.get(card.askId) ?? 0) > 0 && (
                    <Button
                      size="small"
                      type="primary"
                      ghost
                      icon={<MessageOutlined />}
                      onClick={() => void navigate(`/ask-quotes?askId=${encodeURIComponent(card.askId)}`)}
                      data-testid="card-quotes"
                    >
                      {t('listings.list.viewQuotes', { count: quoteCounts.get(card.askId) ?? 0 })}
                    </Button>
                  )}
                  {canEditAsk(card.askState) && (
                    <Button size="small" icon={<EditOutlined />} onClick={() => void navigate(`/edit?askId=${encodeURIComponent(card.askId)}`)} data-testid="card-edit">
                      {t('listings.detail.edit')}
                    </Button>
                  )}
                  {canDeleteAsk(card.askState) && (
                    <Popconfirm
                      title={t('listings.detail.deleteConfirm')}
                      okText={t('listings.detail.delete')}
                      cancelText={t('common.cancel')}
                      okButtonProps={{ danger: true, loading: remove.isPending && remove.variables === card.askId }}
                      onConfirm={() => onDelete(card.askId)}
                    >
                      <Button size="small" danger icon={<DeleteOutlined />} data-testid="card-delete">
                        {t('listings.detail.delete')}
                      </Button>
                    </Popconfirm>
                  )}
                </>
              }
            />
          ))}
        </div>
        <Pagination
          className="sb-asks-pager"
          current={filters.pageNum}
          pageSize={filters.pageSize}
          total={query.data?.total ?? 0}
          showSizeChanger
          pageSizeOptions={PAGE_SIZES.map(String)}
          simple={mobile}
          onChange={(pageNum, pageSize) => update({ ...filters, pageNum: pageSize !== filters.pageSize ? 1 : pageNum, pageSize })}
        />
      </>
    );
  }

  return (
    <PageFrame
      testId="ask-list-page"
      title={t('listings.list.sellerTitle')}
      extra={
        <Link to="/publish">
          <Button type="primary" icon={<PlusOutlined />} data-testid="publish-button">
            {t('listings.list.publish')}
          </Button>
        </Link>
      }
    >
      <Tabs
        className="sb-state-tabs"
        activeKey={filters.state}
        onChange={(key) => update({ ...filters, state: key as TSellerTab, pageNum: 1 })}
        items={SELLER_TABS.map((tab) => ({
          key: tab,
          label: (
            <span data-testid={`tab-${tab}`}>
              {t(`listings.sellerTab.${tab}`)}
              {counts && <span className="sb-tab-count">{counts[tab] ?? 0}</span>}
            </span>
          ),
        }))}
      />
      {content}
    </PageFrame>
  );
}
