/**
 * /staff/price-fixing — the fixing queue (issue 14 item 4: "Staff console: fixing queue with the day's settlements"):
 * requests waiting oldest first with the basis's settlements of the pricing period beside them; confirm at a chosen
 * day (the latest by default) with the price and amount previewed from the contract's formula (the same domain rule
 * the server stores), or reject with a reason. Fixed and rejected requests are kept in their own tabs.
 */
import { useState } from 'react';
import { Alert, Button, Input, Segmented, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fixedAmount, fixedPricePerMt } from '@scrapbridge/domain/pricing/fixing';
import { FIX_STATUSES, FIXING_LIMITS, type TFixStatus, type TStaffPriceFix } from '@scrapbridge/domain/pricing/fixing-view';
import { AppDialog } from '#components/app-dialog.tsx';
import { StaffList, timeColumn, useStaffListState } from '#components/staff-list.tsx';
import { toast } from '#lib/toast.ts';
import { useFixDecision, useFixQueue } from '../api/pricing-api.ts';
import { amountText } from '../components/money-format.ts';
import { formulaText, useWindowText } from '../components/pricing-panel.tsx';
import '../pricing.css';

const LIST = { defaults: { status: 'requested' as string }, choices: { status: FIX_STATUSES as readonly string[] } };

type TDialog = { kind: 'confirm' | 'reject'; fix: TStaffPriceFix } | null;

export default function StaffPriceFixingPage() {
  const { t } = useTranslation();
  const list = useStaffListState(LIST);
  const status = list.filters.status as TFixStatus;
  const query = useFixQueue({ status, pageNum: list.page, pageSize: list.pageSize });
  const windowText = useWindowText();
  const [dialog, setDialog] = useState<TDialog>(null);

  const columns: TableColumnsType<TStaffPriceFix> = [
    {
      title: t('fixing.web.staff.columns.contract'),
      dataIndex: 'contractNo',
      width: 190,
      render: (v: string, r) => (
        <Link to={`/staff/contracts/${r.contractId}`} data-testid="fix-contract-link">
          {v}
        </Link>
      ),
    },
    {
      title: t('fixing.web.staff.columns.shipment'),
      key: 'shipment',
      width: 200,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <strong>{r.billNo ?? '—'}</strong>
          <span className="sb-pricing-muted">
            {t('fixing.web.staff.containersCount', { count: r.containers })} · {r.shipmentNetWeightMt} MT
          </span>
        </Space>
      ),
    },
    { title: t('fixing.web.staff.columns.formula'), key: 'formula', width: 140, render: (_, r) => formulaText(r.formula) },
    { title: t('fixing.web.staff.columns.window'), key: 'window', width: 220, render: (_, r) => windowText(r.window) },
    timeColumn(t('fixing.web.staff.columns.requested'), 'requestedAt', { width: 150 }),
    {
      title: t('fixing.web.staff.columns.parties'),
      key: 'parties',
      width: 240,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>
            {t('fixing.web.staff.buyer')}: {r.buyerCompany ?? '—'}
          </span>
          <span>
            {t('fixing.web.staff.seller')}: {r.sellerCompany ?? '—'}
          </span>
          <span className="sb-pricing-muted">
            {r.requestedBySide ? t('fixing.web.staff.bySide', { side: t(`fixing.web.staff.${r.requestedBySide}`) }) : t('fixing.web.staff.byFallback')}
          </span>
        </Space>
      ),
    },
    {
      title: t('fixing.web.staff.columns.settlements'),
      key: 'settlements',
      width: 190,
      render: (_, r) =>
        r.settlements.length === 0 ? (
          <span className="sb-pricing-muted">—</span>
        ) : (
          <div className="sb-pricing-settlements" data-testid="fix-settlements">
            {r.settlements.slice(0, 8).map((s) => (
              <div key={s.priceDate}>
                {s.priceDate} · {r.formula.quoteType} {amountText(s.price)}
              </div>
            ))}
          </div>
        ),
    },
    {
      title: t('fixing.web.staff.columns.result'),
      key: 'result',
      width: 240,
      render: (_, r) =>
        r.status === 'confirmed' ? (
          <Space direction="vertical" size={0}>
            <strong>{t('fixing.web.fixedAt', { price: amountText(r.pricePerMt ?? '0', r.currency ?? undefined) })}</strong>
            <span>{amountText(r.amount ?? '0', r.currency ?? undefined)}</span>
            <span className="sb-pricing-muted">{t('fixing.web.settlementOf', { basis: r.basis ?? '', date: r.settlementDate ?? '', price: amountText(r.settlementPrice ?? '0') })}</span>
          </Space>
        ) : r.status === 'rejected' ? (
          <Typography.Text type="secondary">{t('fixing.web.rejectedReason', { reason: r.reason ?? '' })}</Typography.Text>
        ) : (
          <Tag color="blue">{t('fixing.web.fixStatus.requested')}</Tag>
        ),
    },
    {
      title: t('fixing.web.staff.columns.actions'),
      key: 'actions',
      width: 190,
      render: (_, r) =>
        r.status === 'requested' && (
          <Space>
            <Button type="primary" size="small" onClick={() => setDialog({ kind: 'confirm', fix: r })} data-testid="fix-confirm">
              {t('fixing.web.staff.confirm')}
            </Button>
            <Button size="small" danger onClick={() => setDialog({ kind: 'reject', fix: r })} data-testid="fix-reject">
              {t('fixing.web.staff.reject')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <>
      <StaffList<TStaffPriceFix>
        testId="staff-price-fixing"
        title={t('fixing.web.staff.title')}
        description={t('fixing.web.staff.description')}
        filters={
          <Segmented<string>
            value={list.filters.status}
            onChange={(s) => list.setFilters({ status: s })}
            options={FIX_STATUSES.map((s) => ({ value: s, label: t(`fixing.web.staff.tabs.${s}`) }))}
            data-testid="fix-tabs"
          />
        }
        query={query}
        columns={columns}
        rowKey="fixId"
        scrollX={1760}
        emptyText={t('fixing.web.staff.empty')}
        paging={list}
        tableProps={{ onRow: (r) => ({ 'data-testid': 'fix-row', 'data-contract-no': r.contractNo, 'data-status': r.status }) as never }}
      />
      <AppDialog open={dialog?.kind === 'confirm'} onClose={() => setDialog(null)} title={t('fixing.web.staff.confirmTitle')} maskClosable={false}>
        {dialog?.kind === 'confirm' && <ConfirmForm fix={dialog.fix} onClose={() => setDialog(null)} />}
      </AppDialog>
      <AppDialog open={dialog?.kind === 'reject'} onClose={() => setDialog(null)} title={t('fixing.web.staff.rejectTitle')} maskClosable={false}>
        {dialog?.kind === 'reject' && <RejectForm fix={dialog.fix} onClose={() => setDialog(null)} />}
      </AppDialog>
    </>
  );
}

function ConfirmForm({ fix, onClose }: { fix: TStaffPriceFix; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useFixDecision();
  const [date, setDate] = useState<string | undefined>(fix.defaultSettlementDate ?? undefined);
  const settlement = fix.settlements.find((s) => s.priceDate === date);
  // The preview is the domain's own rule, so what staff see is what the server stores.
  const preview = settlement ? fixedPricePerMt({ quoteType: fix.formula.quoteType, deduction: fix.formula.deduction, value: fix.formula.value }, settlement) : null;

  if (fix.settlements.length === 0) {
    return <Alert type="warning" showIcon title={t('fixing.web.staff.noSettlement', { basis: fix.formula.quoteType })} data-testid="fix-no-settlement" />;
  }
  return (
    <div data-testid="fix-confirm-form">
      <p>
        {fix.contractNo} · {fix.billNo ?? '—'} · {formulaText(fix.formula)}
      </p>
      <label className="sb-pricing-muted" htmlFor="fix-settlement-date">
        {t('fixing.web.staff.settlementDate')}
      </label>
      <Select
        id="fix-settlement-date"
        style={{ width: '100%' }}
        value={date}
        onChange={setDate}
        options={fix.settlements.slice(0, FIXING_LIMITS.settlementsShown).map((s) => ({ value: s.priceDate, label: `${s.priceDate} · ${fix.formula.quoteType} ${amountText(s.price)}` }))}
        data-testid="fix-settlement-select"
      />
      {preview && (
        <Alert
          className="sb-pricing-note"
          type="info"
          showIcon
          data-testid="fix-preview"
          title={t('fixing.web.staff.preview', {
            price: amountText(preview.pricePerMt, preview.currency),
            amount: amountText(fixedAmount(preview.pricePerMt, fix.shipmentNetWeightMt), preview.currency),
            weight: fix.shipmentNetWeightMt,
          })}
        />
      )}
      <Space className="sb-pricing-actions">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          loading={decide.isPending}
          disabled={!date}
          onClick={() =>
            decide.mutate(
              { action: 'confirm', id: fix.fixId, settlementDate: date },
              {
                onSuccess: () => {
                  void toast('success', t('fixing.web.staff.confirmed'));
                  onClose();
                },
              },
            )
          }
          data-testid="fix-confirm-submit"
        >
          {t('fixing.web.staff.confirm')}
        </Button>
      </Space>
    </div>
  );
}

function RejectForm({ fix, onClose }: { fix: TStaffPriceFix; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useFixDecision();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) {
      setError(`${t('fixing.fields.reason')}: ${t('errors.required')}`);
      return;
    }
    decide.mutate(
      { action: 'reject', id: fix.fixId, reason },
      {
        onSuccess: () => {
          void toast('success', t('fixing.web.staff.rejected'));
          onClose();
        },
        onError: (err) => setError(err instanceof Error ? err.message : t('errors.500')),
      },
    );
  };
  return (
    <div data-testid="fix-reject-form">
      <p>
        {fix.contractNo} · {fix.billNo ?? '—'}
      </p>
      <Input.TextArea
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
        rows={3}
        maxLength={FIXING_LIMITS.reasonMax}
        showCount
        status={error ? 'error' : undefined}
        placeholder={t('fixing.web.staff.reasonPlaceholder')}
        aria-label={t('fixing.web.staff.reason')}
        data-testid="fix-reject-reason"
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Space className="sb-pricing-actions">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" danger loading={decide.isPending} onClick={submit} data-testid="fix-reject-submit">
          {t('fixing.web.staff.reject')}
        </Button>
      </Space>
    </div>
  );
}
