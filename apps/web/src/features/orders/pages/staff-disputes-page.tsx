/**
 * /staff/disputes — contract disputes with the §9 clocks ("staff contact within 48 hours; answered within 2 working
 * days"): waiting disputes oldest (soonest due) first, each clock counting down, red once overdue; contact, answer
 * and close from the row; the contract one click away.
 */
import { Segmented, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISPUTE_FILTERS, isDisputeOverdue, type TDisputeStatus, type TStaffDispute } from '@scrapbridge/domain/orders/dispute';
import { StaffList, timeColumn, useStaffListState } from '#components/staff-list.tsx';
import { useStaffDisputes } from '../api/disputes-api.ts';
import { DisputeClockTag, useMinute } from '../components/dispute-clock.tsx';
import { clockLook } from '../components/dispute-clock-text.ts';
import { DISPUTE_STATUS_COLORS } from '../components/dispute-panel.tsx';
import { DisputeStaffActions } from '../components/dispute-staff-actions.tsx';
import '../operations.css';

type TFilter = '' | (typeof DISPUTE_FILTERS)[number];
const TABS: readonly TFilter[] = ['', ...DISPUTE_FILTERS];
const LIST = { defaults: { status: '' as string }, choices: { status: TABS as readonly string[] } };

export default function StaffDisputesPage() {
  const { t } = useTranslation();
  const list = useStaffListState(LIST);
  const now = useMinute();
  const query = useStaffDisputes({ status: (list.filters.status || undefined) as TDisputeStatus | 'overdue' | undefined, pageNum: list.page, pageSize: list.pageSize });
  // The server's overdue flag was true when it answered; the open page re-reads the clocks every minute.
  const overdueNow = (d: TStaffDispute) =>
    isDisputeOverdue(d.clock) || ['contact', 'answer'].some((k) => clockLook(d.clock[k as 'contact' | 'answer'], now).look === 'overdue');

  const columns: TableColumnsType<TStaffDispute> = [
    {
      title: t('operations.disputes.columns.contract'),
      dataIndex: 'contractNo',
      width: 190,
      render: (v: string, r) => (
        <Space direction="vertical" size={2}>
          <Link to={`/staff/contracts/${r.contractId}`} data-testid="dispute-contract-link">
            {v}
          </Link>
          <Tag color={DISPUTE_STATUS_COLORS[r.status]}>{t(`operations.disputeStatus.${r.status}`)}</Tag>
        </Space>
      ),
    },
    {
      title: t('operations.disputes.columns.contactDue'),
      key: 'contact',
      width: 220,
      render: (_, r) => <DisputeClockTag kind="contact" part={r.clock.contact} now={now} bare />,
    },
    {
      title: t('operations.disputes.columns.answerDue'),
      key: 'answer',
      width: 230,
      render: (_, r) => <DisputeClockTag kind="answer" part={r.clock.answer} now={now} bare />,
    },
    {
      title: t('operations.disputes.columns.raisedBy'),
      key: 'raisedBy',
      width: 200,
      render: (_, r) => (
        <span>
          <Tag>{t(`operations.side.${r.side}`)}</Tag>
          {r.raisedByCompany ?? '—'}
        </span>
      ),
    },
    {
      title: t('operations.disputes.columns.text'),
      dataIndex: 'text',
      width: 320,
      render: (v: string, r) => (
        <div>
          <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
            {v}
          </Typography.Paragraph>
          {r.answer && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, expandable: true }} style={{ margin: '4px 0 0' }}>
              {t('operations.disputes.answerPrefix')} {r.answer}
            </Typography.Paragraph>
          )}
        </div>
      ),
    },
    timeColumn(t('operations.disputes.columns.raisedAt'), 'createdAt', { width: 150 }),
    {
      title: t('operations.disputes.columns.parties'),
      key: 'parties',
      width: 240,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>
            {t('operations.side.buyer')}: {r.buyerCompany ?? '—'}
          </span>
          <span>
            {t('operations.side.seller')}: {r.sellerCompany ?? '—'}
          </span>
        </Space>
      ),
    },
    { title: t('operations.disputes.columns.actions'), key: 'actions', width: 230, render: (_, r) => <DisputeStaffActions dispute={r} /> },
  ];

  return (
    <StaffList<TStaffDispute>
      testId="staff-disputes"
      title={t('operations.disputes.title')}
      description={t('operations.disputes.description')}
      filters={
        <div className="sb-ops-tabs">
          <Segmented<string>
            value={list.filters.status}
            onChange={(status) => list.setFilters({ status })}
            options={TABS.map((s) => ({ value: s, label: t(`operations.disputes.tabs.${s || 'all'}`) }))}
            data-testid="disputes-tabs"
          />
        </div>
      }
      query={query}
      columns={columns}
      rowKey="id"
      scrollX={1780}
      emptyText={t('operations.disputes.empty')}
      paging={list}
      tableProps={{
        rowClassName: (r) => (overdueNow(r) ? 'sb-ops-row-overdue' : ''),
        onRow: (r) => ({ 'data-testid': 'dispute-row', 'data-contract-no': r.contractNo, 'data-status': r.status }) as never,
      }}
    />
  );
}
