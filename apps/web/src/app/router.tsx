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
import { NOT_FOUND_MODULE, SCREEN_MODULES, SIGN_IN_MODULE, STAFF_LAYOUT_MODULE, STAFF_SCREEN_MODULES } from './screen-modules.ts';
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

/**
 * The feature pages, one lazy chunk each; screen-modules.ts says which page draws which path (one table, which the
 * server also reads to modulepreload a deep link's chunks).
 */
// The landing is in the entry chunk (imported above), not a lazy page.
const PAGES = import.meta.glob<{ default: ComponentType }>(['../features/*/pages/*.tsx', '!../features/*/pages/*.test.tsx', '!../features/home/pages/landing-page.tsx']);

/** A route's `lazy` for a page module of screen-modules.ts; an unknown module stops the app from being built. */
function screenLazy(module: string): RouteObject['lazy'] {
  const load = PAGES[`../${module}`];
  if (!load) throw new Error(`the page module ${module} does not exist`);
  return async () => ({ Component: (await load()).default });
}

/**
 * Whether a path of the route table has a screen of its own (the router refuses to be built otherwise); the sign-in
 * links are the sign-in page.
 */
export function hasScreen(path: string): boolean {
  return (KEEP_ALIVE_PATHS as readonly string[]).includes(path) || path in SCREEN_MODULES || SIGN_IN_ROUTES.some(([p]) => p === path);
}

/**
 * The route of a path of the route table. A path without a screen stops the app from being built at all (the unit
 * tests load this module): a route never shows a stand-in page.
 */
function screenRoute(path: string): RouteObject {
  if ((KEEP_ALIVE_PATHS as readonly string[]).includes(path)) return { path, loader: guardLoader, Component: KeepAliveSlot };
  const screen = SCREEN_MODULES[path];
  if (!screen) throw new Error(`the route ${path} has no screen`);
  return { path, loader: (args) => guardScreen(args, path), lazy: screenLazy(screen) };
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
        lazy: screenLazy(SIGN_IN_MODULE),
      })),
      {
        path: '/staff',
        loader: guardLoader,
        lazy: screenLazy(STAFF_LAYOUT_MODULE),
        children: [
          { index: true, loader: () => redirect('/staff/outbox'), element: null },
          ...Object.entries(STAFF_SCREEN_MODULES).map(
            ([path, module]): RouteObject => ({
              path,
              // The outbox is where a staff member starts: its first data starts with the guard (SCREEN_DATA).
              ...(path === 'outbox'
                ? {
                    loader: (args: LoaderFunctionArgs) => {
                      startScreenData('/staff/outbox', args);
                      return null;
                    },
                  }
                : {}),
              lazy: screenLazy(module),
            }),
          ),
        ],
      },
      {
        path: '/404',
        loader: guardLoader,
        lazy: screenLazy(NOT_FOUND_MODULE),
      },
      { path: '*', loader: () => redirect('/404'), element: null },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigate((to, options) => void router.navigate(to, options));
