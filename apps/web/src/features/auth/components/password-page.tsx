import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest, ZPlainPassword, type TLoginRequest } from '@scrapbridge/domain/auth';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { showLoginPage } from '#lib/login-dialog.ts';
import { login } from '../api/auth-api.ts';
import { hasErrors, type TFormErrors } from '#lib/form-errors.ts';
import { checkWithSchema, refusalErrors } from '#lib/zod-form.ts';
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
  const [errors, setErrors] = useState<TFormErrors>({});
  const [busy, setBusy] = useState(false);
  /** The server's "paused, wait N s or use a code" message, shown with a way to the code login. */
  const [paused, setPaused] = useState<string | null>(null);

  const submit = async () => {
    const plain = checkWithSchema(t, ZPlainPassword, password, { reportInput: true, rootField: 'password' });
    const request: TLoginRequest = {
      loginType: 'password',
      account: account.trim(),
      password: hashPasswordForTransport(password),
    };
    const parsed = checkWithSchema(t, ZLoginRequest, request, { reportInput: true });
    const next: TFormErrors = { ...parsed.errors, ...plain.errors };
    setErrors(next);
    setPaused(null);
    if (hasErrors(next) || !parsed.data) return;
    setBusy(true);
    try {
      const result = await login(parsed.data, { quiet: [ErrorCode.SignInPaused] });
      if (result.success) await finish(result.data, 'login');
      else if (result.code === ErrorCode.SignInPaused) setPaused(result.msg);
      else setErrors(refusalErrors(result) ?? {});
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
        validateStatus={errors.account ? 'error' : undefined}
        help={errors.account}
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
        validateStatus={errors.password ? 'error' : undefined}
        help={errors.password}
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
