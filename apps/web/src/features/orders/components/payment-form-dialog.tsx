/**
 * Staff record a payment against an invoice (§4 "recorded by staff with the receipt"): the amount (the outstanding
 * amount offered), the day it was paid, and the receipt — one of the contract's swift/receipt documents, or one
 * uploaded here. More than what is outstanding is refused by the server on the amount field.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Select, type ButtonProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES } from '@scrapbridge/domain/orders/documents';
import { MONEY_LIMITS, ZPaymentRequest, type TInvoice } from '@scrapbridge/domain/orders/money';
import { AppDialog } from '#components/app-dialog.tsx';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useContractDocuments } from '../api/documents-api.ts';
import { useMoneyWrite } from '../api/payments-api.ts';
import { timeText } from './document-format.ts';
import { DocumentUploadDialog } from './document-upload-dialog.tsx';
import { amountText } from './money-format.ts';

type TProps = { open: boolean; onClose: () => void; contractId: string; invoice: TInvoice | null };

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function PaymentFormDialog(props: TProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={props.open} onClose={props.onClose} title={t('payments.panel.record')} maskClosable={false}>
      {props.invoice && <PaymentForm {...props} invoice={props.invoice} />}
    </AppDialog>
  );
}

function PaymentForm({ onClose, contractId, invoice }: TProps & { invoice: TInvoice }) {
  const { t } = useTranslation();
  const write = useMoneyWrite();
  const docs = useContractDocuments(contractId);
  const receipts = (docs.data?.rows ?? []).filter((d) => d.type === 'swift_receipt');
  const [amount, setAmount] = useState(invoice.outstanding);
  const [paidOn, setPaidOn] = useState(today());
  const [receiptDocumentId, setReceipt] = useState<string | undefined>(undefined);
  const [note, setNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const { errors, check, refuse, touch: clear, item } = useZodForm();

  const submit = () => {
    const body = { amount, paidOn, receiptDocumentId, note };
    if (!check(ZPaymentRequest, body)) return;
    write.mutate(
      { kind: 'pay', invoiceId: invoice.id, body },
      {
        onSuccess: () => {
          void toast('success', t('payments.panel.recorded'));
          onClose();
        },
        onError: (e) => {
          refuse(e);
        },
      },
    );
  };


  return (
    <Form layout="vertical" component="div" className="sb-money-form" data-testid="payment-form">
      <p className="sb-money-muted">
        {invoice.invoiceNo} · {t('payments.panel.outstanding')} {amountText(invoice.outstanding, invoice.currency)}
      </p>
      {errors.form && <Alert type="error" showIcon title={errors.form} className="sb-money-alert" />}
      <div className="sb-money-grid">
        <Form.Item label={t('payments.fields.amount')} required {...item('amount')}>
          <Input
            inputMode="decimal"
            value={amount}
            suffix={invoice.currency}
            onChange={(e) => {
              setAmount(e.target.value);
              clear('amount');
            }}
            data-testid="payment-amount"
          />
        </Form.Item>
        <Form.Item label={t('payments.fields.paidOn')} required {...item('paidOn')}>
          <Input
            type="date"
            value={paidOn}
            max={today()}
            onChange={(e) => {
              setPaidOn(e.target.value);
              clear('paidOn');
            }}
            data-testid="payment-paid-on"
          />
        </Form.Item>
      </div>
      <Form.Item label={t('payments.fields.receiptDocumentId')} {...item('receiptDocumentId')}>
        <div className="sb-money-receipt">
          <Select
            allowClear
            value={receiptDocumentId}
            onChange={(v?: string) => {
              setReceipt(v);
              clear('receiptDocumentId');
            }}
            placeholder={t('payments.panel.pickReceipt')}
            loading={docs.isLoading}
            options={receipts.map((d) => ({ value: d.id, label: `${d.name} · ${timeText(d.createdAt)}` }))}
            data-testid="payment-receipt"
          />
          <Button icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="payment-upload-receipt">
            {t('payments.panel.uploadReceipt')}
          </Button>
        </div>
      </Form.Item>
      <Form.Item label={t('payments.fields.note')} {...item('note')}>
        <Input.TextArea value={note} maxLength={MONEY_LIMITS.noteMax} autoSize={{ minRows: 2, maxRows: 4 }} onChange={(e) => setNote(e.target.value)} data-testid="payment-note" />
      </Form.Item>
      <div className="sb-money-form-actions">
        <Button onClick={onClose}>{t('payments.panel.cancel')}</Button>
        <Button type="primary" onClick={submit} loading={write.isPending} {...({ 'data-testid': 'payment-save' } as ButtonProps)}>
          {t('payments.panel.save')}
        </Button>
      </div>
      <DocumentUploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        contractId={contractId}
        types={['swift_receipt']}
        initialType="swift_receipt"
        maxBytes={docs.data?.maxBytes ?? DOCUMENT_MAX_BYTES}
        onUploaded={(id) => {
          setReceipt(id);
          clear('receiptDocumentId');
        }}
      />
    </Form>
  );
}
