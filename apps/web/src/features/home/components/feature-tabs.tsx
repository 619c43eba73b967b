/**
 * §2 section 6: five feature tabs that advance every 10 s; a click on a tab stops them and they resume 15 s later
 * (§9). Tabs follow the WAI-ARIA tabs pattern (arrow keys, Home, End).
 */
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURE_CAROUSEL_MS, FEATURE_CAROUSEL_RESUME_MS } from '@scrapbridge/domain/constants';
import { useCarousel } from '../lib/use-carousel.ts';
import { useTradeEntry } from '../lib/use-landing.ts';
import { SectionHeading } from './section-heading.tsx';

export const FEATURE_TABS = [
  { key: 'aiRecognition', image: '/illustrations/feature-ai.svg' },
  { key: 'realTimeValuation', image: '/illustrations/feature-valuation.svg' },
  { key: 'globalInquiry', image: '/illustrations/feature-inquiry.svg' },
  { key: 'shipmentTracking', image: '/illustrations/feature-tracking.svg' },
  { key: 'securityProtection', image: '/illustrations/feature-security.svg' },
] as const;

export function FeatureTabs() {
  const { t } = useTranslation();
  const { startTrial } = useTradeEntry();
  const binding = useCarousel({
    count: FEATURE_TABS.length,
    intervalMs: FEATURE_CAROUSEL_MS,
    resumeAfterMs: FEATURE_CAROUSEL_RESUME_MS,
    hoverHolds: false,
  });
  const { state, controller } = binding;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = FEATURE_TABS[state.index] ?? FEATURE_TABS[0];

  const onKeyDown = (e: KeyboardEvent) => {
    const n = FEATURE_TABS.length;
    const moves: Record<string, number> = { ArrowRight: state.index + 1, ArrowDown: state.index + 1, ArrowLeft: state.index - 1, ArrowUp: state.index - 1, Home: 0, End: n - 1 };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + n) % n;
    controller.select(next);
    tabs.current[next]?.focus();
  };

  return (
    <section id="features" className="sb-section sb-anchor" aria-labelledby="features-title" data-testid="landing-features">
      <div className="sb-container" {...binding.rootProps}>
        <SectionHeading id="features-title" title={t('site.featureTabs.title')} />
        <div className="sb-feature-tabs" role="tablist" aria-label={t('site.featureTabs.tabsLabel')} onKeyDown={onKeyDown}>
          {FEATURE_TABS.map((tab, i) => (
            <button
              key={tab.key}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`feature-tab-${tab.key}`}
              aria-selected={i === state.index}
              aria-controls="feature-panel"
              tabIndex={i === state.index ? 0 : -1}
              className="sb-feature-tab"
              data-running={i === state.index && state.running ? 'true' : undefined}
              onClick={() => controller.select(i)}
            >
              {t(`site.featureTabs.${tab.key}.title`)}
              <span className="sb-feature-tab-progress" aria-hidden="true" key={`${state.index}-${String(state.running)}`} />
            </button>
          ))}
        </div>
        <div className="sb-feature-panel" role="tabpanel" id="feature-panel" aria-labelledby={`feature-tab-${active.key}`}>
          <div className="sb-feature-text">
            <h3>{t(`site.featureTabs.${active.key}.title`)}</h3>
            <p>{t(`site.featureTabs.${active.key}.body`)}</p>
            <button type="button" className="sb-btn sb-btn-primary" onClick={startTrial}>
              {t('site.featureTabs.learnMore')}
            </button>
          </div>
          <img key={active.key} className="sb-feature-art" src={active.image} alt="" width={480} height={320} loading="lazy" decoding="async" />
        </div>
      </div>
    </section>
  );
}
