/** §2 section 10: about us, with the way to the about-us page and the get-started button. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTradeEntry } from '../lib/use-landing.ts';

export function AboutSection() {
  const { t } = useTranslation();
  const { startTrial } = useTradeEntry();
  const brand = t('common.brand');
  return (
    <section id="aboutus" className="sb-section sb-anchor sb-section-tinted" aria-labelledby="about-title">
      <div className="sb-container sb-split sb-split-reverse">
        <div>
          <h2 id="about-title">{t('site.aboutUs.title')}</h2>
          <p className="sb-lead">{t('site.aboutUs.lead', { brand })}</p>
          <p>{t('site.aboutUs.body')}</p>
          <p className="sb-mission">{t('site.aboutUs.mission')}</p>
          <div className="sb-inline-actions">
            <button type="button" className="sb-btn sb-btn-primary" onClick={startTrial}>
              {t('home.getStarted')}
            </button>
            <Link className="sb-btn sb-btn-ghost" to="/about-us">
              {t('site.aboutUs.more')}
            </Link>
          </div>
        </div>
        <img className="sb-split-art" src="/illustrations/about-yard.svg" alt="" width={480} height={320} loading="lazy" decoding="async" />
      </div>
    </section>
  );
}
