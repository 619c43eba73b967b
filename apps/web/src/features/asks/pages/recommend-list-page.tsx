/**
 * /recommendList — "good goods" from the More menu: what buyers open most (the buyer list sorted by clicks, open
 * asks only), as a simple grid with pages. The home page's public eight come from /ask/list/buyer/pub; signed-in
 * users get the whole ranking here.
 */
import '../lib/web-catalog.ts';
import '../asks.css';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Empty, Pagination, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { BUYER_LIST_MAX_ROWS } from '@scrapbridge/domain/ask';
import { useIsMobile } from '#lib/use-media-query.ts';
import { useBuyerList } from '../api/asks-api.ts';
import { AskCard, AskCardSkeletons } from '#components/ask-card.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { cardView } from '#components/ask-card-model.ts';
import { DEFAULT_PAGE_SIZE, maxPage, type TBuyerFilters } from '../lib/list-params.ts';
import { useOpenAsk, useViewer } from '../lib/use-viewer.ts';

export default function RecommendListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const pageNum = Math.min(Math.max(1, Math.floor(Number(params.get('pageNum')) || 1)), maxPage(DEFAULT_PAGE_SIZE));
  const filters: TBuyerFilters = { pageNum, pageSize: DEFAULT_PAGE_SIZE, weightUnit: viewer.unit, sort: 'clicks', order: 'desc', scope: 'open' };
  const query = useBuyerList(viewer.market, filters);
  const openAsk = useOpenAsk();
  const rows = query.data?.rows;
  const views = useMemo(() => (rows ?? []).map((card) => cardView(card, { lang: viewer.lang, unit: viewer.unit, t })), [rows, viewer.lang, viewer.unit, t]);

  let content;
  if (query.isError && !query.data) {
    content = <Result status="warning" title={t('listings.list.loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  } else if (query.isLoading) {
    content = (
      <div className="sb-lgrid" aria-busy="true">
        <AskCardSkeletons count={8} />
      </div>
    );
  } else if (views.length === 0) {
    content = <Empty className="sb-asks-empty" data-testid="list-empty" description={t('listings.list.noData')} />;
  } else {
    content = (
      <>
        <div className="sb-lgrid" data-testid="recommend-list">
          {views.map((view) => (
            <AskCard key={view.askId} view={view} onOpen={openAsk} />
          ))}
        </div>
        <Pagination
          className="sb-asks-pager"
          current={pageNum}
          pageSize={DEFAULT_PAGE_SIZE}
          total={Math.min(query.data?.total ?? 0, BUYER_LIST_MAX_ROWS)}
          showSizeChanger={false}
          simple={mobile}
          onChange={(p) => {
            setParams(p > 1 ? { pageNum: String(p) } : {});
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );
  }

  return (
    <PageFrame
      testId="recommend-list-page"
      title={t('listings.list.recommended')}
      subtitle={t('listings.list.recommendedHint')}
      extra={
        <Link to="/quoteList">
          <Button>{t('listings.list.browseAll')}</Button>
        </Link>
      }
    >
      {content}
    </PageFrame>
  );
}
