/**
 * The layout around every screen: global header (bar or drawer), the routed screen or the kept-alive panes,
 * and the lazily mounted login dialog. It owns the cross-feature wiring (features never import each other):
 * the profile from auth goes to the header and, through ShellContext, to every screen.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GlobalHeader } from '../features/shell/components/global-header.tsx';
import { useCurrentUser } from '../features/auth/api/current-user.ts';
import { signOut } from '../features/auth/api/sign-out.ts';
import { openLoginDialog } from '../lib/login-dialog.ts';
import { setRole, useSignedIn } from '../lib/session.ts';
import { holdLiveStream } from '../lib/live-stream.ts';
import { rememberListPath } from '../lib/storage.ts';
import { roleForPath } from '../lib/roles.ts';
import { ShellContext, type TShellContext } from '../lib/shell-context.ts';
import { keepAliveKey } from './route-table.ts';
import { KeepAlivePanes, PageSpinner } from './keep-alive.tsx';
import { LoginDialogHost } from './login-dialog-host.tsx';
import { useResizeReload } from './resize-reload.ts';
import { ensureCatalogs } from '../lib/i18n.ts';

/** Account dialogs and §4 on-load rules for signed-in users (issue 6); antd and the account texts load with it. */
const AccountsHost = lazy(() => ensureCatalogs().then(() => import('../features/accounts/components/accounts-host.tsx')));

/** Issue 15 item 1: the latest-due-bill check 1 s after load (§9); a tiny chunk, its dialog loads only on a hit. */
const DueBillPromptHost = lazy(() => ensureCatalogs().then(() => import('../features/after-sales/components/due-bill-prompt-host.tsx')));

/** List screens a detail screen returns to (§3 ListPath). */
const LIST_PATHS = new Set(['/quotelist', '/asklist', '/order-list', '/buyer-request', '/buyer-request-mobile', '/recommendlist', '/shop-list']);

export function RootLayout() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigation = useNavigation();
  useResizeReload();

  // §6: entering /quoteList or /order-list sets role Buyer, /askList sets Supplier; list screens are remembered.
  useEffect(() => {
    const role = roleForPath(location.pathname);
    if (role && signedIn) setRole(role);
    if (LIST_PATHS.has(location.pathname.toLowerCase())) rememberListPath(location.pathname + location.search);
  }, [location.pathname, location.search, signedIn]);

  // Issue 4 item 5: one live stream per tab while signed in, so deal events reach every screen (the header bell,
  // the lists); the negotiation screens share this connection.
  useEffect(() => (signedIn ? holdLiveStream() : undefined), [signedIn]);

  const context: TShellContext = { signedIn, user: user ?? null, active: true };
  const activeKey = keepAliveKey(location.pathname);

  return (
    <ShellContext.Provider value={context}>
      {/* What the router has rendered and whether it is busy: a navigation inside the app is over when data-route is
          the address bar's path and query and data-navigation is idle (the every-route crawl waits on it). */}
      <div className="sb-app" data-route={location.pathname + location.search} data-navigation={navigation.state}>
        <a href="#main" className="sb-skip-link">
          {t('shell.skipToContent')}
        </a>
        <GlobalHeader
          signedIn={signedIn}
          user={user ?? null}
          onLogin={() => openLoginDialog('index', 'login')}
          onSignup={() => openLoginDialog('index', 'register')}
          onLogout={() => void signOut(queryClient)}
        />
        {navigation.state === 'loading' && <div className="sb-progress" role="progressbar" aria-label={t('common.loading')} />}
        <main id="main" className="sb-main" tabIndex={-1}>
          <KeepAlivePanes activeKey={activeKey} context={context} />
          {!activeKey && (
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          )}
        </main>
        <LoginDialogHost />
        {signedIn && (
          <Suspense fallback={null}>
            <AccountsHost />
          </Suspense>
        )}
        {signedIn && (
          <Suspense fallback={null}>
            <DueBillPromptHost />
          </Suspense>
        )}
        <ScrollRestoration />
      </div>
    </ShellContext.Provider>
  );
}
