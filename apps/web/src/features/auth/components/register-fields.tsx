import { Checkbox, Form, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { siteRoutes } from '@scrapbridge/domain/contract/routes/site';
import { routeQuery } from '#lib/route-client.ts';
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
  // The same cached read as the site footer's (GET /app-v2/site/config); the defaults are the /about-us sections.
  const config = useQuery({ ...routeQuery(siteRoutes.config, {}, { quiet: true }), staleTime: 10 * 60_000 });
  const links = config.data?.links ?? { terms: '/about-us?section=terms', privacy: '/about-us?section=privacy' };
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
          {/* The two names are links to the texts (the operator's TERMS_URL / PRIVACY_URL), opened beside the dialog. */}
          <Trans
            i18nKey="auth.register.agreeLinked"
            components={{
              terms: <a href={links.terms} target="_blank" rel="noreferrer" data-testid="register-terms-link" />,
              privacy: <a href={links.privacy} target="_blank" rel="noreferrer" data-testid="register-privacy-link" />,
            }}
          />
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
