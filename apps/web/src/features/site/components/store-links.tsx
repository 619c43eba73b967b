/** App-store links from configuration (GET /site/config); a store without a link reads "coming soon". */
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../api/site-api.ts';

export function StoreLinks() {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  const stores = [
    { key: 'ios', label: t('site.download.ios'), name: t('site.footer.appStore'), url: data?.appStores.ios ?? null },
    { key: 'android', label: t('site.download.android'), name: t('site.footer.googlePlay'), url: data?.appStores.android ?? null },
  ];
  return (
    <section className="sb-stores" aria-labelledby="stores-title">
      <h2 id="stores-title">{t('site.download.storesTitle')}</h2>
      <ul data-testid="store-links">
        {stores.map((s) => (
          <li key={s.key}>
            {s.url ? (
              <a className="sb-store sb-store-live" href={s.url} target="_blank" rel="noopener noreferrer">
                <span className="sb-store-name">{s.name}</span>
                <span>{s.label}</span>
              </a>
            ) : (
              <span className="sb-store">
                <span className="sb-store-name">{s.name}</span>
                <span className="sb-badge sb-badge-muted">{data ? t('site.download.storeSoon') : t('common.loading')}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
