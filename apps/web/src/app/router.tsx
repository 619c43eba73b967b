/**
 * Every §2 route (history mode). Each route runs the guard in its loader, before anything renders:
 * token-less visitors reach only the public paths, /buyer-request becomes /buyer-request-mobile under 718 px,
 * and unknown paths go to /404.
 */
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { hasToken } from '../lib/session.ts';
import { registerNavigate } from '../lib/navigation.ts';
import { decideRoute, KEEP_ALIVE_PATHS, PRIVATE_ROUTES, PUBLIC_ROUTES } from './route-table.ts';
import { loadPlaceholder } from './lazy-screens.tsx';
import { KeepAliveSlot, PageSpinner } from './keep-alive.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

export function guardLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const decision = decideRoute(url, { hasToken: hasToken(), width: window.innerWidth });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return null;
}

function placeholderRoute(path: string, screen: string): RouteObject {
  if ((KEEP_ALIVE_PATHS as readonly string[]).includes(path)) {
    return { path, loader: guardLoader, Component: KeepAliveSlot };
  }
  return {
    path,
    loader: guardLoader,
    lazy: async () => {
      const { PlaceholderPage } = await loadPlaceholder();
      return { Component: () => <PlaceholderPage screen={screen} /> };
    },
  };
}

const landing = async () => ({ Component: (await import('../features/home/pages/landing-page.tsx')).default });

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: guardLoader, lazy: landing },
      { path: '/index', loader: guardLoader, lazy: landing },
      ...PUBLIC_ROUTES.map(([path, screen]) => placeholderRoute(path, screen)),
      ...PRIVATE_ROUTES.map(([path, screen]) => placeholderRoute(path, screen)),
      {
        path: '/staff',
        loader: guardLoader,
        lazy: async () => ({ Component: (await import('../features/staff/pages/staff-layout.tsx')).default }),
        children: [
          { index: true, loader: () => redirect('/staff/outbox'), element: null },
          {
            path: 'outbox',
            lazy: async () => ({ Component: (await import('../features/staff/pages/outbox-page.tsx')).default }),
          },
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
