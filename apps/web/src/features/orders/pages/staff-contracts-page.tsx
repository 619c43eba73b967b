/**
 * /staff/contracts — the operations console's contract queue (issue 5 item 7; §1 the provider handles booking,
 * payment chasing, documents and shipping tracking): every contract with its confirmation progress, money,
 * shipping and open disputes, the ones that need staff first; filtered by status and by what they wait for, searched
 * by contract number, bill of lading or container number (§2).
 */
import { Select, Space, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTRACT_NEEDS, CONTRACT_STATUSES, type TContractNeed, type TContractStatus, type TStaffContractRow } from '@scrapbridge/domain/orders/queue';
import { StaffList, StaffSearch, timeColumn, useStaffListState } from '#components/staff-list.tsx';
import { useContractQueue } from '../api/operations-api.ts';
import '../operations.css';

const LIST = {
  defaults: { status: '', needs: '', keyword: '' },
  choices: { status: ['', ...CONTRACT_STATUSES], needs: ['', ...CONTRACT_NEEDS] },
};

const STATUS_COLORS: Record<TContractStatus, string> = { pending: 'gold', signed: 'green', voided: 'default' };
export const NEED_COLORS: Record<TContractNeed, string> = { dispute: 'red', payment: 'volcano', confirmation: 'gold', shipment: 'blue' };

export default function StaffContractsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useStaffListState(LIST);
  const query = useContractQueue({
    status: (list.filters.status || undefined) as TContractStatus | undefined,
    needs: (list.filters.needs || undefined) as TContractNeed | undefined,
    keyword: list.filters.keyword,
    pageNum: list.page,
    pageSize: list.pageSize,
  });
  const step = (done: boolean, label: string) => (
    <Tag color={done ? 'green' : 'default'} className="sb-ops-step">
      {done ? '✓' : '…'} {label}
    </Tag>
  );

  const columns: TableColumnsType<TStaffContractRow> = [
    {
      title: t('operations.queue.columns.contractNo'),
      dataIndex: 'contractNo',
      width: 190,
      render: (v: string, r) => (
        <Link to={`/staff/contracts/${r.contractId}`} onClick={(e) => e.stopPropagation()} data-testid="queue-contract-link">
          {v}
        </Link>
      ),
    },
    {
      title: t('operations.queue.columns.needs'),
      dataIndex: 'needs',
      width: 190,
      render: (needs: TContractNeed[]) =>
        needs.length === 0 ? (
          <span className="sb-ops-muted">{t('operations.queue.nothing')}</span>
        ) : (
          <Space size={2} wrap>
            {needs.map((n) => (
              <Tag key={n} color={NEED_COLORS[n]} data-testid="queue-need" data-need={n}>
                {t(`operations.needs.${n}`)}
              </Tag>
            ))}
          </Space>
        ),
    },
    {
      title: t('operations.queue.columns.status'),
      dataIndex: 'status',
      width: 130,
      render: (v: TContractStatus) => <Tag color={STATUS_COLORS[v]}>{t(`orders.status.${v}`)}</Tag>,
    },
    { title: t('operations.queue.columns.buyer'), dataIndex: 'buyerCompany', width: 200, ellipsis: true, render: (v: string | null) => v ?? '—' },
    { title: t('operations.queue.columns.seller'), dataIndex: 'sellerCompany', width: 200, ellipsis: true, render: (v: string | null) => v ?? '—' },
    {
      title: t('operations.queue.columns.confirmation'),
      key: 'confirmation',
      width: 240,
      render: (_, r) => (
        <Space size={2} wrap>
          {step(r.confirmation.buyerStep1, t('operations.queue.buyerStep1'))}
          {step(r.confirmation.buyerStep2, t('operations.queue.buyerStep2'))}
          {step(r.confirmation.sellerStep1, t('operations.queue.sellerStep1'))}
        </Space>
      ),
    },
    {
      title: t('operations.queue.columns.money'),
      key: 'money',
      width: 190,
      render: (_, r) => (
        <Space size={2} wrap>
          <Tag color={r.depositStatus === 'paid' ? 'green' : 'orange'}>{t(`orders.deposit.${r.depositStatus}`)}</Tag>
          <Tag color={r.paymentStatus === 'paid' ? 'green' : r.paymentStatus === 'partial' ? 'blue' : 'orange'}>{t(`orders.payment.${r.paymentStatus}`)}</Tag>
        </Space>
      ),
    },
    {
      title: t('operations.queue.columns.shipping'),
      key: 'shipping',
      width: 160,
      render: (_, r) => (
        <Tooltip title={t('operations.queue.shipments', { count: r.shipmentCount })}>
          <Tag>{t(`orders.shipping.${r.shipping}`)}</Tag>
        </Tooltip>
      ),
    },
    {
      title: t('operations.queue.columns.disputes'),
      dataIndex: 'openDisputes',
      width: 110,
      render: (v: number) => (v > 0 ? <Tag color="red">{v}</Tag> : <span className="sb-ops-muted">0</span>),
    },
    timeColumn(t('operations.queue.columns.dealAt'), 'dealAt', { width: 150 }),
    {
      title: t('operations.queue.columns.age'),
      dataIndex: 'ageDays',
      width: 100,
      render: (v: number) => t('operations.queue.ageDays', { count: v }),
    },
  ];

  return (
    <StaffList<TStaffContractRow>
      testId="staff-contracts"
      title={t('operations.queue.title')}
      description={t('operations.queue.description')}
      filters={
        <>
          <StaffSearch
            value={list.filters.keyword}
            placeholder={t('operations.queue.searchPlaceholder')}
            width={320}
            onSearch={(keyword) => list.setFilters({ keyword })}
            testId="queue-search"
          />
          <Select
            style={{ width: 190 }}
            value={list.filters.needs}
            onChange={(needs: string) => list.setFilters({ needs })}
            aria-label={t('operations.queue.needsLabel')}
            options={[{ value: '', label: t('operations.queue.allNeeds') }, ...CONTRACT_NEEDS.map((n) => ({ value: n, label: t(`operations.needs.${n}`) }))]}
            data-testid="queue-needs"
          />
          <Select
            style={{ width: 190 }}
            value={list.filters.status}
            onChange={(status: string) => list.setFilters({ status })}
            aria-label={t('operations.queue.statusLabel')}
            options={[{ value: '', label: t('operations.queue.allStatuses') }, ...CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))]}
            data-testid="queue-status"
          />
        </>
      }
      query={query}
      columns={columns}
      rowKey="contractId"
      scrollX={1860}
      emptyText={t('operations.queue.empty')}
      paging={list}
      tableProps={{
        onRow: (r) => ({ onClick: () => void navigate(`/staff/contracts/${r.contractId}`), className: 'sb-row-link', 'data-testid': 'queue-row', 'data-contract-no': r.contractNo }) as never,
      }}
    />
  );
}
