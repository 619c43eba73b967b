/**
 * The money of a contract (issue 5 item 4; §3 deposit and final payment invoices; §4 deposit paid/unpaid, payment
 * unpaid/partial/paid): for its buyer and seller (party) and in the staff console's contract page (staff). Status
 * tags, a "what is due" line, the invoices (cards on phones, a table wider) with their payments and receipts. Staff
 * also issue and correct invoices, record payments with the receipt, and send a reminder.
 */
import { useState } from 'react';
import { Alert, Button, Empty, Tag } from 'antd';
import { BellOutlined, DollarOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TContractMoney, TInvoice } from '@scrapbridge/domain/orders/money';
import { formatDay, useLang } from '#lib/lang-text.ts';
import { toast } from '#lib/toast.ts';
import { useMediaQuery } from '#lib/use-media-query.ts';
import '../payments.css';
import { useContractMoney, useRemindInvoice } from '../api/payments-api.ts';
import { timeText } from './document-format.ts';
import { InvoiceFormDialog } from './invoice-form-dialog.tsx';
import { InvoiceCards, InvoiceTable } from './invoice-views.tsx';
import { amountText, nextDue } from './money-format.ts';
import { OrderPanel } from './order-panel.tsx';
import { PaymentFormDialog } from './payment-form-dialog.tsx';

export type TMoneyPanelProps = { contractId: string; mode: 'party' | 'staff' };

type TDialog = { kind: 'invoice'; invoice?: TInvoice } | { kind: 'payment'; invoice: TInvoice } | null;

export function MoneyPanel({ contractId, mode }: TMoneyPanelProps) {
  const { t } = useTranslation();
  const query = useContractMoney(contractId);
  const wide = useMediaQuery('(min-width: 768px)');
  const remind = useRemindInvoice();
  const [dialog, setDialog] = useState<TDialog>(null);
  const staff = mode === 'staff';
  const money = query.data;
  const close = () => setDialog(null);

  const actions = staff
    ? (inv: TInvoice) => (
        <>
          <Button size="small" icon={<EditOutlined />} onClick={() => setDialog({ kind: 'invoice', invoice: inv })} title={t('payments.panel.edit')} aria-label={t('payments.panel.edit')} data-testid="invoice-edit">
            <span className="sb-money-btn-text">{t('payments.panel.edit')}</span>
          </Button>
          <Button size="small" icon={<DollarOutlined />} disabled={inv.status === 'paid'} onClick={() => setDialog({ kind: 'payment', invoice: inv })} title={t('payments.panel.record')} aria-label={t('payments.panel.record')} data-testid="invoice-record-payment">
            <span className="sb-money-btn-text">{t('payments.panel.record')}</span>
          </Button>
          <Button
            size="small"
            icon={<BellOutlined />}
            disabled={inv.status === 'paid'}
            loading={remind.isPending && remind.variables === inv.id}
            onClick={() => remind.mutate(inv.id, { onSuccess: () => void toast('success', t('payments.panel.reminded')) })}
            title={t('payments.panel.remind')}
            aria-label={t('payments.panel.remind')}
            data-testid="invoice-remind"
          >
            <span className="sb-money-btn-text">{t('payments.panel.remind')}</span>
          </Button>
          {inv.remindedAt && <span className="sb-money-muted">{t('payments.panel.lastReminded', { time: timeText(inv.remindedAt) })}</span>}
        </>
      )
    : undefined;

  return (
    <OrderPanel
      className="sb-money-panel"
      testId="money-panel"
      mode={mode}
      title={t('payments.panel.title')}
      action={
        staff &&
        money && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'invoice' })} data-testid="invoice-issue">
            {t('payments.panel.issue')}
          </Button>
        )
      }
      query={query}
      missing={!money}
      loadFailed={t('payments.panel.loadFailed')}
    >
      {money && (
        <>
          <MoneySummary money={money} />
          {money.invoices.length === 0 ? (
            <Empty description={t('payments.panel.empty')} data-testid="invoices-empty" />
          ) : wide ? (
            <InvoiceTable invoices={money.invoices} renderActions={actions} />
          ) : (
            <InvoiceCards invoices={money.invoices} renderActions={actions} />
          )}
          {staff && (
            <>
              <InvoiceFormDialog
                open={dialog?.kind === 'invoice'}
                onClose={close}
                contractId={contractId}
                currency={money.currency}
                invoice={dialog?.kind === 'invoice' ? dialog.invoice : undefined}
                suggestedType={money.invoices.some((i) => i.type === 'deposit') ? 'final' : 'deposit'}
                suggestedFinalAmount={money.finalDue}
              />
              <PaymentFormDialog open={dialog?.kind === 'payment'} onClose={close} contractId={contractId} invoice={dialog?.kind === 'payment' ? dialog.invoice : null} />
            </>
          )}
        </>
      )}
    </OrderPanel>
  );
}

function MoneySummary({ money }: { money: TContractMoney }) {
  const { t } = useTranslation();
  const lang = useLang();
  const next = nextDue(money.invoices);
  return (
    <div className="sb-money-summary">
      <div className="sb-money-tags">
        <Tag color={money.depositStatus === 'paid' ? 'green' : 'default'} data-testid="money-deposit-status">
          {t(`payments.deposit.${money.depositStatus}`)}
        </Tag>
        <Tag color={money.paymentStatus === 'paid' ? 'green' : money.paymentStatus === 'partial' ? 'gold' : 'default'} data-testid="money-payment-status">
          {t(`payments.payment.${money.paymentStatus}`)}
        </Tag>
      </div>
      {money.invoices.length > 0 && (
        <p className="sb-money-totals">
          {t('payments.panel.totals', {
            amount: amountText(money.totals.amount),
            paid: amountText(money.totals.paid),
            outstanding: amountText(money.totals.outstanding),
            currency: money.currency,
          })}
        </p>
      )}
      {next ? (
        <Alert
          type={next.overdue ? 'error' : next.due ? 'warning' : 'info'}
          showIcon
          data-testid="money-due-line"
          title={t(next.overdue ? 'payments.panel.overdueLine' : 'payments.panel.dueLine', {
            outstanding: amountText(next.outstanding),
            currency: next.currency,
            dueDate: formatDay(next.dueDate!, lang),
            invoiceNo: next.invoiceNo,
          })}
        />
      ) : (
        money.invoices.length > 0 && (
          <p className="sb-money-muted" data-testid="money-due-line">
            {t('payments.panel.nothingDue')}
          </p>
        )
      )}
    </div>
  );
}
