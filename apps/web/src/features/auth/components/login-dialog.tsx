/**
 * The login dialog (§2 Dialogs): login index, SMS, password login, and e-mail (code login and register). antd lives here, in a chunk
 * loaded the first time the dialog opens.
 */
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH_PX } from '@scrapbridge/domain/constants';
import { AntdScope } from '#components/antd-scope.tsx';
import { closeLoginDialog, showLoginPage, useLoginDialog } from '#lib/login-dialog.ts';
import { LoginIndex } from './login-index.tsx';
import { SmsPage } from './sms-page.tsx';
import { PasswordPage } from './password-page.tsx';
import { MailPage } from './mail-register-page.tsx';
import './login-dialog.css';

export default function LoginDialog() {
  const { t } = useTranslation();
  const state = useLoginDialog();
  const brand = t('common.brand');

  return (
    <AntdScope>
      <Modal
        open={state.open}
        onCancel={closeLoginDialog}
        footer={null}
        destroyOnHidden
        centered
        rootClassName="sb-login-modal"
        // §9 dialog width: 500 px, or 80 % on small screens.
        width={{ xs: '80%', sm: DIALOG_WIDTH_PX }}
        title={state.intent === 'register' ? t('auth.dialog.registerTitle', { brand }) : t('auth.dialog.title', { brand })}
      >
        <div className="sb-login" data-testid="login-dialog" data-page={state.page}>
          {state.page !== 'index' && (
            <Button type="link" className="sb-login-back" onClick={() => showLoginPage('index')}>
              ← {t('auth.dialog.back')}
            </Button>
          )}
          {state.page === 'index' && <LoginIndex intent={state.intent} />}
          {state.page === 'sms' && <SmsPage initialMode={state.intent} />}
          {state.page === 'password' && <PasswordPage />}
          {state.page === 'mail' && <MailPage initialMode={state.intent} />}
        </div>
      </Modal>
    </AntdScope>
  );
}
