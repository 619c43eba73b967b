/**
 * A contract's disputes (§2 "a dispute section with its text"; §9 "staff contact within 48 hours; answered within 2
 * working days"). Party mode: the §9 promise, each dispute with its status, clocks and answer, and a form to raise
 * one. Staff mode: the same list with contact, answer and close.
 */
import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DISPUTE_LIMITS, ZRaiseDisputeRequest, type TDispute, type TDisputeStatus } from '@scrapbridge/domain/orders/dispute';
import { useZodForm } from '#lib/zod-form.ts';
import { toast } from '#lib/toast.ts';
import { useContractDisputes, useRaiseDispute } from '../api/disputes-api.ts';
import { useContract } from '../api/orders-api.ts';
import { DisputeClocks, useMinute } from './dispute-clock.tsx';
import { DisputeStaffActions } from './dispute-staff-actions.tsx';
import '../operations.css';

export type TDisputePanelProps = { contractId: string; mode: 'party' | 'staff' };

export const DISPUTE_STATUS_COLORS: Record<TDisputeStatus, string> = { open: 'red', contacted: 'orange', answered: 'blue', closed: 'default' };

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

export function DisputePanel({ contractId, mode }: TDisputePanelProps) {
  const { t } = useTranslation();
  const query = useContractDisputes(contractId);
  const now = useMinute();
  const [raising, setRaising] = useState(false);
  const rows = query.data?.rows ?? [];
  // The contract page has it cached already; a voided contract takes no new dispute (the server answers 1301).
  const voided = useContract(contractId).data?.status === 'voided';
  const canRaise = mode === 'party' && !voided;

  return (
    <Card
      className="sb-ops-disputes"
      data-testid="dispute-panel"
      data-mode={mode}
      title={t('operations.dispute.title')}
      extra={
        canRaise &&
        !raising && (
          <Button onClick={() => setRaising(true)} data-testid="dispute-raise">
            {t('operations.dispute.raise')}
          </Button>
        )
      }
    >
      {mode === 'party' && <Alert type="info" showIcon className="sb-ops-promise" title={t('operations.dispute.promise')} data-testid="dispute-promise" />}
      {canRaise && raising && <RaiseForm contractId={contractId} onDone={() => setRaising(false)} />}
      {query.isLoading ? (
        <Spin />
      ) : query.isError ? (
        <Alert type="error" showIcon title={query.error instanceof Error ? query.error.message : t('errors.500')} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('operations.dispute.none')} />
      ) : (
        <ol className="sb-ops-dispute-list">
          {rows.map((d) => (
            <DisputeItem key={d.id} dispute={d} mode={mode} now={now} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function DisputeItem({ dispute: d, mode, now }: { dispute: TDispute; mode: 'party' | 'staff'; now: Date }) {
  const { t } = useTranslation();
  const waiting = d.status === 'open' || d.status === 'contacted';
  return (
    <li className="sb-ops-dispute" data-testid="dispute-item" data-status={d.status}>
      <div className="sb-ops-dispute-head">
        <Space size={4} wrap>
          <Tag color={DISPUTE_STATUS_COLORS[d.status]} data-testid="dispute-status">
            {t(`operations.disputeStatus.${d.status}`)}
          </Tag>
          <Tag>{t('operations.dispute.raisedBy', { side: t(`operations.side.${d.side}`) })}</Tag>
          <span className="sb-ops-muted">{time(d.createdAt)}</span>
        </Space>
        {mode === 'staff' && <DisputeStaffActions dispute={d} />}
      </div>
      <Typography.Paragraph className="sb-ops-text" data-testid="dispute-text">
        {d.text}
      </Typography.Paragraph>
      {(waiting || mode === 'staff') && <DisputeClocks dispute={d} now={now} />}
      {d.answer && (
        <div className="sb-ops-answer" data-testid="dispute-answer-shown">
          <strong>{t('operations.dispute.answerLabel', { time: time(d.answeredAt) })}</strong>
          <Typography.Paragraph>{d.answer}</Typography.Paragraph>
        </div>
      )}
      {d.status === 'contacted' && !d.answer && <div className="sb-ops-muted">{t('operations.dispute.contactedAt', { time: time(d.contactedAt) })}</div>}
      {d.status === 'closed' && <div className="sb-ops-muted">{t('operations.dispute.closedAt', { time: time(d.closedAt) })}</div>}
    </li>
  );
}

function RaiseForm({ contractId, onDone }: { contractId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const raise = useRaiseDispute(contractId);
  const [text, setText] = useState('');
  const { errors, check, refuse, touch } = useZodForm();
  const error = errors.text;

  const submit = () => {
    const body = check(ZRaiseDisputeRequest, { text });
    if (!body) return;
    raise.mutate(body, {
      onSuccess: () => {
        void toast('success', t('operations.dispute.raised'));
        setText('');
        onDone();
      },
      // The call quiets 1000: its problem, or its message when it names no other field, shows under the text.
      onError: (err) => refuse(err, { validationOnly: true, knownFields: ['text'], formAt: 'text' }),
    });
  };

  return (
    <div className="sb-ops-raise" data-testid="dispute-form">
      <Input.TextArea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          touch('text');
        }}
        rows={4}
        maxLength={DISPUTE_LIMITS.textMax}
        showCount
        status={error ? 'error' : undefined}
        placeholder={t('operations.dispute.textPlaceholder')}
        aria-label={t('operations.fields.text')}
        data-testid="dispute-text-input"
      />
      {error && (
        <Typography.Text type="danger" data-testid="dispute-text-error">
          {error}
        </Typography.Text>
      )}
      <Space className="sb-ops-dialog-actions">
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" loading={raise.isPending} onClick={submit} data-testid="dispute-submit">
          {t('operations.dispute.submit')}
        </Button>
      </Space>
    </div>
  );
}
