/** §2 section 7: the scrap wiki; opens /wiki when signed in, else the login dialog. */
import { useTranslation } from 'react-i18next';
import { useTradeEntry } from '../lib/use-landing.ts';

const POINTS = ['grades', 'terms', 'claims'] as const;

export function WikiPromo() {
  const { t } = useTranslation();
  const { openWiki } = useTradeEntry();
  return (
    <section id="scrapwiki" className="sb-section sb-anchor sb-section-tinted" aria-labelledby="wiki-promo-title">
      <div className="sb-container sb-split">
        <img className="sb-split-art" src="/illustrations/wiki-books.svg" alt="" width={480} height={320} loading="lazy" decoding="async" />
        <div>
          <p className="sb-eyebrow">{t('site.wikiPromo.eyebrow')}</p>
          <h2 id="wiki-promo-title">{t('site.wikiPromo.title')}</h2>
          <p className="sb-lead">{t('site.wikiPromo.body')}</p>
          <ul className="sb-checks">
            {POINTS.map((p) => (
              <li key={p}>{t(`site.wikiPromo.points.${p}`)}</li>
            ))}
          </ul>
          <button type="button" className="sb-btn sb-btn-primary sb-btn-lg" data-testid="wiki-promo" onClick={openWiki}>
            {t('site.wikiPromo.cta')}
          </button>
        </div>
      </div>
    </section>
  );
}
