/**
 * §2 section 9: news. On desktop a card carousel that moves one card every 4 s (§9); on a phone a short list. Both
 * lead to /news (the landing's "more news" page).
 */
import { Link } from 'react-router';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNewsItem } from '@scrapbridge/domain/site';
import type { TLang } from '@scrapbridge/domain/i18n';
import { NEWS_CAROUSEL_MS } from '@scrapbridge/domain/constants';
import { useIsMobile } from '#lib/use-media-query.ts';
import { useLandingNews } from '../api/landing-api.ts';
import { formatDay, linkKind, pick, useLang } from '../lib/use-landing.ts';
import { useCarousel, useReducedMotion } from '../lib/use-carousel.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { StoredPicture } from '#components/stored-picture.tsx';
import { SectionHeading } from './section-heading.tsx';

const VISIBLE_DESKTOP = 3;
const MOBILE_COUNT = 4;

export function NewsCard({ item, lang, hidden }: { item: TNewsItem; lang: TLang; hidden?: boolean }) {
  const { t } = useTranslation();
  const title = pick(lang, item.titleZh, item.titleEn);
  const link = lang === 'en' ? item.linkEn || item.link : item.link || item.linkEn;
  const kind = linkKind(link);
  const cover = item.coverUrl || `/illustrations/news-${item.tag}.svg`;
  const heading =
    kind === 'internal' && link ? (
      <Link to={link}>{title}</Link>
    ) : kind === 'external' && link ? (
      <a href={link} target="_blank" rel="noopener noreferrer">
        {title}
      </a>
    ) : (
      title
    );
  return (
    <article className="sb-news-card" aria-hidden={hidden || undefined} inert={hidden || undefined} data-testid="news-card">
      <StoredPicture src={cover} sizes="(max-width: 560px) 92vw, 400px" alt="" width={400} height={225} loading="lazy" decoding="async" />
      <div className="sb-news-card-body">
        <p className="sb-news-meta">
          <span className="sb-news-tag">{t(`site.news.tags.${item.tag}`)}</span>
          <time dateTime={item.date}>{formatDay(item.date, lang)}</time>
        </p>
        <h3>{heading}</h3>
      </div>
    </article>
  );
}

export function NewsSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const mobile = useIsMobile();
  const reduced = useReducedMotion();
  const query = useLandingNews();
  const data = useDeferredValue(query.data);
  const items = data?.rows ?? [];
  const steps = mobile ? 1 : Math.max(1, items.length - VISIBLE_DESKTOP + 1);
  const binding = useCarousel({ count: steps, intervalMs: NEWS_CAROUSEL_MS });
  const { state, controller } = binding;
  const [userPaused, setUserPaused] = useState(false);

  const togglePause = () => {
    if (userPaused) controller.release('user');
    else controller.hold('user');
    setUserPaused(!userPaused);
  };

  let body;
  if (query.isPending || (query.data && !data)) body = <div className="sb-news-frame sb-skeleton" aria-busy="true" />;
  else if (query.isError) body = <p className="sb-empty">{t('site.news.failed')}</p>;
  else if (items.length === 0) body = <p className="sb-empty">{t('site.news.empty')}</p>;
  else if (mobile) {
    body = (
      <div className="sb-news-list">
        {items.slice(0, MOBILE_COUNT).map((item) => (
          <NewsCard key={item.id} item={item} lang={lang} />
        ))}
      </div>
    );
  } else {
    body = (
      <div className="sb-carousel" role="region" aria-roledescription="carousel" aria-label={t('site.news.cardsLabel')} {...binding.rootProps}>
        <div className="sb-news-frame">
          <div
            className="sb-news-track"
            style={{ transform: `translateX(calc(${state.index} * (-1 * ((100% - ${VISIBLE_DESKTOP - 1} * var(--sb-news-gap)) / ${VISIBLE_DESKTOP} + var(--sb-news-gap)))))` }}
            aria-live={state.running ? 'off' : 'polite'}
          >
            {items.map((item, i) => (
              <NewsCard key={item.id} item={item} lang={lang} hidden={i < state.index || i >= state.index + VISIBLE_DESKTOP} />
            ))}
          </div>
        </div>
        <CarouselControls binding={binding} label={t('site.news.cardsLabel')} userPaused={userPaused} onTogglePause={togglePause} showPause={!reduced} />
      </div>
    );
  }

  return (
    <section id="news" className="sb-section sb-anchor" aria-labelledby="news-title" data-testid="landing-news">
      <div className="sb-container">
        <SectionHeading id="news-title" title={t('site.news.title')} subtitle={t('site.news.intro')} />
        {body}
        <div className="sb-section-actions">
          <Link className="sb-btn sb-btn-ghost" to="/news">
            {t('site.news.more')}
          </Link>
        </div>
      </div>
    </section>
  );
}
