import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZCaptchaRequest, ZLoginRequest, ZRegisterRequest, type TLoginRequest } from '@scrapbridge/domain/auth';
import type { TLoginIntent } from '#lib/login-dialog.ts';
import { login, register } from '../api/auth-api.ts';
import { CodeField } from './code-field.tsx';
import type { TFieldAlias } from '#lib/form-errors.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { EMPTY_REGISTER_VALUES, RegisterFields, type TRegisterFieldValues } from './register-fields.tsx';
import { registerCheck } from './register-validation.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';
import { useSendCode } from './use-send-code.ts';
import { LoginModeSwitch } from './login-mode-switch.tsx';

/** On this page the schema's `account` is the e-mail address. */
const ALIAS: TFieldAlias = { account: 'email' };

/**
 * E-mail page, like the SMS page: code login (the way in for e-mail accounts whose password is braked or forgotten), or
 * register mode with password twice (≥ 6, equal), terms ticked, invitation code optional (§5).
 */
export function MailPage({ initialMode }: { initialMode: TLoginIntent }) {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const code = useSendCode();
  const [mode, setMode] = useState<TLoginIntent>(initialMode);
  const [email, setEmail] = useState('');
  const [mailCode, setMailCode] = useState('');
  const [reg, setReg] = useState<TRegisterFieldValues>(EMPTY_REGISTER_VALUES);
  const { errors, setErrors, check, refuse, item } = useZodForm({ reportInput: true, alias: ALIAS });
  const [busy, setBusy] = useState(false);

  const onSend = async () => {
    const request = check(ZCaptchaRequest, { channel: 'email', account: email.trim(), purpose: mode });
    if (!request) return;
    await code.send(request);
  };

  const submit = async () => {
    if (mode === 'login') {
      const request: TLoginRequest = { loginType: 'email', account: email.trim(), code: mailCode.trim() };
      const body = check(ZLoginRequest, request);
      if (!body) return;
      setBusy(true);
      try {
        const result = await login(body);
        if (result.success) await finish(result.data, 'login');
        else refuse(result);
      } finally {
        setBusy(false);
      }
      return;
    }
    const { request, values } = registerCheck({ registerType: 'email', account: email, code: mailCode, ...reg });
    const body = check(ZRegisterRequest, request, { values });
    if (!body) return;
    setBusy(true);
    try {
      const result = await register(body);
      if (result.success) await finish(result.data, 'register');
      else refuse(result);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} className="sb-login-form">
      <h3 className="sb-login-heading">{t(mode === 'register' ? 'auth.mail.title' : 'auth.mail.loginTitle')}</h3>
      <LoginModeSwitch
        mode={mode}
        onChange={(v) => {
          setMode(v);
          setErrors({});
        }}
      />
      <Form.Item
        label={t('auth.mail.email')}
        htmlFor="register-email"
        {...item('email')}
      >
        <Input
          id="register-email"
          data-testid="register-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.mail.emailPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Form.Item>
      <CodeField
        value={mailCode}
        onChange={setMailCode}
        error={errors.code}
        seconds={code.seconds}
        sending={code.sending}
        onSend={() => void onSend()}
      />
      {mode === 'register' && <RegisterFields values={reg} onChange={(p) => setReg((r) => ({ ...r, ...p }))} errors={errors} />}
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="login-submit">
        {t(mode === 'register' ? 'auth.mail.submit' : 'auth.mail.submitLogin')}
      </Button>
    </Form>
  );
}
