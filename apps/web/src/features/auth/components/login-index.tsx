import { useTranslation } from 'react-i18next';
import { showLoginPage, type TLoginIntent } from '#lib/login-dialog.ts';

type TOption = { key: string; title: string; hint: string; onClick: () => void; testId: string };

/** Login index: choose SMS code, password or e-mail code to log in; phone or e-mail to register. */
export function LoginIndex({ intent }: { intent: TLoginIntent }) {
  const { t } = useTranslation();
  const options: TOption[] =
    intent === 'register'
      ? [
          { key: 'sms', title: t('auth.index.smsRegister'), hint: t('auth.index.smsHint'), onClick: () => showLoginPage('sms', 'register'), testId: 'login-tab-sms' },
          { key: 'mail', title: t('auth.index.mail'), hint: t('auth.index.mailHint'), onClick: () => showLoginPage('mail', 'register'), testId: 'login-tab-mail' },
        ]
      : [
          { key: 'sms', title: t('auth.index.sms'), hint: t('auth.index.smsHint'), onClick: () => showLoginPage('sms', 'login'), testId: 'login-tab-sms' },
          { key: 'password', title: t('auth.index.password'), hint: t('auth.index.passwordHint'), onClick: () => showLoginPage('password', 'login'), testId: 'login-tab-password' },
          { key: 'mail', title: t('auth.index.mailLogin'), hint: t('auth.index.mailLoginHint'), onClick: () => showLoginPage('mail', 'login'), testId: 'login-tab-mail' },
        ];

  return (
    <div className="sb-login-index">
      <p className="sb-login-subtitle">{t('auth.dialog.subtitle')}</p>
      <h3 className="sb-login-heading">{t(intent === 'register' ? 'auth.index.registerHeading' : 'auth.index.loginHeading')}</h3>
      <ul className="sb-login-options">
        {options.map((o) => (
          <li key={o.key}>
            <button type="button" className="sb-login-option" data-testid={o.testId} onClick={o.onClick}>
              <span className="sb-login-option-title">{o.title}</span>
              <span className="sb-login-option-hint">{o.hint}</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="sb-login-switch"
        data-testid="login-switch-intent"
        onClick={() => showLoginPage('index', intent === 'register' ? 'login' : 'register')}
      >
        {t(intent === 'register' ? 'auth.index.toLogin' : 'auth.index.toRegister')}
      </button>
    </div>
  );
}
