import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Shown when a route fails to render or its chunk cannot load (typically right after a deploy). Plain React:
 * it must work even when nothing else loaded.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="sb-page-center" role="alert">
      <div className="sb-placeholder">
        <h1>{t('shell.routeError.title')}</h1>
        <p>{t('shell.routeError.body')}</p>
        <button type="button" className="sb-btn sb-btn-primary" onClick={() => window.location.reload()}>
          {t('shell.routeError.reload')}
        </button>
      </div>
    </section>
  );
}
