/**
 * What the shop screens show, computed from the server's shop and the viewer (§3 Shop, §4 shop status, §6 Vip,
 * §9 "Shop review: 3 working days"). Pure and zod-free, so the public /share-shop page stays light and the rules
 * are unit-tested in node.
 */
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TShop, TShopCard, TShopStatus } from '@scrapbridge/domain/shop';

/** The bilingual pair in the viewer's language, falling back to the other when one is blank. */
export function pick(lang: TLang, zh: string | null | undefined, en: string | null | undefined): string {
  const first = lang === 'zh' ? zh : en;
  const second = lang === 'zh' ? en : zh;
  return (first && first.trim()) || (second && second.trim()) || '';
}

/** The company's name as the viewer reads it: Chinese name in zh, English name otherwise (each falls back). */
export function companyTitle(lang: TLang, shop: Pick<TShop | TShopCard, 'companyName' | 'companyEnglishName'>): string {
  return pick(lang, shop.companyName, shop.companyEnglishName);
}

/** /shop?shopId= (signed in) and /share-shop?shopId= (the public link that previews in chat apps). */
export function shopHref(shopId: string): string {
  return `/shop?shopId=${encodeURIComponent(shopId)}`;
}

export function shareShopHref(shopId: string): string {
  return `/share-shop?shopId=${encodeURIComponent(shopId)}`;
}

/** ?pageNum= as a page number from 1 (anything else reads as the first page). */
export function pageNumOf(value: string | null, max = 1000): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : 1;
}

/**
 * What the viewer may do about following a shop (§6 "Vip can follow shops"): visitors are asked to sign in, signed-in
 * users who are not Vip learn that following needs a verified enterprise, the owner cannot follow their own shop.
 */
export type TFollowAbility = 'signIn' | 'verify' | 'own' | 'follow';

export function followAbility(opts: { signedIn: boolean; vip: boolean; mine: boolean }): TFollowAbility {
  if (!opts.signedIn) return 'signIn';
  if (opts.mine) return 'own';
  return opts.vip ? 'follow' : 'verify';
}

/**
 * The /apply-shop state: the form when there is no shop yet, else the §4 status panel (waiting with the §9 clock,
 * failed with the reason and a reapplication, ok with a link to the shop).
 */
export type TApplyView = { kind: 'apply' } | { kind: 'status'; status: TShopStatus };

export function applyView(shop: Pick<TShop, 'shopStatus'> | null): TApplyView {
  return shop ? { kind: 'status', status: shop.shopStatus } : { kind: 'apply' };
}

/** Past its §9 due time and still waiting: the page says the review is late instead of promising a past date. */
export function reviewOverdue(shop: Pick<TShop, 'shopStatus' | 'dueAt'>, now: Date = new Date()): boolean {
  return shop.shopStatus === 'waiting' && !!shop.dueAt && new Date(shop.dueAt).getTime() < now.getTime();
}

const dateTimeFormats = new Map<TLang, Intl.DateTimeFormat>();

/** An instant in the viewer's own time zone: "2026年11月24日 15:00" / "Nov 24, 2026, 3:00 PM". */
export function formatDateTime(iso: string, lang: TLang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  let f = dateTimeFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    dateTimeFormats.set(lang, f);
  }
  return f.format(d);
}

/** A calendar date (YYYY-MM-DD, no zone): "2009年4月1日" / "Apr 1, 2009" — the shared formatter. */
export { formatDay } from '#lib/lang-text.ts';

/** Whole years since the establishment date (for "15 years in business"); 0 in the first year. */
export function yearsSince(date: string, now: Date = new Date()): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return 0;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let years = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d)) years--;
  return Math.max(0, years);
}

export function formatCount(n: number, lang: TLang): string {
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US').format(n);
}
