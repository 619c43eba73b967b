/** §4 Logout. */
import type { QueryClient } from '@tanstack/react-query';
import { LOGOUT_REDIRECT_MS } from '@scrapbridge/domain/constants';
import { authRoutes } from '@scrapbridge/domain/contract/routes/auth';
import { requestRoute } from '#lib/route-client.ts';
import { clearSession } from '#lib/session.ts';
import { navigateTo } from '#lib/navigation.ts';
import { toast } from '#lib/toast.ts';
import { t } from '#lib/i18n.ts';

/** Tell the server, clear all session data, say so, go to / and reload after 1 s. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  // The local session goes whatever the server answers (it may already have expired there).
  await requestRoute(authRoutes.logout, {}, { quiet: true });
  clearSession();
  queryClient.clear();
  void toast('success', t('shell.logoutSuccess'));
  navigateTo('/', { replace: true });
  setTimeout(() => window.location.reload(), LOGOUT_REDIRECT_MS);
}
