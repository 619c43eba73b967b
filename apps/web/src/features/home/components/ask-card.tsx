/**
 * §2 listing card: images (a video when the cover is an mp4), product names, origin country, category, weight,
 * loading country, descriptions, status line and tags. Visitors who click it are asked to sign in (§2, §6);
 * signed-in users open /view-detail.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAskCard } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import { openLoginDialog } from '#lib/login-dialog.ts';
import { readUnits } from '#lib/storage.ts';
import { formatNumber, pick } from '../lib/use-landing.ts';

function formatWeight(card: TAskCard): string {
  // The China market is MT only (§1); elsewhere the unit the visitor chose (MT by default).
  const lbs = card.market !== 'cn' && readUnits().weightUnit === 'LBS';
  const value = lbs ? card.weightLbs : card.weight;
  return `${formatNumber(value)} ${lbs ? 'LBS' : 'MT'}`;
}

export function detailHref(card: TAskCard): string {
  const params = new URLSearchParams({ askId: card.askId });
  const detailId = card.askDetailList[0]?.detailId;
  if (detailId) params.set('detailId', detailId);
  return `/view-detail?${params.toString()}`;
}

export function AskCard({ card, lang, signedIn }: { card: TAskCard; lang: TLang; signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = detailHref(card);
  const title = pick(lang, card.askNameZh, card.askName) || card.productNames.join(' · ');
  const description = pick(lang, card.descriptionsZh, card.descriptions);
  const category = card.categoryDict ? pick(lang, card.categoryDict.categoryCn, card.categoryDict.categoryEn) : null;
  const cover = card.images[0];

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (signedIn) void navigate(href);
    else openLoginDialog('index', 'login');
  };

  return (
    <a className="sb-ask-card" href={href} onClick={onClick} data-testid="landing-ask-card">
      <span className="sb-ask-media">
        {cover?.isVideo ? (
          <video src={cover.url} muted playsInline preload="metadata" width={320} height={240} aria-hidden="true" tabIndex={-1} />
        ) : cover ? (
          <img src={cover.url} alt={t('home.asks.photoOf', { name: title })} width={320} height={240} loading="lazy" decoding="async" />
        ) : (
          <span className="sb-ask-media-empty" aria-hidden="true" />
        )}
        {(cover?.isVideo || card.hasVideo) && <span className="sb-ask-badge sb-ask-badge-video">{t('home.asks.video')}</span>}
        {card.tags.length > 0 && (
          <span className="sb-ask-tags">
            {card.tags.map((tag) => (
              <span key={tag} className={`sb-ask-badge sb-ask-tag-${tag}`}>
                {t(`home.asks.tags.${tag}`)}
              </span>
            ))}
          </span>
        )}
      </span>
      <span className="sb-ask-body">
        <span className="sb-ask-title">{title}</span>
        {card.productNames.length > 0 && <span className="sb-ask-products">{card.productNames.join(' · ')}</span>}
        <span className="sb-ask-facts">
          {category && (
            <span>
              <span className="sb-ask-fact-label">{t('home.asks.category')}</span> {category}
            </span>
          )}
          <span>
            <span className="sb-ask-fact-label">{t('home.asks.weight')}</span> {formatWeight(card)}
          </span>
          {card.originCountryDict && (
            <span>
              <span className="sb-ask-fact-label">{t('home.asks.origin')}</span> {card.originCountryDict.dictLabel}
            </span>
          )}
          {card.loadingCountryDict && (
            <span>
              <span className="sb-ask-fact-label">{t('home.asks.loading')}</span> {card.loadingCountryDict.dictLabel}
            </span>
          )}
        </span>
        {description && <span className="sb-ask-desc">{description}</span>}
        <span className={`sb-ask-status sb-ask-status-${card.statusKey}`}>{card.statusText}</span>
      </span>
    </a>
  );
}
