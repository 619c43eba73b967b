/**
 * Every §2 route (history mode). Each route runs the guard in its loader, before anything renders:
 * token-less visitors reach only the public paths, /buyer-request becomes /buyer-request-mobile under 718 px,
 * and unknown paths go to /404.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { hasToken } from '../lib/session.ts';
import { queryClient } from '../lib/query-client.ts';
import { readCachedUser } from '../lib/storage.ts';
import { ensureCatalogs } from '../lib/i18n.ts';
import { registerNavigate } from '../lib/navigation.ts';
import { decideRoute, KEEP_ALIVE_PATHS, PRIVATE_ROUTES, PUBLIC_ROUTES, SIGN_IN_ROUTES } from './route-table.ts';
import { KeepAliveSlot, PageSpinner } from './keep-alive.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
// The landing is where most visits start: part of the entry chunk, so its first paint waits for no further request
// (it is light: no antd, its lower sections load as their own chunk).
import LandingPage from '../features/home/pages/landing-page.tsx';

/**
 * Issue 19 item 1: the data a screen shows first, requested as soon as the guard lets the visit through — while the
 * screen's code and the catalogs load — instead of after the screen mounts. Each feature's prefetch uses the query
 * options its screen uses, so the screen finds the answer (or the request in flight) in the cache. A prefetch module
 * is a small chunk of its own, fetched in parallel with the screen's.
 */
type TScreenData = (url: URL, params: LoaderFunctionArgs['params']) => Promise<unknown>;
const SCREEN_DATA: Record<string, TScreenData> = {
  '/quoteList': (url) => import('../features/asks/api/prefetch.ts').then((m) => m.prefetchBuyerList(queryClient, url)),
  '/view-detail': (url) => import('../features/asks/api/prefetch.ts').then((m) => m.prefetchAskDetail(queryClient, url)),
  '/detail': (url) => import('../features/asks/api/prefetch.ts').then((m) => m.prefetchAskDetail(queryClient, url)),
  '/order-list': (url) => import('../features/orders/api/prefetch.ts').then((m) => m.prefetchOrderList(queryClient, url)),
  '/order-detail': (url) => import('../features/orders/api/prefetch.ts').then((m) => m.prefetchContract(queryClient, url.searchParams.get('contractId'))),
  '/deal-detail/:contractId': (_, params) => import('../features/orders/api/prefetch.ts').then((m) => m.prefetchContract(queryClient, params.contractId)),
  '/staff/outbox': (url) =>
    readCachedUser()?.staff ? import('../features/staff/api/prefetch.ts').then((m) => m.prefetchOutbox(queryClient, url)) : Promise.resolve(),
};

/** Starts the screen's data (never awaited: the screen shows its own loading and errors). */
function startScreenData(path: string, args: LoaderFunctionArgs): void {
  const load = SCREEN_DATA[path];
  if (load && hasToken()) void load(new URL(args.request.url), args.params).catch(() => undefined);
}

export function guardLoader(args: LoaderFunctionArgs): Promise<null> {
  return guardScreen(args, null);
}

/** The guard of a route of the route table: the visit's redirect, then the screen's data and texts. */
async function guardScreen(args: LoaderFunctionArgs, screenPath: string | null): Promise<null> {
  const url = new URL(args.request.url);
  const decision = decideRoute(url, { hasToken: hasToken(), width: window.innerWidth });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (screenPath) startScreenData(screenPath, args);
  // Every screen but the landing may use any namespace: they load (once) while the screen's chunk loads.
  if (url.pathname !== '/' && url.pathname !== '/index') await ensureCatalogs();
  return null;
}

/** Public site screens (issue 7); /wiki and /universe are kept alive (keep-alive.tsx). */
const SITE_SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/news': () => import('../features/site/pages/news-page.tsx'),
  '/about-us': () => import('../features/site/pages/about-us-page.tsx'),
  '/download': () => import('../features/site/pages/download-page.tsx'),
  '/mobile': () => import('../features/site/pages/mobile-page.tsx'),
  '/videoX': () => import('../features/site/pages/video-page.tsx'),
  '/share': () => import('../features/site/pages/share-page.tsx'),
  '/share-shop': () => import('../features/site/pages/share-shop-page.tsx'),
  '/wiki-detail': () => import('../features/wiki/pages/wiki-detail-page.tsx'),
  // Issue 14: the business report and the own-deal index methodology.
  '/reports': () => import('../features/reports/pages/business-report-page.tsx'),
  '/price-index-methodology': () => import('../features/market/pages/price-index-methodology-page.tsx'),
  // Issue 14: the market price detail (public) and price management (staff); /market-price is kept alive.
  '/price-detail': () => import('../features/market/pages/price-detail-page.tsx'),
  '/market-price-index': () => import('../features/market/pages/market-price-index-page.tsx'),
  '/futures': () => import('../features/market/pages/futures-page.tsx'),
  // Issue 17: the recovery and cable estimators and the formula calculator.
  '/ai-tools': () => import('../features/ai-tools/pages/ai-tools-page.tsx'),
  // §2 /test: the connection and diagnostics page for support (issue 16).
  '/test': () => import('../features/diagnostics/pages/diagnostics-page.tsx'),
};

/** Listings screens (issue 3); /edit and /publish, /detail and /view-detail share one. */
const ASK_SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/quoteList': () => import('../features/asks/pages/quote-list-page.tsx'),
  '/askList': () => import('../features/asks/pages/ask-list-page.tsx'),
  '/recommendList': () => import('../features/asks/pages/recommend-list-page.tsx'),
  '/view-detail': () => import('../features/asks/pages/view-detail-page.tsx'),
  '/detail': () => import('../features/asks/pages/view-detail-page.tsx'),
  '/publish': () => import('../features/asks/pages/publish-page.tsx'),
  '/edit': () => import('../features/asks/pages/publish-page.tsx'),
};

/** Seller shops (§2 /shop, /shop-list, /apply-shop, /follow-shop); /share-shop is the same screen, in SITE_SCREENS. */
const SHOP_SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/shop': () => import('../features/shops/pages/shop-page.tsx'),
  '/shop-list': () => import('../features/shops/pages/shop-list-page.tsx'),
  '/apply-shop': () => import('../features/shops/pages/apply-shop-page.tsx'),
  '/follow-shop': () => import('../features/shops/pages/followed-shops-page.tsx'),
};

/** Account screens (issue 6): settings and the role choice. */
const ACCOUNT_SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/account': () => import('../features/accounts/pages/account-page.tsx'),
  '/role': () => import('../features/accounts/pages/role-page.tsx'),
  // Issue 16: customer service, the user's conversation with the operator.
  '/customer': () => import('../features/support/pages/customer-page.tsx'),
};

/** Negotiation lists (issue 4): the buyer's inquiries, the seller's quotes of one ask. */
const NEGOTIATION_SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/inquiry-list': () => import('../features/negotiation/pages/inquiry-list-page.tsx'),
  '/ask-quotes': () => import('../features/negotiation/pages/ask-quotes-page.tsx'),
};

/** Orders (issue 5): the order list, the order (shipping, money, documents) and the contract (confirmation, PDF, files). */
const ORDER_SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/order-list': () => import('../features/orders/pages/order-list-page.tsx'),
  '/order-detail': () => import('../features/orders/pages/order-detail-page.tsx'),
  '/deal-detail/:contractId': () => import('../features/orders/pages/deal-detail-page.tsx'),
  // Issue 15: claims (after-sales): choose the goods, the three claim forms (one screen), the records.
  '/select-claim': () => import('../features/after-sales/pages/select-claim-page.tsx'),
  '/claim-edit-weight': () => import('../features/after-sales/pages/claim-edit-page.tsx'),
  '/claim-edit-quality': () => import('../features/after-sales/pages/claim-edit-page.tsx'),
  '/claim-edit-both': () => import('../features/after-sales/pages/claim-edit-page.tsx'),
  '/claim-record-weight': () => import('../features/after-sales/pages/claim-record-page.tsx'),
  // Issue 15: delivery feedback and credit reports (after-sales).
  '/feedback': () => import('../features/after-sales/pages/feedback-page.tsx'),
  '/buyer-credit': () => import('../features/after-sales/pages/credit-page.tsx'),
  // Issue 16 item 3: the photo album.
  '/album': () => import('../features/album/pages/album-page.tsx'),
};

/** Purchase requests (issue 16): the purchase market and my posts, its mobile-first list and form. */
const BUYER_REQUEST_SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/buyer-request': () => import('../features/buyer-requests/pages/buyer-request-page.tsx'),
  '/buyer-request-mobile': () => import('../features/buyer-requests/pages/buyer-request-mobile-page.tsx'),
  '/buyer-edit-mobile': () => import('../features/buyer-requests/pages/buyer-edit-mobile-page.tsx'),
};

/** Every screen of the route table, by path (kept-alive paths are drawn by the layout, keep-alive.tsx). */
const SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  ...SITE_SCREENS,
  ...ASK_SCREENS,
  ...SHOP_SCREENS,
  ...ACCOUNT_SCREENS,
  ...ORDER_SCREENS,
  ...BUYER_REQUEST_SCREENS,
  ...NEGOTIATION_SCREENS,
};

/**
 * Whether a path of the route table has a screen of its own (the router refuses to be built otherwise); the sign-in
 * links are the sign-in page.
 */
export function hasScreen(path: string): boolean {
  return (KEEP_ALIVE_PATHS as readonly string[]).includes(path) || path in SCREENS || SIGN_IN_ROUTES.some(([p]) => p === path);
}

/**
 * The route of a path of the route table. A path without a screen stops the app from being built at all (the unit
 * tests load this module): a route never shows a stand-in page.
 */
function screenRoute(path: string): RouteObject {
  if ((KEEP_ALIVE_PATHS as readonly string[]).includes(path)) return { path, loader: guardLoader, Component: KeepAliveSlot };
  const screen = SCREENS[path];
  if (!screen) throw new Error(`the route ${path} has no screen`);
  return { path, loader: (args) => guardScreen(args, path), lazy: async () => ({ Component: (await screen()).default }) };
}


export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: guardLoader, Component: LandingPage },
      { path: '/index', loader: guardLoader, Component: LandingPage },
      ...PUBLIC_ROUTES.map(([path]) => screenRoute(path)),
      ...PRIVATE_ROUTES.map(([path]) => screenRoute(path)),
      // §2 /login and /sms: the sign-in dialog on its own page (visitors may open them; the guard sends users on).
      ...SIGN_IN_ROUTES.map(([path]): RouteObject => ({
        path,
        loader: guardLoader,
        lazy: async () => ({ Component: (await import('../features/auth/pages/sign-in-page.tsx')).default }),
      })),
      {
        path: '/staff',
        loader: guardLoader,
        lazy: async () => ({ Component: (await import('../features/staff/pages/staff-layout.tsx')).default }),
        children: [
          { index: true, loader: () => redirect('/staff/outbox'), element: null },
          {
            path: 'outbox',
            loader: (args) => {
              startScreenData('/staff/outbox', args);
              return null;
            },
            lazy: async () => ({ Component: (await import('../features/staff/pages/outbox-page.tsx')).default }),
          },
          { path: 'ask-review', lazy: async () => ({ Component: (await import('../features/asks/pages/staff-ask-review.tsx')).default }) },
          { path: 'buyer-request-review', lazy: async () => ({ Component: (await import('../features/buyer-requests/pages/staff-buyer-request-review.tsx')).default }) },
          { path: 'news', lazy: async () => ({ Component: (await import('../features/site/pages/staff-news-page.tsx')).default }) },
          { path: 'stories', lazy: async () => ({ Component: (await import('../features/site/pages/staff-stories-page.tsx')).default }) },
          // /videoX's videos (issue 16): upload, poster, titles, order, publish.
          { path: 'videos', lazy: async () => ({ Component: (await import('../features/site/pages/staff-videos-page.tsx')).default }) },
          { path: 'contact', lazy: async () => ({ Component: (await import('../features/site/pages/staff-contact-page.tsx')).default }) },
          { path: 'wiki', lazy: async () => ({ Component: (await import('../features/wiki/pages/staff-wiki-page.tsx')).default }) },
          { path: 'wiki/:id', lazy: async () => ({ Component: (await import('../features/wiki/pages/staff-wiki-edit-page.tsx')).default }) },
          // Accounts and trust (issue 6 item 8): users, enterprise verification, shop applications, audit log.
          { path: 'users', lazy: async () => ({ Component: (await import('../features/staff/pages/users-page.tsx')).default }) },
          { path: 'users/:userId', lazy: async () => ({ Component: (await import('../features/staff/pages/user-detail-page.tsx')).default }) },
          { path: 'verifications', lazy: async () => ({ Component: (await import('../features/staff/pages/verifications-page.tsx')).default }) },
          { path: 'shops', lazy: async () => ({ Component: (await import('../features/staff/pages/shop-review-page.tsx')).default }) },
          { path: 'audit-log', lazy: async () => ({ Component: (await import('../features/staff/pages/audit-log-page.tsx')).default }) },
          // Negotiation (issue 4): reference prices for the quote ranking, deals waiting for review.
          { path: 'reference-prices', lazy: async () => ({ Component: (await import('../features/negotiation/pages/staff-reference-prices-page.tsx')).default }) },
          { path: 'deal-reviews', lazy: async () => ({ Component: (await import('../features/negotiation/pages/staff-deal-reviews-page.tsx')).default }) },
          // Operations (issue 5): the contract queue and one contract, shipments, payments, disputes.
          { path: 'contracts', lazy: async () => ({ Component: (await import('../features/orders/pages/staff-contracts-page.tsx')).default }) },
          { path: 'contracts/:contractId', lazy: async () => ({ Component: (await import('../features/orders/pages/staff-contract-page.tsx')).default }) },
          { path: 'shipments', lazy: async () => ({ Component: (await import('../features/orders/pages/staff-shipments-page.tsx')).default }) },
          { path: 'payments', lazy: async () => ({ Component: (await import('../features/orders/pages/staff-payments-page.tsx')).default }) },
          { path: 'disputes', lazy: async () => ({ Component: (await import('../features/orders/pages/staff-disputes-page.tsx')).default }) },
          // Claims (issue 15): the queue by clock, mediation, settlement.
          { path: 'claims', lazy: async () => ({ Component: (await import('../features/after-sales/pages/staff-claims-page.tsx')).default }) },
          // Issue 16: the customer service inbox.
          { path: 'support', lazy: async () => ({ Component: (await import('../features/support/pages/staff-support-page.tsx')).default }) },
          // Price fixing (issue 14): the fixing queue.
          { path: 'price-fixing', lazy: async () => ({ Component: (await import('../features/orders/pages/staff-price-fixing-page.tsx')).default }) },
        ],
      },
      {
        path: '/404',
        loader: guardLoader,
        lazy: async () => ({ Component: (await import('../features/shell/pages/not-found-page.tsx')).default }),
      },
      { path: '*', loader: () => redirect('/404'), element: null },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigate((to, options) => void router.navigate(to, options));
