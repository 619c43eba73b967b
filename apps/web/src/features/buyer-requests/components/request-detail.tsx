/**
 * A purchase request in full (§7 `GET /ask/wanted/{id}`) with the offers the viewer may see: the buyer sees every
 * offer and may edit, withdraw or mark it fulfilled; a supplier sees their own offers and may make one; the
 * negotiation itself happens on the offered ask (/view-detail: quote or buy it now).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Empty, Popconfirm, Result, Skeleton, Tag, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';
import { isVip } from '@scrapbridge/domain/user-state';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { useCloseRequest, useRequestDetail, useWithdrawOffer } from '../api/buyer-requests-api.ts';
import { STATE_COLOR } from '../lib/request-format.ts';
import { RequestFacts } from './request-card.tsx';
import { OfferDialog } from './offer-dialog.tsx';

export function RequestDetail({ requestId, lang, onEdit }: { requestId: string; lang: TLang; onEdit: (id: string) => void }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const query = useRequestDetail(requestId);
  const close = useCloseRequest();
  const withdrawOffer = useWithdrawOffer();
  const [offering, setOffering] = useState(false);
  if (query.isLoading) return <Skeleton active />;
  const r = query.data;
  if (!r) return <Result status="404" title={t('buyerRequests.detail.notFound')} />;
  const open = r.state === 'live';
  const done = (outcome: 'closed' | 'fulfilled') =>
    close.mutate({ requestId: r.requestId, version: r.version, outcome }, { onSuccess: () => void toast('success', t(`buyerRequests.states.${outcome}`)) });
  return (
    <div className="sb-request-detail" data-testid="request-detail">
      <div className="sb-request-card-top">
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="request-title">
          {r.title}
        </Typography.Title>
        <Tag color={STATE_COLOR[r.state]} data-testid="detail-state">
          {t(`buyerRequests.states.${r.state}`)}
        </Tag>
      </div>
      <div className="sb-request-grades">
        {r.grades.map((g) => (
          <Tag key={g.subCategoryId}>{g.name}</Tag>
        ))}
      </div>
      {r.state === 'refused' && r.refuseReason && <Alert type="error" showIcon title={t('buyerRequests.card.refusedBecause', { reason: r.refuseReason })} />}
      <RequestFacts r={r} lang={lang} />
      {r.remark && (
        <p>
          <Typography.Text type="secondary">{t('buyerRequests.detail.remark')}: </Typography.Text>
          {r.remark}
        </p>
      )}
      {r.photos.length > 0 && (
        <div className="sb-request-photos">
          {r.photos.map((p) => (
            <a key={p.fileId} href={p.url} target="_blank" rel="noreferrer">
              <img src={p.url} alt={r.title} loading="lazy" />
            </a>
          ))}
        </div>
      )}
      {r.specs.length > 0 && (
        <ul className="sb-request-specs" aria-label={t('buyerRequests.detail.specs')} data-testid="request-specs">
          {r.specs.map((d) => (
            <li key={d.fileId}>
              <FileTextOutlined aria-hidden />{' '}
              <a href={d.url} target="_blank" rel="noreferrer">
                {d.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}

      <div className="sb-request-actions">
        {r.mine && (r.state === 'pending' || r.state === 'live' || r.state === 'refused') && (
          <>
            <Button onClick={() => onEdit(r.requestId)} data-testid="request-edit">
              {t('buyerRequests.detail.edit')}
            </Button>
            <Popconfirm title={t('buyerRequests.detail.withdrawConfirm')} okText={t('buyerRequests.detail.withdraw')} cancelText={t('buyerRequests.form.cancel')} onConfirm={() => done('closed')}>
              <Button danger loading={close.isPending && close.variables?.outcome === 'closed'} data-testid="request-withdraw">
                {t('buyerRequests.detail.withdraw')}
              </Button>
            </Popconfirm>
          </>
        )}
        {r.mine && (r.state === 'live' || r.state === 'expired') && (
          <Popconfirm title={t('buyerRequests.detail.fulfilledConfirm')} okText={t('buyerRequests.detail.fulfilled')} cancelText={t('buyerRequests.form.cancel')} onConfirm={() => done('fulfilled')}>
            <Button loading={close.isPending && close.variables?.outcome === 'fulfilled'} data-testid="request-fulfilled">
              {t('buyerRequests.detail.fulfilled')}
            </Button>
          </Popconfirm>
        )}
        {!r.mine && open && user && isVip(user.userType) && (
          <Button type="primary" onClick={() => setOffering(true)} data-testid="make-offer">
            {t('buyerRequests.detail.makeOffer')}
          </Button>
        )}
      </div>
      {!open && !r.mine && <Alert className="sb-request-offers" type="info" showIcon title={t('buyerRequests.detail.closedNote')} />}

      <section className="sb-request-offers" data-testid="request-offers">
        <Typography.Title level={5}>{t('buyerRequests.detail.offers')}</Typography.Title>
        {r.offers.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(r.mine ? 'buyerRequests.detail.noOffers' : 'buyerRequests.detail.noOffersSupplier')} />
        ) : (
          r.offers.map((o) => (
            <div key={o.offerId} className="sb-request-offer" data-testid="request-offer">
              <div className="sb-request-offer-main">
                <strong>{o.askName}</strong>
                <div className="sb-requests-sub">
                  {[o.mine ? t('buyerRequests.detail.yourOffer') : o.supplierCompany, `${o.totalWeight} MT`, o.firmPrice ? t('buyerRequests.detail.firmPrice', { price: `${o.firmPrice} ${r.currency}/MT` }) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </div>
              <div className="sb-request-offer-tools">
                {o.inDeal && (
                  <Tag color="green" data-testid="offer-in-deal">
                    {t('buyerRequests.detail.inDeal')}
                  </Tag>
                )}
                <Link to={`/view-detail?askId=${o.askId}`} data-testid="offer-open-ask">
                  {r.mine ? t('buyerRequests.detail.quoteOnAsk') : t('buyerRequests.detail.openAsk')}
                </Link>
                {o.mine && !o.inDeal && (
                  <Popconfirm
                    title={t('buyerRequests.detail.withdrawOfferConfirm')}
                    okText={t('buyerRequests.detail.withdrawOffer')}
                    cancelText={t('buyerRequests.form.cancel')}
                    onConfirm={() =>
                      withdrawOffer.mutate({ requestId: r.requestId, offerId: o.offerId }, { onSuccess: () => void toast('success', t('buyerRequests.detail.offerWithdrawn')) })
                    }
                  >
                    <Button size="small" danger loading={withdrawOffer.isPending && withdrawOffer.variables?.offerId === o.offerId} data-testid="offer-withdraw">
                      {t('buyerRequests.detail.withdrawOffer')}
                    </Button>
                  </Popconfirm>
                )}
              </div>
            </div>
          ))
        )}
      </section>
      {offering && <OfferDialog request={r} lang={lang} open={offering} onClose={() => setOffering(false)} />}
    </div>
  );
}
