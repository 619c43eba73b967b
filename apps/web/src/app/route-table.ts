/**
 * Every §2 route, with the catalog key (`shell.screens.<screen>`) naming its screen. Pure data plus the guard
 * decision, so the rules are unit-tested without a browser.
 */
import { BUYER_REQUEST_NARROW_PX } from '@scrapbridge/domain/constants';
import { HOME_AFTER_SIGN_IN, isSignInPath, signInRedirect } from '../lib/sign-in-link.ts';
import { ALWAYS_OPEN_PATHS, PUBLIC_PATHS } from './open-paths.ts';

export { ALWAYS_OPEN_PATHS, PUBLIC_PATHS };

/** §2 "Kept alive when navigated away". */
export const KEEP_ALIVE_PATHS = ['/universe', '/wiki', '/saas-chat', '/market-price'] as const;

/** Token-guarded §2 routes (plus the staff console) → screen key. /edit and /publish, /shop and /share-shop share a screen. */
export const PRIVATE_ROUTES: ReadonlyArray<readonly [path: string, screen: string]> = [
  ['/test', 'test'],
  ['/order-list', 'orderList'],
  ['/order-detail', 'orderDetail'],
  ['/edit', 'publish'],
  ['/publish', 'publish'],
  ['/market-price-index', 'marketPriceIndex'],
  ['/account', 'account'],
  ['/role', 'role'],
  ['/askList', 'askList'],
  ['/quoteList', 'quoteList'],
  ['/recommendList', 'recommendList'],
  ['/view-detail', 'viewDetail'],
  ['/detail', 'detail'],
  ['/buyer-request', 'buyerRequest'],
  ['/buyer-request-mobile', 'buyerRequestMobile'],
  ['/buyer-edit-mobile', 'buyerEditMobile'],
  ['/customer', 'customer'],
  ['/shop', 'shop'],
  ['/shop-list', 'shopList'],
  ['/apply-shop', 'applyShop'],
  ['/follow-shop', 'followShop'],
  ['/deal-detail/:contractId', 'dealDetail'],
  ['/feedback', 'feedback'],
  ['/select-claim', 'selectClaim'],
  ['/claim-edit-weight', 'claimEditWeight'],
  ['/claim-edit-quality', 'claimEditQuality'],
  ['/claim-edit-both', 'claimEditBoth'],
  ['/claim-record-weight', 'claimRecordWeight'],
  ['/buyer-credit', 'buyerCredit'],
  // Negotiation lists (issue 4; §2 "inquiry and quote lists" names no path): the buyer's inquiries, the seller's
  // ranked quotes of one ask (?askId).
  ['/inquiry-list', 'inquiryList'],
  ['/ask-quotes', 'askQuotes'],
  // The business report (§7 my_reports answers this path; issue 14 item 5).
  ['/reports', 'businessReport'],
  // The photo album (issue 16 item 3; §3 Picture upload, §7 /album/group/{id}): not a §2 path.
  ['/album', 'album'],
];

/**
 * §2 /login and /sms: the sign-in dialog (its login index, its SMS page) opened on a page of its own, so a link can
 * ask someone to sign in (e-mails, a visitor's card opened in a new window). §2 lists them among the token routes,
 * but a visitor is exactly who needs them: visitors may open them, and a signed-in user goes straight on to where
 * the link points (`redirect`, an in-site path) or to /quoteList (§4 Login success).
 */
export const SIGN_IN_ROUTES: ReadonlyArray<readonly [path: string, screen: string]> = [
  ['/login', 'login'],
  ['/sms', 'sms'],
];

/** Public screens other than the landing (/, /index). */
export const PUBLIC_ROUTES: ReadonlyArray<readonly [path: string, screen: string]> = [
  ['/share', 'share'],
  ['/share-shop', 'shop'],
  ['/wiki-detail', 'wikiDetail'],
  ['/wiki', 'wiki'],
  ['/saas-chat', 'saasChat'],
  ['/market-price', 'marketPrice'],
  ['/price-detail', 'priceDetail'],
  ['/download', 'download'],
  ['/about-us', 'aboutUs'],
  ['/videoX', 'videoX'],
  ['/mobile', 'mobile'],
  ['/universe', 'universe'],
  ['/news', 'news'],
  ['/price-index-methodology', 'priceIndexMethodology'],
  ['/futures', 'futures'],
  ['/ai-tools', 'aiTools'],
];

/** Lowercased, without trailing slash (React Router matches case-insensitively, so the guard must too). */
export function normalizePath(pathname: string): string {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (p || '/').toLowerCase();
}

const PUBLIC_SET = new Set<string>([...PUBLIC_PATHS, ...ALWAYS_OPEN_PATHS].map((p) => p.toLowerCase()));
const KEEP_ALIVE_SET = new Map<string, string>(KEEP_ALIVE_PATHS.map((p) => [p.toLowerCase(), p]));

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_SET.has(normalizePath(pathname));
}

/** The keep-alive key of a path (its §2 spelling), or null when the screen is not kept alive. */
export function keepAliveKey(pathname: string): string | null {
  return KEEP_ALIVE_SET.get(normalizePath(pathname)) ?? null;
}

export type TRouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The guard run before a route renders: token-less visitors only reach public paths (§2, §6) and the sign-in pages
 * (signed-in users pass through those to where they point), and
 * /buyer-request becomes /buyer-request-mobile on screens narrower than 718 px.
 */
export function decideRoute(
  location: { pathname: string; search?: string },
  env: { hasToken: boolean; width: number },
): TRouteDecision {
  const path = normalizePath(location.pathname);
  if (isSignInPath(path)) {
    return env.hasToken ? { kind: 'redirect', to: signInRedirect(location.search) ?? HOME_AFTER_SIGN_IN } : { kind: 'allow' };
  }
  if (!env.hasToken && !PUBLIC_SET.has(path)) return { kind: 'redirect', to: '/' };
  if (path === '/buyer-request' && env.width < BUYER_REQUEST_NARROW_PX) {
    return { kind: 'redirect', to: `/buyer-request-mobile${location.search ?? ''}` };
  }
  return { kind: 'allow' };
}
