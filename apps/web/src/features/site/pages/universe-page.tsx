/**
 * /universe (§2, kept alive): where the market trades, from live data (GET /site/universe, refetched every minute
 * while shown): countries shaded by their verified sellers and buyers, the lanes concluded deals travel (port to port
 * on the map), and the verified companies with a public shop. Without data the map is shown bare with a
 * plain notice (never made-up figures); the same numbers are listed in tables for screen readers and small screens.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  const query = useUniverse(active);
  const [mode, setMode] = useState<TUniverseMode>('all');
  const universe = query.data ?? null;
  const empty = !!universe && universe.countries.length === 0 && universe.lanes.length === 0 && universe.shops.length === 0;
  const nf = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 3 });
  const countries = [...(universe?.countries ?? [])].sort((a, b) => b.sellers + b.buyers - (a.sellers + a.buyers));
  const lanes = [...(universe?.lanes ?? [])].sort((a, b) => b.weightMt - a.weightMt);
  const routes = universe?.routes ?? [];
  const shops = universe?.shops ?? [];
  const pick = (zh: string, en: string) => (lang === 'zh' ? zh : en);

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
        {routes.length > 0 && (
          <section aria-labelledby="universe-routes">
            <h2 id="universe-routes">{t('site.universe.routes')}</h2>
            <div className="sb-table-wrap">
              <table className="sb-table" data-testid="universe-routes">
                <thead>
                  <tr>
                    <th scope="col">{t('site.universe.route')}</th>
                    <th scope="col">{t('site.universe.weight')}</th>
                    <th scope="col">{t('site.universe.dealsColumn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {routes.map((r) => (
                    <tr key={`${r.from.code}-${r.to.code}`}>
                      <th scope="row">
                        {pick(r.from.nameZh, r.from.nameEn)} → {pick(r.to.nameZh, r.to.nameEn)}
                      </th>
                      <td>{nf.format(r.weightMt)}</td>
                      <td>{r.deals}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
        {shops.length > 0 && (
          <section aria-labelledby="universe-shops">
            <h2 id="universe-shops">{t('site.universe.shops')}</h2>
            <p className="sb-muted">{t('site.universe.shopsIntro')}</p>
            <ul className="sb-universe-shops" data-testid="universe-shops">
              {shops.map((s) => (
                <li key={s.shopId}>
                  <Link to={`/share-shop?shopId=${encodeURIComponent(s.shopId)}`}>{pick(s.nameZh, s.nameEn)}</Link>
                  <span className="sb-muted"> · {countryLabel(s.country, lang, universe)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
