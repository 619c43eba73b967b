/**
 * §2 listing card, the one every screen shows: images (a muted preview when the cover is an mp4), product names,
 * origin country, category, weight in the viewer's unit, loading country, descriptions, the status line and the §4
 * tags, from the view-model of ask-card-model.ts. The card is a real link (middle-click and "open in new tab"
 * work); a plain click runs `onOpen` instead (the listings open the detail page, the landing asks a visitor to sign
 * in first).
 *
 * Three looks of the same card: `listings` (the listings screens and shops: every fact shown, "—" when unknown, the
 * seller's badge, the media count, actions below the link as separate controls), `landing` (the public landing's
 * lighter card: known facts only) and `share` (a shared ask alone on /share: a large picture, or the video with its
 * controls, beside the facts, and a button — `openLabel` — that runs `onOpen`; not a link, a visitor is asked to sign
 * in first). The landing's first load imports this file, so it stays free of antd and zod.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCardPlace, TCardView } from './ask-card-model.ts';
import { StoredPicture } from './stored-picture.tsx';

type TProps = {
  view: TCardView;
  onOpen: (view: TCardView) => void;
  place?: TCardPlace;
  /** Buttons under the card (edit, delete …); listings only. */
  actions?: ReactNode;
  /** Shown above the actions: e.g. why staff refused the ask; listings only. */
  notice?: ReactNode;
  testId?: string;
  /** The seller's own list: every card is theirs, the badge would only repeat it. */
  hideMine?: boolean;
  /** The share card's button text (its only way to open). */
  openLabel?: string;
};

function useOpenOnClick(view: TCardView, onOpen: (view: TCardView) => void) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(view);
  };
}

export function AskCard(props: TProps) {
  if (props.place === 'share') return <ShareCard {...props} />;
  return props.place === 'landing' ? <LandingCard {...props} /> : <ListingsCard {...props} />;
}

function ShareCard({ view, onOpen, openLabel, testId = 'share-card' }: TProps) {
  const { t } = useTranslation();
  const cover = view.cover;
  const facts: [string, string][] = [
    [t('home.asks.category'), view.category],
    [t('home.asks.weight'), view.weight],
    [t('home.asks.origin'), view.origin],
    [t('home.asks.loading'), view.loading],
  ];
  return (
    <article className="sb-share-card" data-testid={testId}>
      <div className="sb-share-media">
        {cover?.isVideo ? (
          <video src={cover.url} controls playsInline preload="metadata" width={640} height={480} />
        ) : cover ? (
          <StoredPicture src={cover.url} sizes="(max-width: 700px) 100vw, 640px" alt={t('home.asks.photoOf', { name: view.title })} width={640} height={480} decoding="async" />
        ) : null}
      </div>
      <div className="sb-share-body">
        <p className="sb-share-status">
          {view.status}
          {view.tags.map((tag) => (
            <span key={tag.key} className="sb-tag">
              {tag.label}
            </span>
          ))}
        </p>
        <h2>{view.title}</h2>
        {view.productNames.length > 0 && <p className="sb-share-products">{view.productNames.join(' · ')}</p>}
        <dl className="sb-facts">
          {facts
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
        </dl>
        <p>{view.description}</p>
        <button type="button" className="sb-btn sb-btn-primary sb-btn-lg" data-testid="share-open" onClick={() => onOpen(view)}>
          {openLabel}
        </button>
      </div>
    </article>
  );
}

function LandingCard({ view, onOpen, testId = 'landing-ask-card' }: TProps) {
  const { t } = useTranslation();
  const onClick = useOpenOnClick(view, onOpen);
  const cover = view.cover;
  const fact = (label: string, value: string) => (
    <span>
      <span className="sb-ask-fact-label">{t(label)}</span> {value}
    </span>
  );
  return (
    <a className="sb-ask-card" href={view.href} onClick={onClick} data-testid={testId}>
      <span className="sb-ask-media">
        {cover?.isVideo ? (
          <video src={cover.url} muted playsInline preload="metadata" width={320} height={240} aria-hidden="true" tabIndex={-1} />
        ) : cover ? (
          <StoredPicture
            src={cover.url}
            sizes="(max-width: 560px) 92vw, 320px"
            alt={t('home.asks.photoOf', { name: view.title })}
            width={320}
            height={240}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="sb-ask-media-empty" aria-hidden="true" />
        )}
        {view.hasVideo && <span className="sb-ask-badge sb-ask-badge-video">{t('home.asks.video')}</span>}
        {view.tags.length > 0 && (
          <span className="sb-ask-tags">
            {view.tags.map((tag) => (
              <span key={tag.key} className={`sb-ask-badge sb-ask-tag-${tag.key}`}>
                {tag.label}
              </span>
            ))}
          </span>
        )}
      </span>
      <span className="sb-ask-body">
        <span className="sb-ask-title">{view.title}</span>
        {view.productNames.length > 0 && <span className="sb-ask-products">{view.productNames.join(' · ')}</span>}
        <span className="sb-ask-facts">
          {view.category && fact('home.asks.category', view.category)}
          {fact('home.asks.weight', view.weight)}
          {view.origin && fact('home.asks.origin', view.origin)}
          {view.loading && fact('home.asks.loading', view.loading)}
        </span>
        {view.description && <span className="sb-ask-desc">{view.description}</span>}
        <span className={`sb-ask-status sb-ask-status-${view.statusKey}`}>{view.status}</span>
      </span>
    </a>
  );
}

function ListingsCard({ view, onOpen, actions, notice, testId = 'ask-card', hideMine = false }: TProps) {
  const { t } = useTranslation();
  const onClick = useOpenOnClick(view, onOpen);
  const cover = view.cover;

  return (
    <article className="sb-lcard" data-testid={testId} data-ask-id={view.askId} data-status={view.statusKey}>
      <a className="sb-lcard-link" href={view.href} onClick={onClick}>
        <span className="sb-lcard-media">
          {cover?.isVideo ? (
            <video src={cover.url} muted playsInline loop preload="metadata" aria-hidden="true" tabIndex={-1} />
          ) : cover ? (
            <StoredPicture src={cover.url} sizes="(max-width: 560px) 92vw, 320px" alt="" loading="lazy" decoding="async" />
          ) : (
            <span className="sb-lcard-noimg">{t('listings.card.noPicture')}</span>
          )}
          <span className="sb-lcard-badges">
            {view.tags.map((tag) => (
              <span key={tag.key} className={`sb-lcard-badge sb-lcard-tag-${tag.key}`} data-testid={`tag-${tag.key}`}>
                {tag.label}
              </span>
            ))}
            {view.mine && !hideMine && <span className="sb-lcard-badge sb-lcard-mine">{t('listings.card.mine')}</span>}
          </span>
          {(view.hasVideo || view.mediaCount > 1) && (
            <span className="sb-lcard-count">
              {view.hasVideo ? `▶ ${t('listings.card.video')}` : t('listings.card.photos', { count: view.mediaCount })}
            </span>
          )}
        </span>
        <span className="sb-lcard-body">
          <span className="sb-lcard-title" data-testid="card-title">
            {view.title}
          </span>
          {view.productNames.length > 0 && <span className="sb-lcard-products">{view.productNames.join(' · ')}</span>}
          <span className="sb-lcard-facts">
            <span>
              <span className="sb-lcard-label">{t('listings.card.category')}</span>
              {view.category || '—'}
            </span>
            <span>
              <span className="sb-lcard-label">{t('listings.card.weight')}</span>
              <span data-testid="card-weight">{view.weight}</span>
            </span>
            <span>
              <span className="sb-lcard-label">{t('listings.card.origin')}</span>
              {view.origin || '—'}
            </span>
            <span>
              <span className="sb-lcard-label">{t('listings.card.loading')}</span>
              {view.loading || '—'}
            </span>
          </span>
          {view.description && <span className="sb-lcard-desc">{view.description}</span>}
          <span className={`sb-lcard-status sb-lcard-status-${view.statusKey}`} data-testid="card-status">
            {view.status}
            {view.lineCount > 1 && <span className="sb-lcard-lines">{t('listings.card.items', { count: view.lineCount })}</span>}
          </span>
        </span>
      </a>
      {notice}
      {actions && <div className="sb-lcard-actions">{actions}</div>}
    </article>
  );
}

/** Placeholder cards of the listings screens while a page loads (same footprint, so nothing jumps). */
export function AskCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sb-lcard sb-lcard-skeleton" aria-hidden="true">
          <span className="sb-lcard-media" />
          <span className="sb-lcard-body">
            <span className="sb-skel sb-skel-title" />
            <span className="sb-skel" />
            <span className="sb-skel sb-skel-short" />
          </span>
        </div>
      ))}
    </>
  );
}
