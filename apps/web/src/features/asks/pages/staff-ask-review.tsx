/**
 * /staff/ask-review — asks waiting for review, oldest first (issue 3 item 3). Staff open a preview (every field,
 * the pictures and videos), then approve, or refuse with a reason the seller reads on /askList and the detail
 * page. Decisions carry the version read: a row someone else has decided or the seller has changed answers 110801,
 * the client says "Please refresh and try again", and the queue is read again.
 */
import '../lib/web-catalog.ts';
import '../asks.css';
import { useState } from 'react';
import { Button, Drawer, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ASK_LIMITS, ZRefuseAskRequest } from '@scrapbridge/domain/ask';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { ApiError } from '#lib/api-client.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { StaffList, useStaffListState } from '#components/staff-list.tsx';
import { toast } from '#lib/toast.ts';
import { useIsMobile } from '#lib/use-media-query.ts';
import { useReviewAsk, useReviewQueue, type TReviewQueueRow } from '../api/asks-api.ts';
import { AskFacts } from '../components/ask-facts.tsx';
import { Gallery } from '../components/gallery.tsx';
import { pick, viewerUnit, weightText } from '#components/ask-card-model.ts';
import { galleryOf, linePriceText } from '../lib/detail-model.ts';
import { useViewer } from '../lib/use-viewer.ts';

const PAGE_SIZES = [10, 20, 50];
const LIST = { defaults: {}, pageSizes: PAGE_SIZES };

export default function StaffAskReviewPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mobile = useIsMobile();
  const { user } = useShellContext();
  const list = useStaffListState(LIST);
  const query = useReviewQueue(list.page, list.pageSize, !!user?.staff);
  const review = useReviewAsk();
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [refusing, setRefusing] = useState<TReviewQueueRow | null>(null);
  const [reason, setReason] = useState('');
  const { errors: reasonErrors, check, setErrors: setReasonErrors, touch } = useZodForm({ reportInput: true });
  const reasonError = reasonErrors.reason ?? null;

  const rows = query.data?.rows ?? [];
  const preview = rows.find((r) => r.askId === previewId) ?? null;
  const titleOf = (r: TReviewQueueRow) => pick(viewer.lang, r.askNameZh, r.askName) || r.productNames.join(' · ') || '—';

  const decided = (key: string) => {
    void toast('success', t(key));
    setPreviewId(null);
    setRefusing(null);
  };
  const onFailure = (error: unknown) => {
    // 110801: someone else decided, or the seller changed it; the client has said so. Start from fresh rows.
    if (error instanceof ApiError && error.code === ErrorCode.StaleData) {
      setPreviewId(null);
      setRefusing(null);
    }
  };

  const approve = (row: TReviewQueueRow) =>
    review.mutate({ askId: row.askId, version: row.version, decision: 'approve' }, { onSuccess: () => decided('listings.review.approved'), onError: onFailure });

  const openRefuse = (row: TReviewQueueRow) => {
    setRefusing(row);
    setReason('');
    setReasonErrors({});
  };

  const refuse = () => {
    if (!refusing) return;
    const body = check(ZRefuseAskRequest, { version: refusing.version, reason });
    if (!body) return;
    review.mutate(
      { askId: refusing.askId, version: refusing.version, decision: 'refuse', reason: body.reason },
      { onSuccess: () => decided('listings.review.refused'), onError: onFailure },
    );
  };

  const columns: TableColumnsType<TReviewQueueRow> = [
    {
      title: t('listings.review.submittedAt'),
      dataIndex: 'submittedAt',
      width: 150,
      render: (v: string | null, r) => dayjs(v ?? r.updatedAt).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('listings.review.listing'),
      key: 'title',
      width: 300,
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Link onClick={() => setPreviewId(r.askId)} data-testid="review-title">
            {titleOf(r)}
          </Typography.Link>
          <Space size={4} wrap>
            <Tag>{t(r.market === 'cn' ? 'listings.filters.marketCn' : 'listings.filters.marketIntl')}</Tag>
            <Typography.Text type="secondary">{t('listings.card.items', { count: r.askDetailList.length })}</Typography.Text>
          </Space>
        </Space>
      ),
    },
    {
      title: t('listings.review.seller'),
      key: 'seller',
      width: 220,
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.seller.companyName ?? r.seller.name}</span>
          <Typography.Text type="secondary">{r.seller.email ?? r.seller.name}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('listings.fields.weight'),
      key: 'weight',
      width: 130,
      align: 'right',
      render: (_, r) => weightText(r.weight, r.weightLbs, viewerUnit(r.market, viewer.unit), viewer.lang),
    },
    {
      title: t('listings.detail.price'),
      key: 'price',
      width: 170,
      render: (_, r) => {
        const line = r.askDetailList[0];
        return line ? linePriceText(line, viewerUnit(r.market, viewer.unit)) : '—';
      },
    },
    {
      title: t('listings.review.actions'),
      key: 'actions',
      width: 320,
      fixed: mobile ? undefined : 'right',
      render: (_, r) => (
        <Space size={6}>
          <Button size="small" icon={<EyeOutlined />} onClick={() => setPreviewId(r.askId)} data-testid="review-preview">
            {t('listings.review.preview')}
          </Button>
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            loading={review.isPending && review.variables?.askId === r.askId && review.variables.decision === 'approve'}
            onClick={() => approve(r)}
            data-testid="review-approve"
          >
            {t('listings.review.approve')}
          </Button>
          <Button size="small" danger icon={<CloseOutlined />} onClick={() => openRefuse(r)} data-testid="review-refuse">
            {t('listings.review.refuse')}
          </Button>
        </Space>
      ),
    },
  ];

  const previewUnit = preview ? viewerUnit(preview.market, viewer.unit) : viewer.unit;

  return (
    <StaffList<TReviewQueueRow>
      testId="staff-ask-review"
      title={t('listings.review.title')}
      description={t('listings.review.description')}
      refreshTestId="review-refresh"
      query={query}
      columns={columns}
      rowKey="askId"
      scrollX={1290}
      emptyText={t('listings.review.empty')}
      paging={list}
      pageSizes={PAGE_SIZES}
    >
      <Drawer
        open={!!preview}
        onClose={() => setPreviewId(null)}
        size={mobile ? '100%' : 760}
        title={preview ? titleOf(preview) : ''}
        destroyOnHidden
        data-testid="review-drawer"
        footer={
          preview && (
            <Space className="sb-drawer-actions" wrap>
              <Button onClick={() => setPreviewId(null)}>{t('common.close')}</Button>
              <Button danger icon={<CloseOutlined />} onClick={() => openRefuse(preview)} data-testid="drawer-refuse">
                {t('listings.review.refuse')}
              </Button>
              <Button
                type="primary"
                icon={<CheckOutlined />}
                loading={review.isPending && review.variables?.decision === 'approve'}
                onClick={() => approve(preview)}
                data-testid="drawer-approve"
              >
                {t('listings.review.approve')}
              </Button>
            </Space>
          )
        }
      >
        {preview && (
          <div className="sb-review-preview">
            <p className="sb-muted">
              {t('listings.review.sellerLine', { name: preview.seller.companyName ?? preview.seller.name, email: preview.seller.email ?? '—' })}
            </p>
            <Gallery items={galleryOf(preview, undefined)} title={titleOf(preview)} />
            <AskFacts ask={preview} viewer={viewer} unit={previewUnit} compact />
          </div>
        )}
      </Drawer>

      <Modal
        open={!!refusing}
        title={t('listings.review.refuseTitle', { name: refusing ? titleOf(refusing) : '' })}
        okText={t('listings.review.refuse')}
        okButtonProps={{ danger: true, loading: review.isPending && review.variables?.decision === 'refuse', 'data-testid': 'refuse-confirm' } as never}
        cancelText={t('common.cancel')}
        onOk={refuse}
        onCancel={() => setRefusing(null)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('listings.review.reason')} required validateStatus={reasonError ? 'error' : undefined} help={reasonError}>
            <Input.TextArea
              rows={4}
              maxLength={ASK_LIMITS.refuseReasonMax}
              showCount
              value={reason}
              placeholder={t('listings.review.reasonPlaceholder')}
              onChange={(e) => {
                setReason(e.target.value);
                touch('reason');
              }}
              data-testid="refuse-reason-input"
            />
          </Form.Item>
        </Form>
      </Modal>
    </StaffList>
  );
}
