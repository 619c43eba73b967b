/** Previous / pause-play / next and the dots of a carousel (WAI-ARIA carousel pattern, WCAG 2.2.2 pause). */
import { useTranslation } from 'react-i18next';
import type { TCarouselBinding } from '../lib/use-carousel.ts';

export function CarouselControls({ binding, label, userPaused, onTogglePause, showPause }: {
  binding: TCarouselBinding;
  label: string;
  userPaused: boolean;
  onTogglePause: () => void;
  showPause: boolean;
}) {
  const { t } = useTranslation();
  const { state, controller } = binding;
  if (state.count < 2) return null;
  return (
    <div className="sb-carousel-controls">
      <button type="button" className="sb-icon-btn" aria-label={t('home.carousel.previous')} onClick={controller.prev}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </button>
      <div className="sb-dots" role="group" aria-label={label}>
        {Array.from({ length: state.count }, (_, i) => (
          <button
            key={i}
            type="button"
            className="sb-dot"
            aria-label={t('home.carousel.goTo', { n: i + 1, count: state.count })}
            aria-current={i === state.index ? 'true' : undefined}
            onClick={() => controller.select(i)}
          />
        ))}
      </div>
      {showPause && (
        <button
          type="button"
          className="sb-icon-btn"
          aria-label={userPaused ? t('home.carousel.play') : t('home.carousel.pause')}
          onClick={onTogglePause}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {userPaused ? <path d="M8 5l11 7-11 7z" className="sb-fill" /> : <path d="M8 5v14M16 5v14" />}
          </svg>
        </button>
      )}
      <button type="button" className="sb-icon-btn" aria-label={t('home.carousel.next')} onClick={controller.next}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" />
        </svg>
      </button>
    </div>
  );
}
