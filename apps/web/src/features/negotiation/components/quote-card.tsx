/**
 * One quote as both parties read it (§3 Quote content, My quote): its state, each line's offer and the latest
 * counter, weight or containers, terms, payment and the rest; the buttons the state allows the caller (§4 Quote
 * flow: counter, accept, reject, recall, cancel — from the server's allowedActions); and the whole negotiation
 * thread. Used on the detail page, in the buyer's inquiry list and in the seller's quote list.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Descriptions, Input, Modal, Popconfirm, Skeleton, Space, Table, Tag, Timeline, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAskDetail } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import { QUOTE_LIMITS } from '@scrapbridge/domain/quotes/quote-input';
import type { TQuoteEvent, TQuoteLineView, TQuoteView } from '@scrapbridge/domain/quotes/quote-view';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { toast } from '#lib/toast.ts';
import { useQuoteAction, useQuoteThread, type TSimpleAction } from '../api/negotiation-api.ts';
import { useIdempotencyKey } from '../lib/idempotency.ts';
import { markOwnAction } from '#lib/live-stream.ts';
import { dateTimeText, lineWeightText, paymentText, pickName, portText } from '../lib/quote-texts.ts';
import { CounterDialog } from './counter-dialog.tsx';

export const QUOTE_STATE_COLORS: Record<string, string> = {
  waiting: 'gold',
  dicker: 'orange',
  bargaining: 'purple',
  confirm: 'cyan',
  deal: 'green',
  auditing: 'blue',
  refuse: 'red',
  recalled: 'default',
  cancelled: 'default',
  rejected: 'red',
  expired: 'default',
  lost: 'default',
};

type TProps = {
  /** Lists may come without the thread: it is read when opened. */
  quote: TQuoteView & { thread?: TQuoteEvent[] };
  lang: TLang;
  unit: TWeightUnit;
  ask: Pick<TAskDetail, 'askDetailList'> | null;
  ports: ReadonlyMap<number, string>;
  title?: ReactNode;
  extra?: ReactNode;
  /** Start with the thread open (the detail page); lists keep it folded. */
  threadOpen?: boolean;
  testId?: string;
};

export function QuoteCard({ quote, lang, unit, ask, ports, title, extra, threadOpen = false, testId = 'quote-card' }: TProps) {
  const { t } = useTranslation();
  const [counterOpen, setCounterOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [rejectRemark, setRejectRemark] = useState('');
  const [showThread, setShowThread] = useState(threadOpen);
  const action = useQuoteAction();
  const idem = useIdempotencyKey();
  const fetched = useQuoteThread(quote.quoteId, showThread && quote.thread === undefined);
  const thread = quote.thread ?? fetched.data?.thread;

  const run = (name: TSimpleAction, remark?: string) => {
    const vars = { quoteId: quote.quoteId, action: name, version: quote.version, ...(remark ? { remark } : {}) };
    markOwnAction(quote.askId);
    action.mutate(
      { ...vars, idempotencyKey: idem.keyFor(vars) },
      {
        onSuccess: (out) => {
          idem.done();
          const dealt = out.quote.quoteState === 'deal' || out.quote.quoteState === 'auditing';
          void toast('success', t(dealt ? `negotiation.web.live.${out.quote.quoteState}` : `negotiation.web.done.${name}`));
          setRejecting(false);
        },
        onError: () => setRejecting(false),
      },
    );
  };

  const can = (a: string) => (quote.allowedActions as readonly string[]).includes(a);
  const busy = (a: TSimpleAction) => action.isPending && action.variables?.action === a;
  const confirmButton = (a: 'accept' | 'recall' | 'cancel', props: ButtonProps = {}) => (
    <Popconfirm
      key={a}
      title={t(`negotiation.web.confirm.${quote.role === 'seller' && a === 'accept' ? 'acceptSeller' : a}`)}
      okText={t('negotiation.web.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': `confirm-${a}` } as ButtonProps}
      onConfirm={() => run(a)}
    >
      <Button loading={busy(a)} data-testid={`action-${a}`} {...props}>
        {t(`negotiation.web.actions.${quote.role === 'seller' && a === 'accept' ? 'acceptSeller' : a}`)}
      </Button>
    </Popconfirm>
  );

  const buttons: ReactNode[] = [];
  if (can('accept')) buttons.push(confirmButton('accept', { type: 'primary' }));
  if (can('counter'))
    buttons.push(
      <Button key="counter" onClick={() => setCounterOpen(true)} data-testid="action-counter">
        {t('negotiation.web.actions.counter')}
      </Button>,
    );
  if (can('reject'))
    buttons.push(
      <Button key="reject" danger onClick={() => setRejecting(true)} data-testid="action-reject">
        {t('negotiation.web.actions.reject')}
      </Button>,
    );
  if (can('recall')) buttons.push(confirmButton('recall'));
  if (can('cancel')) buttons.push(confirmButton('cancel', { type: 'text', danger: true }));

  const columns = [
    { title: t('negotiation.web.quote.item'), key: 'item', render: (_: unknown, l: TQuoteLineView, i: number) => pickName(lang, l.detailNameZh, l.detailName) || t('negotiation.web.form.itemN', { n: i + 1 }) },
    { title: t('negotiation.web.quote.buyerPrice'), key: 'price', render: (_: unknown, l: TQuoteLineView) => <span data-testid="line-price">{l.priceStr}</span> },
    {
      title: t('negotiation.web.quote.sellerCounter'),
      key: 'counter',
      render: (_: unknown, l: TQuoteLineView) => <span data-testid="line-counter">{l.counterPriceStr ?? '—'}</span>,
    },
    { title: t('negotiation.web.quote.weight'), key: 'weight', render: (_: unknown, l: TQuoteLineView) => lineWeightText(t, l, unit) },
  ];

  const port = portText(ports, quote.portId);
  const destination = portText(ports, quote.destinationPortId);
  const termText = [t(`negotiation.web.terms.${quote.term}`), port, destination].filter(Boolean).join(' · ');

  return (
    <Card
      size="small"
      className="sb-quote-card"
      data-testid={testId}
      data-state={quote.quoteState}
      title={
        <Space wrap size={[8, 4]}>
          {title}
          <Tag color={QUOTE_STATE_COLORS[quote.quoteState]} data-testid="quote-state">
            {t(`negotiation.quoteStates.${quote.quoteState}`)}
          </Tag>
          {quote.viaBuyNow && <Tag color="green">{t('negotiation.actions.buyNow')}</Tag>}
          {quote.firm && <Tag>{t('negotiation.web.form.firm')}</Tag>}
        </Space>
      }
      extra={extra}
    >
      <Table<TQuoteLineView> size="small" rowKey="lineId" pagination={false} columns={columns} dataSource={quote.lines} scroll={{ x: 520 }} />
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} className="sb-quote-terms">
        <Descriptions.Item label={t('negotiation.fields.term')}>{termText}</Descriptions.Item>
        <Descriptions.Item label={t('negotiation.web.quote.payment')}>{paymentText(t, quote)}</Descriptions.Item>
        <Descriptions.Item label={t('negotiation.web.form.fixingSide')}>{t(`negotiation.web.fixingSide.${quote.fixingSide}`)}</Descriptions.Item>
        <Descriptions.Item label={t('negotiation.web.form.taxIncluded')}>{t(quote.taxIncluded ? 'negotiation.web.yes' : 'negotiation.web.no')}</Descriptions.Item>
        {quote.validWhen && <Descriptions.Item label={t('negotiation.fields.validWhen')}>{quote.validWhen}</Descriptions.Item>}
        {quote.remark && <Descriptions.Item label={t('negotiation.fields.remark')}>{quote.remark}</Descriptions.Item>}
        {quote.methodMismatch && <Descriptions.Item label={t('negotiation.web.form.method')}>{t('negotiation.web.quote.methodMismatch')}</Descriptions.Item>}
      </Descriptions>
      <div className="sb-quote-actions">
        {buttons.length > 0 && <Space wrap>{buttons}</Space>}
        {/* A deal goes on to its contract (confirmation, PDF, documents): the seller's list links it as the buyer's banner does. */}
        {quote.contractId && (quote.quoteState === 'deal' || quote.quoteState === 'auditing') && (
          <Link to={`/deal-detail/${quote.contractId}`} data-testid="quote-contract-link">
            {t('negotiation.web.deal.openContract')}
          </Link>
        )}
        <Button type="link" size="small" onClick={() => setShowThread((v) => !v)} data-testid="thread-toggle">
          {showThread ? t('negotiation.web.thread.hide') : thread ? t('negotiation.web.thread.show', { n: thread.length }) : t('negotiation.web.thread.open')}
        </Button>
      </div>
      {showThread && !thread && <Skeleton active paragraph={{ rows: 2 }} />}
      {showThread && thread && (
        <Timeline
          className="sb-quote-thread"
          data-testid="quote-thread"
          items={thread.map((e) => ({
            key: e.eventId,
            color: e.actor === 'seller' ? 'blue' : e.actor === 'buyer' ? 'green' : 'gray',
            content: (
              <div className="sb-thread-step" data-testid="thread-step" data-action={e.action}>
                <strong>
                  {t(`negotiation.web.actor.${e.actor}`)} · {t(`negotiation.actions.${e.action}`)}
                </strong>
                <span className="sb-muted"> {dateTimeText(e.createdAt, lang)}</span>
                {e.lines && e.lines.length > 0 && <div>{e.lines.map((l) => l.priceStr).join(' · ')}</div>}
                {e.remark && <div className="sb-thread-remark">“{e.remark}”</div>}
              </div>
            ),
          }))}
        />
      )}
      {counterOpen && <CounterDialog open={counterOpen} onClose={() => setCounterOpen(false)} quote={quote} ask={ask} lang={lang} />}
      <Modal
        open={rejecting}
        onCancel={() => setRejecting(false)}
        onOk={() => run('reject', rejectRemark.trim() || undefined)}
        title={t(quote.role === 'seller' ? 'negotiation.web.confirm.rejectSeller' : 'negotiation.web.confirm.reject')}
        okText={t('negotiation.web.actions.reject')}
        okButtonProps={{ danger: true, loading: busy('reject'), 'data-testid': 'confirm-reject' } as ButtonProps}
        cancelText={t('common.cancel')}
        destroyOnHidden
      >
        <Input.TextArea
          value={rejectRemark}
          maxLength={QUOTE_LIMITS.remarkMax[lang]}
          showCount
          onChange={(e) => setRejectRemark(e.target.value)}
          placeholder={t('negotiation.web.confirm.rejectReason')}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Modal>
    </Card>
  );
}
