import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFormErrors } from '#lib/form-errors.ts';

export type TRegisterFieldValues = {
  password: string;
  confirmPassword: string;
  agreeTerms: boolean;
  inviteCode: string;
};

/** Password twice, terms, optional invitation code (§5). */
export function RegisterFields({
  values,
  onChange,
  errors,
}: {
  values: TRegisterFieldValues;
  onChange: (patch: Partial<TRegisterFieldValues>) => void;
  errors: TFormErrors;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        label={t('auth.register.password')}
        htmlFor="register-password"
        validateStatus={errors.password ? 'error' : undefined}
        help={errors.password}
      >
        <Input.Password
          id="register-password"
          data-testid="register-password"
          autoComplete="new-password"
          placeholder={t('auth.register.passwordPlaceholder')}
          value={values.password}
          onChange={(e) => onChange({ password: e.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={t('auth.register.confirmPassword')}
        htmlFor="register-confirm"
        validateStatus={errors.confirmPassword ? 'error' : undefined}
        help={errors.confirmPassword}
      >
        <Input.Password
          id="register-confirm"
          data-testid="register-confirm"
          autoComplete="new-password"
          placeholder={t('auth.register.confirmPlaceholder')}
          value={values.confirmPassword}
          onChange={(e) => onChange({ confirmPassword: e.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={t('auth.register.invite')}
        htmlFor="register-invite"
        validateStatus={errors.inviteCode ? 'error' : undefined}
        help={errors.inviteCode}
      >
        <Input
          id="register-invite"
          data-testid="register-invite"
          placeholder={t('auth.register.invitePlaceholder')}
          value={values.inviteCode}
          onChange={(e) => onChange({ inviteCode: e.target.value })}
        />
      </Form.Item>
      <Form.Item validateStatus={errors.agreeTerms ? 'error' : undefined} help={errors.agreeTerms}>
        <Checkbox
          data-testid="register-agree"
          checked={values.agreeTerms}
          onChange={(e) => onChange({ agreeTerms: e.target.checked })}
        >
          {t('auth.register.agree')}
        </Checkbox>
      </Form.Item>
    </>
  );
}

export const EMPTY_REGISTER_VALUES: TRegisterFieldValues = {
  password: '',
  confirmPassword: '',
  agreeTerms: false,
  inviteCode: '',
};
