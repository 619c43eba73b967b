/** §2 section 2: the hero with the start-free-trial button. Its image is the page's first picture: eager, sized. */
import { useTranslation } from 'react-i18next';
import { useTradeEntry } from '../lib/use-landing.ts';

const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function Hero() {
  const { t } = useTranslation();
  const { startTrial } = useTradeEntry();
  const brand = t('common.brand');
  return (
    <section id="HomePage" className="sb-hero sb-anchor" aria-labelledby="hero-title">
      <div className="sb-hero-inner">
        <p className="sb-hero-eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="hero-title" className="sb-hero-title">
          {t('home.hero.title', { brand })}
        </h1>
        <p className="sb-hero-pitch">{t('home.hero.pitch')}</p>
        <div className="sb-hero-actions">
          <button type="button" className="sb-btn sb-btn-accent sb-btn-lg" data-testid="start-trial" onClick={startTrial}>
            {t('home.hero.cta')}
          </button>
          <a className="sb-btn sb-btn-outline-light sb-btn-lg" href="#service">
            {t('home.hero.secondary')}
          </a>
        </div>
        <ul className="sb-hero-trust">
          <li>{t('home.trust.markets')}</li>
          <li>{t('home.trust.verified')}</li>
        </ul>
      </div>
      <div className="sb-hero-art">
        {/* Phones (≤ 560 px) hide the picture (hero.css); the empty source spares them the download. */}
        <picture>
          <source media="(max-width: 560px)" srcSet={BLANK_PIXEL} />
          <img src="/illustrations/hero-port.svg" alt={t('home.hero.imageAlt')} width={640} height={440} decoding="async" fetchPriority="high" />
        </picture>
      </div>
    </section>
  );
}
