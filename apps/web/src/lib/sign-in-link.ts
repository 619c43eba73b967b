/**
 * Sign-in links: /login and /sms with a `redirect` to a page of this site, where a signed-in user (or one who just
 * signed in there) goes on to. Pure, shared by the route guard, the sign-in dialog and the listing cards.
 */
/** §2 /login and /sms (route-table.ts SIGN_IN_ROUTES): the sign-in dialog on a page of its own. */
const SIGN_IN_PATHS = new Set(['/login', '/sms']);

function normalize(pathname: string): string {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (p || '/').toLowerCase();
}

/** Where a signed-in user goes without a `redirect` (§4 Login success). */
export const HOME_AFTER_SIGN_IN = '/quoteList';

/**
 * The `redirect` query of a sign-in link when it is a path of this site (never another host: `//evil`, `/\evil`,
 * `https://…` are refused), else null. The sign-in pages themselves are refused too, so no link loops.
 */
export function signInRedirect(search: string | undefined): string | null {
  const target = new URLSearchParams(search ?? '').get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(target, 'http://same.origin');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.origin' || SIGN_IN_PATHS.has(normalize(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login?redirect=… for a path of this site (what a visitor's card opens in a new window, §2). */
export function signInLink(target: string, page: 'login' | 'sms' = 'login'): string {
  return `/${page}?${new URLSearchParams({ redirect: target }).toString()}`;
}

export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.has(normalize(pathname));
}
