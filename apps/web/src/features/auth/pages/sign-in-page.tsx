/**
 * §2 /login and /sms: the sign-in dialog opened on a page of its own, its login index or its SMS page, so a link can
 * ask someone to sign in (a visitor's card opens here in a new window, with `redirect` naming the detail). Signed-in
 * users never see it: the guard sends them on (route-table.ts). Under the dialog, a plain panel (no antd) that opens
 * it again once closed.
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openLoginDialog, useLoginDialog } from '#lib/login-dialog.ts';
import './sign-in-page.css';

export default function SignInPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sms = pathname.toLowerCase().startsWith('/sms');
  const { open } = useLoginDialog();

  useEffect(() => {
    openLoginDialog(sms ? 'sms' : 'index', 'login');
  }, [sms]);

  return (
    <section className="sb-sign-in-page" data-testid="sign-in-page" data-page={sms ? 'sms' : 'login'} aria-labelledby="sign-in-title">
      <div className="sb-sign-in-panel">
        <h1 id="sign-in-title">{t('auth.signInPage.title', { brand: t('common.brand') })}</h1>
        <p>{t(sms ? 'auth.signInPage.smsBody' : 'auth.signInPage.body')}</p>
        {!open && (
          <div className="sb-sign-in-actions">
            <button type="button" className="sb-btn sb-btn-primary" data-testid="sign-in-open" onClick={() => openLoginDialog(sms ? 'sms' : 'index', 'login')}>
              {t(sms ? 'auth.index.sms' : 'auth.signInPage.open')}
            </button>
            <Link className="sb-btn sb-btn-ghost" to="/">
              {t('auth.signInPage.home')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
