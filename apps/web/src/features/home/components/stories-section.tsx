/** §2 section 4: partner stories, one at a time; every 5 s, and a swipe of more than 30 px goes back or on (§9). */
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORY_CAROUSEL_MS } from '@scrapbridge/domain/constants';
import { useStories } from '../api/landing-api.ts';
import { useCarousel, useReducedMotion, useSwipe } from '../lib/use-carousel.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { SectionHeading } from './section-heading.tsx';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return [...(parts[0] ?? '')].slice(0, 2).join('').toUpperCase();
  return ((parts[0]?.[0] ?? '') + (parts.at(-1)?.[0] ?? '')).toUpperCase();
}

export function StoriesSection() {
  const { t } = useTranslation();
  const query = useStories();
  // Rendered at low priority, in slices, so the stories' arrival never blocks a tap.
  const data = useDeferredValue(query.data);
  const stories = data?.rows ?? [];
  const binding = useCarousel({ count: stories.length, intervalMs: STORY_CAROUSEL_MS });
  const { state, controller } = binding;
  const reduced = useReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const swipe = useSwipe((step) => (step > 0 ? controller.next() : controller.prev()));

  const togglePause = () => {
    if (userPaused) controller.release('user');
    else controller.hold('user');
    setUserPaused(!userPaused);
  };

  return (
    <section className="sb-section sb-section-tinted" aria-labelledby="stories-title" data-testid="landing-stories">
      <div className="sb-container">
        <SectionHeading id="stories-title" title={t('site.stories.title')} subtitle={t('site.stories.subtitle')} />
        {query.isPending || (query.data && !data) ? (
          <div className="sb-story-frame sb-skeleton" aria-busy="true" />
        ) : stories.length === 0 ? (
          <p className="sb-empty">{t('site.stories.empty')}</p>
        ) : (
          <div
            className="sb-carousel sb-stories"
            role="region"
            aria-roledescription="carousel"
            aria-labelledby="stories-title"
            {...binding.rootProps}
          >
            <div className="sb-story-frame" {...swipe}>
              <div
                className="sb-story-track"
                style={{ transform: `translateX(${-100 * state.index}%)` }}
                aria-live={state.running ? 'off' : 'polite'}
              >
                {stories.map((s, i) => (
                  <div
                    key={s.id}
                    className="sb-story"
                    role="group"
                    aria-roledescription="slide"
                    aria-label={t('home.carousel.goTo', { n: i + 1, count: stories.length })}
                    aria-hidden={i !== state.index}
                    inert={i !== state.index}
                  >
                    <figure>
                    <blockquote>
                      <p>{s.quote}</p>
                    </blockquote>
                    <figcaption>
                      {s.coverUrl ? (
                        <img className="sb-story-avatar" src={s.coverUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
                      ) : (
                        <span className="sb-story-avatar" aria-hidden="true">
                          {initials(s.person)}
                        </span>
                      )}
                      <span>
                        <strong>{s.person}</strong>
                        {s.role && <span className="sb-story-role">{s.role}</span>}
                        <span className="sb-story-company">{t('site.stories.from', { company: s.company, country: s.countryName })}</span>
                      </span>
                    </figcaption>
                    </figure>
                  </div>
                ))}
              </div>
            </div>
            <CarouselControls
              binding={binding}
              label={t('site.stories.title')}
              userPaused={userPaused}
              onTogglePause={togglePause}
              showPause={!reduced}
            />
          </div>
        )}
      </div>
    </section>
  );
}
