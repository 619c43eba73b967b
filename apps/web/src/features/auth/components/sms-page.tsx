import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZCaptchaRequest, ZLoginRequest, ZRegisterRequest, type TLoginRequest } from '@scrapbridge/domain/auth';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { CHINA_PHONE_COUNTRY, isChinaMobile, normalizePhoneNumber } from '@scrapbridge/domain/phone';
import type { TFieldProblem } from '@scrapbridge/domain/validation';
import { showLoginPage, type TLoginIntent } from '#lib/login-dialog.ts';
import { login, register } from '../api/auth-api.ts';
import { CodeField } from './code-field.tsx';
import type { TFieldAlias } from '#lib/form-errors.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { EMPTY_REGISTER_VALUES, RegisterFields, type TRegisterFieldValues } from './register-fields.tsx';
import { registerCheck } from './register-validation.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';
import { useSendCode } from './use-send-code.ts';
import { LoginModeSwitch } from './login-mode-switch.tsx';

/** Country codes offered; only +86 may use SMS (§5), the others are told to register by e-mail. */
const COUNTRY_CODES = ['86', '852', '853', '886', '1', '44', '49', '33', '61', '65', '60', '66', '81', '82', '91', '971', '55', '52', '7', '90'];

/** On this page the schema's `account` is the phone number. */
const ALIAS: TFieldAlias = { account: 'phoneNumber' };

/** The phone check every action needs (§5: SMS only for +86): present, then a Chinese mainland mobile. */
function phoneProblem(account: string): TFieldProblem | null {
  if (!account) return { field: 'phoneNumber', reasonKey: 'required' };
  if (!isChinaMobile(account)) return { field: 'phoneNumber', reasonKey: 'invalidFormat' };
  return null;
}

/** SMS page: +86 phone and code; login mode, or register mode with password twice, terms and invitation code. */
export function SmsPage({ initialMode }: { initialMode: TLoginIntent }) {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const code = useSendCode();
  const [mode, setMode] = useState<TLoginIntent>(initialMode);
  const [country, setCountry] = useState(CHINA_PHONE_COUNTRY);
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [reg, setReg] = useState<TRegisterFieldValues>(EMPTY_REGISTER_VALUES);
  const { errors, setErrors, check, refuse } = useZodForm({ reportInput: true, alias: ALIAS });
  const [busy, setBusy] = useState(false);
  const [serverSaysNonChina, setServerSaysNonChina] = useState(false);

  const nonChina = country !== CHINA_PHONE_COUNTRY || serverSaysNonChina;
  const account = normalizePhoneNumber(phone.trim());
  const inputProblems = [phoneProblem(account)];

  const onSend = async () => {
    const request = check(ZCaptchaRequest, { channel: 'sms', account, phoneCountry: country, purpose: mode }, { inputProblems });
    if (!request) return;
    const result = await code.send(request);
    if (!result.success && result.code === ErrorCode.PhoneNotSupported) setServerSaysNonChina(true);
  };

  const submit = async () => {
    if (mode === 'login') {
      const request: TLoginRequest = { loginType: 'sms', account, code: smsCode.trim(), phoneCountry: country };
      const body = check(ZLoginRequest, request, { inputProblems });
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
    const { request, values } = registerCheck({ registerType: 'phone', account, phoneCountry: country, code: smsCode, ...reg });
    const body = check(ZRegisterRequest, request, { values, inputProblems });
    if (!body) return;
    setBusy(true);
    try {
      const result = await register(body);
      if (result.success) await finish(result.data, 'register');
      else {
        if (result.code === ErrorCode.PhoneNotSupported) setServerSaysNonChina(true);
        refuse(result);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} className="sb-login-form">
      <h3 className="sb-login-heading">{t(mode === 'register' ? 'auth.sms.registerTitle' : 'auth.sms.loginTitle')}</h3>
      <LoginModeSwitch
        mode={mode}
        onChange={(v) => {
          setMode(v);
          setErrors({});
        }}
      />
      <Form.Item
        label={t('auth.sms.phone')}
        htmlFor="login-phone"
        validateStatus={errors.phoneNumber ? 'error' : undefined}
        help={errors.phoneNumber ?? errors.phoneCountry}
      >
        <Space.Compact block>
          <Select
            aria-label={t('auth.sms.country')}
            data-testid="login-country"
            className="sb-country"
            style={{ width: 96, flex: 'none' }}
            value={country}
            onChange={(v: string) => {
              setCountry(v);
              setServerSaysNonChina(false);
            }}
            options={COUNTRY_CODES.map((c) => ({ value: c, label: `+${c}` }))}
            popupMatchSelectWidth={false}
          />
          <Input
            style={{ flex: 1 }}
            id="login-phone"
            data-testid="login-phone"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('auth.sms.phonePlaceholder')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </Space.Compact>
      </Form.Item>
      {nonChina && (
        <Alert
          type="warning"
          showIcon
          className="sb-login-alert"
          data-testid="login-non-china"
          title={t('auth.sms.nonChinaPhone')}
          action={
            <Button size="small" type="link" onClick={() => showLoginPage('mail', 'register')}>
              {t('auth.sms.useMail')}
            </Button>
          }
        />
      )}
      <CodeField
        value={smsCode}
        onChange={setSmsCode}
        error={errors.code}
        seconds={code.seconds}
        sending={code.sending}
        disabled={nonChina}
        onSend={() => void onSend()}
      />
      {mode === 'register' && <RegisterFields values={reg} onChange={(p) => setReg((r) => ({ ...r, ...p }))} errors={errors} />}
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={busy}
        disabled={nonChina}
        data-testid="login-submit"
      >
        {t(mode === 'register' ? 'auth.sms.submitRegister' : 'auth.sms.submitLogin')}
      </Button>
    </Form>
  );
}
