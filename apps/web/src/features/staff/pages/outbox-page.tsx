import { useState } from 'react';
import { Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '#lib/shell-context.ts';
import type { TOutboxMessage } from '@scrapbridge/domain/outbox';
import { useOutbox } from '../api/outbox.ts';

type TOutboxRow = TOutboxMessage;

const STATUS_COLORS: Record<string, string> = { sent: 'green', logged: 'blue', failed: 'red' };
/** The server's page size bound is 100 (domain pagination.ts). */
const PAGE_SIZES = [10, 20, 50, 100];

/** /staff/outbox: what the platform sent (codes included), for "I never got the code" support cases. */
export default function OutboxPage() {
  const { t, i18n } = useTranslation();
  const { user } = useShellContext();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const query = useOutbox(page, pageSize, !!user?.staff);

  const known = (ns: string, value: string) => (i18n.exists(`${ns}.${value}`) ? t(`${ns}.${value}`) : value);

  const columns: TableColumnsType<TOutboxRow> = [
    {
      title: t('staff.outbox.columns.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('staff.outbox.columns.channel'),
      dataIndex: 'channel',
      width: 90,
      render: (v: string) => <Tag color={v === 'sms' ? 'cyan' : 'geekblue'}>{known('staff.outbox.channel', v)}</Tag>,
    },
    { title: t('staff.outbox.columns.recipient'), dataIndex: 'recipient', width: 220, ellipsis: true },
    { title: t('staff.outbox.columns.subject'), dataIndex: 'subject', width: 200, ellipsis: true, render: (v: string | null) => v ?? '—' },
    {
      title: t('staff.outbox.columns.body'),
      dataIndex: 'body',
      render: (v: string) => (
        <Typography.Paragraph className="sb-outbox-body" ellipsis={{ rows: 2, expandable: true, symbol: '…' }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    { title: t('staff.outbox.columns.provider'), dataIndex: 'provider', width: 110 },
    {
      title: t('staff.outbox.columns.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: string, row) => {
        const tag = <Tag color={STATUS_COLORS[v] ?? 'default'}>{known('staff.outbox.status', v)}</Tag>;
        return row.error ? <Tooltip title={row.error}>{tag}</Tooltip> : tag;
      },
    },
  ];

  return (
    <section className="sb-staff-page" data-testid="staff-outbox">
      <Space className="sb-staff-head" align="start" wrap>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('staff.outbox.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t('staff.outbox.description')}
          </Typography.Paragraph>
        </div>
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('staff.outbox.refresh')}
        </Button>
      </Space>
      <Table<TOutboxRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.rows ?? []}
        loading={query.isLoading}
        scroll={{ x: 1000 }}
        locale={{ emptyText: t('staff.outbox.empty') }}
        pagination={{
          current: page,
          pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t('staff.outbox.total', { total }),
          onChange: (p, s) => {
            setPage(p);
            setPageSize(s);
          },
        }}
      />
    </section>
  );
}
