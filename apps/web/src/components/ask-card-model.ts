/**
 * What a listing card shows (§2 listing card: images — a video when the extension is mp4 —, product names, origin
 * country, category, weight, loading country, descriptions, status line and tags), computed from the server's
 * ZAskCard for the viewer's language and weight unit. Pure, so the rules are unit-tested in node; the landing's
 * first load uses it too, so it imports types and light domain helpers only (no zod, no antd).
 */
import type { TAskCard } from '@scrapbridge/domain/ask-view';
import type { TLang } from '@scrapbridge/domain/i18n';
import { isVideoUrl } from '@scrapbridge/domain/input-helpers';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TWeightUnit } from '@scrapbridge/domain/weight';

export type TTranslate = (key: string, params?: Record<string, string | number>) => string;

/** The bilingual pair in the viewer's language, falling back to the other when one is missing. */
export function pick(lang: TLang, zh: string | null | undefined, en: string | null | undefined): string {
  const first = lang === 'zh' ? zh : en;
  const second = lang === 'zh' ? en : zh;
  return (first && first.trim()) || (second && second.trim()) || '';
}

/** §1/§9: the China market trades in MT only; elsewhere the viewer's chosen unit. */
export function viewerUnit(market: TMarket, unit: TWeightUnit): TWeightUnit {
  return market === 'cn' ? 'MT' : unit;
}

function numberFormat(lang: TLang, maxDecimals: number): Intl.NumberFormat {
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: maxDecimals });
}

/**
 * §9 weight: MT, or LBS at 2204.62 lb/MT to 3 decimals. The server sends both (weightLbs already converted and
 * rounded), so the card never converts floats itself.
 */
export function weightText(weightMt: number | null, weightLbs: number | null, unit: TWeightUnit, lang: TLang): string {
  const value = unit === 'LBS' ? weightLbs : weightMt;
  if (value === null || value === undefined) return '—';
  return `${numberFormat(lang, 3).format(value)} ${unit}`;
}

/** "2 d 5 h", "5 h 12 min", "12 min" until the ask stops taking quotes. */
export function remainingText(seconds: number, t: TTranslate): string {
  const minutes = Math.max(1, Math.floor(seconds / 60));
  const d = Math.floor(minutes / (60 * 24));
  const h = Math.floor((minutes % (60 * 24)) / 60);
  const m = minutes % 60;
  if (d > 0) return t('listings.time.dh', { d, h });
  if (h > 0) return t('listings.time.hm', { h, m });
  return t('listings.time.m', { m });
}

/** /view-detail?askId&detailId (the first line unless another is named). */
export function detailHref(askId: string, detailId?: string | null): string {
  const params = new URLSearchParams({ askId });
  if (detailId) params.set('detailId', detailId);
  return `/view-detail?${params.toString()}`;
}

export type TCardMedia = { url: string; isVideo: boolean };

export type TCardView = {
  askId: string;
  href: string;
  title: string;
  productNames: string[];
  description: string;
  category: string;
  origin: string;
  loading: string;
  weight: string;
  /** The §2 status line: the state label, then how long quotes stay open (or "until sold"). */
  status: string;
  statusKey: TAskCard['statusKey'];
  /** §4 tags New / Expired, labelled. */
  tags: { key: TAskCard['tags'][number]; label: string }[];
  cover: TCardMedia | null;
  mediaCount: number;
  hasVideo: boolean;
  mine: boolean;
  lineCount: number;
  refuseReason: string | null;
};

/**
 * Where the card is shown. The listings screens word the status line and tags from their own (lazily loaded) texts;
 * the public pages (the landing, a shared ask's /share) carry only the first-load catalog, so there the status line
 * is the server's and the tags use the landing's words.
 */
export type TCardPlace = 'listings' | 'landing' | 'share';

export function cardView(card: TAskCard, opts: { lang: TLang; unit: TWeightUnit; t: TTranslate; place?: TCardPlace }): TCardView {
  const { lang, t } = opts;
  const landing = opts.place === 'landing' || opts.place === 'share';
  const unit = viewerUnit(card.market, opts.unit);
  const title = pick(lang, card.askNameZh, card.askName) || card.productNames.join(' · ');
  const first = card.images[0];
  // §2 "video if the extension is mp4": the URL decides, whatever the flag says.
  const cover = first ? { url: first.url, isVideo: first.isVideo || isVideoUrl(first.url) } : null;
  let status = landing ? card.statusText : t(`listings.status.${card.statusKey}`);
  if (card.statusKey === 'active' && !landing) {
    if (card.untilSold) status += ` · ${t('listings.card.untilSold')}`;
    else if (card.quoteEndSeconds !== null && card.quoteEndSeconds > 0) {
      status += ` · ${t('listings.card.endsIn', { time: remainingText(card.quoteEndSeconds, t) })}`;
    }
  }
  return {
    askId: card.askId,
    href: detailHref(card.askId, card.askDetailList[0]?.detailId),
    title,
    productNames: card.productNames,
    description: pick(lang, card.descriptionsZh, card.descriptions),
    category: card.categoryDict ? pick(lang, card.categoryDict.categoryCn, card.categoryDict.categoryEn) : '',
    origin: card.originCountryDict?.dictLabel ?? '',
    loading: card.loadingCountryDict?.dictLabel ?? '',
    weight: weightText(card.weight, card.weightLbs, unit, lang),
    status,
    statusKey: card.statusKey,
    tags: card.tags.map((key) => ({ key, label: t(landing ? `home.asks.tags.${key}` : `listings.tags.${key}`) })),
    cover,
    mediaCount: card.images.length,
    hasVideo: card.hasVideo || card.images.some((i) => i.isVideo || isVideoUrl(i.url)),
    mine: card.mine,
    lineCount: card.askDetailList.length,
    refuseReason: card.refuseReason,
  };
}
