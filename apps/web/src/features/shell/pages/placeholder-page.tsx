/**
 * Stand-in for a screen whose issue has not landed yet: names the screen and says it is coming, in the user's
 * language — never an error. Plain React so public routes stay antd-free.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function PlaceholderPage({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const name = t(`shell.screens.${screen}`);
  return (
    <section className="sb-page-center" data-testid="placeholder-page" data-screen={screen} aria-labelledby="placeholder-title">
      <div className="sb-placeholder">
        <span className="sb-badge">{t('shell.placeholder.badge')}</span>
        <h1 id="placeholder-title">{t('shell.placeholder.title', { screen: name })}</h1>
        <p>{t('shell.placeholder.body', { screen: name })}</p>
        <Link className="sb-btn sb-btn-primary" to="/">
          {t('shell.placeholder.home')}
        </Link>
      </div>
    </section>
  );
}

export default PlaceholderPage;
