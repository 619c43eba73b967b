/** One purchase request as the market and "my posts" list it: title, state, grades, quantity, target, terms, validity. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TRequestCard } from '../api/buyer-requests-api.ts';
import { quantityText, STATE_COLOR, targetPriceText } from '../lib/request-format.ts';

export function RequestFacts({ r, lang }: { r: TRequestCard; lang: TLang }) {
  const { t } = useTranslation();
  const port = r.destinationPortName ?? r.portName;
  return (
    <dl className="sb-request-facts">
      <dt>{t('buyerRequests.card.quantity')}</dt>
      <dd data-testid="request-quantity">{quantityText(r, lang, (n) => t('buyerRequests.card.containers', { count: n }))}</dd>
      <dt>{t('buyerRequests.card.target')}</dt>
      <dd data-testid="request-target">{targetPriceText(r.quoteType, r.targetPrice, r.currency, lang)}</dd>
      <dt>{t('buyerRequests.card.terms')}</dt>
      <dd>{[r.deliveryTerm, port].filter(Boolean).join(' · ')}</dd>
      <dt>{t('buyerRequests.card.payment')}</dt>
      <dd>
        {t('buyerRequests.card.depositBalance', {
          deposit: r.depositRatio,
          balance: r.balanceRatio,
          // Mid-sentence: the lower-case wording.
          timing: t(`negotiation.web.paymentTimingInline.${r.paymentTiming}`),
        })}
      </dd>
      <dt>{t('buyerRequests.card.validUntil')}</dt>
      <dd>{r.validUntil}</dd>
    </dl>
  );
}

export function RequestCard({ r, lang, onOpen }: { r: TRequestCard; lang: TLang; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="sb-request-card" onClick={() => onOpen(r.requestId)} data-testid="request-card">
      <div className="sb-request-card-top">
        <h3>{r.title}</h3>
        <Tag color={STATE_COLOR[r.state]} data-testid="request-state">
          {t(`buyerRequests.states.${r.state}`)}
        </Tag>
      </div>
      <div className="sb-request-grades">
        {r.grades.map((g) => (
          <Tag key={g.subCategoryId}>{g.name}</Tag>
        ))}
        {r.demo && <Tag>{t('buyerRequests.card.demo')}</Tag>}
        {r.mine && <Tag color="purple">{t('buyerRequests.card.mine')}</Tag>}
        {r.offerCount > 0 && <Tag color="cyan">{t('buyerRequests.card.offers', { count: r.offerCount })}</Tag>}
      </div>
      <RequestFacts r={r} lang={lang} />
      {r.state === 'refused' && r.refuseReason && <p className="sb-requests-sub">{t('buyerRequests.card.refusedBecause', { reason: r.refuseReason })}</p>}
    </button>
  );
}
