/**
 * /staff/contracts/:contractId — one contract as operations staff work it: the summary (parties, lines, terms,
 * confirmation, money and shipping states), then shipments, money, documents and disputes in staff mode, and voiding
 * the contract with the reason the parties read (a confirmation dialog first: voiding cannot be undone).
 */
import { useState } from 'react';
import { Alert, Button, Input, Result, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, StopOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { ZVoidContractRequest } from '@scrapbridge/domain/orders/contract';
import { AppDialog } from '#components/app-dialog.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { toast } from '#lib/toast.ts';
import { useContract } from '../api/orders-api.ts';
import { useVoidContract } from '../api/operations-api.ts';
import { ContractSummary } from '../components/contract-summary.tsx';
import { DisputePanel } from '../components/dispute-panel.tsx';
import { DocumentsPanel } from '../components/documents-panel.tsx';
import { MoneyPanel } from '../components/money-panel.tsx';
import { PricingPanel } from '../components/pricing-panel.tsx';
import { ShipmentsPanel } from '../components/shipments-panel.tsx';
import '../operations.css';

/** The void reason is shown to both parties and kept on the contract. */
const VOID_REASON_MAX = 500;

export default function StaffContractPage() {
  const { contractId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useContract(contractId);
  const [voiding, setVoiding] = useState(false);
  // Back to the queue as it was (its filters are in the address the history holds).
  const back = () => void (location.key !== 'default' ? navigate(-1) : navigate('/staff/contracts'));

  let body;
  if (query.isLoading) body = <Spin className="sb-ops-spin" />;
  else if (query.isError || !query.data) {
    const notFound = query.error instanceof ApiError && query.error.code === ErrorCode.NotFound;
    body = (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('operations.contract.notFound') : t('errors.500')}
        extra={<Link to="/staff/contracts">{t('operations.contract.toQueue')}</Link>}
      />
    );
  } else {
    const c = query.data;
    body = (
      <>
        <Space className="sb-staff-head sb-ops-contract-head" align="start" wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('operations.contract.title', { no: c.contractNo })}
          </Typography.Title>
          <Space wrap>
            <Button onClick={() => void navigate(`/staff/audit-log?targetId=${c.contractId}`)}>{t('operations.contract.auditLink')}</Button>
            {c.status !== 'voided' && (
              <Button danger icon={<StopOutlined />} onClick={() => setVoiding(true)} data-testid="contract-void">
                {t('operations.contract.void')}
              </Button>
            )}
          </Space>
        </Space>
        <div className="sb-ops-sections">
          <ContractSummary contract={c} />
          <ShipmentsPanel contractId={c.contractId} mode="staff" />
          <PricingPanel askId={c.askId} />
          <MoneyPanel contractId={c.contractId} mode="staff" />
          <DocumentsPanel contractId={c.contractId} mode="staff" />
          <DisputePanel contractId={c.contractId} mode="staff" />
        </div>
        <VoidDialog open={voiding} contractId={c.contractId} contractNo={c.contractNo} onClose={() => setVoiding(false)} />
      </>
    );
  }

  return (
    <section className="sb-staff-page sb-ops-contract" data-testid="staff-contract">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} className="sb-staff-back">
        {t('operations.contract.back')}
      </Button>
      {body}
    </section>
  );
}

function VoidDialog({ open, contractId, contractNo, onClose }: { open: boolean; contractId: string; contractNo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const voidContract = useVoidContract(contractId);
  const [reason, setReason] = useState('');
  const { errors, check, refuse, touch } = useZodForm();
  const error = errors.reason;

  const submit = () => {
    const body = check(ZVoidContractRequest, { reason });
    if (!body) return;
    voidContract.mutate(
      { reason: body.reason },
      {
        onSuccess: () => {
          void toast('success', t('operations.contract.voided', { no: contractNo }));
          setReason('');
          onClose();
        },
        // The call quiets 1000: it stays open with the problem under the reason; any other refusal is a toast.
        onError: (err) => {
          if (!refuse(err, { validationOnly: true, knownFields: ['reason'], formAt: 'reason' })) onClose();
        },
      },
    );
  };

  return (
    <AppDialog open={open} onClose={onClose} title={t('operations.contract.voidTitle', { no: contractNo })} maskClosable={false}>
      <Alert type="warning" showIcon title={t('operations.contract.voidWarning')} className="sb-ops-void-warning" />
      <Input.TextArea
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          touch('reason');
        }}
        rows={4}
        maxLength={VOID_REASON_MAX}
        showCount
        status={error ? 'error' : undefined}
        placeholder={t('operations.contract.voidPlaceholder')}
        aria-label={t('operations.fields.reason')}
        data-testid="contract-void-reason"
      />
      {error && (
        <Typography.Text type="danger" data-testid="contract-void-error">
          {error}
        </Typography.Text>
      )}
      <Space className="sb-ops-dialog-actions">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button danger type="primary" loading={voidContract.isPending} onClick={submit} data-testid="contract-void-submit">
          {t('operations.contract.voidConfirm')}
        </Button>
      </Space>
    </AppDialog>
  );
}
