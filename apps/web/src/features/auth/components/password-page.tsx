import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest, ZPlainPassword, type TLoginRequest } from '@scrapbridge/domain/auth';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { showLoginPage } from '#lib/login-dialog.ts';
import { login } from '../api/auth-api.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * Password login: account (e-mail or phone) and password, sent as the transport hash (§5). When repeated failures have
 * paused password sign-in for the account (1009, issue 13) the page says how long and offers a code login instead.
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const { check, refuse, item } = useZodForm({ reportInput: true });
  const [busy, setBusy] = useState(false);
  /** The server's "paused, wait N s or use a code" message, shown with a way to the code login. */
  const [paused, setPaused] = useState<string | null>(null);

  const submit = async () => {
    const request: TLoginRequest = {
      loginType: 'password',
      account: account.trim(),
      password: hashPasswordForTransport(password),
    };
    // The request carries the hash: the typed password's length is checked beside it.
    const body = check(ZLoginRequest, request, { values: [{ field: 'password', schema: ZPlainPassword, value: password }] });
    setPaused(null);
    if (!body) return;
    setBusy(true);
    try {
      const result = await login(body, { quiet: [ErrorCode.SignInPaused] });
      if (result.success) await finish(result.data, 'login');
      else if (result.code === ErrorCode.SignInPaused) setPaused(result.msg);
      else refuse(result);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} className="sb-login-form">
      <h3 className="sb-login-heading">{t('auth.password.title')}</h3>
      <Form.Item
        label={t('auth.password.account')}
        htmlFor="login-account"
        {...item('account')}
      >
        <Input
          id="login-account"
          data-testid="login-account"
          autoComplete="username"
          inputMode="email"
          placeholder={t('auth.password.accountPlaceholder')}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
        />
      </Form.Item>
      <Form.Item
        label={t('auth.password.password')}
        htmlFor="login-password"
        {...item('password')}
      >
        <Input.Password
          id="login-password"
          data-testid="login-password"
          autoComplete="current-password"
          placeholder={t('auth.password.passwordPlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Form.Item>
      {paused && (
        <Alert
          type="warning"
          showIcon
          className="sb-login-alert"
          data-testid="login-paused"
          title={paused}
          action={
            <Button size="small" type="link" onClick={() => showLoginPage(account.includes('@') ? 'mail' : 'sms', 'login')}>
              {t(account.includes('@') ? 'auth.password.useMailCode' : 'auth.password.useSmsCode')}
            </Button>
          }
        />
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="login-submit">
        {t('auth.password.submit')}
      </Button>
    </Form>
  );
}
