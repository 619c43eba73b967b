/**
 * /order-detail?contractId= — one order (§2 order detail; §3 Contract/order): the contract at a glance, the call to
 * confirm it while the viewer still has a step to do, the way to the contract itself (/deal-detail/:contractId),
 * and the shipments, money, documents and dispute panels. A contract that is not the viewer's reads "not found".
 */
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeliveryFeedbackPanel } from '#components/delivery-feedback-panel.tsx';
import { FeatureFrame } from '#components/page-frame.tsx';
import { OrderClaimsPanel } from '#components/order-claims-panel.tsx';
import { useContract } from '../api/orders-api.ts';
import { ContractSummary } from '../components/contract-summary.tsx';
import { ContractPdfButton } from '../components/pdf-button.tsx';
import { DisputePanel } from '../components/dispute-panel.tsx';
import { DocumentsPanel } from '../components/documents-panel.tsx';
import { MoneyPanel } from '../components/money-panel.tsx';
import { PricingPanel } from '../components/pricing-panel.tsx';
import { ShipmentsPanel } from '../components/shipments-panel.tsx';
import '../orders.css';

export default function OrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const contractId = params.get('contractId') ?? '';
  const query = useContract(contractId || null);
  const c = query.data;

  if (!contractId || query.isError) {
    return (
      <FeatureFrame classPrefix="sb-orders" testId="order-detail-page" title={t('orders.web.list.title')}>
        <Result status="404" title={t('orders.web.detail.notFound')} extra={<Link to="/order-list">{t('orders.web.detail.backToList')}</Link>} />
      </FeatureFrame>
    );
  }
  if (!c) {
    return (
      <FeatureFrame classPrefix="sb-orders" testId="order-detail-page" title={t('common.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </FeatureFrame>
    );
  }
  const dealPath = `/deal-detail/${encodeURIComponent(c.contractId)}`;
  return (
    <FeatureFrame
      classPrefix="sb-orders"
      testId="order-detail-page"
      title={t('orders.web.detail.title', { no: c.contractNo })}
      extra={
        <>
          <Link to="/order-list">{t('orders.web.detail.backToList')}</Link>
          <ContractPdfButton contractId={c.contractId} contractNo={c.contractNo} />
          <Button onClick={() => void navigate(dealPath)} data-testid="view-contract">
            {t('orders.web.detail.viewContract')}
          </Button>
        </>
      }
    >
      {c.myPendingSteps.length > 0 && (
        <Alert
          className="sb-orders-cta"
          type="warning"
          showIcon
          data-testid="confirm-cta"
          title={t('orders.web.detail.confirmHint')}
          action={
            <Button type="primary" onClick={() => void navigate(dealPath)} data-testid="confirm-cta-button">
              {t('orders.web.detail.confirmCta')}
            </Button>
          }
        />
      )}
      <ContractSummary contract={c} />
      <div className="sb-orders-panels">
        <ShipmentsPanel contractId={c.contractId} mode="party" />
        <PricingPanel askId={c.askId} />
        <MoneyPanel contractId={c.contractId} mode="party" />
        <DocumentsPanel contractId={c.contractId} mode="party" />
        <DisputePanel contractId={c.contractId} mode="party" />
        <OrderClaimsPanel contractId={c.contractId} viewerSide={c.viewerSide} />
        <DeliveryFeedbackPanel contractId={c.contractId} viewerSide={c.viewerSide} />
      </div>
    </FeatureFrame>
  );
}
