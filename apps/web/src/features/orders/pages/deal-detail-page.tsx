/**
 * /deal-detail/:contractId — the contract (§2 contract detail with files, contract confirmation in two steps): its
 * lines, terms, parties and status, the two confirmation steps while it is pending, the confirmed companies and
 * bill-of-lading instructions, the PDF, and its files (the signed copy is uploaded there).
 */
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FeatureFrame } from '#components/page-frame.tsx';
import { useContract } from '../api/orders-api.ts';
import { ConfirmSteps } from '../components/confirm-steps.tsx';
import { ContractParties } from '../components/contract-parties.tsx';
import { ContractSummary } from '../components/contract-summary.tsx';
import { DisputePanel } from '../components/dispute-panel.tsx';
import { DocumentsPanel } from '../components/documents-panel.tsx';
import { ContractPdfButton } from '../components/pdf-button.tsx';
import { AddressBookButton } from '../components/address-book-dialog.tsx';
import '../orders.css';

export default function DealDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contractId = '' } = useParams();
  const query = useContract(contractId || null);
  const c = query.data;

  if (!contractId || query.isError) {
    return (
      <FeatureFrame classPrefix="sb-orders" testId="deal-detail-page" title={t('orders.web.list.title')} width="narrow">
        <Result status="404" title={t('orders.web.detail.notFound')} extra={<Link to="/order-list">{t('orders.web.detail.backToList')}</Link>} />
      </FeatureFrame>
    );
  }
  if (!c) {
    return (
      <FeatureFrame classPrefix="sb-orders" testId="deal-detail-page" title={t('common.loading')} width="narrow">
        <Skeleton active paragraph={{ rows: 10 }} />
      </FeatureFrame>
    );
  }
  return (
    <FeatureFrame
      classPrefix="sb-orders"
      testId="deal-detail-page"
      width="narrow"
      title={t('orders.web.deal.title', { no: c.contractNo })}
      extra={
        <>
          {c.viewerSide !== 'staff' && (
            <Button onClick={() => void navigate(`/order-detail?contractId=${encodeURIComponent(c.contractId)}`)} data-testid="to-order-detail">
              {t('orders.web.deal.toOrder')}
            </Button>
          )}
          {c.viewerSide === 'buyer' && <AddressBookButton />}
          <ContractPdfButton contractId={c.contractId} contractNo={c.contractNo} />
        </>
      }
    >
      <ContractSummary contract={c} />
      {/* Remounted when the contract changes state, so the forms start from what the server holds. */}
      <ConfirmSteps key={`${c.status}:${c.confirmation.buyerCompany}:${c.confirmation.sellerCompany}:${c.confirmation.billOfLading}`} contract={c} />
      <div className="sb-orders-panels">
        <ContractParties contract={c} />
        {c.status === 'signed' && <Alert type="info" showIcon title={t('orders.web.deal.signedUploadHint')} />}
        <DocumentsPanel contractId={c.contractId} mode={c.viewerSide === 'staff' ? 'staff' : 'party'} />
        {/* §2 "a dispute section": disputes raised on the contract, their answers and the §9 response times. */}
        <DisputePanel contractId={c.contractId} mode={c.viewerSide === 'staff' ? 'staff' : 'party'} />
      </div>
    </FeatureFrame>
  );
}
