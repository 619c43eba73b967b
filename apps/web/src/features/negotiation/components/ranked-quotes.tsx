/**
 * The seller's quotes on one ask, best first by the offer at USD/MT at the latest reference prices (issue 4 item
 * 3), each with its buttons and negotiation thread. The references the ranking used are named, so a seller knows
 * why a formula offer ranks where it does; an offer whose reference is missing ranks last and says so.
 */
import { Alert, Button, Empty, Result, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import { formatTrimmed } from '@scrapbridge/domain/price-display';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import type { TAskQuoteList } from '../api/negotiation-api.ts';
import { usdPerMtText } from '../lib/quote-texts.ts';
import { QuoteCard } from './quote-card.tsx';

type TProps = {
  query: { data: TAskQuoteList | undefined; isLoading: boolean; isError: boolean; refetch: () => unknown };
  ask: Pick<TAskDetail, 'askDetailList'> | null;
  lang: TLang;
  unit: TWeightUnit;
  ports: ReadonlyMap<number, string>;
  /** On the detail page: no references line. */
  compact?: boolean;
};

export function RankedQuotes({ query, ask, lang, unit, ports, compact = false }: TProps) {
  const { t } = useTranslation();
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError || !query.data) {
    return <Result status="warning" title={t('negotiation.web.list.loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  }
  const list = query.data;
  return (
    <div className="sb-ranked" data-testid="ranked-quotes">
      {!compact && list.references.length > 0 && (
        <Alert
          type="info"
          className="sb-quote-alert"
          title={t('negotiation.web.list.references', {
            refs: list.references.map((r) => `${r.basis} ${formatTrimmed(r.price, 2)} (${r.priceDate})`).join(' · '),
          })}
        />
      )}
      {list.rows.length === 0 && <Empty description={t('negotiation.web.list.noQuotes')} />}
      <Space direction="vertical" size={12} className="sb-full">
        {list.rows.map((q) => (
          <QuoteCard
            key={q.quoteId}
            quote={q}
            lang={lang}
            unit={unit}
            ask={ask}
            ports={ports}
            testId="seller-quote"
            threadOpen={!compact}
            title={
              <>
                <Tag color="geekblue" data-testid="quote-rank">
                  #{q.rank}
                </Tag>
                <span className="sb-muted">{t('negotiation.web.list.buyer', { id: q.buyerUserId.slice(0, 8) })}</span>
              </>
            }
            extra={<span data-testid="quote-normalised">{usdPerMtText(q.normalisedUsdPerMt)}</span>}
          />
        ))}
      </Space>
    </div>
  );
}
