/**
 * /videoX: the product videos, played by the browser's own <video> player from this site (no outside video
 * hosts). The list is public/videos/videos.json, served with the web app: an operator adds a video by putting the
 * file (and a poster image) in public/videos and an entry in the list, e.g.
 *   { "id": "publish", "titleZh": "…", "titleEn": "…", "src": "/videos/publish.mp4", "poster": "/videos/publish.jpg" }
 * With no entries the page says so instead of showing a player.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../components/page-hero.tsx';
import { pick, useLang } from '../lib/use-lang.ts';
import '../site.css';

export type TSiteVideo = {
  id: string;
  titleZh: string;
  titleEn: string;
  descriptionZh?: string;
  descriptionEn?: string;
  src: string;
  poster?: string;
};

/** Only files of this site: a path, not a URL of another host. */
export function isOwnVideo(v: Partial<TSiteVideo>): v is TSiteVideo {
  const local = (s: unknown) => typeof s === 'string' && s.startsWith('/') && !s.startsWith('//');
  return typeof v.id === 'string' && local(v.src) && (v.poster === undefined || local(v.poster)) && typeof v.titleEn === 'string' && typeof v.titleZh === 'string';
}

async function loadVideos(signal: AbortSignal): Promise<TSiteVideo[]> {
  const res = await fetch('/videos/videos.json', { signal, headers: { Accept: 'application/json' } });
  if (!res.ok) return [];
  const body = (await res.json()) as { videos?: Partial<TSiteVideo>[] };
  return (body.videos ?? []).filter(isOwnVideo);
}

export default function VideoPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery({ queryKey: ['site', 'videos'], queryFn: ({ signal }) => loadVideos(signal), staleTime: 10 * 60_000 });
  const videos = query.data ?? [];
  const [currentId, setCurrentId] = useState<string | null>(null);
  const current = videos.find((v) => v.id === currentId) ?? videos[0];

  return (
    <div className="sb-public-page" data-testid="video-page">
      <PageHero title={t('site.videoX.title')} intro={t('site.videoX.intro')} />
      <div className="sb-page-body">
        {query.isPending ? (
          <div className="sb-video-frame sb-loading-block" aria-busy="true" />
        ) : !current ? (
          <p className="sb-empty-state" data-testid="video-empty">
            {t('site.videoX.empty')}
          </p>
        ) : (
          <div className="sb-video-layout">
            <div>
              <video key={current.id} className="sb-video-frame" src={current.src} poster={current.poster} controls playsInline preload="metadata" width={1280} height={720}>
                {t('site.videoX.unsupported')}
              </video>
              <h2>{pick(lang, current.titleZh, current.titleEn)}</h2>
              <p>{pick(lang, current.descriptionZh, current.descriptionEn)}</p>
            </div>
            {videos.length > 1 && (
              <nav aria-label={t('site.videoX.playlist')}>
                <ul className="sb-playlist">
                  {videos.map((v) => (
                    <li key={v.id}>
                      <button type="button" aria-current={v.id === current.id ? 'true' : undefined} onClick={() => setCurrentId(v.id)}>
                        {pick(lang, v.titleZh, v.titleEn)}
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
