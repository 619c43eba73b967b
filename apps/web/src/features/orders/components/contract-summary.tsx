/**
 * One contract at a glance (§3 Contract/order, §4 Contract statuses): number, status, deal time, both parties,
 * commodity lines with weight (MT), price per MT and quote type, totals, payment terms, confirmation progress and
 * the money and shipping statuses. Read-only: the order detail, the contract page and the staff contract page
 * compose it with their own actions.
 */
import { Alert, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TContractDetail } from '@scrapbridge/domain/orders/contract';
import { QUOTE_METHODS } from '@scrapbridge/domain/quote-method';
import { pick, useLang } from '#lib/lang-text.ts';
import { dateTimeText, moneyText, mtText, ratioText, statusColor } from '../lib/order-texts.ts';
import '../orders.css';

export type TContractSummaryProps = { contract: TContractDetail };

export function ContractSummary({ contract: c }: TContractSummaryProps) {
  const { t } = useTranslation();
  const lang = useLang();
  // "Label: value" with the language's own colon (full-width in Chinese).
  const labelled = (label: string, value: string) => t('orders.web.labelled', { label, value });
  const partyOf = (side: 'buyer' | 'seller') => c.parties.find((p) => p.side === side) ?? null;
  const partyText = (side: 'buyer' | 'seller') => {
    const confirmed = partyOf(side);
    const who = c[side];
    const name = confirmed?.companyName ?? (pick(lang, who.companyName, who.companyNameEn) || who.displayName);
    const mine = c.viewerSide === side ? ` (${t('orders.web.summary.you')})` : '';
    return `${name}${mine}`;
  };
  const step = (at: string | null) =>
    at ? (
      <Tag color="green">{t('orders.web.summary.done', { at: dateTimeText(at, lang) })}</Tag>
    ) : (
      <Tag color="gold">{t('orders.web.summary.waiting')}</Tag>
    );
  const port = (name: TContractDetail['portName'], id: number | null) => (name ? pick(lang, name.zh, name.en) : id === null ? '—' : `#${id}`);
  const formulaLines = c.lines.some((l) => l.quoteType !== 'FIXED');

  return (
    <section className="sb-orders-summary" data-testid="contract-summary" data-status={c.status}>
      <header className="sb-orders-summary-head">
        <h2>
          {t('orders.web.summary.contract', { no: c.contractNo })}{' '}
          <Tag color={statusColor(c.status)} data-testid="contract-status">
            {t(`orders.status.${c.status}`)}
          </Tag>
        </h2>
        <span className="sb-muted">
          {labelled(t('orders.web.summary.dealAt'), dateTimeText(c.dealAt, lang))}
          {c.signedAt && ` · ${labelled(t('orders.web.summary.signedAt'), dateTimeText(c.signedAt, lang))}`}
        </span>
      </header>
      {c.underReview && c.status === 'pending' && <Alert type="info" showIcon title={t('orders.web.summary.underReview')} />}
      {c.status === 'voided' && (
        <Alert
          type="warning"
          showIcon
          data-testid="contract-voided"
          title={t('orders.web.deal.voided')}
          description={c.voidReason ? labelled(t('orders.web.summary.voidReason'), c.voidReason) : undefined}
        />
      )}

      <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="sb-orders-parties">
        <Descriptions.Item label={t('orders.web.summary.buyer')}>
          <span data-testid="summary-buyer">{partyText('buyer')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.web.summary.seller')}>
          <span data-testid="summary-seller">{partyText('seller')}</span>
        </Descriptions.Item>
      </Descriptions>

      <h3 className="sb-orders-h3">{t('orders.web.summary.lines')}</h3>
      <div className="sb-orders-lines" role="table" data-testid="contract-lines">
        <div className="sb-orders-line sb-orders-line-head" role="row">
          <span role="columnheader">{t('orders.web.summary.line')}</span>
          <span role="columnheader">{t('orders.web.summary.quoteType')}</span>
          <span role="columnheader">{t('orders.web.summary.price')}</span>
          <span role="columnheader">{t('orders.web.summary.weight')}</span>
          <span role="columnheader">{t('orders.web.summary.amount')}</span>
        </div>
        {c.lines.map((l) => (
          <div className="sb-orders-line" role="row" key={l.askDetailId}>
            <span role="cell" className="sb-orders-line-name">
              {pick(lang, l.detailNameZh, l.detailName)}
            </span>
            <span role="cell" data-label={t('orders.web.summary.quoteType')}>
              {pick(lang, QUOTE_METHODS[l.quoteType].quoteTypeZh, QUOTE_METHODS[l.quoteType].quoteTypeEn)}
            </span>
            <span role="cell" data-label={t('orders.web.summary.price')}>
              {l.priceStr}
            </span>
            <span role="cell" data-label={t('orders.web.summary.weight')}>
              {mtText(l.weight, t)}
              {l.containers !== null && ` · ${l.containers} ${t('orders.web.summary.containers')}`}
            </span>
            <span role="cell" data-label={t('orders.web.summary.amount')}>
              {moneyText(l.amount, c.currency)}
            </span>
          </div>
        ))}
        <div className="sb-orders-line sb-orders-line-total" role="row">
          <span role="cell">{t('orders.web.summary.total')}</span>
          <span role="cell" />
          <span role="cell" />
          <span role="cell" data-label={t('orders.web.summary.weight')}>
            {mtText(c.totalWeight, t)}
          </span>
          <span role="cell" data-label={t('orders.web.summary.amount')} data-testid="contract-total">
            {moneyText(c.totalAmount, c.currency)}
          </span>
        </div>
      </div>
      {formulaLines && <p className="sb-muted sb-orders-note">{t('orders.web.summary.totalFormula')}</p>}

      <h3 className="sb-orders-h3">{t('orders.web.summary.terms')}</h3>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('orders.web.summary.incoterm')}>{c.term}</Descriptions.Item>
        {c.portId !== null && <Descriptions.Item label={t('orders.web.summary.port')}>{port(c.portName, c.portId)}</Descriptions.Item>}
        {c.destinationPortId !== null && (
          <Descriptions.Item label={t('orders.web.summary.destinationPort')}>{port(c.destinationPortName, c.destinationPortId)}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('orders.web.summary.prepay')}>{c.prepayRate}%</Descriptions.Item>
        <Descriptions.Item label={t('orders.web.summary.ratio')}>{ratioText(t, c.depositRatio, c.balanceRatio)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.web.summary.paymentTiming')}>{t(`orders.paymentTiming.${c.paymentTiming}`)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.web.summary.fixingSide')}>{t(`orders.fixingSide.${c.fixingSide}`)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.web.summary.tax')}>
          {t(c.taxIncluded ? 'orders.web.summary.taxIncluded' : 'orders.web.summary.taxExcluded')}
        </Descriptions.Item>
      </Descriptions>

      <h3 className="sb-orders-h3">{t('orders.web.summary.confirmation')}</h3>
      {/* A wrapping row, not Descriptions: antd's columns follow the window, and the contract page is narrower. */}
      <div className="sb-orders-progress" data-testid="confirmation-progress">
        {(
          [
            ['buyerCompany', c.confirmation.buyerCompany],
            ['sellerCompany', c.confirmation.sellerCompany],
            ['billOfLading', c.confirmation.billOfLading],
          ] as const
        ).map(([key, at]) => (
          <span key={key} className="sb-orders-progress-item">
            <span className="sb-muted">{t('orders.web.labelled', { label: t(`orders.web.summary.${key}`), value: '' })}</span>
            {step(at)}
          </span>
        ))}
      </div>
      <div className="sb-orders-statuses" data-testid="contract-statuses">
        <Tag color={c.depositStatus === 'paid' ? 'green' : 'default'}>{t(`orders.deposit.${c.depositStatus}`)}</Tag>
        <Tag color={c.paymentStatus === 'paid' ? 'green' : c.paymentStatus === 'partial' ? 'blue' : 'default'}>
          {labelled(t('orders.web.summary.payment'), t(`orders.payment.${c.paymentStatus}`))}
        </Tag>
        <Tag color={c.shippingStatus ? 'blue' : 'default'}>
          {labelled(t('orders.web.summary.shipping'), t(`orders.shipping.${c.shippingStatus ?? 'none'}`))}
        </Tag>
      </div>
    </section>
  );
}
