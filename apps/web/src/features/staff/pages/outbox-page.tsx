import { Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '#lib/shell-context.ts';
import { StaffList, useStaffListState, timeColumn } from '#components/staff-list.tsx';
import { verificationCodeIn, type TOutboxMessage } from '@scrapbridge/domain/outbox';
import { useOutbox } from '../api/outbox.ts';

type TOutboxRow = TOutboxMessage;

const STATUS_COLORS: Record<string, string> = { sent: 'green', logged: 'blue', failed: 'red' };

/** /staff/outbox: what the platform sent (codes included), for "I never got the code" support cases. */
export default function OutboxPage() {
  const { t, i18n } = useTranslation();
  const { user } = useShellContext();
  const list = useStaffListState();
  const query = useOutbox(list.page, list.pageSize, !!user?.staff);

  const known = (ns: string, value: string) => (i18n.exists(`${ns}.${value}`) ? t(`${ns}.${value}`) : value);

  const columns: TableColumnsType<TOutboxRow> = [
    timeColumn(t('staff.outbox.columns.createdAt'), 'createdAt', { width: 160, seconds: true }),
    {
      title: t('staff.outbox.columns.channel'),
      dataIndex: 'channel',
      width: 80,
      render: (v: string) => <Tag color={v === 'sms' ? 'cyan' : 'geekblue'}>{known('staff.outbox.channel', v)}</Tag>,
    },
    { title: t('staff.outbox.columns.recipient'), dataIndex: 'recipient', width: 190, ellipsis: true },
    {
      // The code a user says never arrived, readable in the row (the body is cut to two lines).
      title: t('staff.outbox.columns.code'),
      key: 'code',
      width: 100,
      render: (_: unknown, row) => {
        const code = verificationCodeIn(row.body);
        return code ? (
          <Typography.Text code copyable data-testid="outbox-code">
            {code}
          </Typography.Text>
        ) : (
          '—'
        );
      },
    },
    { title: t('staff.outbox.columns.subject'), dataIndex: 'subject', width: 160, ellipsis: true, render: (v: string | null) => v ?? '—' },
    {
      title: t('staff.outbox.columns.body'),
      dataIndex: 'body',
      // No width: the message takes the room the others leave (about 160 px in the console at 1280 px, where the
      // whole row, its status included, fits without scrolling sideways).
      render: (v: string) => (
        <Typography.Paragraph className="sb-outbox-body" ellipsis={{ rows: 2, expandable: true, symbol: '…' }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    { title: t('staff.outbox.columns.provider'), dataIndex: 'provider', width: 90 },
    {
      title: t('staff.outbox.columns.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: string, row) => {
        const tag = <Tag color={STATUS_COLORS[v] ?? 'default'}>{known('staff.outbox.status', v)}</Tag>;
        return row.error ? <Tooltip title={row.error}>{tag}</Tooltip> : tag;
      },
    },
  ];

  return (
    <StaffList<TOutboxRow>
      testId="staff-outbox"
      title={t('staff.outbox.title')}
      description={t('staff.outbox.description')}
      query={query}
      columns={columns}
      rowKey="id"
      scrollX={1030}
      emptyText={t('staff.outbox.empty')}
      paging={list}
    />
  );
}
