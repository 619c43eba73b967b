/** §2 section 1: a slim bar with the latest news item; its height is fixed so loading it moves nothing. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLandingNews } from '../api/landing-api.ts';
import { linkKind, pick, useLang } from '../lib/use-landing.ts';

export function NewsBanner() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data } = useLandingNews();
  const latest = data?.rows[0];
  const title = latest ? pick(lang, latest.titleZh, latest.titleEn) : '';
  const link = latest ? (lang === 'en' ? latest.linkEn || latest.link : latest.link || latest.linkEn) : null;
  const kind = linkKind(link);

  return (
    <section className="sb-news-banner" aria-label={t('home.newsBanner.label')} data-testid="landing-news-banner">
      <div className="sb-news-banner-inner">
        <span className="sb-news-banner-label">{t('home.newsBanner.label')}</span>
        <span className="sb-news-banner-title">
          {latest && kind === 'internal' && link ? (
            <Link to={link}>{title}</Link>
          ) : latest && kind === 'external' && link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {title}
            </a>
          ) : (
            title
          )}
        </span>
        <Link className="sb-news-banner-all" to="/news">
          {t('home.newsBanner.all')}
        </Link>
      </div>
    </section>
  );
}
