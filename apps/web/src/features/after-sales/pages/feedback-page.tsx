/**
 * /feedback?feedbackType=1-3&shipmentId= (§2; issue 15 item 2): the delivery feedback form of one arrived shipment —
 * the rating (1 exceeded, 2 met, 3 somewhat dissatisfied), scores for quality, weight, packing and documents, a comment
 * and photos of the unloading. §4: quality feedback only after the telex bill of lading is received; only the buyer
 * sends it, once; the seller reads it on the order.
 */
import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Radio, Rate, Result, Skeleton, Tag } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  ASPECT_SCORE_MAX,
  FEEDBACK_ASPECTS,
  FEEDBACK_FORM_SATISFACTIONS,
  FEEDBACK_LIMITS,
  ZSubmitFeedbackRequest,
  type TBill,
  type TFeedbackAspect,
} from '@scrapbridge/domain/after-sales/feedback';
import { ALLOWED_MIME } from '@scrapbridge/domain/media';
import { IMAGE_EXTENSIONS } from '@scrapbridge/domain/input-helpers';
import { FeatureFrame } from '#components/page-frame.tsx';
import { UploadList, type TUploadListItem } from '#components/upload-list.tsx';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { uploadFeedbackPhoto, useBill, useSubmitFeedback } from '../api/feedback-api.ts';
import { FeedbackSummary } from '../components/feedback-summary.tsx';
import '../after-sales.css';

const ACCEPT = [...ALLOWED_MIME.picture, ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',');

type TPhoto = TUploadListItem & { fileId?: string };

export default function FeedbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shipmentId = params.get('shipmentId');
  const query = useBill(shipmentId);

  const frame = (children: React.ReactNode, extra?: React.ReactNode) => (
    <FeatureFrame classPrefix="sb-after-sales" width="narrow" testId="feedback-page" title={t('afterSales.feedback.title')} subtitle={t('afterSales.feedback.intro')} extra={extra}>
      {children}
    </FeatureFrame>
  );

  if (!shipmentId) return frame(<Result status="warning" title={t('afterSales.feedback.missing')} />);
  if (query.isError) return frame(<Result status="404" title={t('errors.404')} extra={<Link to="/order-list">{t('orders.web.detail.backToList')}</Link>} />);
  const bill = query.data;
  if (!bill) return frame(<Skeleton active paragraph={{ rows: 8 }} />);

  const orderLink = (
    <Link to={`/order-detail?contractId=${encodeURIComponent(bill.contractId)}`} data-testid="feedback-order-link">
      {t('afterSales.feedback.toOrder')}
    </Link>
  );
  return frame(
    <>
      <BillSummary bill={bill} />
      <FeedbackState bill={bill} feedbackType={Number(params.get('feedbackType'))} />
    </>,
    orderLink,
  );
}

function BillSummary({ bill }: { bill: TBill }) {
  const { t, i18n } = useTranslation();
  const commodity = (i18n.language === 'zh' ? bill.commodityZh : bill.commodity) ?? bill.commodity ?? bill.commodityZh;
  return (
    <Descriptions className="sb-feedback-bill" size="small" bordered column={{ xs: 1, sm: 2 }} data-testid="feedback-bill">
      <Descriptions.Item label={t('afterSales.feedback.contract')}>{bill.contractNo}</Descriptions.Item>
      <Descriptions.Item label={t('afterSales.feedback.bill')}>{bill.billNo ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('afterSales.feedback.eta')}>{bill.eta ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('afterSales.feedback.commodity')}>{commodity ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('afterSales.feedback.containers')} span={2}>
        <ul className="sb-feedback-containers">
          {bill.containers.map((c) => (
            <li key={c.containerNo}>
              <span className="sb-feedback-mono">{c.containerNo}</span> · {t('afterSales.feedback.netWeight', { weight: Number(c.totalGoodsNetWeight).toString() })}
            </li>
          ))}
        </ul>
        {bill.telexReleased && <Tag color="green">{t('afterSales.feedback.telexReleased')}</Tag>}
      </Descriptions.Item>
    </Descriptions>
  );
}

function FeedbackState({ bill, feedbackType }: { bill: TBill; feedbackType: number }) {
  const { t, i18n } = useTranslation();
  const claimLink = (
    <Link to={`/select-claim?feedbackType=4&shipmentId=${encodeURIComponent(bill.shipmentId)}`} data-testid="feedback-to-claim">
      {t('afterSales.feedback.toClaim')}
    </Link>
  );
  if (bill.feedback?.detailsAt) {
    const date = new Date(bill.feedback.detailsAt).toLocaleDateString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB');
    return (
      <>
        <Alert type="success" showIcon title={t('afterSales.feedback.alreadySent', { date })} data-testid="feedback-sent" />
        <FeedbackSummary feedback={bill.feedback} />
      </>
    );
  }
  if (bill.side !== 'buyer') return <Alert type="info" showIcon title={t('afterSales.feedback.notBuyer')} />;
  if (bill.status !== 'arrived' && bill.status !== 'delivered') return <Alert type="info" showIcon title={t('afterSales.feedback.notArrived')} />;
  if (bill.feedback?.satisfaction === 4) return <Alert type="warning" showIcon title={t('afterSales.satisfaction.4')} action={claimLink} />;
  if (!bill.canGiveFeedback) return <Alert type="info" showIcon title={t('afterSales.feedback.telexWaiting')} data-testid="feedback-telex-waiting" />;
  const initial = bill.feedback?.satisfaction ?? ((FEEDBACK_FORM_SATISFACTIONS as readonly number[]).includes(feedbackType) ? feedbackType : 2);
  return <FeedbackForm bill={bill} initialSatisfaction={initial} claimLink={claimLink} />;
}

function FeedbackForm({ bill, initialSatisfaction, claimLink }: { bill: TBill; initialSatisfaction: number; claimLink: React.ReactNode }) {
  const { t } = useTranslation();
  const submit = useSubmitFeedback();
  const { check, refuse, item, touch, formError } = useZodForm();
  const [satisfaction, setSatisfaction] = useState(initialSatisfaction);
  const [scores, setScores] = useState<Record<TFeedbackAspect, number>>({ quality: 0, weight: 0, packing: 0, documents: 0 });
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<TPhoto[]>([]);

  const pick = (files: File[]) => {
    const room = FEEDBACK_LIMITS.photosMax - photos.length;
    for (const file of files.slice(0, Math.max(0, room))) {
      const uid = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const local = URL.createObjectURL(file);
      setPhotos((list) => [...list, { uid, name: file.name, url: local, status: 'uploading', percent: 0 }]);
      const update = (patch: Partial<TPhoto>) => setPhotos((list) => list.map((p) => (p.uid === uid ? { ...p, ...patch } : p)));
      void uploadFeedbackPhoto(file, { onProgress: (percent) => update({ percent }) }).then((res) =>
        res.success ? update({ status: 'done', percent: 100, fileId: res.data.fileId }) : update({ status: 'error', error: res.msg }),
      );
    }
    touch('photoFileIds');
  };

  const send = () => {
    if (photos.some((p) => p.status === 'uploading')) {
      void toast('warning', t('afterSales.feedback.uploading'));
      return;
    }
    const body = check(ZSubmitFeedbackRequest, {
      shipmentId: bill.shipmentId,
      satisfaction,
      ...Object.fromEntries(FEEDBACK_ASPECTS.map((a) => [a, scores[a] || null])),
      comment,
      photoFileIds: photos.filter((p) => p.status === 'done' && p.fileId).map((p) => p.fileId!),
    });
    if (!body) return;
    submit.mutate(body, {
      onSuccess: () => void toast('success', t('afterSales.feedback.sent')),
      onError: (e) => {
        refuse(e, { validationOnly: true, toastNoField: true });
      },
    });
  };

  return (
    <Form layout="vertical" className="sb-feedback-form" data-testid="feedback-form" onFinish={send}>
      <Form.Item label={t('afterSales.feedback.yourRating')} {...item('satisfaction')}>
        <Radio.Group value={satisfaction} onChange={(e) => setSatisfaction(Number(e.target.value))} data-testid="feedback-satisfaction">
          {FEEDBACK_FORM_SATISFACTIONS.map((s) => (
            <Radio.Button key={s} value={s} data-testid={`feedback-satisfaction-${s}`}>
              {t(`afterSales.satisfaction.${s}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <fieldset className="sb-feedback-aspects">
        <legend>{t('afterSales.feedback.aspects')}</legend>
        {FEEDBACK_ASPECTS.map((aspect) => (
          <div key={aspect} className="sb-feedback-aspect" data-testid={`feedback-aspect-${aspect}`}>
            <span>{t(`afterSales.feedback.aspect.${aspect}`)}</span>
            <Rate count={ASPECT_SCORE_MAX} value={scores[aspect]} onChange={(v) => setScores((s) => ({ ...s, [aspect]: v }))} aria-label={t(`afterSales.feedback.aspect.${aspect}`)} />
          </div>
        ))}
      </fieldset>
      <Form.Item label={t('afterSales.feedback.comment')} htmlFor="feedback-comment" {...item('comment')}>
        <Input.TextArea
          id="feedback-comment"
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            touch('comment');
          }}
          maxLength={FEEDBACK_LIMITS.commentMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('afterSales.feedback.commentPlaceholder')}
          data-testid="feedback-comment"
        />
      </Form.Item>
      <Form.Item label={t('afterSales.feedback.photos')} extra={t('afterSales.feedback.photosHint', { max: FEEDBACK_LIMITS.photosMax })} {...item('photoFileIds')}>
        <UploadList
          items={photos}
          className="sb-feedback-photos"
          testId="feedback-photos"
          tileTestId="feedback-photo-tile"
          accept={ACCEPT}
          inputTestId="feedback-photos-input"
          pickerText={t('afterSales.feedback.photos')}
          onPick={pick}
          uploadingLabel={(percent) => `${percent}%`}
          failedText={t('afterSales.prompt.failed')}
          renderPreview={(p) => p.url && <img src={p.url} alt={p.name} />}
          renderTools={(p) => (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('afterSales.feedback.removePhoto')}
              onClick={() => setPhotos((list) => list.filter((x) => x.uid !== p.uid))}
            />
          )}
        />
      </Form.Item>
      {formError && <Alert type="warning" showIcon title={formError} className="sb-feedback-form-error" />}
      <div className="sb-feedback-actions">
        <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="feedback-submit">
          {t('afterSales.feedback.submit')}
        </Button>
        {claimLink}
      </div>
    </Form>
  );
}
