/**
 * /news: the landing's "more news" page. Every published item, newest first, a page at a time, and the partner
 * stories below (§2 collaboration stories, shown here in full).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TNewsItem } from '@scrapbridge/domain/site';
import type { TLang } from '@scrapbridge/domain/i18n';
import { NEWS_PAGE_SIZE, useNewsPage, useStories } from '../api/site-api.ts';
import { PageHero } from '../components/page-hero.tsx';
import { formatDay, linkKind, pick, useLang } from '../lib/use-lang.ts';
import '../site.css';

function NewsRow({ item, lang }: { item: TNewsItem; lang: TLang }) {
  const { t } = useTranslation();
  const title = pick(lang, item.titleZh, item.titleEn);
  const link = lang === 'en' ? item.linkEn || item.link : item.link || item.linkEn;
  const kind = linkKind(link);
  return (
    <li className="sb-news-row" data-testid="news-row">
      <img src={item.coverUrl || `/illustrations/news-${item.tag}.svg`} alt="" width={400} height={225} loading="lazy" decoding="async" />
      <div>
        <p className="sb-news-row-meta">
          <span className="sb-tag">{t(`site.news.tags.${item.tag}`)}</span>
          <time dateTime={item.date}>{formatDay(item.date, lang)}</time>
        </p>
        <h2>
          {kind === 'internal' && link ? (
            <Link to={link}>{title}</Link>
          ) : kind === 'external' && link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {title}
            </a>
          ) : (
            title
          )}
        </h2>
        {link && kind && (
          <p className="sb-news-row-more">
            {kind === 'internal' ? (
              <Link to={link}>{t('site.news.readMore')}</Link>
            ) : (
              <a href={link} target="_blank" rel="noopener noreferrer">
                {t('site.news.readMore')}
              </a>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

export default function NewsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [pages, setPages] = useState(1);
  const stories = useStories();

  return (
    <div className="sb-public-page" data-testid="news-page">
      <PageHero title={t('site.news.title')} intro={t('site.news.intro')} />
      <div className="sb-page-body">
        <ul className="sb-news-rows">
          {Array.from({ length: pages }, (_, i) => (
            <NewsPageRows key={i} lang={lang} pageNum={i + 1} last={i === pages - 1} onMore={() => setPages(pages + 1)} />
          ))}
        </ul>

        <section className="sb-stories-list" aria-labelledby="stories-title">
          <h2 id="stories-title">{t('site.stories.title')}</h2>
          <p className="sb-muted">{t('site.stories.subtitle')}</p>
          {stories.data && stories.data.rows.length === 0 && <p className="sb-empty-state">{t('site.stories.empty')}</p>}
          <div className="sb-story-grid">
            {stories.data?.rows.map((s) => (
              <figure key={s.id} className="sb-story-card" data-testid="story-card">
                <blockquote>
                  <p>{s.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{s.person}</strong>
                  {s.role && <span>{s.role}</span>}
                  <span>{t('site.stories.from', { company: s.company, country: s.countryName })}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}

/** One page of rows; the last page shows the "show more" button while more exist. */
function NewsPageRows({ lang, pageNum, last, onMore }: { lang: TLang; pageNum: number; last: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const query = useNewsPage(pageNum);
  if (query.isPending) {
    return (
      <li className="sb-news-row sb-news-row-loading" aria-busy="true">
        {t('common.loading')}
      </li>
    );
  }
  if (query.isError) {
    return (
      <li className="sb-empty-state" role="alert">
        {t('site.news.failed')}{' '}
        <button type="button" className="sb-link-btn" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </li>
    );
  }
  const { rows, total } = query.data;
  if (pageNum === 1 && rows.length === 0) return <li className="sb-empty-state">{t('site.news.empty')}</li>;
  return (
    <>
      {rows.map((item) => (
        <NewsRow key={item.id} item={item} lang={lang} />
      ))}
      {last && pageNum * NEWS_PAGE_SIZE < total && (
        <li className="sb-more-row">
          <button type="button" className="sb-btn sb-btn-ghost" onClick={onMore}>
            {t('site.news.loadMore')}
          </button>
        </li>
      )}
    </>
  );
}
