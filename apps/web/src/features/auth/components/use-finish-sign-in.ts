import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TLoginResponse } from '@scrapbridge/domain/auth';
import { closeLoginDialog } from '#lib/login-dialog.ts';
import { toast } from '#lib/toast.ts';
import { t } from '#lib/i18n.ts';
import { completeSignIn, pathAfterLogin } from '../api/sign-in.ts';

/** §4 Login success: token + profile + role, close the dialog, go to /quoteList (followed=3 when following). */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (session: TLoginResponse, kind: 'login' | 'register'): Promise<boolean> => {
    const user = await completeSignIn(session, queryClient);
    if (!user) return false;
    closeLoginDialog();
    void toast('success', t(kind === 'register' ? 'auth.registerSuccess' : 'auth.loginSuccess'));
    await navigate(pathAfterLogin(user));
    return true;
  };
}
