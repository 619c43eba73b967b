/**
 * The delivery feedback section of an order (issue 15 item 2: "the seller sees it on the order"): each rated
 * shipment's rating, aspect scores, comment and photos, for both parties and staff; the buyer gets a link to the form
 * of a shipment whose feedback is still open; and a small link to the counterparty's credit report (issue 15 item 6).
 * Shared UI (components/): the order screens show it, the after-sales feature owns its calls and texts.
 */
import { Card, Empty, Rate, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ASPECT_SCORE_MAX, FEEDBACK_ASPECTS } from '@scrapbridge/domain/after-sales/feedback';
import { feedbackRoutes } from '@scrapbridge/domain/contract/routes/feedback';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { routeQuery } from '#lib/route-client.ts';
import './delivery-feedback-panel.css';

export function DeliveryFeedbackPanel({ contractId, viewerSide }: { contractId: string; viewerSide: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({ ...routeQuery(feedbackRoutes.contractFeedback, { params: { contractId } }, { quiet: [ErrorCode.NotFound] }), staleTime: 0 });
  const rows = query.data?.rows ?? [];
  const counterparty = viewerSide === 'buyer' ? 'seller' : viewerSide === 'seller' ? 'buyer' : null;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB');

  return (
    <Card
      className="sb-delivery-feedback"
      data-testid="delivery-feedback-panel"
      title={t('afterSales.orderSection.title')}
      extra={
        counterparty && (
          <Link to={`/buyer-credit?contractId=${encodeURIComponent(contractId)}&party=${counterparty}&role=${counterparty}`} data-testid="counterparty-credit-link">
            {t(counterparty === 'buyer' ? 'afterSales.orderSection.creditLink' : 'afterSales.orderSection.creditLinkSeller')}
          </Link>
        )
      }
    >
      {query.isLoading ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('afterSales.orderSection.none')} />
      ) : (
        <ul>
          {rows.map((f) => (
            <li key={f.id} data-testid="delivery-feedback-row">
              <div className="sb-delivery-feedback-head">
                {f.billNo && <strong>{t('afterSales.orderSection.bill', { billNo: f.billNo })}</strong>}
                <Tag color={f.satisfaction <= 2 ? 'green' : f.satisfaction === 3 ? 'orange' : 'red'}>{t(`afterSales.satisfaction.${f.satisfaction}`)}</Tag>
                <span className="sb-delivery-feedback-muted">{t('afterSales.orderSection.ratedOn', { date: date(f.detailsAt ?? f.createdAt) })}</span>
              </div>
              {f.detailsAt ? (
                <>
                  <dl className="sb-delivery-feedback-scores">
                    {FEEDBACK_ASPECTS.filter((a) => f.scores[a]).map((a) => (
                      <div key={a}>
                        <dt>{t(`afterSales.fields.${a}`)}</dt>
                        <dd>
                          <Rate disabled count={ASPECT_SCORE_MAX} value={f.scores[a] ?? 0} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                  {f.comment && <p className="sb-delivery-feedback-comment">{f.comment}</p>}
                  {f.photos.length > 0 && (
                    <div className="sb-delivery-feedback-photos">
                      {f.photos.map((p) => (
                        <a key={p.fileId} href={p.url} target="_blank" rel="noreferrer">
                          <img src={p.url} alt={t('afterSales.feedback.photos')} loading="lazy" />
                        </a>
                      ))}
                    </div>
                  )}
                </>
              ) : (
                <p className="sb-delivery-feedback-muted">
                  {t('afterSales.orderSection.formPending')}
                  {viewerSide === 'buyer' && f.satisfaction < 4 && (
                    <>
                      {' · '}
                      <Link to={`/feedback?feedbackType=${f.satisfaction}&shipmentId=${encodeURIComponent(f.shipmentId)}`}>{t('afterSales.orderSection.giveFeedback')}</Link>
                    </>
                  )}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
