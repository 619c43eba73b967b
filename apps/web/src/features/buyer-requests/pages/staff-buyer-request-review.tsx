/**
 * /staff/buyer-request-review — purchase requests waiting for review, oldest first (issue 16, reviewed as asks are):
 * the request in full, approve (it goes live and suppliers of its grades are told) or refuse with a reason the buyer
 * reads. Decisions carry the version read: a request the buyer changed meanwhile answers 110801 and the queue reloads.
 */
import '../buyer-requests.css';
import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BUYER_REQUEST_LIMITS, ZRefuseBuyerRequest } from '@scrapbridge/domain/buyer-requests/buyer-request';
import { StaffList, useStaffListState } from '#components/staff-list.tsx';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useReviewQueue, useReviewRequest, type TReviewRow } from '../api/buyer-requests-api.ts';
import { RequestFacts } from '../components/request-card.tsx';

const PAGE_SIZES = [10, 20, 50];
const LIST = { defaults: {}, pageSizes: PAGE_SIZES };

export default function StaffBuyerRequestReviewPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const { user } = useShellContext();
  const list = useStaffListState(LIST);
  const query = useReviewQueue(list.page, list.pageSize, !!user?.staff);
  const review = useReviewRequest();
  const [refusing, setRefusing] = useState<TReviewRow | null>(null);
  const [reason, setReason] = useState('');
  const { errors, check, touch, setErrors } = useZodForm({ reportInput: true });

  const approve = (r: TReviewRow) =>
    review.mutate({ requestId: r.requestId, version: r.version, decision: 'approve' }, { onSuccess: () => void toast('success', t('buyerRequests.staff.approved')) });
  const refuse = () => {
    if (!refusing) return;
    const body = check(ZRefuseBuyerRequest, { version: refusing.version, reason });
    if (!body) return;
    review.mutate(
      { requestId: refusing.requestId, version: refusing.version, decision: 'refuse', reason: body.reason },
      {
        onSuccess: () => {
          void toast('success', t('buyerRequests.staff.refused'));
          setRefusing(null);
        },
      },
    );
  };

  const columns: TableColumnsType<TReviewRow> = [
    { title: t('buyerRequests.staff.submitted'), key: 'created', width: 130, render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm') },
    {
      title: t('buyerRequests.fields.title'),
      key: 'title',
      width: 420,
      render: (_, r) => (
        <div>
          <strong>{r.title}</strong>
          <div className="sb-request-grades">
            {r.grades.map((g) => (
              <Tag key={g.subCategoryId}>{g.name}</Tag>
            ))}
            <Tag>{t(`buyerRequests.markets.${r.market}`)}</Tag>
          </div>
          <RequestFacts r={r} lang={lang} />
          {r.remark && <Typography.Paragraph type="secondary">{r.remark}</Typography.Paragraph>}
        </div>
      ),
    },
    {
      title: t('buyerRequests.staff.buyer'),
      key: 'buyer',
      width: 220,
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.buyer.companyName ?? '—'}</span>
          <Typography.Text type="secondary">{r.buyer.email ?? ''}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 220,
      render: (_, r) => (
        <Space size={6} wrap>
          <Button size="small" type="primary" icon={<CheckOutlined />} loading={review.isPending && review.variables?.requestId === r.requestId} onClick={() => approve(r)} data-testid="request-approve">
            {t('buyerRequests.staff.approve')}
          </Button>
          <Button
            size="small"
            danger
            icon={<CloseOutlined />}
            onClick={() => {
              setRefusing(r);
              setReason('');
              setErrors({});
            }}
            data-testid="request-refuse"
          >
            {t('buyerRequests.staff.refuse')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <StaffList<TReviewRow>
      testId="staff-buyer-request-review"
      title={t('buyerRequests.staff.title')}
      description={t('buyerRequests.form.reviewNote')}
      refreshTestId="request-review-refresh"
      query={query}
      columns={columns}
      rowKey="requestId"
      scrollX={990}
      emptyText={t('buyerRequests.staff.empty')}
      paging={list}
      pageSizes={PAGE_SIZES}
    >
      <Modal
        open={!!refusing}
        title={t('buyerRequests.staff.refuse')}
        okText={t('buyerRequests.staff.refuse')}
        okButtonProps={{ danger: true, loading: review.isPending } as never}
        cancelText={t('buyerRequests.form.cancel')}
        onOk={refuse}
        onCancel={() => setRefusing(null)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('buyerRequests.staff.reason')} required validateStatus={errors.reason ? 'error' : undefined} help={errors.reason}>
            <Input.TextArea
              rows={4}
              maxLength={BUYER_REQUEST_LIMITS.refuseReasonMax}
              showCount
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                touch('reason');
              }}
              data-testid="request-refuse-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </StaffList>
  );
}
