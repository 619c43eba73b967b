/**
 * /staff/payments — the invoices to chase (issue 5 item 7 "payment status"; §1 the provider handles payment chasing):
 * due within 3 days, overdue, anything unpaid, or all; searched by contract number, invoice number or company. Each
 * row shows the contract and parties, amount, paid, outstanding and due date, and opens its contract page, where
 * payments are recorded and reminders sent.
 */
import { Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STAFF_PAYMENT_FILTERS, type TStaffPaymentRow } from '@scrapbridge/domain/orders/money';
import { formatDay, pick, useLang } from '#lib/lang-text.ts';
import { StaffList, StaffSearch, useStaffListState } from '#components/staff-list.tsx';
import '../payments.css';
import { useStaffPayments } from '../api/payments-api.ts';
import { InvoiceStatusTags } from '../components/invoice-views.tsx';
import { amountText } from '../components/money-format.ts';

const LIST = {
  defaults: { status: 'unpaid' as (typeof STAFF_PAYMENT_FILTERS)[number], keyword: '' },
  choices: { status: STAFF_PAYMENT_FILTERS },
};

export default function StaffPaymentsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useStaffListState(LIST);
  const query = useStaffPayments({ status: list.filters.status, keyword: list.filters.keyword, pageNum: list.page, pageSize: list.pageSize });

  const columns: TableColumnsType<TStaffPaymentRow> = [
    {
      title: t('payments.staff.contractNo'),
      dataIndex: 'contractNo',
      width: 140,
      render: (no: string, row) => (
        <Link to={`/staff/contracts/${encodeURIComponent(row.contractId)}`} data-testid="staff-payment-contract">
          {no}
        </Link>
      ),
    },
    {
      title: t('payments.panel.invoiceNo'),
      dataIndex: 'invoiceNo',
      width: 160,
      render: (no: string, row) => (
        <span className="sb-money-parties">
          <span>{no}</span>
          <span className="sb-money-muted">{t(`payments.invoiceTypes.${row.type}`)}</span>
        </span>
      ),
    },
    {
      title: t('payments.staff.parties'),
      key: 'parties',
      width: 190,
      render: (_: unknown, row) => (
        <span className="sb-money-parties">
          <span>{pick(lang, row.buyerName, row.buyerNameEn) || '—'}</span>
          <span className="sb-money-muted">{pick(lang, row.sellerName, row.sellerNameEn) || '—'}</span>
        </span>
      ),
    },
    { title: t('payments.panel.amount'), dataIndex: 'amount', width: 130, align: 'right', render: (v: string, row) => amountText(v, row.currency) },
    { title: t('payments.panel.paid'), dataIndex: 'paid', width: 120, align: 'right', render: (v: string, row) => amountText(v, row.currency) },
    {
      title: t('payments.panel.outstanding'),
      dataIndex: 'outstanding',
      width: 130,
      align: 'right',
      render: (v: string, row) => <span className={row.overdue ? 'is-overdue' : undefined}>{amountText(v, row.currency)}</span>,
    },
    {
      title: `${t('payments.panel.dueDate')} / ${t('payments.panel.status')}`,
      key: 'status',
      width: 170,
      render: (_: unknown, row) => (
        <span className="sb-money-parties">
          <span className={row.overdue ? 'is-overdue' : undefined}>{row.dueDate ? formatDay(row.dueDate, lang) : t('payments.panel.noDueDate')}</span>
          <InvoiceStatusTags inv={{ ...row, payments: [] }} />
        </span>
      ),
    },
  ];

  return (
    <StaffList<TStaffPaymentRow>
      testId="staff-payments"
      title={t('payments.staff.title')}
      query={query}
      columns={columns}
      rowKey="id"
      scrollX={1040}
      paging={list}
      emptyText={t('payments.panel.nothingDue')}
      filters={
        <>
          <Select
            value={list.filters.status}
            onChange={(v) => list.setFilters({ status: v })}
            style={{ width: 180 }}
            options={STAFF_PAYMENT_FILTERS.map((s) => ({ value: s, label: t(`payments.staff.filters.${s}`) }))}
            data-testid="staff-payments-status"
          />
          <StaffSearch value={list.filters.keyword} placeholder={t('payments.staff.keyword')} width={300} onSearch={(keyword) => list.setFilters({ keyword })} testId="staff-payments-search" />
        </>
      }
    />
  );
}
