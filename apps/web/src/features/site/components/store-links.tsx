/**
 * App-store links from configuration (GET /site/config: APP_STORE_URL, GOOGLE_PLAY_URL). Only stores with a link
 * are shown; with none configured there is nothing to show and the section is left out (the page's install guide
 * offers the web app instead), never a promise of an app that is not there.
 */
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../api/site-api.ts';

export function StoreLinks() {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  const stores = [
    { key: 'ios', label: t('site.download.ios'), name: t('site.footer.appStore'), url: data?.appStores.ios ?? null },
    { key: 'android', label: t('site.download.android'), name: t('site.footer.googlePlay'), url: data?.appStores.android ?? null },
  ].filter((s): s is typeof s & { url: string } => !!s.url);
  if (stores.length === 0) return null;
  return (
    <section className="sb-stores" aria-labelledby="stores-title">
      <h2 id="stores-title">{t('site.download.storesTitle')}</h2>
      <ul data-testid="store-links">
        {stores.map((s) => (
          <li key={s.key}>
            <a className="sb-store sb-store-live" href={s.url} target="_blank" rel="noopener noreferrer" data-testid={`store-${s.key}`}>
              <span className="sb-store-name">{s.name}</span>
              <span>{s.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
