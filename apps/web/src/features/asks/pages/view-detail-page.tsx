/**
 * /view-detail?askId&detailId (and /detail, the same screen): one ask in full (§2 item detail, §3 Ask / Ask
 * detail). Gallery of the chosen line, its price per §9 in the viewer's unit, every field with its label, tags and
 * status; share (the public /share link) and copy link. The owner sees edit, delete and staff's refusal reason.
 * Quoting (issue 4) lives here too: the negotiation panel (features/negotiation, its own chunk) shows the caller's
 * quote status and the quote, counter-offer and buy-it-now actions, the seller's quote count and the Q&A.
 */
import '../lib/web-catalog.ts';
import '../asks.css';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Popconfirm, Result, Segmented, Skeleton, Space, Tag } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, LeftOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { ApiError } from '#lib/api-client.ts';
import { STORAGE_KEYS, store } from '#lib/storage.ts';
import { toast } from '#lib/toast.ts';
import { useAskDetail, useDeleteAsk } from '../api/asks-api.ts';
import { AskFacts } from '../components/ask-facts.tsx';
import { Gallery } from '../components/gallery.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { pick, remainingText, viewerUnit, weightText } from '#components/ask-card-model.ts';
import { canDeleteAsk, canEditAsk } from '../lib/card-model.ts';
import { copyText } from '../lib/clipboard.ts';
import { absoluteUrl, categoryText, galleryOf, isUntilSold, lineName, linePriceText, priceRangeText, sharePath } from '../lib/detail-model.ts';
import { useViewer } from '../lib/use-viewer.ts';

// The negotiation (issue 4, features/negotiation) mounts here as its own chunk: features never import each other.
const negotiationPanel = () => import('../../negotiation/components/negotiation-panel.tsx');
const NegotiationActions = lazy(() => negotiationPanel().then((m) => ({ default: m.NegotiationActions })));
const NegotiationSection = lazy(() => negotiationPanel().then((m) => ({ default: m.NegotiationSection })));

const STATUS_COLORS: Record<string, string> = {
  active: 'green',
  auditingOwner: 'gold',
  auditingOther: 'gold',
  draft: 'default',
  rejected: 'red',
  expired: 'default',
  sold: 'blue',
  deleted: 'default',
};

export default function ViewDetailPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const askId = params.get('askId');
  const detailParam = params.get('detailId') ?? undefined;
  // The first detailId goes to the server (it marks the current line); switching lines later is local.
  const [initialDetailId] = useState(detailParam);
  const query = useAskDetail(askId, initialDetailId);
  const remove = useDeleteAsk();
  const ask = query.data;

  const backTo = store.get(STORAGE_KEYS.listPath) || '/quoteList';
  const back = (
    <Link to={backTo} className="sb-back-link" data-testid="back-link">
      <LeftOutlined /> {t('listings.detail.backToList')}
    </Link>
  );

  const missing = query.error instanceof ApiError && (query.error.code === ErrorCode.NotFound || query.error.code === ErrorCode.Validation);
  if (!askId || missing) {
    return (
      <PageFrame testId="view-detail-page" title={t('listings.detail.title')}>
        <Result status="404" title={t('listings.detail.askIdMissing')} extra={<Link to="/quoteList">{t('listings.detail.backToList')}</Link>} />
      </PageFrame>
    );
  }
  if (query.isError && !ask) {
    return (
      <PageFrame testId="view-detail-page" title={t('listings.detail.title')}>
        <Result status="warning" title={t('listings.list.loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />
      </PageFrame>
    );
  }
  if (!ask) {
    return (
      <PageFrame testId="view-detail-page" title={t('listings.detail.title')}>
        <div className="sb-detail-top">
          <Skeleton.Node active className="sb-gallery-skeleton">
            <span />
          </Skeleton.Node>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </PageFrame>
    );
  }

  const unit = viewerUnit(ask.market, viewer.unit);
  const lines = ask.askDetailList;
  const line = lines.find((l) => l.detailId === (detailParam ?? ask.currentDetailId)) ?? lines[0];
  const title = pick(viewer.lang, ask.askNameZh, ask.askName) || ask.productNames.join(' · ');
  const range = line ? priceRangeText(line, unit) : null;
  const untilSold = isUntilSold(ask);
  const detailLink = `/view-detail?${new URLSearchParams({ askId: ask.askId, ...(line ? { detailId: line.detailId } : {}) }).toString()}`;

  const copy = async (path: string, okKey: string) => {
    const ok = await copyText(absoluteUrl(window.location.origin, path));
    void toast(ok ? 'success' : 'error', t(ok ? okKey : 'listings.detail.copyFailed'));
  };
  const onDelete = () =>
    remove.mutate(ask.askId, {
      onSuccess: () => {
        void toast('success', t('listings.detail.deleteSuccess'));
        void navigate('/askList', { replace: true });
      },
    });

  let validity: string | null = null;
  if (ask.statusKey === 'active') {
    if (untilSold) validity = t('listings.card.untilSold');
    else if (ask.quoteEndSeconds !== null && ask.quoteEndSeconds > 0) validity = t('listings.card.endsIn', { time: remainingText(ask.quoteEndSeconds, t) });
  }

  return (
    <PageFrame
      testId="view-detail-page"
      title={<span data-testid="detail-title">{title}</span>}
      subtitle={
        <Space wrap size={[8, 4]}>
          <Tag color={STATUS_COLORS[ask.statusKey]} data-testid="detail-status">
            {t(`listings.status.${ask.statusKey}`)}
          </Tag>
          {ask.tags.map((tag) => (
            <Tag key={tag} color={tag === 'new' ? 'orange' : 'default'} data-testid={`detail-tag-${tag}`}>
              {t(`listings.tags.${tag}`)}
            </Tag>
          ))}
          {ask.mine && <Tag color="cyan">{t('listings.card.mine')}</Tag>}
          {validity && <span className="sb-muted">{validity}</span>}
        </Space>
      }
      extra={back}
    >
      {ask.mine && ask.askState === 'refused' && ask.refuseReason && (
        <Alert className="sb-detail-alert" type="error" showIcon title={t('listings.detail.refusedReason', { reason: ask.refuseReason })} data-testid="detail-refuse-reason" />
      )}
      {ask.mine && ask.askState === 'auditing' && <Alert className="sb-detail-alert" type="info" showIcon title={t('listings.detail.auditingNote')} />}
      {ask.mine && ask.askState === 'draft' && <Alert className="sb-detail-alert" type="warning" showIcon title={t('listings.detail.draftNote')} />}

      <div className="sb-detail-top">
        <Gallery items={galleryOf(ask, line)} title={line ? lineName(line, viewer.lang) || title : title} />
        <aside className="sb-detail-summary" data-testid="detail-summary">
          {lines.length > 1 && (
            <div className="sb-line-switch">
              <span className="sb-filter-label">{t('listings.detail.chooseItem')}</span>
              <Segmented
                block
                value={line?.detailId}
                data-testid="line-switch"
                options={lines.map((l, i) => ({ value: l.detailId, label: lineName(l, viewer.lang) || t('listings.publish.itemN', { n: i + 1 }) }))}
                onChange={(v) => setParams({ askId: ask.askId, detailId: String(v) }, { replace: true })}
              />
            </div>
          )}
          {line && (
            <>
              <h2 className="sb-summary-name" data-testid="detail-line-name">
                {lineName(line, viewer.lang)}
              </h2>
              <p className="sb-summary-category">{categoryText(line, viewer.lang)}</p>
              <div className="sb-summary-price">
                <span className="sb-filter-label">{line.quoteDetail.priceVo?.quoteTypeStr ?? t('listings.detail.price')}</span>
                <strong data-testid="detail-price">{linePriceText(line, unit)}</strong>
              </div>
              <dl className="sb-summary-facts">
                <div>
                  <dt>{t('listings.fields.weight')}</dt>
                  <dd data-testid="detail-weight">{weightText(line.weight, line.weightLbs, unit, viewer.lang)}</dd>
                </div>
                {range && (
                  <div>
                    <dt>{t('listings.detail.priceRange')}</dt>
                    <dd>{range}</dd>
                  </div>
                )}
                {line.elementContent && (
                  <div>
                    <dt>{t('listings.fields.elementContent')}</dt>
                    <dd>{line.elementContent}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('listings.fields.originCountryId')}</dt>
                  <dd>{ask.originCountryDict?.dictLabel ?? '—'}</dd>
                </div>
                <div>
                  <dt>{t('listings.fields.deliveryTerm')}</dt>
                  <dd>{ask.deliveryTerm ?? '—'}</dd>
                </div>
              </dl>
            </>
          )}
          <div className="sb-summary-actions">
            {/* Quote, update, buy-it-now and the §4 labels (issue 4, features/negotiation). */}
            <Suspense fallback={<Skeleton.Button active block size="large" />}>
              <NegotiationActions ask={ask} lang={viewer.lang} unit={unit} />
            </Suspense>
            <Space.Compact block>
              <Button icon={<ShareAltOutlined />} onClick={() => void copy(sharePath(ask.askId), 'listings.detail.shareCopied')} data-testid="share-button">
                {t('listings.detail.share')}
              </Button>
              <Button icon={<CopyOutlined />} onClick={() => void copy(detailLink, 'listings.detail.linkCopied')} data-testid="copy-link-button">
                {t('listings.detail.copyLink')}
              </Button>
            </Space.Compact>
            {ask.mine && (
              <Space.Compact block>
                {canEditAsk(ask.askState) && (
                  <Button icon={<EditOutlined />} onClick={() => void navigate(`/edit?askId=${encodeURIComponent(ask.askId)}`)} data-testid="detail-edit">
                    {t('listings.detail.edit')}
                  </Button>
                )}
                {canDeleteAsk(ask.askState) && (
                  <Popconfirm
                    title={t('listings.detail.deleteConfirm')}
                    okText={t('listings.detail.delete')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ danger: true, loading: remove.isPending }}
                    onConfirm={onDelete}
                  >
                    <Button danger icon={<DeleteOutlined />} data-testid="detail-delete">
                      {t('listings.detail.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space.Compact>
            )}
          </div>
        </aside>
      </div>
      <Suspense fallback={null}>
        <NegotiationSection ask={ask} lang={viewer.lang} unit={unit} />
      </Suspense>
      <AskFacts ask={ask} viewer={viewer} unit={unit} />
    </PageFrame>
  );
}
