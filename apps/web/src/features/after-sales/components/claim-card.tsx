/**
 * One claim as its buyer, seller and staff read it (§3 Claim; §4 "claim status values are not shown": the stage is
 * said in words): figures, containers, files, the seller's answer, the credit note, the clocks, the thread — and the
 * steps the reader may take from here (the buyer edits, withdraws or turns a quality claim into feedback; the seller
 * answers; staff mediate, settle and close; everyone writes in the thread).
 */
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Input, InputNumber, Popconfirm, Radio, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  CLAIM_LIMITS,
  CLAIM_TRANSITIONS,
  ZAnswerClaimRequest,
  ZClaimMessageRequest,
  ZSettleClaimRequest,
  type TClaim,
  type TClaimAnswer,
} from '@scrapbridge/domain/claims/claim';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useClaimStep } from '../api/claims-api.ts';
import { EDIT_PATH } from '../lib/claim-format.ts';
import { ClaimClocks } from './claim-clocks.tsx';
import { ClaimEvidencePanel } from './claim-evidence-panel.tsx';
import { ClaimFiles } from './claim-files.tsx';

const STAGE_COLORS = { draft: 'default', submitted: 'orange', answered: 'blue', mediation: 'purple', settled: 'green', closed: 'default', withdrawn: 'default' } as const;
const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

export function ClaimStage({ claim }: { claim: Pick<TClaim, 'status' | 'overdue'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={STAGE_COLORS[claim.status]} data-testid="claim-stage" data-status={claim.status}>
        {t(`claims.stage.${claim.status}`)}
      </Tag>
      {claim.overdue && <Tag color="red">{t('claims.staff.filter.overdue')}</Tag>}
    </Space>
  );
}

export function ClaimCard({ claim: c }: { claim: TClaim }) {
  const { t } = useTranslation();
  const money = (v: string | null) => (v === null ? '—' : `${v} ${c.currency}`);
  const mt = (v: string | null) => (v === null ? '—' : `${v} MT`);
  const weights = (['grossWeight', 'tareWeight', 'netWeight', 'sampleWeight', 'portWeight', 'actualWeight', 'thirdPartyWeight', 'shortageWeight', 'claimedWeight'] as const).filter((k) => c[k] !== null);
  const canMessage = CLAIM_TRANSITIONS.message.from.includes(c.status);
  return (
    <Card
      className="sb-claims-section"
      data-testid="claim-card"
      data-claim-id={c.id}
      title={
        <Space wrap>
          <span data-testid="claim-no">{c.claimNo}</span>
          <ClaimStage claim={c} />
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={t('claims.record.type')}>{t(`claims.types.${c.type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('claims.record.contract')}>
          {c.contractNo}
          {c.billNo ? ` · ${c.billNo}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('claims.fields.totalClaim')}>
          <span data-testid="claim-total">{money(c.totalClaim)}</span>
        </Descriptions.Item>
        {c.answer && (
          <Descriptions.Item label={t('claims.fields.answer')}>
            <span data-testid="claim-answer">
              {t(`claims.answers.${c.answer}`)}
              {c.answerAmount ? ` · ${money(c.answerAmount)}` : ''}
            </span>
            {c.answerReason && <div className="sb-claims-muted">{c.answerReason}</div>}
          </Descriptions.Item>
        )}
        {c.agreedAmount && (
          <Descriptions.Item label={t('claims.record.agreed')}>
            <span data-testid="claim-agreed">{money(c.agreedAmount)}</span>
          </Descriptions.Item>
        )}
        {weights.map((k) => (
          <Descriptions.Item key={k} label={t(`claims.fields.${k}`)}>
            {mt(c[k])}
          </Descriptions.Item>
        ))}
        {c.calculationMethod && <Descriptions.Item label={t('claims.fields.calculationMethod')}>{c.calculationMethod}</Descriptions.Item>}
        {c.reason && <Descriptions.Item label={t('claims.fields.reason')}>{c.reason}</Descriptions.Item>}
        <Descriptions.Item label={t('claims.record.containers')}>{c.containers.map((k) => `${k.containerNo} (${k.netWeight} MT)`).join(', ')}</Descriptions.Item>
        {(c.buyerCompany || c.sellerCompany) && (
          <Descriptions.Item label={t('claims.staff.parties')}>
            {c.buyerCompany ?? '—'} / {c.sellerCompany ?? '—'}
          </Descriptions.Item>
        )}
      </Descriptions>
      {c.creditNote && (
        <Alert
          className="sb-claims-section"
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          data-testid="claim-credit-note"
          title={t('claims.record.creditNote', { no: c.creditNote.creditNoteNo, amount: money(c.creditNote.amount), invoice: c.creditNote.invoiceNo ?? '—' })}
        />
      )}
      <div style={{ marginTop: 12 }}>
        <ClaimClocks clock={c.clock} />
      </div>
      <Typography.Title level={5}>{t('claims.record.files')}</Typography.Title>
      <ClaimFiles readOnly items={c.files.map((f) => ({ uid: f.fileId, fileId: f.fileId, name: f.name ?? f.fileId, type: f.type, surveyor: f.surveyor ?? undefined, status: 'done', percent: 100, url: f.url }))} />
      <ClaimEvidencePanel claimId={c.id} />
      <ClaimActions claim={c} />
      <Typography.Title level={5}>{t('claims.record.thread')}</Typography.Title>
      <ol className="sb-claims-thread" data-testid="claim-thread">
        {c.events.map((e) => (
          <li key={e.id} data-testid="claim-event" data-action={e.action}>
            <div className="sb-claims-thread-head">
              <Tag>{t(`claims.actors.${e.actor}`)}</Tag>
              <strong>{t(`claims.actions.${e.action}`, { defaultValue: e.action })}</strong>
              {e.amount && <span>{money(e.amount)}</span>}
              <span className="sb-claims-muted">{time(e.createdAt)}</span>
            </div>
            {e.text && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{e.action === 'answered' && (['accept', 'counter', 'reject'] as string[]).includes(e.text) ? t(`claims.answers.${e.text}`) : e.text}</Typography.Paragraph>}
          </li>
        ))}
      </ol>
      {canMessage && <MessageBox claimId={c.id} />}
    </Card>
  );
}

function ClaimActions({ claim: c }: { claim: TClaim }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useClaimStep();
  const side = c.viewerSide;
  const can = (action: keyof typeof CLAIM_TRANSITIONS) => CLAIM_TRANSITIONS[action].from.includes(c.status) && CLAIM_TRANSITIONS[action].actors.includes(side);
  const buttons = [];
  if (side === 'buyer' && c.status === 'draft') {
    buttons.push(
      <Link key="edit" to={`${EDIT_PATH[c.type]}?claimId=${c.id}&shipmentId=${c.shipmentId}`}>
        <Button type="primary">{t('claims.record.edit')}</Button>
      </Link>,
    );
  }
  if (can('withdraw')) {
    buttons.push(
      <Popconfirm key="withdraw" title={t('claims.record.withdrawConfirm')} onConfirm={() => run.mutate({ step: 'withdraw', claimId: c.id, status: c.status }, { onSuccess: () => void toast('success', t('claims.record.withdrawn')) })}>
        <Button danger data-testid="claim-withdraw">
          {t('claims.record.withdraw')}
        </Button>
      </Popconfirm>,
    );
  }
  if (c.type === 'quality' && can('fallbackQuality')) {
    buttons.push(
      <Popconfirm
        key="fallback"
        title={t('claims.edit.fallbackConfirm')}
        onConfirm={() => run.mutate({ step: 'fallbackQuality', claimId: c.id, status: c.status }, { onSuccess: (r) => r.feedbackPath && void navigate(r.feedbackPath) })}
      >
        <Button>{t('claims.edit.fallback')}</Button>
      </Popconfirm>,
    );
  }
  if (side === 'staff' && can('mediate')) {
    buttons.push(
      <Button key="mediate" onClick={() => run.mutate({ step: 'mediate', claimId: c.id, status: c.status }, { onSuccess: () => void toast('success', t('claims.staff.done')) })} data-testid="claim-mediate">
        {t('claims.staff.mediate')}
      </Button>,
    );
  }
  if (side === 'staff' && can('close')) {
    buttons.push(
      <Popconfirm key="close" title={t('claims.staff.close')} onConfirm={() => run.mutate({ step: 'close', claimId: c.id, status: c.status }, { onSuccess: () => void toast('success', t('claims.staff.done')) })}>
        <Button data-testid="claim-close">{t('claims.staff.close')}</Button>
      </Popconfirm>,
    );
  }
  return (
    <>
      {buttons.length > 0 && <div className="sb-claims-actions">{buttons}</div>}
      {side === 'seller' && can('answer') && <AnswerForm claim={c} />}
      {side === 'staff' && can('settle') && <SettleForm claim={c} />}
    </>
  );
}

function AnswerForm({ claim: c }: { claim: TClaim }) {
  const { t } = useTranslation();
  const run = useClaimStep();
  const { check, refuse, item, touch, formError } = useZodForm();
  const [answer, setAnswer] = useState<TClaimAnswer>('accept');
  const [amount, setAmount] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const send = () => {
    const body = check(ZAnswerClaimRequest, { status: c.status, answer, amount: answer === 'counter' ? (amount ?? '') : undefined, reason: reason || undefined });
    if (!body) return;
    run.mutate(
      { step: 'answer', claimId: c.id, body: { ...body, amount: body.amount } },
      { onSuccess: () => void toast('success', t('claims.record.answered')), onError: (err) => refuse(err, { validationOnly: true, knownFields: ['amount', 'reason'], formAt: 'reason' }) },
    );
  };
  return (
    <Card size="small" title={t('claims.record.answerTitle')} style={{ marginTop: 12 }} data-testid="claim-answer-form">
      <Radio.Group value={answer} onChange={(e) => setAnswer(e.target.value as TClaimAnswer)} data-testid="claim-answer-kind">
        <Radio value="accept">{t('claims.record.answerAccept')}</Radio>
        <Radio value="counter" data-testid="claim-answer-counter">
          {t('claims.record.answerCounter')}
        </Radio>
        <Radio value="reject">{t('claims.record.answerReject')}</Radio>
      </Radio.Group>
      {answer === 'counter' && (
        <div style={{ marginTop: 8 }}>
          <div>{t('claims.record.answerAmount')}</div>
          <ClaimMoneyInput
            value={amount}
            currency={c.currency}
            status={item('amount').validateStatus}
            testId="claim-answer-amount"
            onChange={(v) => {
              setAmount(v);
              touch('amount');
            }}
          />
          {item('amount').help && <Typography.Text type="danger">{item('amount').help}</Typography.Text>}
        </div>
      )}
      {answer !== 'accept' && (
        <div style={{ marginTop: 8 }}>
          <div>{t('claims.record.answerReason')}</div>
          <Input.TextArea
            rows={3}
            maxLength={CLAIM_LIMITS.messageMax}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              touch('reason');
            }}
            status={item('reason').validateStatus}
            data-testid="claim-answer-reason"
          />
          {item('reason').help && <Typography.Text type="danger">{item('reason').help}</Typography.Text>}
        </div>
      )}
      {formError && <Typography.Text type="danger">{formError}</Typography.Text>}
      <div className="sb-claims-actions">
        <Button type="primary" loading={run.isPending} onClick={send} data-testid="claim-answer-send">
          {t('claims.record.answerSend')}
        </Button>
      </div>
    </Card>
  );
}

/** A claim amount in money: 2 decimals (§9 claim decimals), at least one cent, in the claim's currency. */
function ClaimMoneyInput(p: { value: string | null; currency: string; status: 'error' | undefined; testId: string; onChange: (v: string | null) => void }) {
  return (
    <InputNumber<string>
      stringMode
      min="0.01"
      step="0.01"
      precision={2}
      value={p.value}
      onChange={p.onChange}
      addonAfter={p.currency}
      status={p.status}
      data-testid={p.testId}
    />
  );
}

function SettleForm({ claim: c }: { claim: TClaim }) {
  const { t } = useTranslation();
  const run = useClaimStep();
  const { check, refuse, item, touch, formError } = useZodForm();
  const [amount, setAmount] = useState<string | null>(c.answerAmount ?? c.totalClaim);
  const settle = () => {
    const body = check(ZSettleClaimRequest, { status: c.status, amount: amount ?? '' });
    if (!body) return;
    run.mutate(
      { step: 'settle', claimId: c.id, body },
      { onSuccess: () => void toast('success', t('claims.staff.done')), onError: (err) => refuse(err, { validationOnly: true, knownFields: ['amount'], formAt: 'amount' }) },
    );
  };
  return (
    <Card size="small" title={t('claims.staff.settle')} style={{ marginTop: 12 }} data-testid="claim-settle-form">
      <div>{t('claims.staff.amount')}</div>
      <Space wrap>
        <ClaimMoneyInput
          value={amount}
          currency={c.currency}
          status={item('amount').validateStatus}
          testId="claim-settle-amount"
          onChange={(v) => {
            setAmount(v);
            touch('amount');
          }}
        />
        <Button type="primary" loading={run.isPending} onClick={settle} data-testid="claim-settle">
          {t('claims.staff.settle')}
        </Button>
      </Space>
      {(item('amount').help || formError) && (
        <div>
          <Typography.Text type="danger">{item('amount').help ?? formError}</Typography.Text>
        </div>
      )}
    </Card>
  );
}

function MessageBox({ claimId }: { claimId: string }) {
  const { t } = useTranslation();
  const run = useClaimStep();
  const { check, refuse, item, touch } = useZodForm();
  const [text, setText] = useState('');
  const send = () => {
    const body = check(ZClaimMessageRequest, { text });
    if (!body) return;
    run.mutate(
      { step: 'message', claimId, text: body.text },
      {
        onSuccess: () => {
          setText('');
          void toast('success', t('claims.record.sent'));
        },
        onError: (err) => refuse(err, { validationOnly: true, knownFields: ['text'], formAt: 'text' }),
      },
    );
  };
  return (
    <div style={{ marginTop: 8 }}>
      <Input.TextArea
        rows={2}
        maxLength={CLAIM_LIMITS.messageMax}
        value={text}
        placeholder={t('claims.record.messagePlaceholder')}
        aria-label={t('claims.fields.text')}
        status={item('text').validateStatus}
        onChange={(e) => {
          setText(e.target.value);
          touch('text');
        }}
        data-testid="claim-message"
      />
      {item('text').help && <Typography.Text type="danger">{item('text').help}</Typography.Text>}
      <div className="sb-claims-actions">
        <Button onClick={send} loading={run.isPending} data-testid="claim-message-send">
          {t('claims.record.send')}
        </Button>
      </div>
    </div>
  );
}
