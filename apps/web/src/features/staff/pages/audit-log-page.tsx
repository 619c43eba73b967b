/**
 * /staff/audit-log — every staff action the server recorded (ARCHITECTURE: staff actions are written to an audit
 * log), newest first, filtered by action, staff member or target. Clicking a staff member or a target filters by it;
 * the user page links here with its user as the target.
 */
import { Button, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAuditLogRow } from '@scrapbridge/domain/staff-users';
import { StaffList, StaffSearch, timeColumn, useStaffListState } from '#components/staff-list.tsx';
import { useAuditLog } from '../api/trust-api.ts';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, detailEntries } from '../lib/audit.ts';

const LIST = { defaults: { action: '', actorUserId: '', targetType: '', targetId: '' } };

export default function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const list = useStaffListState(LIST);
  const query = useAuditLog({ ...list.filters, pageNum: list.page, pageSize: list.pageSize });
  const actionText = (a: string) => (i18n.exists(`staff.audit.actions.${a}`) ? t(`staff.audit.actions.${a}`) : a);
  const filtered = Object.values(list.filters).some(Boolean);

  const columns: TableColumnsType<TAuditLogRow> = [
    timeColumn(t('staff.audit.columns.createdAt'), 'createdAt', { width: 170, seconds: true }),
    {
      title: t('staff.audit.columns.actor'),
      key: 'actor',
      width: 210,
      render: (_, r) =>
        r.actorUserId ? (
          <Typography.Link onClick={() => list.setFilters({ actorUserId: r.actorUserId ?? '' })}>{r.actorEmail ?? r.actorUserId.slice(0, 8)}</Typography.Link>
        ) : (
          t('staff.audit.system')
        ),
    },
    { title: t('staff.audit.columns.action'), dataIndex: 'action', width: 170, render: (a: string) => <Tag>{actionText(a)}</Tag> },
    {
      title: t('staff.audit.columns.target'),
      key: 'target',
      width: 230,
      render: (_, r) =>
        r.targetId ? (
          <span>
            {r.targetType && <Typography.Text type="secondary">{t(`staff.audit.targets.${r.targetType}`, { defaultValue: r.targetType })} </Typography.Text>}
            {r.targetType === 'user' ? (
              <Link to={`/staff/users/${r.targetId}`}>{r.targetId.slice(0, 8)}</Link>
            ) : (
              <Typography.Link onClick={() => list.setFilters({ targetId: r.targetId ?? '' })}>{r.targetId.slice(0, 8)}</Typography.Link>
            )}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: t('staff.audit.columns.detail'),
      key: 'detail',
      render: (_, r) => (
        <div className="sb-audit-detail">
          {detailEntries(r.detail).map(([k, v]) => (
            <div key={k}>
              <Typography.Text type="secondary">{k}:</Typography.Text> {v}
            </div>
          ))}
        </div>
      ),
    },
  ];

  return (
    <StaffList<TAuditLogRow>
      testId="staff-audit-log"
      title={t('staff.audit.title')}
      description={t('staff.audit.description')}
      filters={
        <>
          <Select
            style={{ width: 200 }}
            value={list.filters.action}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(action: string) => list.setFilters({ action })}
            options={[{ value: '', label: t('staff.audit.allActions') }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionText(a) }))]}
          />
          <Select
            style={{ width: 160 }}
            value={list.filters.targetType}
            onChange={(targetType: string) => list.setFilters({ targetType })}
            options={[{ value: '', label: t('staff.audit.allTargets') }, ...AUDIT_TARGET_TYPES.map((v) => ({ value: v, label: t(`staff.audit.targets.${v}`) }))]}
          />
          <StaffSearch value={list.filters.targetId} placeholder={t('staff.audit.targetIdPlaceholder')} width={300} onSearch={(targetId) => list.setFilters({ targetId })} />
          {list.filters.actorUserId && (
            <Tag closable onClose={() => list.setFilters({ actorUserId: '' })}>
              {t('staff.audit.actorFilter', { id: list.filters.actorUserId.slice(0, 8) })}
            </Tag>
          )}
          {filtered && (
            <Button type="link" onClick={() => list.setFilters({ action: '', actorUserId: '', targetType: '', targetId: '' })}>
              {t('staff.audit.clear')}
            </Button>
          )}
        </>
      }
      query={query}
      columns={columns}
      rowKey="id"
      scrollX={1100}
      emptyText={t('staff.audit.empty')}
      paging={list}
    />
  );
}
