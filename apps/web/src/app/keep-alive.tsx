/**
 * §2 keep-alive for /universe, /wiki, /saas-chat and /market-price: once visited, the screen stays mounted
 * (hidden) while the user is elsewhere, so its state, scroll and open connections survive a round trip.
 *
 * React Router renders one outlet at a time, so these screens are rendered here by the layout instead: the router
 * only matches their paths (running the guard) and renders nothing, and the layout mounts each visited screen in
 * its own pane. A hidden pane's screen sees `active: false` in the shell context.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { KEEP_ALIVE_PATHS } from './route-table.ts';
import { ShellContext, type TShellContext } from '../lib/shell-context.ts';

type TKeepAlivePath = (typeof KEEP_ALIVE_PATHS)[number];

/** The screen of each kept-alive path. */
export const KEEP_ALIVE_SCREENS: Record<TKeepAlivePath, ComponentType> = {
  '/universe': lazy(() => import('../features/site/pages/universe-page.tsx')),
  '/wiki': lazy(() => import('../features/wiki/pages/wiki-page.tsx')),
  '/saas-chat': lazy(() => import('../features/ai-chat/pages/saas-chat-page.tsx')),
  '/market-price': lazy(() => import('../features/market/pages/market-price-page.tsx')),
};

/** Route element for kept-alive paths: the layout draws the screen. */
export function KeepAliveSlot() {
  return null;
}

export function KeepAlivePanes({ activeKey, context }: { activeKey: string | null; context: TShellContext }) {
  const [visited, setVisited] = useState<readonly string[]>([]);
  if (activeKey && !visited.includes(activeKey)) {
    // Remember the visit (state adjusted during render, React's pattern for derived state).
    setVisited([...visited, activeKey]);
  }
  const keys = activeKey && !visited.includes(activeKey) ? [...visited, activeKey] : visited;

  return (
    <>
      {keys.map((key) => {
        const Screen = KEEP_ALIVE_SCREENS[key as TKeepAlivePath];
        const active = key === activeKey;
        return (
          <div key={key} className="sb-keep-alive" hidden={!active} data-keep-alive={key}>
            <ShellContext.Provider value={{ ...context, active }}>
              <Suspense fallback={<PageSpinner />}>
                <Screen />
              </Suspense>
            </ShellContext.Provider>
          </div>
        );
      })}
    </>
  );
}

export function PageSpinner() {
  return (
    <div className="sb-page-spinner" role="status">
      <span className="sb-spinner" aria-hidden="true" />
    </div>
  );
}
