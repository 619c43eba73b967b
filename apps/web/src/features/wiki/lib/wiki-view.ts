import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';

export function useLang(): TLang {
  const { i18n } = useTranslation();
  return i18n.language === 'zh' ? 'zh' : 'en';
}

export function pick(lang: TLang, zh: string | null | undefined, en: string | null | undefined): string {
  const first = lang === 'zh' ? zh : en;
  const second = lang === 'zh' ? en : zh;
  return first?.trim() ? first : (second ?? '');
}

const dateFormats = new Map<TLang, Intl.DateTimeFormat>();

/** One formatter per language: they are costly to build, and a page of cards formats many dates. */
export function formatDate(iso: string, lang: TLang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  let f = dateFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    dateFormats.set(lang, f);
  }
  return f.format(d);
}

/** The header's FAQ link opens the wiki on its FAQ tab: the platform guides. */
export const FAQ_CATEGORY = 'platform-guides';

/**
 * What the wiki list shows, from its address: `?category=&keyword=`, and `?tab=faq` for the FAQ. Kept in the URL so a
 * search can be shared and the back button works.
 */
export function wikiViewOf(params: URLSearchParams): { category: string; keyword: string } {
  const tab = params.get('tab');
  const category = params.get('category') ?? (tab === 'faq' ? FAQ_CATEGORY : '');
  return { category: category.trim(), keyword: (params.get('keyword') ?? '').trim() };
}

export function wikiSearchOf(view: { category: string; keyword: string }): string {
  const params = new URLSearchParams();
  if (view.category) params.set('category', view.category);
  if (view.keyword) params.set('keyword', view.keyword);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A colour per category for the covers drawn when an article has no picture. */
const COVER_COLORS: Record<string, [string, string]> = {
  copper: ['#b87333', '#7a3f17'],
  brass: ['#c9a227', '#7a5f0f'],
  aluminium: ['#8a9ba8', '#4f5d68'],
  'mixed-stainless': ['#6b7b8c', '#3a4652'],
  cable: ['#c0392b', '#7d2319'],
  ferrous: ['#5b6675', '#2d333b'],
  'trade-terms': ['#13795b', '#0b3d2e'],
  pricing: ['#d98e04', '#7a5200'],
  claims: ['#8e44ad', '#4d2360'],
  logistics: ['#1f6fa8', '#0f3d5e'],
  'import-rules': ['#a93226', '#5e1a14'],
  'platform-guides': ['#2fb584', '#13795b'],
};

export function coverColors(category: string): [string, string] {
  return COVER_COLORS[category] ?? ['#13795b', '#0b3d2e'];
}
