import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';
import { openLoginDialog } from '#lib/login-dialog.ts';
import { useShellContext } from '#lib/shell-context.ts';

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

/**
 * §2: start-free-trial, get-started and view-more go to /quoteList when signed in, else open the login dialog
 * (on its sign-up side for the trial buttons).
 */
export function useTradeEntry() {
  const { signedIn } = useShellContext();
  const navigate = useNavigate();
  return {
    signedIn,
    startTrial: () => {
      if (signedIn) void navigate('/quoteList');
      else openLoginDialog('index', 'register');
    },
    viewMore: () => {
      if (signedIn) void navigate('/quoteList');
      else openLoginDialog('index', 'login');
    },
    /** §2 wiki promo: /wiki when signed in, else the login dialog. */
    openWiki: () => {
      if (signedIn) void navigate('/wiki');
      else openLoginDialog('index', 'login');
    },
  };
}

// Intl formatters are costly to build (tens of milliseconds on a slow phone): one per language, reused.
const dayFormats = new Map<TLang, Intl.DateTimeFormat>();

/** "2026-11-10" → "2026年11月10日" / "Nov 10, 2026" (the date itself, no time zone shift). */
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

/**
 * Weights: up to 3 decimals (§9), thousands grouped with commas (zh and en write them alike). Done by hand: the first
 * Intl.NumberFormat of a page loads locale data, a long task on a slow phone for a job this small.
 */
export function formatNumber(value: number): string {
  const [int = '0', frac = ''] = Math.abs(value).toFixed(3).replace(/\.?0+$/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** Links staff put on news: site paths stay in the app, http(s) URLs open in a new tab, anything else is no link. */
export function linkKind(link: string | null | undefined): 'internal' | 'external' | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return 'internal';
  return /^https?:\/\//i.test(link) ? 'external' : null;
}
