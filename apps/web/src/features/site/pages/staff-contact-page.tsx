/** /staff/contact: the contact-form inbox (§3 Contact message), newest first, filtered by status; mark handled. */
import { useState, type HTMLAttributes } from 'react';
import { Button, Segmented, Spin, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TContactMessage } from '@scrapbridge/domain/site';
import { useShellContext } from '#lib/shell-context.ts';
import { StaffList, useStaffListState, timeColumn } from '#components/staff-list.tsx';
import { toast } from '#lib/toast.ts';
import { markContactHandled, staffKeys, useContactMessages, type TContactFilter } from '../api/staff-site-api.ts';
import { useStaffTexts } from '../lib/use-staff-texts.ts';
import '../staff-site.css';

const FILTERS: readonly TContactFilter[] = ['open', 'handled', 'all'];
const LIST = { defaults: { status: 'open' as TContactFilter }, choices: { status: FILTERS } };

export default function StaffContactPage() {
  const ready = useStaffTexts();
  const { user } = useShellContext();
  if (!ready || !user?.staff) return <Spin className="sb-staff-spin" size="large" />;
  return <ContactInbox />;
}

function ContactInbox() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useStaffListState(LIST);
  const [busy, setBusy] = useState<string | null>(null);
  const query = useContactMessages(list.filters.status, list.page, list.pageSize, true);

  const handle = async (id: string) => {
    setBusy(id);
    const result = await markContactHandled(id);
    setBusy(null);
    if (result.success) {
      void toast('success', t('common.operationSuccess'));
      void queryClient.invalidateQueries({ queryKey: staffKeys.contact });
    }
  };

  const columns: TableColumnsType<TContactMessage> = [
    timeColumn(t('siteStaff.contact.columns.createdAt'), 'createdAt'),
    {
      title: t('siteStaff.contact.columns.from'),
      key: 'from',
      width: 200,
      render: (_, r) => (
        <div>
          <div>{r.realName || '—'}</div>
          <Typography.Text type="secondary">{r.company}</Typography.Text>
          {r.userId && (
            <div>
              <Tag>{t('siteStaff.contact.signedIn')}</Tag>
            </div>
          )}
        </div>
      ),
    },
    {
      title: t('siteStaff.contact.columns.contact'),
      key: 'contact',
      width: 220,
      render: (_, r) => (
        <div>
          {r.phone && <div>{r.phone}</div>}
          {r.email && (
            <a href={`mailto:${r.email}`} rel="noreferrer">
              {r.email}
            </a>
          )}
        </div>
      ),
    },
    {
      title: t('siteStaff.contact.columns.message'),
      dataIndex: 'message',
      render: (v: string) => (
        <Typography.Paragraph className="sb-outbox-body" ellipsis={{ rows: 3, expandable: true, symbol: '…' }} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    { title: t('siteStaff.contact.columns.lang'), dataIndex: 'lang', width: 90, render: (v: string) => t(`siteStaff.contact.langs.${v}`) },
    {
      title: t('siteStaff.contact.columns.status'),
      key: 'status',
      width: 170,
      render: (_, r) =>
        r.handled ? (
          <Tooltip title={t('siteStaff.contact.handledBy', { who: r.handledBy ?? '—', time: r.handledAt ? dayjs(r.handledAt).format('YYYY-MM-DD HH:mm') : '' })}>
            <Tag color="green">{t('siteStaff.contact.handled')}</Tag>
          </Tooltip>
        ) : (
          <div className="sb-stack">
            <Tag color="orange">{t('siteStaff.contact.open')}</Tag>
            <Button size="small" type="primary" loading={busy === r.id} onClick={() => void handle(r.id)} data-testid="contact-mark-handled">
              {t('siteStaff.contact.markHandled')}
            </Button>
          </div>
        ),
    },
  ];

  return (
    <StaffList<TContactMessage>
      testId="staff-contact"
      title={t('siteStaff.contact.title')}
      description={t('siteStaff.contact.description')}
      filters={
        <Segmented<TContactFilter>
          value={list.filters.status}
          onChange={(status) => list.setFilters({ status })}
          options={FILTERS.map((f) => ({ value: f, label: t(`siteStaff.contact.filter.${f}`) }))}
        />
      }
      query={query}
      columns={columns}
      rowKey="id"
      scrollX={1000}
      emptyText={t('siteStaff.common.empty')}
      paging={list}
      tableProps={{ onRow: () => ({ 'data-testid': 'contact-row' }) as HTMLAttributes<HTMLElement> }}
    />
  );
}
