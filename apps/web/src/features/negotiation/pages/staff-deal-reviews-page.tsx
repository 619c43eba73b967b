/**
 * /staff/deal-reviews — deals waiting for staff review (§4: "a deal that staff must review puts the ask in
 * auditing"), oldest first: the lot, both parties, the agreed lines and the offer at USD/MT. Approve makes the deal
 * final (ask sold); refuse voids the contract and puts the ask back on the market, with a reason both parties read.
 */
import { useState } from 'react';
import { Button, Input, Modal, Popconfirm, Space, type ButtonProps } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StaffList, timeColumn, useStaffListState } from '#components/staff-list.tsx';
import { toast } from '#lib/toast.ts';
import '../negotiation.css';
import { useDealReviews, useReviewDeal, type TDealReviewRow } from '../api/staff-negotiation-api.ts';
import { paymentText, pickName, usdPerMtText } from '../lib/quote-texts.ts';

export default function StaffDealReviewsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const list = useStaffListState();
  const query = useDealReviews(list.page, list.pageSize);
  const review = useReviewDeal();
  const [refusing, setRefusing] = useState<TDealReviewRow | null>(null);
  const [reason, setReason] = useState('');

  const approve = (row: TDealReviewRow) =>
    review.mutate({ quoteId: row.quoteId, decision: 'approve', version: row.version }, { onSuccess: () => void toast('success', t('negotiation.web.staff.approved')) });
  const refuse = () => {
    if (!refusing) return;
    review.mutate(
      { quoteId: refusing.quoteId, decision: 'refuse', version: refusing.version, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      { onSuccess: () => void toast('success', t('negotiation.web.staff.refused')), onSettled: () => setRefusing(null) },
    );
  };

  const columns: TableColumnsType<TDealReviewRow> = [
    timeColumn(t('negotiation.web.staff.dealAt'), 'updatedAt', { width: 140 }),
    {
      title: t('negotiation.web.staff.ask'),
      key: 'ask',
      render: (_, r) => <Link to={`/view-detail?askId=${encodeURIComponent(r.askId)}`}>{pickName(lang, r.askNameZh, r.askName) || r.askId.slice(0, 8)}</Link>,
    },
    { title: t('negotiation.web.staff.parties'), key: 'parties', width: 190, render: (_, r) => t('negotiation.web.staff.partiesText', { buyer: r.buyerUserId.slice(0, 8), seller: r.sellerUserId.slice(0, 8) }) },
    { title: t('negotiation.web.staff.lines'), key: 'lines', render: (_, r) => r.lines.map((l) => `${pickName(lang, l.detailNameZh, l.detailName)} ${l.priceStr}`).join(' · ') },
    { title: t('negotiation.web.quote.payment'), key: 'payment', width: 220, render: (_, r) => paymentText(t, r) },
    { title: 'USD/MT', key: 'usd', width: 120, align: 'right', render: (_, r) => usdPerMtText(r.normalisedUsdPerMt) },
    {
      title: '',
      key: 'actions',
      width: 190,
      render: (_, r) => (
        <Space>
          <Popconfirm title={t('negotiation.web.staff.approveConfirm')} okText={t('negotiation.web.staff.approve')} cancelText={t('common.cancel')} onConfirm={() => approve(r)}>
            <Button size="small" type="primary" data-testid="deal-approve">
              {t('negotiation.web.staff.approve')}
            </Button>
          </Popconfirm>
          <Button size="small" danger onClick={() => { setReason(''); setRefusing(r); }} data-testid="deal-refuse">
            {t('negotiation.web.staff.refuse')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <StaffList<TDealReviewRow>
      testId="staff-deal-reviews"
      title={t('negotiation.web.staff.dealTitle')}
      description={t('negotiation.web.staff.dealDescription')}
      query={query}
      columns={columns}
      rowKey="quoteId"
      scrollX={1100}
      paging={list}
      emptyText={t('negotiation.web.staff.dealEmpty')}
    >
      <Modal
        open={!!refusing}
        onCancel={() => setRefusing(null)}
        onOk={refuse}
        title={t('negotiation.web.staff.refuseTitle')}
        okText={t('negotiation.web.staff.refuse')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: review.isPending, 'data-testid': 'deal-refuse-ok' } as ButtonProps}
        destroyOnHidden
        width="min(500px, 80vw)"
      >
        <Input.TextArea value={reason} maxLength={500} showCount onChange={(e) => setReason(e.target.value)} autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t('negotiation.web.staff.refuseReason')} />
      </Modal>
    </StaffList>
  );
}
