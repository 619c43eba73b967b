/**
 * /staff/verifications — enterprise verification (§4 verification flow: submitted, under review, approved → VIP,
 * failed with a reason, may reapply; §6 a business licence is requested, a card is optional). Waiting applications
 * come oldest first with the §9 clock (1 working day); staff look at the company data and the documents, then
 * approve (choosing Supplier or Buyer, or letting the stated business decide) or refuse with a reason the user reads.
 */
import { useState } from 'react';
import { Button, Image, Modal, Radio, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZRefuseVerificationRequest, VERIFICATION_STATES, type TVerificationRow } from '@scrapbridge/domain/verification';
import { isOverdue } from '@scrapbridge/domain/working-days';
import { timeColumn, useStaffListState } from '#components/staff-list.tsx';
import { toast } from '#lib/toast.ts';
import { useReviewVerification, useVerificationQueue } from '../api/trust-api.ts';
import { ReviewQueue } from '../components/review-queue.tsx';
import { TwoLines } from '../components/two-lines.tsx';
import { ReviewClockTag } from '../components/review-clock-tag.tsx';
import { businessLabels, personName, phoneText } from '../lib/people.ts';
import { VERIFICATION_STATE_COLORS } from '../lib/status-colors.ts';
import { useNow } from '../lib/use-now.ts';

const TABS = [...VERIFICATION_STATES, 'all'] as const;
type TTab = (typeof TABS)[number];
const LIST = { defaults: { state: 'pending' as TTab }, choices: { state: TABS } };
type TApproveAs = 'auto' | 'Supplier' | 'Buyer';

export default function VerificationsPage() {
  const { t } = useTranslation();
  const now = useNow();
  const list = useStaffListState(LIST);
  const query = useVerificationQueue({ state: list.filters.state, pageNum: list.page, pageSize: list.pageSize });
  const review = useReviewVerification();
  const [approving, setApproving] = useState<TVerificationRow | null>(null);
  const [approveAs, setApproveAs] = useState<TApproveAs>('auto');

  // A stale row (110801) has been worded by the client and the queue is read again either way (trust-api): the
  // dialog closes on any answer.
  const approve = () => {
    if (!approving) return;
    review.mutate(
      { id: approving.verificationId, version: approving.version, decision: 'approve', ...(approveAs === 'auto' ? {} : { userType: approveAs }) },
      { onSuccess: () => void toast('success', t('staff.verifications.approved')), onSettled: () => setApproving(null) },
    );
  };

  const columns = (openRefuse: (row: TVerificationRow) => void): TableColumnsType<TVerificationRow> => [
    // Widths sum to what the console shows at 1280 px (980): the pinned actions column then covers nothing (it hid
    // the licence thumbnails until the table was scrolled).
    timeColumn(t('staff.verifications.columns.submittedAt'), 'submittedAt', { width: 120 }),
    {
      title: t('staff.verifications.columns.clock'),
      key: 'clock',
      width: 160,
      render: (_, r) =>
        r.state === 'pending' ? (
          <ReviewClockTag dueAt={r.dueAt} now={now} />
        ) : (
          <TwoLines main={<Tag color={VERIFICATION_STATE_COLORS[r.state]}>{t(`staff.verificationState.${r.state}`)}</Tag>} sub={r.reviewerEmail ?? '—'} />
        ),
    },
    {
      title: t('staff.verifications.columns.applicant'),
      key: 'applicant',
      width: 190,
      render: (_, r) => <TwoLines main={<Link to={`/staff/users/${r.userId}`}>{personName(r) || r.email || '—'}</Link>} sub={r.email ?? phoneText(r) ?? '—'} />,
    },
    {
      title: t('staff.verifications.columns.company'),
      key: 'company',
      width: 220,
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <strong>{r.companyName}</strong>
          {r.companyEnglishName && <Typography.Text type="secondary">{r.companyEnglishName}</Typography.Text>}
          <Space size={4} wrap>
            {businessLabels(t, r).map((label) => (
              <Tag key={label}>{label}</Tag>
            ))}
            {r.inviteCode && <Tag color="blue">{t('staff.verifications.inviteCode', { code: r.inviteCode })}</Tag>}
          </Space>
          {r.refuseReason && <Typography.Text type="danger">{t('staff.review.reasonLine', { reason: r.refuseReason })}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('staff.verifications.columns.documents'),
      key: 'documents',
      width: 180,
      render: (_, r) => (
        <Image.PreviewGroup>
          <Space size={8} wrap>
            {r.businessLicenseFile ? (
              <figure className="sb-staff-doc">
                <Image width={80} height={60} src={r.businessLicenseFile.generateUrl} alt={t('staff.verifications.licence')} data-testid="doc-licence" />
                <figcaption>{t('staff.verifications.licence')}</figcaption>
              </figure>
            ) : (
              <Tag>{t('staff.verifications.noLicence')}</Tag>
            )}
            {r.personalCardFile && (
              <figure className="sb-staff-doc">
                <Image width={80} height={60} src={r.personalCardFile.generateUrl} alt={t('staff.verifications.card')} />
                <figcaption>{t('staff.verifications.card')}</figcaption>
              </figure>
            )}
          </Space>
        </Image.PreviewGroup>
      ),
    },
    {
      title: t('staff.review.actions'),
      key: 'actions',
      width: 110,
      render: (_, r) =>
        r.state === 'pending' ? (
          <Space orientation="vertical" size={6}>
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              onClick={() => {
                setApproveAs('auto');
                setApproving(r);
              }}
              data-testid="verification-approve"
            >
              {t('staff.review.approve')}
            </Button>
            <Button size="small" danger icon={<CloseOutlined />} onClick={() => openRefuse(r)} data-testid="verification-refuse">
              {t('staff.review.refuse')}
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">{r.approvedUserType ? t(`staff.userType.${r.approvedUserType}`) : '—'}</Typography.Text>
        ),
    },
  ];

  return (
    <ReviewQueue<TVerificationRow, TTab>
      testId="staff-verifications"
      title={t('staff.verifications.title')}
      description={t('staff.verifications.description')}
      tabs={TABS}
      tabText={(s) => t(`staff.verifications.tabs.${s}`)}
      list={list}
      query={query}
      columns={columns}
      rowKey="verificationId"
      scrollX={980}
      overdue={(r) => r.state === 'pending' && (r.overdue || isOverdue(r.dueAt, now))}
      rowTestId="verification-row"
      rowEmail={(r) => r.email}
      refuse={{
        schema: ZRefuseVerificationRequest,
        title: (r) => t('staff.verifications.refuseTitle', { company: r.companyName }),
        pending: review.isPending,
        submit: (r, reason, close) =>
          review.mutate(
            { id: r.verificationId, version: r.version, decision: 'refuse', reason },
            { onSuccess: () => void toast('success', t('staff.verifications.refused')), onSettled: close },
          ),
      }}
    >
      <Modal
        open={!!approving}
        title={t('staff.verifications.approveTitle', { company: approving?.companyName ?? '' })}
        okText={t('staff.review.approve')}
        okButtonProps={{ loading: review.isPending, 'data-testid': 'approve-confirm' } as never}
        cancelText={t('common.cancel')}
        onOk={approve}
        onCancel={() => setApproving(null)}
        destroyOnHidden
      >
        <p>{t('staff.verifications.approveBody')}</p>
        <Radio.Group value={approveAs} onChange={(e) => setApproveAs(e.target.value as TApproveAs)} className="sb-staff-radio">
          <Radio value="auto">{t('staff.verifications.approveAuto')}</Radio>
          <Radio value="Supplier">{t('staff.userType.Supplier')}</Radio>
          <Radio value="Buyer">{t('staff.userType.Buyer')}</Radio>
        </Radio.Group>
      </Modal>
    </ReviewQueue>
  );
}
