/**
 * §1 landing claims, from configuration (GET /site/config). The figures block (section 5) shows the marketplace's
 * reach with the full chain it supports; the achievements (section 8) show the outcome figures. Figures §1 lists
 * without a label (14+, 1,400+) are shown as bare numbers; an operator's own figures join the figures block.
 */
import { useTranslation } from 'react-i18next';
import type { TLandingFigure } from '@scrapbridge/domain/site';
import { useSiteConfig } from '../api/landing-api.ts';
import { pick, useLang, useTradeEntry } from '../lib/use-landing.ts';
import { SectionHeading } from './section-heading.tsx';

const ACHIEVEMENT_KEYS = new Set(['identificationRate', 'emissionReduction', 'partners', 'scrapTypes', 'accuracy']);
const CHAIN_STEPS = ['list', 'quote', 'contract', 'ship', 'claim'] as const;

function FigureList({ figures, testId }: { figures: TLandingFigure[] | null; testId: string }) {
  const lang = useLang();
  if (!figures) {
    return (
      <ul className="sb-figures" aria-busy="true" data-testid={testId}>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="sb-figure sb-skeleton" />
        ))}
      </ul>
    );
  }
  return (
    <ul className="sb-figures" data-testid={testId}>
      {figures.map((f) => {
        const label = pick(lang, f.labelZh, f.labelEn);
        return (
          <li key={f.key} className={`sb-figure${label ? '' : ' sb-figure-bare'}`}>
            <span className="sb-figure-value">{f.display}</span>
            {label && <span className="sb-figure-label">{label}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function useFigures(part: 'reach' | 'achievements'): TLandingFigure[] | null {
  const { data, isError } = useSiteConfig();
  if (isError) return [];
  if (!data) return null;
  return data.figures.filter((f) => ACHIEVEMENT_KEYS.has(f.key) === (part === 'achievements'));
}

export function FiguresBlock() {
  const { t } = useTranslation();
  const figures = useFigures('reach');
  const { startTrial } = useTradeEntry();
  return (
    <section id="FullChainSupport" className="sb-section sb-anchor sb-section-dark" aria-labelledby="chain-title">
      <div className="sb-container">
        <SectionHeading id="chain-title" eyebrow={t('site.figuresBlock.title')} title={t('home.chain.title')} subtitle={t('home.chain.subtitle')} />
        <FigureList figures={figures} testId="landing-figures" />
        <ol className="sb-chain">
          {CHAIN_STEPS.map((step, i) => (
            <li key={step} className="sb-chain-step">
              <span className="sb-chain-num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{t(`home.chain.steps.${step}.title`)}</h3>
              <p>{t(`home.chain.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
        <div className="sb-section-actions">
          <button type="button" className="sb-btn sb-btn-accent sb-btn-lg" data-testid="get-started" onClick={startTrial}>
            {t('home.getStarted')}
          </button>
        </div>
      </div>
    </section>
  );
}

export function Achievements() {
  const { t } = useTranslation();
  const figures = useFigures('achievements');
  return (
    <section id="achievement" className="sb-section sb-anchor" aria-labelledby="achievement-title">
      <div className="sb-container">
        <SectionHeading id="achievement-title" title={t('site.achievements.title')} subtitle={t('site.achievements.subtitle')} />
        <FigureList figures={figures} testId="landing-achievements" />
      </div>
    </section>
  );
}
