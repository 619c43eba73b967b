import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH } from '@scrapbridge/domain/constants';

/** Verification code input with the get-code button and its countdown (resendAfter from the captcha answer). */
export function CodeField({
  value,
  onChange,
  error,
  seconds,
  sending,
  disabled,
  onSend,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  seconds: number;
  sending: boolean;
  disabled?: boolean;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('auth.code.label')}
      htmlFor="login-code"
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={t('auth.code.notReceived')}
    >
      <Space.Compact block>
        <Input
          id="login-code"
          data-testid="login-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          placeholder={t('auth.code.placeholder')}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
        <Button
          data-testid="login-send-code"
          onClick={onSend}
          loading={sending}
          disabled={disabled || seconds > 0}
          className="sb-code-button"
        >
          {seconds > 0 ? t('auth.code.resendIn', { seconds }) : t('auth.code.send')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
