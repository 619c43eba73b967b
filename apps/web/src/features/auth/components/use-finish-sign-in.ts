import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { TLoginResponse } from '@scrapbridge/domain/auth';
import { closeLoginDialog } from '#lib/login-dialog.ts';
import { isSignInPath, signInRedirect } from '#lib/sign-in-link.ts';
import { toast } from '#lib/toast.ts';
import { t } from '#lib/i18n.ts';
import { completeSignIn, pathAfterLogin } from '../api/sign-in.ts';

/**
 * §4 Login success: token + profile + role, close the dialog, go to /quoteList (followed=3 when following) — or, on
 * the sign-in pages /login and /sms, to the in-site page their `redirect` names.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return async (session: TLoginResponse, kind: 'login' | 'register'): Promise<boolean> => {
    const user = await completeSignIn(session, queryClient);
    if (!user) return false;
    closeLoginDialog();
    void toast('success', t(kind === 'register' ? 'auth.registerSuccess' : 'auth.loginSuccess'));
    const linked = isSignInPath(location.pathname) ? signInRedirect(location.search) : null;
    await navigate(linked ?? pathAfterLogin(user), { replace: linked !== null || isSignInPath(location.pathname) });
    return true;
  };
}
