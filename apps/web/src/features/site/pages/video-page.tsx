/**
 * /videoX (§2): the product videos staff upload and order in the console (/staff/videos), played by the browser's own
 * <video> player from this site's files (no outside video host), with their poster frame. The playlist is the
 * published videos in staff order; with none the page says so instead of showing a player.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../components/page-hero.tsx';
import { useVideos } from '../api/videos-api.ts';
import '../site.css';

export default function VideoPage() {
  const { t } = useTranslation();
  const query = useVideos();
  const videos = query.data?.rows ?? [];
  const [currentId, setCurrentId] = useState<string | null>(null);
  const current = videos.find((v) => v.id === currentId) ?? videos[0];

  return (
    <div className="sb-public-page" data-testid="video-page">
      <PageHero title={t('site.videoX.title')} intro={t('site.videoX.intro')} />
      <div className="sb-page-body">
        {query.isPending ? (
          <div className="sb-video-frame sb-loading-block" aria-busy="true" />
        ) : query.isError ? (
          <p className="sb-empty-state" role="alert">
            {t('site.videoX.failed')}{' '}
            <button type="button" className="sb-link-button" onClick={() => void query.refetch()}>
              {t('site.videoX.retry')}
            </button>
          </p>
        ) : !current ? (
          <p className="sb-empty-state" data-testid="video-empty">
            {t('site.videoX.empty')}
          </p>
        ) : (
          <div className="sb-video-layout">
            <div>
              <video
                key={current.id}
                className="sb-video-frame"
                src={current.src}
                poster={current.poster ?? undefined}
                controls
                playsInline
                preload="metadata"
                width={1280}
                height={720}
                data-testid="video-player"
              >
                {t('site.videoX.unsupported')}
              </video>
              <h2 data-testid="video-title">{current.title}</h2>
              {current.description && <p>{current.description}</p>}
            </div>
            {videos.length > 1 && (
              <nav aria-label={t('site.videoX.playlist')}>
                <ul className="sb-playlist" data-testid="video-playlist">
                  {videos.map((v) => (
                    <li key={v.id}>
                      <button type="button" aria-current={v.id === current.id ? 'true' : undefined} onClick={() => setCurrentId(v.id)}>
                        {v.poster && <img src={v.poster} alt="" width={96} height={54} loading="lazy" decoding="async" />}
                        <span>{v.title}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
