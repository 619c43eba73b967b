/**
 * /staff/users/:userId — one account as customer service needs it: profile, §4 userState, §3 userType, company,
 * market permissions (§6 "access is granted via customer service": grant or revoke per market), agent links (§6
 * Agents), verification history, shop, sessions, and block/unblock (§4 userState 9; blocking ends every session at
 * once on the server). Every change is written to the audit log by the server; the link opens it for this user.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Descriptions, Empty, List, Popconfirm, Result, Row, Space, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ArrowLeftOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TMarketPermission } from '@scrapbridge/domain/market';
import { ZBlockUserRequest, type TLinkedUser, type TStaffUserDetail } from '@scrapbridge/domain/staff-users';
import { UserState } from '@scrapbridge/domain/user-state';
import type { TVerificationRow } from '@scrapbridge/domain/verification';
import { useAgentLink, useBlockUser, useSetMarketPermission, useStaffUser } from '../api/trust-api.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { TwoLines } from '../components/two-lines.tsx';
import { UserPicker, userLabel } from '../components/user-picker.tsx';
import { businessLabels, personName, phoneText } from '../lib/people.ts';
import { SHOP_STATUS_COLORS, USER_STATE_COLORS, USER_TYPE_COLORS, VERIFICATION_STATE_COLORS } from '../lib/status-colors.ts';

/** The block reason is kept in the audit log; the same bound as a review reason. */
const BLOCK_REASON_MAX = 500;
const time = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

export default function UserDetailPage() {
  const { userId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useStaffUser(userId);
  // Back to the list as it was (its page and filters are in the address the history holds).
  const back = () => void (location.key !== 'default' ? navigate(-1) : navigate('/staff/users'));

  let body: ReactNode;
  if (query.isLoading) body = <Spin size="large" className="sb-staff-spin" />;
  else if (query.error instanceof ApiError && (query.error.code === ErrorCode.NotFound || query.error.code === ErrorCode.Validation)) {
    body = <Result status="404" title={t('staff.user.notFound')} />;
  } else if (!query.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('staff.list.error')}
        action={<Button onClick={() => void query.refetch()}>{t('staff.list.retry')}</Button>}
      />
    );
  } else body = <UserDetail detail={query.data} />;

  return (
    <section className="sb-staff-page" data-testid="staff-user-detail">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} className="sb-staff-back">
        {t('staff.user.back')}
      </Button>
      {body}
    </section>
  );
}

function UserDetail({ detail }: { detail: TStaffUserDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = detail;
  const block = useBlockUser();
  const [blocking, setBlocking] = useState(false);
  const blocked = user.userState === UserState.Blocked;
  const name = personName(user) || user.email || phoneText(user) || user.userId;

  const unblock = () =>
    block.mutate({ userId: user.userId, block: false }, { onSuccess: () => void toast('success', t('staff.user.unblocked')) });

  return (
    <>
      <Space className="sb-staff-head" align="start" wrap>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {name}
          </Typography.Title>
          <Space size={4} wrap className="sb-staff-tags">
            <Tag color={USER_STATE_COLORS[user.userState]} data-testid="user-state">
              {t(`staff.userState.${user.userState}`)}
            </Tag>
            <Tag color={USER_TYPE_COLORS[user.userType]}>{t(`staff.userType.${user.userType}`)}</Tag>
            {user.isStaff && <Tag>{t('staff.users.staffTag')}</Tag>}
          </Space>
        </div>
        <Space wrap>
          <Button onClick={() => void navigate(`/staff/audit-log?targetId=${user.userId}`)}>{t('staff.user.auditLink')}</Button>
          {blocked ? (
            <Popconfirm title={t('staff.user.unblockConfirm')} okText={t('staff.user.unblock')} cancelText={t('common.cancel')} onConfirm={unblock}>
              <Button icon={<UnlockOutlined />} loading={block.isPending} data-testid="user-unblock">
                {t('staff.user.unblock')}
              </Button>
            </Popconfirm>
          ) : (
            // Staff accounts are not blocked from the console (server rule cannotBlockStaff).
            !user.isStaff && (
              <Button danger icon={<LockOutlined />} onClick={() => setBlocking(true)} data-testid="user-block">
                {t('staff.user.block')}
              </Button>
            )
          )}
        </Space>
      </Space>

      {blocked && (
        <Alert
          className="sb-staff-error"
          type="warning"
          showIcon
          title={t('staff.user.blockedNotice')}
          description={user.stateBeforeBlock !== null ? t('staff.user.restores', { state: t(`staff.userState.${user.stateBeforeBlock}`) }) : undefined}
        />
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('staff.user.profile')} size="small">
            <Descriptions size="small" column={1} items={profileItems(t, detail)} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Space orientation="vertical" size={16} className="sb-staff-stack">
            <CompanyCard detail={detail} />
            <MarketsCard userId={user.userId} permissions={detail.marketPermissions} />
          </Space>
        </Col>
        <Col xs={24} xl={12}>
          <AgentsCard detail={detail} />
        </Col>
        <Col xs={24} xl={12}>
          <ShopCard detail={detail} />
        </Col>
        <Col xs={24}>
          <VerificationHistory rows={detail.verifications} />
        </Col>
      </Row>

      <ReasonDialog
        open={blocking}
        title={t('staff.user.blockTitle', { name })}
        okText={t('staff.user.block')}
        schema={ZBlockUserRequest}
        required={false}
        maxLength={BLOCK_REASON_MAX}
        placeholder={t('staff.user.blockReasonPlaceholder')}
        loading={block.isPending}
        onCancel={() => setBlocking(false)}
        onSubmit={(reason) =>
          block.mutate(
            { userId: user.userId, block: true, reason },
            {
              onSuccess: (r) => {
                void toast('success', t('staff.user.blocked', { count: r.revokedSessions }));
                setBlocking(false);
              },
            },
          )
        }
      />
    </>
  );
}

type TTranslate = (key: string, params?: Record<string, string | number>) => string;

function profileItems(t: TTranslate, { user, sessions, wantedNum }: TStaffUserDetail) {
  const item = (key: string, children: ReactNode) => ({ key, label: t(`staff.user.fields.${key}`), children });
  return [
    item('email', user.email ?? '—'),
    item('phone', phoneText(user) ?? '—'),
    item('userId', <Typography.Text copyable>{user.userId}</Typography.Text>),
    item('bizType', businessLabels(t, user).join(' · ') || '—'),
    item('auditResult', user.auditResult ?? '—'),
    item('preferences', `${user.weightType} · ${user.languageType} · ${t(user.pushEnabled ? 'staff.user.pushOn' : 'staff.user.pushOff')}`),
    item('inviteCode', user.inviteCode ?? '—'),
    item('wanted', t('staff.user.wantedNum', { count: wantedNum })),
    item('sessions', <span data-testid="user-sessions">{t('staff.user.sessionsValue', { active: sessions.active, total: sessions.total })}</span>),
    item('createdAt', time(user.createdAt)),
    item('updatedAt', time(user.updatedAt)),
  ];
}

function CompanyCard({ detail }: { detail: TStaffUserDetail }) {
  const { t } = useTranslation();
  const c = detail.company;
  return (
    <Card title={t('staff.user.company')} size="small">
      {c ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'name', label: t('staff.user.fields.companyName'), children: c.companyName },
            { key: 'en', label: t('staff.user.fields.companyEnglishName'), children: c.companyEnglishName ?? '—' },
            {
              key: 'state',
              label: t('staff.user.fields.companyState'),
              children: c.state === null ? '—' : <Tag color={USER_STATE_COLORS[c.state]}>{t(`staff.userState.${c.state}`)}</Tag>,
            },
            { key: 'verifiedAt', label: t('staff.user.fields.verifiedAt'), children: time(c.verifiedAt) },
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff.user.noCompany')} />
      )}
    </Card>
  );
}

/** §6: one permission per market (intl, cn); staff grant or revoke; the server keeps at least one switched on. */
function MarketsCard({ userId, permissions }: { userId: string; permissions: TMarketPermission[] }) {
  const { t } = useTranslation();
  const set = useSetMarketPermission();
  const columns: TableColumnsType<TMarketPermission> = [
    { title: t('staff.user.markets.market'), dataIndex: 'market', render: (m: string) => t(`staff.market.${m}`) },
    {
      title: t('staff.user.markets.permission'),
      dataIndex: 'permission',
      render: (p: number) => <Tag color={p ? 'green' : 'default'}>{t(p ? 'staff.user.markets.granted' : 'staff.user.markets.notGranted')}</Tag>,
    },
    {
      title: t('staff.user.markets.switch'),
      dataIndex: 'switchEnable',
      render: (s: number) => (s ? t('staff.user.markets.on') : t('staff.user.markets.off')),
    },
    {
      title: t('staff.review.actions'),
      key: 'action',
      render: (_, p) => {
        const busy = set.isPending && set.variables?.market === p.market;
        return p.permission ? (
          <Popconfirm
            title={t('staff.user.markets.revokeConfirm', { market: t(`staff.market.${p.market}`) })}
            okText={t('staff.user.markets.revoke')}
            cancelText={t('common.cancel')}
            okButtonProps={{ 'data-testid': 'popconfirm-ok' } as never}
            onConfirm={() => set.mutate({ userId, market: p.market, permission: 0 })}
          >
            <Button size="small" danger loading={busy} data-testid={`market-revoke-${p.market}`}>
              {t('staff.user.markets.revoke')}
            </Button>
          </Popconfirm>
        ) : (
          <Button size="small" type="primary" loading={busy} onClick={() => set.mutate({ userId, market: p.market, permission: 1 })} data-testid={`market-grant-${p.market}`}>
            {t('staff.user.markets.grant')}
          </Button>
        );
      },
    },
  ];
  return (
    <Card title={t('staff.user.markets.title')} size="small">
      <Table<TMarketPermission> rowKey="market" size="small" pagination={false} columns={columns} dataSource={permissions} scroll={{ x: 420 }} />
    </Card>
  );
}

/** §6 Agents: who this user publishes for (as agent), and who publishes for this user. */
function AgentsCard({ detail }: { detail: TStaffUserDetail }) {
  const { t } = useTranslation();
  const userId = detail.user.userId;
  const link = useAgentLink();
  const [seller, setSeller] = useState<string | null>(null);
  const [agent, setAgent] = useState<string | null>(null);

  const linkedList = (rows: TLinkedUser[], unlink: (other: string) => { agentUserId: string; sellerUserId: string }, testId: string) => (
    <List<TLinkedUser>
      size="small"
      dataSource={rows}
      locale={{ emptyText: t('staff.user.agents.none') }}
      renderItem={(u) => (
        <List.Item
          data-testid={testId}
          actions={[
            <Popconfirm
              key="remove"
              title={t('staff.user.agents.removeConfirm')}
              okText={t('staff.user.agents.remove')}
              cancelText={t('common.cancel')}
              okButtonProps={{ 'data-testid': 'popconfirm-ok' } as never}
              onConfirm={() => link.mutate({ ...unlink(u.userId), link: false })}
            >
              <Button size="small" type="link" danger>
                {t('staff.user.agents.remove')}
              </Button>
            </Popconfirm>,
          ]}
        >
          <TwoLines main={<Link to={`/staff/users/${u.userId}`}>{userLabel(u)}</Link>} sub={u.email} />
        </List.Item>
      )}
    />
  );

  /** `side`: which end of the link this user is, so only the adder in use shows it is working. */
  const adder = (side: 'agent' | 'seller', value: string | null, onChange: (v: string | null) => void, onAdd: (other: string) => void, testId: string) => (
    <Space wrap className="sb-staff-adder">
      <UserPicker value={value} onChange={onChange} exclude={[userId]} testId={testId} />
      <Button
        type="primary"
        disabled={!value}
        loading={link.isPending && !!link.variables?.link && (side === 'agent' ? link.variables.agentUserId : link.variables.sellerUserId) === userId}
        onClick={() => value && onAdd(value)}
        data-testid={`${testId}-add`}
      >
        {t('staff.user.agents.add')}
      </Button>
    </Space>
  );

  return (
    <Card title={t('staff.user.agents.title')} size="small">
      <Typography.Paragraph type="secondary">{t('staff.user.agents.hint')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('staff.user.agents.agentFor')}</Typography.Title>
      {linkedList(detail.agentFor, (other) => ({ agentUserId: userId, sellerUserId: other }), 'agent-for-row')}
      {adder('agent', seller, setSeller, (other) => link.mutate({ agentUserId: userId, sellerUserId: other, link: true }, { onSuccess: () => setSeller(null) }), 'agent-for-pick')}
      <Typography.Title level={5} className="sb-staff-subtitle">
        {t('staff.user.agents.agents')}
      </Typography.Title>
      {linkedList(detail.agents, (other) => ({ agentUserId: other, sellerUserId: userId }), 'agent-row')}
      {adder('seller', agent, setAgent, (other) => link.mutate({ agentUserId: other, sellerUserId: userId, link: true }, { onSuccess: () => setAgent(null) }), 'agent-pick')}
    </Card>
  );
}

function ShopCard({ detail }: { detail: TStaffUserDetail }) {
  const { t } = useTranslation();
  const shop = detail.shop;
  return (
    <Card title={t('staff.user.shop')} size="small" extra={shop?.shopStatus === 'waiting' ? <Link to="/staff/shops">{t('staff.nav.shops')}</Link> : null}>
      {shop ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'status', label: t('staff.user.fields.shopStatus'), children: <Tag color={SHOP_STATUS_COLORS[shop.shopStatus]}>{t(`staff.shopStatus.${shop.shopStatus}`)}</Tag> },
            { key: 'submitted', label: t('staff.user.fields.submittedAt'), children: time(shop.submittedAt) },
            ...(shop.shopStatus === 'waiting' ? [{ key: 'due', label: t('staff.user.fields.dueAt'), children: time(shop.dueAt) }] : []),
            ...(shop.failReason ? [{ key: 'reason', label: t('staff.review.reason'), children: shop.failReason }] : []),
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff.user.noShop')} />
      )}
    </Card>
  );
}

function VerificationHistory({ rows }: { rows: TVerificationRow[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TVerificationRow> = [
    { title: t('staff.verifications.columns.submittedAt'), dataIndex: 'submittedAt', width: 150, render: time },
    {
      title: t('staff.verifications.columns.state'),
      dataIndex: 'state',
      width: 110,
      render: (s: string) => <Tag color={VERIFICATION_STATE_COLORS[s]}>{t(`staff.verificationState.${s}`)}</Tag>,
    },
    { title: t('staff.verifications.columns.company'), dataIndex: 'companyName', width: 220 },
    { title: t('staff.verifications.columns.reviewer'), key: 'reviewer', width: 220, render: (_, r) => (r.reviewedAt ? `${r.reviewerEmail ?? '—'} · ${time(r.reviewedAt)}` : '—') },
    { title: t('staff.review.reason'), dataIndex: 'refuseReason', render: (v: string | null) => v ?? '—' },
  ];
  return (
    <Card title={t('staff.user.verifications')} size="small" extra={rows.some((r) => r.state === 'pending') ? <Link to="/staff/verifications">{t('staff.nav.verifications')}</Link> : null}>
      <Table<TVerificationRow> rowKey="verificationId" size="small" pagination={false} columns={columns} dataSource={rows} scroll={{ x: 900 }} locale={{ emptyText: t('staff.user.noVerifications') }} />
    </Card>
  );
}
