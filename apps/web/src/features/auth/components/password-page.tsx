import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest, ZPlainPassword, type TLoginRequest } from '@scrapbridge/domain/auth';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { login } from '../api/auth-api.ts';
import { hasErrors, type TFormErrors } from '#lib/form-errors.ts';
import { checkWithSchema, refusalErrors } from '#lib/zod-form.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** Password login: account (e-mail or phone) and password, sent as the transport hash (§5). */
export function PasswordPage() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFormErrors>({});
  const [busy, setBusy] = useState(false);

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
    if (hasErrors(next) || !parsed.data) return;
    setBusy(true);
    try {
      const result = await login(parsed.data);
      if (result.success) await finish(result.data, 'login');
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
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="login-submit">
        {t('auth.password.submit')}
      </Button>
    </Form>
  );
}
