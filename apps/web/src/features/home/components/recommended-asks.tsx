/** §2 section 3: eight recommended asks from the public list, with view-more (login, or /quoteList when signed in). */
import { useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RECOMMENDED_ASKS_PAGE_SIZE } from '@scrapbridge/domain/constants';
import { AskCard } from '#components/ask-card.tsx';
import { cardView, type TCardView } from '#components/ask-card-model.ts';
import { openDetailForVisitor } from '#lib/login-dialog.ts';
import { readUnits } from '#lib/storage.ts';
import { useRecommendedAsks } from '../api/landing-api.ts';
import { useLang, useTradeEntry } from '../lib/use-landing.ts';
import { SectionHeading } from './section-heading.tsx';

export function RecommendedAsks() {
  const { t } = useTranslation();
  const lang = useLang();
  const { signedIn, viewMore } = useTradeEntry();
  const query = useRecommendedAsks();
  // The cards render at low priority, in slices, so their arrival never blocks a tap (TBT on a slow phone).
  const data = useDeferredValue(query.data);
  const rows = data?.rows;
  const navigate = useNavigate();
  // The China market is MT only (§1); elsewhere the unit the visitor chose (MT by default).
  const unit = readUnits().weightUnit;
  const views = (rows ?? []).slice(0, RECOMMENDED_ASKS_PAGE_SIZE).map((card) => cardView(card, { lang, unit, t, place: 'landing' }));
  // Visitors who click a card are asked to sign in, in a new window that goes on to /view-detail (§2, §6).
  const open = (view: TCardView) => {
    if (signedIn) void navigate(view.href);
    else openDetailForVisitor(view.href);
  };

  let body;
  if (query.isPending || (query.data && !data)) {
    body = (
      <div className="sb-ask-grid" aria-busy="true">
        {Array.from({ length: RECOMMENDED_ASKS_PAGE_SIZE }, (_, i) => (
          <div key={i} className="sb-ask-card sb-skeleton" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <p className="sb-empty" role="alert">
        {t('home.asks.failed')}{' '}
        <button type="button" className="sb-link-button" onClick={() => void query.refetch()}>
          {t('home.retry')}
        </button>
      </p>
    );
  } else if (views.length === 0) {
    body = <p className="sb-empty">{t('home.asks.empty')}</p>;
  } else {
    body = (
      <div className="sb-ask-grid">
        {views.map((view) => (
          <AskCard key={view.askId} view={view} onOpen={open} place="landing" />
        ))}
      </div>
    );
  }

  return (
    <section id="service" className="sb-section sb-anchor" aria-labelledby="asks-title" data-testid="landing-asks">
      <div className="sb-container">
        <SectionHeading id="asks-title" title={t('home.asks.title')} subtitle={t('home.asks.subtitle')} />
        {body}
        <div className="sb-section-actions">
          <button type="button" className="sb-btn sb-btn-primary sb-btn-lg" data-testid="asks-view-more" onClick={viewMore}>
            {t('home.asks.viewMore')}
          </button>
        </div>
      </div>
    </section>
  );
}
