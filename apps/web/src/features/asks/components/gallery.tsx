/**
 * The detail page's gallery: pictures and mp4 videos (§2 "video if the extension is mp4"), a main view with
 * previous/next, and thumbnails. Keyboard: the thumbnails are buttons in the tab order, and the arrow keys, Home
 * and End move through the items while the gallery has focus. Pictures open antd's zoomable preview.
 */
import { useState, type KeyboardEvent } from 'react';
import { Image } from 'antd';
import { LeftOutlined, PlayCircleFilled, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TAskMedia } from '@scrapbridge/domain/ask-view';
import { isVideoUrl } from '@scrapbridge/domain/input-helpers';

type TProps = { items: TAskMedia[]; title: string };

const isVideo = (m: TAskMedia) => m.isVideo || m.kind === 'video' || isVideoUrl(m.url);

export function Gallery({ items, title }: TProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const [seenItems, setSeenItems] = useState(items);
  if (seenItems !== items) {
    // Another line was chosen: start from its first picture.
    setSeenItems(items);
    setChosen(0);
  }
  const index = Math.min(chosen, Math.max(0, items.length - 1));
  const current = items[index];

  if (!current) {
    return (
      <div className="sb-gallery sb-gallery-empty" data-testid="gallery">
        <span>{t('listings.card.noPicture')}</span>
      </div>
    );
  }

  const go = (next: number) => setChosen((next + items.length) % items.length);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).tagName === 'VIDEO') return;
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else return;
    e.preventDefault();
  };
  const position = t('listings.gallery.position', { n: index + 1, total: items.length });

  return (
    <div className="sb-gallery" data-testid="gallery" role="region" aria-roledescription={t('listings.gallery.carousel')} aria-label={title} onKeyDown={onKeyDown}>
      <div className="sb-gallery-main" aria-live="polite" tabIndex={0} aria-label={position}>
        {isVideo(current) ? (
          <video
            key={current.fileId}
            src={current.url}
            poster={current.pictureInfo.coverUrl ?? undefined}
            controls
            playsInline
            preload="metadata"
            aria-label={`${title} — ${position}`}
            data-testid="gallery-video"
          />
        ) : (
          <Image
            key={current.fileId}
            src={current.url}
            alt={`${title} — ${position}`}
            width="100%"
            height="100%"
            className="sb-gallery-img"
            data-testid="gallery-image"
          />
        )}
        {items.length > 1 && (
          <>
            <button type="button" className="sb-gallery-nav sb-gallery-prev" onClick={() => go(index - 1)} aria-label={t('listings.gallery.previous')}>
              <LeftOutlined />
            </button>
            <button type="button" className="sb-gallery-nav sb-gallery-next" onClick={() => go(index + 1)} aria-label={t('listings.gallery.next')}>
              <RightOutlined />
            </button>
            <span className="sb-gallery-pos">{position}</span>
          </>
        )}
      </div>
      {items.length > 1 && (
        <div className="sb-gallery-thumbs" role="group" aria-label={t('listings.gallery.thumbnails')}>
          {items.map((m, i) => (
            <button
              key={m.fileId}
              type="button"
              className={`sb-gallery-thumb${i === index ? ' is-current' : ''}`}
              aria-label={t('listings.gallery.show', { n: i + 1, total: items.length })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setChosen(i)}
              data-testid="gallery-thumb"
            >
              {isVideo(m) ? (
                <span className="sb-gallery-thumb-video">
                  {m.pictureInfo.coverUrl && !isVideoUrl(m.pictureInfo.coverUrl) ? <img src={m.pictureInfo.coverUrl} alt="" /> : <video src={m.url} muted preload="metadata" tabIndex={-1} />}
                  <PlayCircleFilled />
                </span>
              ) : (
                <img src={m.url} alt="" loading="lazy" />
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
