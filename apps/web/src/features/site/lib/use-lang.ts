import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';

export function useLang(): TLang {
  const { i18n } = useTranslation();
  return i18n.language === 'zh' ? 'zh' : 'en';
}

/** The text of the current language, falling back to the other when blank. */
export function pick(lang: TLang, zh: string | null | undefined, en: string | null | undefined): string {
  const first = lang === 'zh' ? zh : en;
  const second = lang === 'zh' ? en : zh;
  return first?.trim() ? first : (second ?? '');
}

const dayFormats = new Map<TLang, Intl.DateTimeFormat>();

/** "2026-11-10" → "2026年11月10日" / "Nov 10, 2026" (one formatter per language: they are costly to build). */
export function formatDay(date: string, lang: TLang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  let f = dayFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(lang, f);
  }
  return f.format(d);
}

/** Site paths stay in the app, http(s) URLs open in a new tab, anything else is no link. */
export function linkKind(link: string | null | undefined): 'internal' | 'external' | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return 'internal';
  return /^https?:\/\//i.test(link) ? 'external' : null;
}
