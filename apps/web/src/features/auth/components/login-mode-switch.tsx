import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLoginIntent } from '#lib/login-dialog.ts';

/** The code pages' switch between signing in and opening an account (the e-mail page and the SMS page). */
export function LoginModeSwitch({ mode, onChange }: { mode: TLoginIntent; onChange: (mode: TLoginIntent) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented
      block
      className="sb-login-mode"
      value={mode}
      onChange={onChange}
      options={[
        { label: t('auth.sms.modeLogin'), value: 'login' as const },
        { label: t('auth.sms.modeRegister'), value: 'register' as const },
      ]}
    />
  );
}
