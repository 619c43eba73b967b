/**
 * Price fixing on the order page (issue 14 item 4; §4 Price fixing; §2 fix price dialog): for a formula contract, its
 * pricing status, who fixes, the formula and pricing period, each shipment with its containers, net weight and fix
 * (price per MT with the settlement used, or waiting, or rejected with the reason), and what the fixes come to — the
 * contract value so far, the deposit and the final amount. The fixing party opens the "Fix price" dialog from here.
 * A contract priced at the deal shows nothing.
 */
import { useState } from 'react';
import { Alert, Button, Descriptions, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TPricingInfo, TPricingShipment, TPricingWindowView } from '@scrapbridge/domain/pricing/fixing-view';
import type { TPricingStatus } from '@scrapbridge/domain/pricing/fixing';
import { usePricingInfo } from '../api/pricing-api.ts';
import { FixPriceDialog } from './fix-price-dialog.tsx';
import { amountText } from './money-format.ts';
import { OrderPanel } from './order-panel.tsx';
import '../pricing.css';

export const PRICING_STATUS_COLORS: Record<TPricingStatus, string> = { unpriced: 'default', partially_fixed: 'gold', fully_fixed: 'green' };

/** §9 price display: "LME × 97.25 %", "CMX − 55". */
export function formulaText(f: { quoteType: string; deduction: number; value: string }): string {
  return f.deduction === 1 ? `${f.quoteType} × ${f.value} %` : `${f.quoteType} − ${f.value}`;
}

export function useWindowText() {
  const { t } = useTranslation();
  return (w: TPricingWindowView) => {
    const period = w.pricingPeriod ? t(`fixing.web.panel.period.${w.pricingPeriod}`) : t('fixing.web.panel.period.spot');
    const range = w.closesOn ? t('fixing.web.panel.windowRange', { from: w.opensOn, to: w.closesOn }) : t('fixing.web.panel.windowOpenEnded', { from: w.opensOn });
    return `${period} · ${range}`;
  };
}

export function PricingPanel({ askId }: { askId: string }) {
  const query = usePricingInfo(askId);
  // Only formula contracts have anything to fix; a fixed-price deal (or a read that failed) shows no panel.
  if (query.data && query.data.formula === null) return null;
  if (query.isError) return null;
  return <PricingPanelBody query={query} />;
}

function PricingPanelBody({ query }: { query: ReturnType<typeof usePricingInfo> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const info = query.data;
  const windowText = useWindowText();
  return (
    <OrderPanel
      className="sb-pricing-panel"
      testId="pricing-panel"
      title={t('fixing.web.panel.title')}
      action={
        info?.canRequest && (
          <Button type="primary" onClick={() => setOpen(true)} data-testid="fix-price-open">
            {t('fixing.web.panel.fixButton')}
          </Button>
        )
      }
      query={query}
      missing={!info}
      loadFailed={t('fixing.web.panel.loadFailed')}
      dialogs={info?.canRequest && <FixPriceDialog open={open} onClose={() => setOpen(false)} info={info} />}
    >
      {info && (
        <>
          <div className="sb-pricing-tags">
            {info.pricingStatus && (
              <Tag color={PRICING_STATUS_COLORS[info.pricingStatus]} data-testid="pricing-status" data-status={info.pricingStatus}>
                {t(`fixing.web.status.${info.pricingStatus}`)}
              </Tag>
            )}
            <Tag>{t(`fixing.web.panel.fixer.${info.fixingParty}`)}</Tag>
            {info.fixingSide === 'undecided' && <span className="sb-pricing-muted">{t('fixing.web.panel.undecidedNote')}</span>}
          </div>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="sb-pricing-terms">
            <Descriptions.Item label={t('fixing.web.panel.formula')}>
              <span data-testid="pricing-formula">{info.formula ? formulaText(info.formula) : '—'}</span>
            </Descriptions.Item>
            {info.shipments[0] && <Descriptions.Item label={t('fixing.web.panel.window')}>{windowText(info.shipments[0].window)}</Descriptions.Item>}
          </Descriptions>
          {info.shipments.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fixing.web.panel.noShipments')} />
          ) : (
            <ul className="sb-pricing-shipments">
              {info.shipments.map((s) => (
                <ShipmentFixRow key={s.shipmentId} s={s} />
              ))}
            </ul>
          )}
          <Totals info={info} />
        </>
      )}
    </OrderPanel>
  );
}

function ShipmentFixRow({ s }: { s: TPricingShipment }) {
  const { t } = useTranslation();
  const f = s.fix;
  const state = f?.status ?? 'none';
  return (
    <li className="sb-pricing-shipment" data-testid="pricing-shipment" data-fix-status={state} data-shipment-id={s.shipmentId}>
      <div className="sb-pricing-shipment-head">
        <strong>{s.billNo ?? t('fixing.web.columns.shipment')}</strong>
        <Tag color={state === 'confirmed' ? 'green' : state === 'requested' ? 'blue' : state === 'rejected' ? 'red' : 'default'} data-testid="pricing-fix-status">
          {t(`fixing.web.fixStatus.${state}`)}
        </Tag>
      </div>
      <div className="sb-pricing-muted">
        {t('fixing.web.dialog.containers', { count: s.containers.length, numbers: s.containers.map((c) => c.containerNo).join(', ') || '—' })} · {t('fixing.web.columns.netWeight')}: {s.netWeightMt}
      </div>
      {f?.status === 'confirmed' && f.pricePerMt && (
        <div className="sb-pricing-fixed" data-testid="pricing-fixed">
          <span data-testid="pricing-fixed-price">{t('fixing.web.fixedAt', { price: amountText(f.pricePerMt, f.currency ?? undefined) })}</span>
          {' · '}
          <span>
            {t('fixing.web.columns.amount')}: <strong data-testid="pricing-fixed-amount">{amountText(f.amount ?? '0', f.currency ?? undefined)}</strong>
          </span>
          <div className="sb-pricing-muted">
            {t('fixing.web.settlementOf', { basis: f.basis ?? '', date: f.settlementDate ?? '', price: f.settlementPrice ? amountText(f.settlementPrice) : '—' })}
            {f.origin === 'fallback' && ` · ${t('fixing.web.fallback')}`}
          </div>
        </div>
      )}
      {f?.status === 'rejected' && f.reason && <div className="sb-pricing-muted">{t('fixing.web.rejectedReason', { reason: f.reason })}</div>}
    </li>
  );
}

function Totals({ info }: { info: TPricingInfo }) {
  const { t } = useTranslation();
  return (
    <div className="sb-pricing-totals" data-testid="pricing-totals">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('fixing.web.panel.fixedAmount')}>
          {t('fixing.web.panel.fixedWeight', { fixed: info.fixedWeightMt, total: info.formulaWeightMt ?? '—' })} · {amountText(info.fixedAmount, info.fixedCurrency ?? info.currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fixing.web.panel.contractValue')}>{amountText(info.contractValue, info.currency)}</Descriptions.Item>
        <Descriptions.Item label={t('fixing.web.panel.deposit')}>{amountText(info.depositInvoiced, info.currency)}</Descriptions.Item>
        <Descriptions.Item label={t('fixing.web.panel.finalAmount')}>
          <strong data-testid="pricing-final-amount" data-amount={info.finalAmount}>
            {amountText(info.finalAmount, info.currency)}
          </strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('fixing.web.panel.finalInvoice')}>
          {info.finalInvoiceAmount ? amountText(info.finalInvoiceAmount, info.currency) : t('fixing.web.panel.finalInvoiceNone')}
        </Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon className="sb-pricing-note" title={t('fixing.web.panel.finalNote')} />
    </div>
  );
}
