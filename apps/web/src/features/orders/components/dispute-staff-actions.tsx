/**
 * Staff actions on one dispute (§9): log the contact, answer (the party is told in-app and by e-mail), close. Each
 * sends the status the staff member saw; another staff member's action in between answers 110801 and the lists are
 * read again.
 */
import { useState } from 'react';
import { Button, Input, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISPUTE_LIMITS, ZAnswerDisputeRequest, type TDispute } from '@scrapbridge/domain/orders/dispute';
import { AppDialog } from '#components/app-dialog.tsx';
import { useZodForm } from '#lib/zod-form.ts';
import { toast } from '#lib/toast.ts';
import { useDisputeAction } from '../api/disputes-api.ts';

export function DisputeStaffActions({ dispute: d, size = 'small' }: { dispute: Pick<TDispute, 'id' | 'status' | 'text'>; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const act = useDisputeAction();
  const [answering, setAnswering] = useState(false);
  const done = (key: string) => () => void toast('success', t(key));
  if (d.status === 'closed') return null;

  return (
    <Space wrap size={4} data-testid="dispute-staff-actions">
      {d.status === 'open' && (
        <Popconfirm
          title={t('operations.dispute.contactConfirm')}
          okText={t('operations.dispute.contact')}
          cancelText={t('common.cancel')}
          onConfirm={() => act.mutate({ action: 'contact', id: d.id, status: d.status }, { onSuccess: done('operations.dispute.contacted') })}
        >
          <Button size={size} loading={act.isPending && act.variables?.action === 'contact'} data-testid="dispute-contact">
            {t('operations.dispute.contact')}
          </Button>
        </Popconfirm>
      )}
      {(d.status === 'open' || d.status === 'contacted') && (
        <Button size={size} type="primary" onClick={() => setAnswering(true)} data-testid="dispute-answer">
          {t('operations.dispute.answer')}
        </Button>
      )}
      <Popconfirm
        title={d.status === 'answered' ? t('operations.dispute.closeConfirm') : t('operations.dispute.closeUnansweredConfirm')}
        okText={t('operations.dispute.close')}
        cancelText={t('common.cancel')}
        onConfirm={() => act.mutate({ action: 'close', id: d.id, status: d.status }, { onSuccess: done('operations.dispute.closed') })}
      >
        <Button size={size} loading={act.isPending && act.variables?.action === 'close'} data-testid="dispute-close">
          {t('operations.dispute.close')}
        </Button>
      </Popconfirm>
      <AnswerDialog open={answering} dispute={d} onClose={() => setAnswering(false)} />
    </Space>
  );
}

function AnswerDialog({ open, dispute: d, onClose }: { open: boolean; dispute: Pick<TDispute, 'id' | 'status' | 'text'>; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useDisputeAction();
  const [answer, setAnswer] = useState('');
  const { errors, check, refuse, touch } = useZodForm();
  const error = errors.answer;

  const submit = () => {
    const body = check(ZAnswerDisputeRequest, { answer, status: d.status });
    if (!body) return;
    act.mutate(
      { action: 'answer', id: d.id, status: d.status, answer: body.answer },
      {
        onSuccess: () => {
          void toast('success', t('operations.dispute.answered'));
          setAnswer('');
          onClose();
        },
        // The call quiets 1000: it stays open with the problem under the answer; any other refusal is a toast.
        onError: (err) => {
          if (!refuse(err, { validationOnly: true, knownFields: ['answer'], formAt: 'answer' })) onClose();
        },
      },
    );
  };

  return (
    <AppDialog open={open} onClose={onClose} title={t('operations.dispute.answerTitle')} maskClosable={false}>
      <Typography.Paragraph type="secondary" className="sb-ops-quote" ellipsis={{ rows: 4, expandable: true }}>
        {d.text}
      </Typography.Paragraph>
      <Input.TextArea
        value={answer}
        onChange={(e) => {
          setAnswer(e.target.value);
          touch('answer');
        }}
        rows={5}
        maxLength={DISPUTE_LIMITS.answerMax}
        showCount
        status={error ? 'error' : undefined}
        placeholder={t('operations.dispute.answerPlaceholder')}
        data-testid="dispute-answer-text"
      />
      {error && (
        <Typography.Text type="danger" data-testid="dispute-answer-error">
          {error}
        </Typography.Text>
      )}
      <Typography.Paragraph type="secondary" className="sb-ops-hint">
        {t('operations.dispute.answerHint')}
      </Typography.Paragraph>
      <Space className="sb-ops-dialog-actions">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" loading={act.isPending} onClick={submit} data-testid="dispute-answer-submit">
          {t('operations.dispute.sendAnswer')}
        </Button>
      </Space>
    </AppDialog>
  );
}
