/** The header for visitors (§2: sign up, login, FAQ, language switch, Service and Enterprise submenus). */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, type TMenuEntry } from './dropdown-menu.tsx';
import { Brand, GlobeIcon } from './header-bits.tsx';
import { DrawerLinks, HeaderDrawer } from './drawer.tsx';
import { enterpriseLinks, FAQ_PATH, serviceLinks, type THeaderProps } from './header-model.ts';
import { useHeaderActions } from './use-header-actions.ts';
import { prefetchLoginDialog } from '#lib/login-dialog.ts';
import { prefetchLanguage } from '#lib/i18n.ts';

type TProps = Pick<THeaderProps, 'onLogin' | 'onSignup'>;

function LangSwitch({ className, inDrawer = false }: { className: string; inDrawer?: boolean }) {
  const { t } = useTranslation();
  const actions = useHeaderActions(null);
  const other = actions.lang === 'zh' ? 'en' : 'zh';
  // The other language's texts are fetched on intent, so the click switches at once (the landing carries one
  // language's texts only, issue 19 item 2). In the phone menu, opening the menu is the intent: there is no hover.
  useEffect(() => {
    if (inDrawer) prefetchLanguage(other);
  }, [inDrawer, other]);
  return (
    <button
      type="button"
      className={className}
      lang={actions.lang === 'zh' ? 'en' : 'zh'}
      aria-label={t('shell.lang.switchToAria')}
      data-testid="lang-switch"
      onClick={actions.toggleLanguage}
      onPointerEnter={() => prefetchLanguage(other)}
      onFocus={() => prefetchLanguage(other)}
    >
      <GlobeIcon />
      {t('shell.lang.switchTo')}
    </button>
  );
}

export function PublicBar({ onLogin, onSignup }: TProps) {
  const { t } = useTranslation();
  const service: TMenuEntry[] = serviceLinks(t).map((l) => ({ kind: 'link', key: l.key, label: l.label, to: l.to }));
  const enterprise: TMenuEntry[] = enterpriseLinks(t).map((l) => ({ kind: 'link', key: l.key, label: l.label, to: l.to }));
  return (
    <>
      <Brand />
      <nav className="sb-nav" aria-label={t('shell.nav.main')}>
        <DropdownMenu label={t('shell.nav.service')} entries={service} testId="header-service" />
        <DropdownMenu label={t('shell.nav.enterprise')} entries={enterprise} testId="header-enterprise" />
        <Link to={FAQ_PATH} className="sb-nav-link">
          {t('shell.nav.faq')}
        </Link>
      </nav>
      <div className="sb-header-actions">
        <LangSwitch className="sb-nav-button sb-lang" />
        <button type="button" className="sb-btn sb-btn-ghost" data-testid="header-login" onClick={onLogin} onPointerEnter={prefetchLoginDialog} onFocus={prefetchLoginDialog}>
          {t('shell.nav.login')}
        </button>
        <button type="button" className="sb-btn sb-btn-primary" data-testid="header-signup" onClick={onSignup} onPointerEnter={prefetchLoginDialog} onFocus={prefetchLoginDialog}>
          {t('shell.nav.signup')}
        </button>
      </div>
    </>
  );
}

export function PublicDrawer({ onLogin, onSignup }: TProps) {
  const { t } = useTranslation();
  return (
    <HeaderDrawer toggleTestId="header-menu">
      {(close) => (
        <>
          <div className="sb-drawer-cta">
            <button
              type="button"
              className="sb-btn sb-btn-ghost"
              data-testid="header-login"
              onClick={() => {
                close();
                onLogin();
              }}
            >
              {t('shell.nav.login')}
            </button>
            <button
              type="button"
              className="sb-btn sb-btn-primary"
              data-testid="header-signup"
              onClick={() => {
                close();
                onSignup();
              }}
            >
              {t('shell.nav.signup')}
            </button>
          </div>
          <h2 className="sb-drawer-heading">{t('shell.nav.service')}</h2>
          <DrawerLinks links={serviceLinks(t)} onNavigate={close} />
          <h2 className="sb-drawer-heading">{t('shell.nav.enterprise')}</h2>
          <DrawerLinks links={enterpriseLinks(t)} onNavigate={close} />
          <ul className="sb-drawer-list">
            <li>
              <Link to={FAQ_PATH} className="sb-drawer-item" onClick={close}>
                {t('shell.nav.faq')}
              </Link>
            </li>
            <li>
              <LangSwitch className="sb-drawer-item" inDrawer />
            </li>
          </ul>
        </>
      )}
    </HeaderDrawer>
  );
}
