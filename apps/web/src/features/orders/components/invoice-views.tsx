/**
 * One contract's invoices as cards (phones) or a table (wider screens): number, type, issue and due dates, issuer,
 * bill-to, amount, paid, outstanding, status with due/overdue, and the payments with their receipt link. Staff get
 * the invoice actions (edit, record payment, send reminder) through `renderActions`.
 */
import type { ReactNode } from 'react';
import { Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TInvoice, TInvoiceStatus, TPayment } from '@scrapbridge/domain/orders/money';
import { formatDay, useLang } from '#lib/lang-text.ts';
import { amountText } from './money-format.ts';

type TProps = { invoices: TInvoice[]; renderActions?: ((inv: TInvoice) => ReactNode) | undefined };

const STATUS_COLOR: Record<TInvoiceStatus, string> = { unpaid: 'default', partial: 'gold', paid: 'green' };

export function InvoiceStatusTags({ inv }: { inv: TInvoice }) {
  const { t } = useTranslation();
  return (
    <span className="sb-money-tags">
      <Tag color={STATUS_COLOR[inv.status]} data-testid="invoice-status">
        {t(`payments.status.${inv.status}`)}
      </Tag>
      {inv.overdue && (
        <Tag color="red" data-testid="invoice-overdue">
          {t('payments.panel.overdue')}
        </Tag>
      )}
      {inv.due && (
        <Tag color="orange" data-testid="invoice-due">
          {t('payments.panel.dueSoon')}
        </Tag>
      )}
    </span>
  );
}

function PaymentsList({ payments }: { payments: TPayment[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (payments.length === 0) return <p className="sb-money-muted">{t('payments.panel.noPayments')}</p>;
  return (
    <ul className="sb-money-payments" data-testid="invoice-payments">
      {payments.map((p) => (
        <li key={p.id} data-testid="invoice-payment">
          <span>{formatDay(p.paidOn, lang)}</span>
          <strong>{amountText(p.amount, p.currency)}</strong>
          {p.receiptUrl ? (
            <a href={p.receiptUrl} target="_blank" rel="noopener" data-testid="payment-receipt-link">
              <PaperClipOutlined /> {t('payments.panel.receipt')}
            </a>
          ) : (
            <span className="sb-money-muted">{t('payments.panel.noReceipt')}</span>
          )}
          {p.note && <span className="sb-money-muted">{p.note}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Credit notes of settled claims against the invoice (issue 15): they lower what is outstanding. */
function CreditNotesList({ inv }: { inv: TInvoice }) {
  const { t } = useTranslation();
  if (!inv.creditNotes || inv.creditNotes.length === 0) return null;
  return (
    <>
      <h4 className="sb-money-sub">{t('claims.invoice.creditNotes')}</h4>
      <ul className="sb-money-payments" data-testid="invoice-credit-notes">
        {inv.creditNotes.map((c) => (
          <li key={c.id} data-testid="invoice-credit-note">
            {t('claims.invoice.creditNote', { no: c.creditNoteNo, amount: amountText(c.amount, inv.currency), reason: c.reason })}
          </li>
        ))}
      </ul>
    </>
  );
}

export function InvoiceCards({ invoices, renderActions }: TProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="sb-money-cards">
      {invoices.map((inv) => (
        <Card
          key={inv.id}
          size="small"
          className="sb-money-card"
          data-testid="invoice-card"
          title={
            <span className="sb-money-card-title">
              <span>{inv.invoiceNo}</span>
              <span className="sb-money-muted">{t(`payments.invoiceTypes.${inv.type}`)}</span>
            </span>
          }
          extra={<InvoiceStatusTags inv={inv} />}
        >
          <dl className="sb-money-facts">
            <dt>{t('payments.panel.amount')}</dt>
            <dd>{amountText(inv.amount, inv.currency)}</dd>
            <dt>{t('payments.panel.paid')}</dt>
            <dd>{amountText(inv.paid, inv.currency)}</dd>
            <dt>{t('payments.panel.outstanding')}</dt>
            <dd className={inv.overdue ? 'is-overdue' : undefined}>{amountText(inv.outstanding, inv.currency)}</dd>
            <dt>{t('payments.panel.dueDate')}</dt>
            <dd>{inv.dueDate ? formatDay(inv.dueDate, lang) : t('payments.panel.noDueDate')}</dd>
            <dt>{t('payments.panel.issueDate')}</dt>
            <dd>{formatDay(inv.issueDate, lang)}</dd>
            <dt>{t('payments.panel.issuer')}</dt>
            <dd>{inv.issuer}</dd>
            <dt>{t('payments.panel.billTo')}</dt>
            <dd>{inv.billTo}</dd>
          </dl>
          <h4 className="sb-money-sub">{t('payments.panel.payments')}</h4>
          <PaymentsList payments={inv.payments} />
          <CreditNotesList inv={inv} />
          {renderActions && <div className="sb-money-actions">{renderActions(inv)}</div>}
        </Card>
      ))}
    </div>
  );
}

export function InvoiceTable({ invoices, renderActions }: TProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns: TableColumnsType<TInvoice> = [
    {
      title: t('payments.panel.invoiceNo'),
      dataIndex: 'invoiceNo',
      width: 170,
      render: (no: string, inv) => (
        <span className="sb-money-parties">
          <span>{no}</span>
          <span className="sb-money-muted">{t(`payments.invoiceTypes.${inv.type}`)}</span>
        </span>
      ),
    },
    {
      title: `${t('payments.panel.issueDate')} / ${t('payments.panel.dueDate')}`,
      key: 'dates',
      width: 150,
      render: (_: unknown, inv) => (
        <span className="sb-money-parties">
          <span>{formatDay(inv.issueDate, lang)}</span>
          <span className={inv.overdue ? 'is-overdue' : 'sb-money-muted'}>{inv.dueDate ? formatDay(inv.dueDate, lang) : t('payments.panel.noDueDate')}</span>
        </span>
      ),
    },
    { title: t('payments.panel.amount'), dataIndex: 'amount', width: 140, align: 'right', render: (v: string, inv) => amountText(v, inv.currency) },
    { title: t('payments.panel.paid'), dataIndex: 'paid', width: 130, align: 'right', render: (v: string, inv) => amountText(v, inv.currency) },
    {
      title: t('payments.panel.outstanding'),
      dataIndex: 'outstanding',
      width: 140,
      align: 'right',
      render: (v: string, inv) => <span className={inv.overdue ? 'is-overdue' : undefined}>{amountText(v, inv.currency)}</span>,
    },
    { title: t('payments.panel.status'), key: 'status', width: 150, render: (_: unknown, inv) => <InvoiceStatusTags inv={inv} /> },
  ];
  // The actions stay in view at the row's end (pinned) while the figures scroll under them: at 1280 px the table is
  // wider than the staff contract page's card and the buttons were cut off at its edge (issue 19 item 7).
  if (renderActions) {
    columns.push({
      title: '',
      key: 'actions',
      width: 132,
      fixed: 'right',
      render: (_: unknown, inv) => <div className="sb-money-actions is-compact">{renderActions(inv)}</div>,
    });
  }
  return (
    <Table<TInvoice>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={invoices}
      pagination={false}
      scroll={{ x: renderActions ? 1012 : 880 }}
      // The issuer and bill-to, and the payments with their receipts, open under the row.
      expandable={{
        expandedRowRender: (inv) => (
          <div className="sb-money-expanded">
            <p className="sb-money-muted">
              {t('payments.panel.issuer')}: {inv.issuer} → {t('payments.panel.billTo')}: {inv.billTo}
            </p>
            <PaymentsList payments={inv.payments} />
            <CreditNotesList inv={inv} />
          </div>
        ),
        defaultExpandAllRows: invoices.length <= 3,
      }}
      data-testid="invoice-table"
    />
  );
}
