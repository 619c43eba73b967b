/**
 * Bilingual text helpers shared by the public pages (landing, site pages, shops): the current language, the zh/en
 * pair to show, calendar dates and staff-entered links. Zod- and antd-free: the landing's first load imports it.
 */
import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';

export function useLang(): TLang {
  const { i18n } = useTranslation();
  return i18n.language === 'zh' ? 'zh' : 'en';
}

/** The text of the current language, falling back to the other when blank (staff may fill one language first). */
export function pick(lang: TLang, zh: string | null | undefined, en: string | null | undefined): string {
  const first = lang === 'zh' ? zh : en;
  const second = lang === 'zh' ? en : zh;
  return first?.trim() ? first : (second ?? '');
}

// Intl formatters are costly to build (tens of milliseconds on a slow phone): one per language, reused.
const dayFormats = new Map<TLang, Intl.DateTimeFormat>();

/** "2026-11-10" → "2026年11月10日" / "Nov 10, 2026" (the calendar date itself, no time zone shift). */
export function formatDay(date: string, lang: TLang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  let f = dayFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(lang, f);
  }
  return f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** Links staff put on news: site paths stay in the app, http(s) URLs open in a new tab, anything else is no link. */
export function linkKind(link: string | null | undefined): 'internal' | 'external' | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return 'internal';
  return /^https?:\/\//i.test(link) ? 'external' : null;
}
