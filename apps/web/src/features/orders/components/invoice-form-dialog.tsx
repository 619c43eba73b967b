/**
 * Staff's invoice form (§3 deposit and final payment invoices: number, date, type, issuer, bill-to): a new invoice of
 * the contract, or corrections to one. Checked with the domain schema the server uses; the server's field problems
 * (a number already used, an amount under what is paid) land on the same fields.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Select, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVOICE_TYPES, MONEY_LIMITS, ZInvoiceRequest, type TInvoice, type TInvoiceType } from '@scrapbridge/domain/orders/money';
import { AppDialog } from '#components/app-dialog.tsx';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useMoneyWrite } from '../api/payments-api.ts';

type TProps = {
  open: boolean;
  onClose: () => void;
  contractId: string;
  currency: string;
  /** Correct this invoice; absent: issue a new one. */
  invoice?: TInvoice | undefined;
  /** Suggested type of a new invoice (deposit first, then final). */
  suggestedType?: TInvoiceType;
  /** What a new final invoice comes to from the deal and the confirmed price fixes (the server's finalDue). */
  suggestedFinalAmount?: string | null;
};

type TDraft = { type: TInvoiceType; invoiceNo: string; issueDate: string; dueDate: string; issuer: string; billTo: string; amount: string };

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function InvoiceFormDialog(props: TProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={props.open} onClose={props.onClose} title={t(props.invoice ? 'payments.panel.editTitle' : 'payments.panel.issue')} maskClosable={false}>
      <InvoiceForm {...props} />
    </AppDialog>
  );
}

function InvoiceForm({ onClose, contractId, currency, invoice, suggestedType, suggestedFinalAmount }: TProps) {
  const { t } = useTranslation();
  const write = useMoneyWrite();
  const [draft, setDraft] = useState<TDraft>(() =>
    invoice
      ? {
          type: invoice.type,
          invoiceNo: invoice.invoiceNo,
          issueDate: invoice.issueDate,
          dueDate: invoice.dueDate ?? '',
          issuer: invoice.issuer,
          billTo: invoice.billTo,
          amount: invoice.amount,
        }
      : {
          type: suggestedType ?? 'deposit',
          invoiceNo: '',
          issueDate: today(),
          dueDate: '',
          issuer: '',
          billTo: '',
          amount: suggestedType === 'final' ? (suggestedFinalAmount ?? '') : '',
        },
  );
  const { errors, check, refuse, touch, item } = useZodForm();
  const set = (patch: Partial<TDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    touch(...Object.keys(patch));
  };

  const submit = () => {
    const body = { ...draft, currency };
    if (!check(ZInvoiceRequest, body)) return;
    const onError = (e: Error) => {
      refuse(e);
    };
    const onSuccess = () => {
      void toast('success', t(invoice ? 'payments.panel.saved' : 'payments.panel.issued'));
      onClose();
    };
    if (invoice) write.mutate({ kind: 'update', invoiceId: invoice.id, body }, { onSuccess, onError });
    else write.mutate({ kind: 'issue', contractId, body }, { onSuccess, onError });
  };


  return (
    <Form layout="vertical" component="div" className="sb-money-form" data-testid="invoice-form">
      {errors.form && <Alert type="error" showIcon title={errors.form} className="sb-money-alert" />}
      <div className="sb-money-grid">
        <Form.Item label={t('payments.fields.type')} required {...item('type')}>
          <Select
            value={draft.type}
            onChange={(v) => set(v === 'final' && !invoice && draft.amount === '' && suggestedFinalAmount ? { type: v, amount: suggestedFinalAmount } : { type: v })}
            options={INVOICE_TYPES.map((v) => ({ value: v, label: t(`payments.invoiceTypes.${v}`) }))}
            data-testid="invoice-type"
          />
        </Form.Item>
        <Form.Item label={t('payments.fields.invoiceNo')} required {...item('invoiceNo')}>
          <Input value={draft.invoiceNo} maxLength={MONEY_LIMITS.invoiceNoMax} onChange={(e) => set({ invoiceNo: e.target.value })} data-testid="invoice-no" />
        </Form.Item>
        <Form.Item label={t('payments.fields.issueDate')} required {...item('issueDate')}>
          <Input type="date" value={draft.issueDate} onChange={(e) => set({ issueDate: e.target.value })} data-testid="invoice-issue-date" />
        </Form.Item>
        <Form.Item label={t('payments.fields.dueDate')} {...item('dueDate')}>
          <Input type="date" value={draft.dueDate} onChange={(e) => set({ dueDate: e.target.value })} data-testid="invoice-due-date" />
        </Form.Item>
        <Form.Item label={t('payments.fields.issuer')} required {...item('issuer')}>
          <Input value={draft.issuer} maxLength={MONEY_LIMITS.textMax} onChange={(e) => set({ issuer: e.target.value })} data-testid="invoice-issuer" />
        </Form.Item>
        <Form.Item label={t('payments.fields.billTo')} required {...item('billTo')}>
          <Input value={draft.billTo} maxLength={MONEY_LIMITS.textMax} onChange={(e) => set({ billTo: e.target.value })} data-testid="invoice-bill-to" />
        </Form.Item>
        <Form.Item label={t('payments.fields.amount')} required {...item('amount')}>
          <Input inputMode="decimal" value={draft.amount} suffix={currency} onChange={(e) => set({ amount: e.target.value })} data-testid="invoice-amount" />
        </Form.Item>
        {errors.currency && (
          <Form.Item label={t('payments.fields.currency')} {...item('currency')}>
            <Input value={currency} disabled />
          </Form.Item>
        )}
      </div>
      <div className="sb-money-form-actions">
        <Button onClick={onClose}>{t('payments.panel.cancel')}</Button>
        <Button type="primary" onClick={submit} loading={write.isPending} {...({ 'data-testid': 'invoice-save' } as ButtonProps)}>
          {t('payments.panel.save')}
        </Button>
      </div>
    </Form>
  );
}
