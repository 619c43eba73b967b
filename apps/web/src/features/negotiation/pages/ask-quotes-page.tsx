/**
 * /ask-quotes?askId — the seller's quote list of one ask (§2 "inquiry and quote lists"; issue 4 item 3): every
 * buyer's offer ranked by its price at USD/MT at the latest reference prices, with its buttons and the whole
 * negotiation thread. §2 gives no path; this one is reached from the ask's detail page (the owner's "all quotes").
 */
import { Link, useSearchParams } from 'react-router';
import { Result } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { AntdScope } from '#components/antd-scope.tsx';
import { ApiError } from '#lib/api-client.ts';
import { readMarketType, readUnits } from '#lib/storage.ts';
import '../negotiation.css';
import { useAskForQuotes, useAskQuotes, usePorts } from '../api/negotiation-api.ts';
import { RankedQuotes } from '../components/ranked-quotes.tsx';
import { useLiveQuoteEvents } from '#lib/live-stream.ts';
import { pickName } from '../lib/quote-texts.ts';

export default function AskQuotesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const unit = readMarketType() === 'cn' ? 'MT' : (readUnits().weightUnit ?? 'MT');
  useLiveQuoteEvents();
  const [params] = useSearchParams();
  const askId = params.get('askId');
  const ask = useAskForQuotes(askId);
  const quotes = useAskQuotes(askId);
  const ports = usePorts();
  // Someone else's listing (or none by that id) answers 404/403: say so, rather than "failed to load" with a retry.
  const notMine = quotes.error instanceof ApiError && (quotes.error.code === ErrorCode.NotFound || quotes.error.code === ErrorCode.Forbidden);

  return (
    <AntdScope>
      <section className="sb-nego-page sb-nego" data-testid="ask-quotes-page">
        <div className="sb-nego-toolbar">
          <div>
            <h1>{t('negotiation.web.askQuotes.title')}</h1>
            {ask.data && <span className="sb-muted">{pickName(lang, ask.data.askNameZh, ask.data.askName) || ask.data.productNames.join(' · ')}</span>}
          </div>
          {askId && (
            <Link to={`/view-detail?askId=${encodeURIComponent(askId)}`}>
              <LeftOutlined /> {t('negotiation.web.askQuotes.back')}
            </Link>
          )}
        </div>
        {!askId ? (
          <Result status="404" title={t('negotiation.web.askQuotes.missing')} extra={<Link to="/askList">{t('negotiation.web.askQuotes.toAskList')}</Link>} />
        ) : notMine ? (
          <Result
            status="403"
            title={t('negotiation.web.askQuotes.notYours')}
            subTitle={t('negotiation.web.askQuotes.notYoursHint')}
            extra={<Link to="/askList">{t('negotiation.web.askQuotes.toAskList')}</Link>}
            data-testid="ask-quotes-not-yours"
          />
        ) : (
          <RankedQuotes query={quotes} ask={ask.data ?? null} lang={lang} unit={unit} ports={ports.data?.labels ?? new Map()} />
        )}
      </section>
    </AntdScope>
  );
}
