import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="sb-page-center" data-testid="not-found-page" aria-labelledby="not-found-title">
      <div className="sb-placeholder">
        <span className="sb-badge sb-badge-muted">404</span>
        <h1 id="not-found-title">{t('shell.notFound.title')}</h1>
        <p>{t('shell.notFound.body')}</p>
        <Link className="sb-btn sb-btn-primary" to="/">
          {t('shell.notFound.home')}
        </Link>
      </div>
    </section>
  );
}
