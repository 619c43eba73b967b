/**
 * /universe (§2, kept alive): where the market trades, from live data (GET /site/universe): countries shaded by
 * their verified sellers and buyers, and the lanes concluded deals travel. Without data the map is shown bare with a
 * plain notice (never made-up figures); the same numbers are listed in tables for screen readers and small screens.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '#lib/shell-context.ts';
import { useMediaQuery } from '#lib/use-media-query.ts';
import { useUniverse } from '../api/site-api.ts';
import { PageHero } from '../components/page-hero.tsx';
import { countryLabel, type TUniverseMode } from '../lib/universe-labels.ts';
import { useLang } from '../lib/use-lang.ts';
import '../site.css';

const UniverseMap = lazy(() => import('../components/universe-map.tsx'));
const MODES: readonly TUniverseMode[] = ['all', 'sellers', 'buyers'];

export default function UniversePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { active } = useShellContext();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const query = useUniverse(true);
  const [mode, setMode] = useState<TUniverseMode>('all');
  const universe = query.data ?? null;
  const empty = !!universe && universe.countries.length === 0 && universe.lanes.length === 0;
  const nf = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 3 });
  const countries = [...(universe?.countries ?? [])].sort((a, b) => b.sellers + b.buyers - (a.sellers + a.buyers));
  const lanes = [...(universe?.lanes ?? [])].sort((a, b) => b.weightMt - a.weightMt);

  return (
    <div className="sb-public-page" data-testid="universe-page">
      <PageHero title={t('site.universe.title')} intro={t('site.universe.intro')} />
      <div className="sb-page-body">
        <div className="sb-universe-bar">
          <div className="sb-segmented" role="radiogroup" aria-label={t('site.universe.show')}>
            {MODES.map((m) => (
              <button key={m} type="button" role="radio" aria-checked={mode === m} onClick={() => setMode(m)}>
                {t(`site.universe.modes.${m}`)}
              </button>
            ))}
          </div>
          {universe && (
            <p className="sb-muted">
              {t('site.universe.updated', {
                time: new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(universe.generatedAt)),
              })}
            </p>
          )}
        </div>
        <div className="sb-universe-stage">
          <Suspense fallback={<div className="sb-universe-map sb-loading-block" aria-busy="true" aria-label={t('site.universe.loading')} />}>
            <UniverseMap universe={universe} lang={lang} mode={mode} active={active} reducedMotion={reducedMotion} />
          </Suspense>
          {(empty || query.isError) && (
            <p className="sb-universe-notice" role="status" data-testid="universe-empty">
              {query.isError ? t('site.universe.failed') : t('site.universe.empty')}
            </p>
          )}
        </div>

        {countries.length > 0 && (
          <section aria-labelledby="universe-countries">
            <h2 id="universe-countries">{t('site.universe.countries')}</h2>
            <div className="sb-table-wrap">
              <table className="sb-table">
                <thead>
                  <tr>
                    <th scope="col">{t('site.universe.country')}</th>
                    <th scope="col">{t('site.universe.sellers')}</th>
                    <th scope="col">{t('site.universe.buyers')}</th>
                  </tr>
                </thead>
                <tbody>
                  {countries.map((c) => (
                    <tr key={c.code}>
                      <th scope="row">{lang === 'zh' ? c.nameZh : c.nameEn}</th>
                      <td>{c.sellers}</td>
                      <td>{c.buyers}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
        {lanes.length > 0 && (
          <section aria-labelledby="universe-lanes">
            <h2 id="universe-lanes">{t('site.universe.lanes')}</h2>
            <div className="sb-table-wrap">
              <table className="sb-table">
                <thead>
                  <tr>
                    <th scope="col">{t('site.universe.route')}</th>
                    <th scope="col">{t('site.universe.weight')}</th>
                    <th scope="col">{t('site.universe.dealsColumn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lanes.map((l) => (
                    <tr key={`${l.from}-${l.to}`}>
                      <th scope="row">
                        {countryLabel(l.from, lang, universe)} → {countryLabel(l.to, lang, universe)}
                      </th>
                      <td>{nf.format(l.weightMt)}</td>
                      <td>{l.deals}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
