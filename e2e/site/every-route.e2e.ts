/**
 * Issue 16 item 4: every route of the route table (public, sign-in, token-guarded) and every staff console page is
 * visited as a visitor, a buyer, a seller and staff, and none may show the placeholder page, the route error or an
 * uncaught error. One browser context per role, the roles at once; the first path a page load, the others navigations
 * inside the app (see visit).
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PRIVATE_ROUTES, PUBLIC_ROUTES, SIGN_IN_ROUTES } from '../../apps/web/src/app/route-table.ts';
import { STAFF_SCREEN_MODULES } from '../../apps/web/src/app/screen-modules.ts';
import { navigateInApp, newContext, routerIdle, useBrowser, watchCrashes } from '../support/browser.ts';
import { apiLogin, call, contextWithSession } from '../support/session.ts';
import { serverUrl } from '../support/server-url.ts';

/** The staff console's pages, from the one table the router builds them from, so a new one is crawled without editing this. */
function staffPaths(): string[] {
  return Object.keys(STAFF_SCREEN_MODULES).map((p) => `/staff/${p}`);
}

type TRole = { name: 'visitor' | 'buyer' | 'seller' | 'staff'; email?: string; lang: 'zh' | 'en' };
/**
 * Each screen as every user who may open it: a visitor (zh) every public and sign-in path (and is sent home from the
 * others), the demo buyer (en) and the demo seller (zh) every path of the route table, staff (zh) every staff console
 * page and /test.
 */
const ROLES: TRole[] = [
  { name: 'visitor', lang: 'zh' },
  { name: 'buyer', email: 'buyer@demo.test', lang: 'en' },
  { name: 'seller', email: 'seller@demo.test', lang: 'zh' },
  { name: 'staff', email: 'staff@demo.test', lang: 'zh' },
];

type TFixtures = { askId: string; contractId: string; sellerId: string; shopId: string; userId: string; wikiId: string };

/** Real ids for the routes that take one, read through the API as the demo accounts. */
async function fixtures(baseUrl: string): Promise<TFixtures> {
  const buyer = await apiLogin(baseUrl, 'buyer@demo.test');
  const staff = await apiLogin(baseUrl, 'staff@demo.test');
  type TRows<T> = { rows: T[] };
  const asks = await call<TRows<{ askId: string; userId?: string; sellerId?: string }>>(baseUrl, 'GET', '/app-v2/ask/list/buyer/pub?pageNum=1&pageSize=1');
  const orders = await call<TRows<{ contractId: string }>>(baseUrl, 'GET', '/app-v2/order/list?pageNum=1&pageSize=1', { token: buyer.token });
  const me = await call<{ id: string }>(baseUrl, 'GET', '/app-v2/getInfo', { token: buyer.token });
  const wiki = await call<TRows<{ id: string }>>(baseUrl, 'GET', '/admin/wiki/articles?pageNum=1&pageSize=1', { token: staff.token });
  const none = '00000000-0000-4000-8000-000000000000';
  const ask = asks.data?.rows?.[0];
  return {
    askId: ask?.askId ?? none,
    contractId: orders.data?.rows?.[0]?.contractId ?? none,
    sellerId: ask?.sellerId ?? ask?.userId ?? none,
    shopId: none,
    userId: me.data?.id ?? none,
    wikiId: wiki.data?.rows?.[0]?.id ?? none,
  };
}

/** The address a route is opened with: the ids and query its screen reads (§2 query parameters). */
function address(route: string, f: TFixtures): string {
  const queries: Record<string, string> = {
    '/view-detail': `askId=${f.askId}`,
    '/detail': `askId=${f.askId}`,
    '/edit': `askId=${f.askId}`,
    '/share': `askId=${f.askId}`,
    '/ask-quotes': `askId=${f.askId}`,
    '/order-detail': `contractId=${f.contractId}`,
    '/feedback': `feedbackType=1&contractId=${f.contractId}`,
    '/select-claim': `feedbackType=4&contractId=${f.contractId}`,
    '/buyer-credit': `userId=${f.sellerId}&role=seller`,
  };
  const filled = route
    .replace(':contractId', f.contractId)
    .replace(':userId', f.userId)
    .replace(':id', f.wikiId);
  return queries[route] ? `${filled}?${queries[route]}` : filled;
}

type TVisit = { role: string; path: string; landed: string; problem: string | null };

/**
 * Opens the path and waits until the route has rendered (the router has rendered the address bar's path and is idle,
 * no spinner); says what is
 * wrong, if anything. The first path of a role is a full page load; the others are navigations inside the app, as a
 * user's clicks on the header and the links are (pushState + popstate, which the router follows like the back
 * button) — each screen's own chunk, guard and data, without reloading the app 40 times.
 */
async function visit(page: Page, crashes: string[], target: string, first: boolean): Promise<{ landed: string; problem: string | null }> {
  const before = crashes.length;
  if (first) {
    await page.goto(target, { waitUntil: 'domcontentloaded' });
    await routerIdle(page);
  } else {
    await navigateInApp(page, target);
  }
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main#main');
      return !!main && main.childElementCount > 0 && !main.querySelector(':scope > .sb-page-spinner, :scope > * > .sb-page-spinner');
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
  const landed = new URL(page.url()).pathname;
  if (await page.locator('[data-testid="placeholder-page"]').count()) return { landed, problem: 'placeholder' };
  if (await page.locator('main#main .sb-page-center[role="alert"]').count()) return { landed, problem: 'route error' };
  if (crashes.length > before) return { landed, problem: `crash: ${crashes.slice(before).join(' | ')}` };
  return { landed, problem: null };
}

async function crawl(browser: Browser, baseUrl: string, role: TRole, f: TFixtures): Promise<TVisit[]> {
  const context = role.email
    ? await contextWithSession(browser, baseUrl, await apiLogin(baseUrl, role.email), { lang: role.lang })
    : await newContext(browser, baseUrl, { lang: role.lang });
  // Pictures, videos and fonts are not what this test looks at: not fetching them keeps 200 page loads quick.
  await context.route(/\.(png|jpe?g|webp|gif|svg|mp4|woff2?)(\?.*)?$/i, (route) => route.abort());
  const page = await context.newPage();
  const crashes = watchCrashes(page);
  const paths =
    role.name === 'staff'
      ? ['/test', ...staffPaths()]
      : ['/', ...PUBLIC_ROUTES.map(([p]) => p), ...SIGN_IN_ROUTES.map(([p]) => p), ...PRIVATE_ROUTES.map(([p]) => p)];
  const visits: TVisit[] = [];
  for (const p of paths) {
    const target = address(p, f);
    try {
      // A visitor is sent home from a token route before anything renders (§2): the address is the whole check.
      if (!role.email && PRIVATE_ROUTES.some(([r]) => r === p)) {
        await navigateInApp(page, target);
        await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
        visits.push({ role: role.name, path: p, landed: '/', problem: null });
        continue;
      }
      const at = Date.now();
      // No visit may hold the crawl up: one that has not rendered in 30 s is a finding, not a wait.
      const outcome = await Promise.race([
        visit(page, crashes, target, visits.length === 0),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 30 s')), 30_000)),
      ]);
      if (Date.now() - at > 5000) console.info(`every-route: ${role.name} ${p} took ${Date.now() - at} ms`);
      visits.push({ role: role.name, path: p, ...outcome });
    } catch (e) {
      visits.push({ role: role.name, path: p, landed: new URL(page.url()).pathname, problem: `did not render: ${(e as Error).message.split('\n')[0]}` });
    }
  }
  console.info(`every-route: ${role.name} done`);
  await Promise.race([context.close(), new Promise((r) => setTimeout(r, 5000))]);
  return visits;
}

describe('[SITE] every route', () => {
  const suite = useBrowser();
  const baseUrl = serverUrl();

  it('[SITE]: every route of the route table and every staff page renders for a visitor, a buyer, a seller and staff — no placeholder, no crash', { timeout: 420_000 }, async () => {
    const f = await fixtures(baseUrl);
    const started = Date.now();
    const visits = (await Promise.all(ROLES.map((role) => crawl(suite.browser, baseUrl, role, f)))).flat();
    console.info(`every-route: ${visits.length} visits in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const problems = visits.filter((v) => v.problem);
    expect(problems.map((v) => `${v.role} ${v.path} → ${v.landed}: ${v.problem}`)).toEqual([]);

    // Visitors reach the public and sign-in pages and are sent home from the others (§2); signed-in users stay.
    const at = (role: string, p: string) => visits.find((v) => v.role === role && v.path === p)?.landed;
    expect(at('visitor', '/download')).toBe('/download');
    expect(at('visitor', '/login')).toBe('/login');
    expect(at('visitor', '/sms')).toBe('/sms');
    expect(at('visitor', '/order-list')).toBe('/');
    expect(at('buyer', '/order-list')).toBe('/order-list');
    expect(at('buyer', '/login')).toBe('/quoteList');
    expect(at('seller', '/askList')).toBe('/askList');
    expect(at('seller', '/order-list')).toBe('/order-list');
    expect(at('staff', '/test')).toBe('/test');
    expect(visits.filter((v) => v.role === 'staff' && v.path.startsWith('/staff/')).length).toBeGreaterThan(10);
  });
});
