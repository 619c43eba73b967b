/**
 * /inquiry-list — the buyer's inquiry list (§2 "inquiry and quote lists"; issue 4 item 3): every quote the buyer
 * made, newest activity first, with the §4 buyer-side status and label of its ask, the quote's state, its buttons
 * and the whole negotiation thread. §2 names the list but no path; this one sits beside /quoteList (the buyer's
 * market) and is reached from the detail page and the header. Live: the seller's moves show without a reload.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Empty, Pagination, Result, Segmented, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { INQUIRY_TABS } from '@scrapbridge/domain/quotes/quote-view';
import { AntdScope } from '#components/antd-scope.tsx';
import { readUnits, readMarketType } from '#lib/storage.ts';
import '../negotiation.css';
import { useInquiries, usePorts, type TInquiryTab } from '../api/negotiation-api.ts';
import { QuoteCard } from '../components/quote-card.tsx';
import { useLiveQuoteEvents } from '#lib/live-stream.ts';
import { pickName } from '../lib/quote-texts.ts';

const PAGE_SIZE = 10;

export default function InquiryListPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const unit = readMarketType() === 'cn' ? 'MT' : (readUnits().weightUnit ?? 'MT');
  useLiveQuoteEvents();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TInquiryTab = (INQUIRY_TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as TInquiryTab) : 'all';
  const [page, setPage] = useState(1);
  const query = useInquiries(tab, page, PAGE_SIZE);
  const ports = usePorts();
  const labels = ports.data?.labels ?? new Map<number, string>();

  let body;
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError || !query.data) {
    body = <Result status="warning" title={t('negotiation.web.list.loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  } else if (query.data.rows.length === 0) {
    body = (
      <Empty description={t('negotiation.web.inquiries.empty')}>
        <Link to="/quoteList">{t('negotiation.web.inquiries.browse')}</Link>
      </Empty>
    );
  } else {
    body = (
      <Space direction="vertical" size={14} className="sb-full">
        {query.data.rows.map((row) => (
          <QuoteCard
            key={row.quoteId}
            quote={row}
            lang={lang}
            unit={unit}
            ask={null}
            ports={labels}
            testId="inquiry-row"
            title={
              <>
                <Link className="sb-nego-ask-link" to={`/view-detail?askId=${encodeURIComponent(row.askId)}`} data-testid="inquiry-ask-link">
                  {pickName(lang, row.askNameZh, row.askName) || t('negotiation.web.inquiries.untitled')}
                </Link>
                <Tag data-testid="inquiry-buyer-status" data-status={row.buyerStatus}>
                  {t(`negotiation.buyerStatus.${row.buyerStatus}`)}
                </Tag>
                {row.label && <Tag data-testid="inquiry-label">{t(`negotiation.labels.${row.label}`)}</Tag>}
              </>
            }
          />
        ))}
        {query.data.total > PAGE_SIZE && (
          <Pagination current={page} pageSize={PAGE_SIZE} total={query.data.total} onChange={setPage} showSizeChanger={false} size="small" />
        )}
      </Space>
    );
  }

  return (
    <AntdScope>
      <section className="sb-nego-page sb-nego" data-testid="inquiry-list-page">
        <div className="sb-nego-toolbar">
          <div>
            <h1>{t('negotiation.web.inquiries.title')}</h1>
            <span className="sb-muted">{t('negotiation.web.inquiries.subtitle')}</span>
          </div>
          <Segmented
            value={tab}
            onChange={(v) => {
              setPage(1);
              setParams({ tab: String(v) }, { replace: true });
            }}
            options={INQUIRY_TABS.map((v) => ({ value: v, label: <span data-testid={`inquiry-tab-${v}`}>{t(`negotiation.web.inquiries.tabs.${v}`)}</span> }))}
          />
        </div>
        {body}
      </section>
    </AntdScope>
  );
}
