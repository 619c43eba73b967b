/**
 * /staff/users — find an account by phone, e-mail, name or company, narrowed by userState (§4) and userType (§3),
 * and open it (/staff/users/:userId) to help the user: markets, agents, block/unblock.
 */
import { Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TStaffUserRow } from '@scrapbridge/domain/staff-users';
import { USER_TYPES } from '@scrapbridge/domain/user-state';
import { StaffList, StaffSearch, timeColumn, useStaffListState } from '#components/staff-list.tsx';
import { useStaffUsers } from '../api/trust-api.ts';
import { personName, phoneText } from '../lib/people.ts';
import { SHOP_STATUS_COLORS, USER_STATE_COLORS, USER_TYPE_COLORS, VERIFICATION_STATE_COLORS } from '../lib/status-colors.ts';

const USER_STATES = ['0', '1', '2', '3', '9'] as const;
const LIST = {
  defaults: { keyword: '', userState: '', userType: '' },
  choices: { userState: ['', ...USER_STATES], userType: ['', ...USER_TYPES] },
};

export default function UsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useStaffListState(LIST);
  const query = useStaffUsers({ ...list.filters, pageNum: list.page, pageSize: list.pageSize });

  const columns: TableColumnsType<TStaffUserRow> = [
    {
      title: t('staff.users.columns.name'),
      key: 'name',
      width: 200,
      render: (_, r) => (
        <span>
          <Link to={`/staff/users/${r.userId}`} onClick={(e) => e.stopPropagation()}>
            {personName(r) || r.email || phoneText(r) || r.userId.slice(0, 8)}
          </Link>
          {r.isStaff && <Tag className="sb-tag-inline">{t('staff.users.staffTag')}</Tag>}
        </span>
      ),
    },
    { title: t('staff.users.columns.email'), dataIndex: 'email', width: 220, ellipsis: true, render: (v: string | null) => v ?? '—' },
    { title: t('staff.users.columns.phone'), key: 'phone', width: 160, render: (_, r) => phoneText(r) ?? '—' },
    { title: t('staff.users.columns.company'), dataIndex: 'companyName', width: 220, ellipsis: true, render: (v: string | null) => v ?? '—' },
    {
      title: t('staff.users.columns.userState'),
      dataIndex: 'userState',
      width: 130,
      render: (v: number) => <Tag color={USER_STATE_COLORS[v]}>{t(`staff.userState.${v}`)}</Tag>,
    },
    {
      title: t('staff.users.columns.userType'),
      dataIndex: 'userType',
      width: 110,
      render: (v: string) => <Tag color={USER_TYPE_COLORS[v]}>{t(`staff.userType.${v}`)}</Tag>,
    },
    {
      title: t('staff.users.columns.verification'),
      dataIndex: 'verificationState',
      width: 120,
      render: (v: string | null) => (v ? <Tag color={VERIFICATION_STATE_COLORS[v]}>{t(`staff.verificationState.${v}`)}</Tag> : '—'),
    },
    {
      title: t('staff.users.columns.shop'),
      dataIndex: 'shopStatus',
      width: 110,
      render: (v: string | null) => (v ? <Tag color={SHOP_STATUS_COLORS[v]}>{t(`staff.shopStatus.${v}`)}</Tag> : '—'),
    },
    timeColumn(t('staff.users.columns.createdAt'), 'createdAt', { width: 150 }),
  ];

  return (
    <StaffList<TStaffUserRow>
      testId="staff-users"
      title={t('staff.users.title')}
      description={t('staff.users.description')}
      filters={
        <>
          <StaffSearch
            value={list.filters.keyword}
            placeholder={t('staff.users.searchPlaceholder')}
            width={300}
            onSearch={(keyword) => list.setFilters({ keyword })}
            testId="users-search"
          />
          <Select
            style={{ width: 170 }}
            value={list.filters.userState}
            onChange={(userState: string) => list.setFilters({ userState })}
            options={[{ value: '', label: t('staff.users.allStates') }, ...USER_STATES.map((s) => ({ value: s, label: t(`staff.userState.${s}`) }))]}
            data-testid="users-state"
          />
          <Select
            style={{ width: 150 }}
            value={list.filters.userType}
            onChange={(userType: string) => list.setFilters({ userType })}
            options={[{ value: '', label: t('staff.users.allTypes') }, ...USER_TYPES.map((s) => ({ value: s, label: t(`staff.userType.${s}`) }))]}
          />
        </>
      }
      query={query}
      columns={columns}
      rowKey="userId"
      scrollX={1420}
      emptyText={t('staff.users.empty')}
      paging={list}
      tableProps={{
        onRow: (r) => ({ onClick: () => void navigate(`/staff/users/${r.userId}`), className: 'sb-row-link', 'data-testid': 'user-row' }) as never,
      }}
    />
  );
}
