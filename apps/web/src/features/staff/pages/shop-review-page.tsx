/**
 * /staff/shops — shop applications (§4 shop status: ok, waiting, failed; "the application is checked within 3
 * working days; failure shows a reason", §9). Waiting shops come oldest first with the clock; a row opens to the
 * whole application (both profiles, every picture). Approve makes the shop ok (public on /shop-list); refuse makes it
 * failed with the reason the seller reads on /apply-shop.
 */
import { Button, Descriptions, Image, Popconfirm, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHOP_STATUSES, ZRefuseShopRequest, type TShopReviewRow } from '@scrapbridge/domain/shop';
import { isOverdue } from '@scrapbridge/domain/working-days';
import { timeColumn, useStaffListState } from '#components/staff-list.tsx';
import { toast } from '#lib/toast.ts';
import { useReviewShop, useShopQueue } from '../api/trust-api.ts';
import { ReviewQueue } from '../components/review-queue.tsx';
import { TwoLines } from '../components/two-lines.tsx';
import { ReviewClockTag } from '../components/review-clock-tag.tsx';
import { SHOP_STATUS_COLORS } from '../lib/status-colors.ts';
import { useNow } from '../lib/use-now.ts';

const TABS = [...SHOP_STATUSES, 'all'] as const;
type TTab = (typeof TABS)[number];
const LIST = { defaults: { state: 'waiting' as TTab }, choices: { state: TABS } };
/** Pictures shown in the row; the rest open in the preview and the expanded row. */
const THUMBS = 3;

function ShopPictures({ row, all }: { row: TShopReviewRow; all?: boolean }) {
  const shown = all ? row.companyPictures : row.companyPictures.slice(0, THUMBS);
  const hidden = row.companyPictures.slice(shown.length);
  return (
    <Image.PreviewGroup items={row.companyPictures.map((p) => p.url)}>
      <Space size={6} wrap>
        {shown.map((p) => (
          <Image key={p.fileId} width={all ? 160 : 64} height={all ? 120 : 48} src={p.url} className="sb-staff-thumb" data-testid="shop-picture" />
        ))}
        {hidden.length > 0 && <Tag>+{hidden.length}</Tag>}
      </Space>
    </Image.PreviewGroup>
  );
}

export default function ShopReviewPage() {
  const { t } = useTranslation();
  const now = useNow();
  const list = useStaffListState(LIST);
  const query = useShopQueue({ state: list.filters.state, pageNum: list.page, pageSize: list.pageSize });
  const review = useReviewShop();

  const approve = (row: TShopReviewRow) =>
    review.mutate(
      { id: row.shopId, version: row.version, decision: 'approve' },
      { onSuccess: () => void toast('success', t('staff.shops.approved')) },
    );

  const columns = (openRefuse: (row: TShopReviewRow) => void): TableColumnsType<TShopReviewRow> => [
    timeColumn(t('staff.shops.columns.submittedAt'), 'submittedAt', { width: 140 }),
    {
      title: t('staff.shops.columns.clock'),
      key: 'clock',
      width: 190,
      render: (_, r) =>
        r.shopStatus === 'waiting' && r.dueAt ? (
          <ReviewClockTag dueAt={r.dueAt} now={now} />
        ) : (
          <TwoLines
            main={<Tag color={SHOP_STATUS_COLORS[r.shopStatus]}>{t(`staff.shopStatus.${r.shopStatus}`)}</Tag>}
            sub={r.reviewedAt && dayjs(r.reviewedAt).format('YYYY-MM-DD HH:mm')}
          />
        ),
    },
    {
      title: t('staff.shops.columns.seller'),
      key: 'seller',
      width: 210,
      render: (_, r) => <TwoLines main={<Link to={`/staff/users/${r.sellerId}`}>{r.sellerName || r.sellerEmail || '—'}</Link>} sub={r.sellerEmail ?? '—'} />,
    },
    {
      title: t('staff.shops.columns.company'),
      key: 'company',
      width: 280,
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <strong>{r.companyName ?? '—'}</strong>
          {r.companyEnglishName && r.companyEnglishName !== r.companyName && <Typography.Text type="secondary">{r.companyEnglishName}</Typography.Text>}
          <Typography.Text type="secondary">
            {t('staff.shops.facts', { date: r.establishmentTime, factories: r.factoriesNumber, employees: r.employeesNumber })}
          </Typography.Text>
          {r.failReason && <Typography.Text type="danger">{t('staff.review.reasonLine', { reason: r.failReason })}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('staff.shops.columns.pictures'), key: 'pictures', width: 260, render: (_, r) => <ShopPictures row={r} /> },
    {
      title: t('staff.review.actions'),
      key: 'actions',
      width: 200,
      render: (_, r) =>
        r.shopStatus === 'waiting' ? (
          <Space size={6}>
            <Popconfirm
              title={t('staff.shops.approveConfirm', { company: r.companyName ?? '' })}
              okText={t('staff.review.approve')}
              cancelText={t('common.cancel')}
              okButtonProps={{ 'data-testid': 'shop-approve-confirm' } as never}
              onConfirm={() => approve(r)}
            >
              <Button size="small" type="primary" icon={<CheckOutlined />} loading={review.isPending && review.variables?.id === r.shopId} data-testid="shop-approve">
                {t('staff.review.approve')}
              </Button>
            </Popconfirm>
            <Button size="small" danger icon={<CloseOutlined />} onClick={() => openRefuse(r)} data-testid="shop-refuse">
              {t('staff.review.refuse')}
            </Button>
          </Space>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <ReviewQueue<TShopReviewRow, TTab>
      testId="staff-shops"
      title={t('staff.shops.title')}
      description={t('staff.shops.description')}
      tabs={TABS}
      tabText={(s) => t(`staff.shops.tabs.${s}`)}
      list={list}
      query={query}
      columns={columns}
      rowKey="shopId"
      scrollX={1280}
      overdue={(r) => r.shopStatus === 'waiting' && (r.overdue || isOverdue(r.dueAt, now))}
      rowTestId="shop-row"
      rowEmail={(r) => r.sellerEmail}
      expandable={{
        expandedRowRender: (r) => (
          <div className="sb-staff-expanded">
            <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
              <Descriptions.Item label={t('staff.shops.profileZh')}>
                <Typography.Paragraph className="sb-pre">{r.companyProfileZh || '—'}</Typography.Paragraph>
              </Descriptions.Item>
              <Descriptions.Item label={t('staff.shops.profileEn')}>
                <Typography.Paragraph className="sb-pre">{r.companyProfileEn || '—'}</Typography.Paragraph>
              </Descriptions.Item>
            </Descriptions>
            <ShopPictures row={r} all />
          </div>
        ),
      }}
      refuse={{
        schema: ZRefuseShopRequest,
        title: (r) => t('staff.shops.refuseTitle', { company: r.companyName ?? '' }),
        pending: review.isPending,
        submit: (r, reason, close) =>
          review.mutate(
            { id: r.shopId, version: r.version, decision: 'refuse', reason },
            { onSuccess: () => void toast('success', t('staff.shops.refused')), onSettled: close },
          ),
      }}
    />
  );
}
