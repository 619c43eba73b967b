/**
 * /wiki (§2, kept alive): the scrap wiki's categories, a search box and the article cards. The address holds the
 * view (`?category=&keyword=`, `?tab=faq` from the header's FAQ link), so searches can be shared; while the page is
 * hidden behind another screen it keeps its last view instead of reading that screen's address.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '#lib/shell-context.ts';
import { useWikiArticles, useWikiCategories } from '../api/wiki-api.ts';
import { ArticleCover } from '../components/article-cover.tsx';
import { formatDate, pick, useLang, wikiSearchOf, wikiViewOf } from '../lib/wiki-view.ts';
import '../wiki.css';

const TYPING_PAUSE_MS = 400;

export default function WikiPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { active } = useShellContext();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onWiki = active && location.pathname.replace(/\/+$/, '').toLowerCase() === '/wiki';

  const urlView = wikiViewOf(params);
  const [view, setView] = useState(urlView);
  if (onWiki && (urlView.category !== view.category || urlView.keyword !== view.keyword)) setView(urlView);

  const [draft, setDraft] = useState(view.keyword);
  const [draftFor, setDraftFor] = useState(view.keyword);
  if (draftFor !== view.keyword) {
    // The address changed (back button, header link): the box shows its keyword.
    setDraftFor(view.keyword);
    setDraft(view.keyword);
  }
  const composing = useRef(false);

  const go = (next: { category: string; keyword: string }, replace = false) => {
    void navigate(`/wiki${wikiSearchOf(next)}`, { replace });
  };

  // Search while typing, after a pause; not in the middle of an IME composition (Chinese input).
  useEffect(() => {
    if (!onWiki || composing.current || draft.trim() === view.keyword) return;
    const timer = setTimeout(() => go({ category: view.category, keyword: draft.trim() }, true), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // go is recreated every render; the inputs of the search are listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, onWiki, view.category, view.keyword]);

  const categories = useWikiCategories(view.keyword);
  const articles = useWikiArticles(view.category, view.keyword);
  const rows = articles.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = articles.data?.pages[0]?.total ?? 0;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go({ category: view.category, keyword: draft.trim() });
  };

  return (
    <div className="sb-wiki" data-testid="wiki-page">
      <header className="sb-wiki-hero">
        <div className="sb-wiki-hero-inner">
          <h1>{t('site.wiki.title')}</h1>
          <p>{t('site.wiki.subtitle')}</p>
          <form className="sb-wiki-search" role="search" onSubmit={onSubmit}>
            <label className="sb-visually-hidden" htmlFor="wiki-search">
              {t('site.wiki.searchLabel')}
            </label>
            <input
              id="wiki-search"
              type="search"
              value={draft}
              placeholder={t('site.wiki.searchPlaceholder')}
              enterKeyHint="search"
              autoComplete="off"
              data-testid="wiki-search"
              onChange={(e) => setDraft(e.target.value)}
              onCompositionStart={() => {
                composing.current = true;
              }}
              onCompositionEnd={(e) => {
                composing.current = false;
                setDraft(e.currentTarget.value);
              }}
            />
            <button type="submit" className="sb-btn sb-btn-accent" data-testid="wiki-search-submit">
              {t('site.wiki.search')}
            </button>
          </form>
        </div>
      </header>

      <div className="sb-wiki-body">
        <nav className="sb-wiki-cats" aria-label={t('site.wiki.categoriesLabel')}>
          <button type="button" aria-pressed={!view.category} onClick={() => go({ category: '', keyword: view.keyword })}>
            {t('site.wiki.allCategories')}
          </button>
          {categories.data?.rows.map((c) => (
            <button
              key={c.code}
              type="button"
              aria-pressed={view.category === c.code}
              data-testid={`wiki-category-${c.code}`}
              onClick={() => go({ category: c.code, keyword: view.keyword })}
            >
              {pick(lang, c.nameZh, c.nameEn)}
              <span className="sb-wiki-count">{c.articleCount}</span>
            </button>
          ))}
        </nav>

        <p className="sb-wiki-results" role="status" aria-live="polite">
          {/* The count is the search's own: not the last results' while they stand in (they are dimmed, below). */}
          {articles.isPlaceholderData
            ? t('common.loading')
            : articles.isSuccess &&
              (view.keyword ? t('site.wiki.resultsFor', { count: total, keyword: view.keyword }) : t('site.wiki.results', { count: total }))}
          {view.keyword && (
            <>
              {' '}
              <button type="button" className="sb-link-btn" onClick={() => go({ category: view.category, keyword: '' })}>
                {t('site.wiki.clear')}
              </button>
            </>
          )}
        </p>

        {articles.isPending ? (
          <div className="sb-wiki-grid" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="sb-wiki-card sb-wiki-card-loading" />
            ))}
          </div>
        ) : articles.isError ? (
          <p className="sb-wiki-empty" role="alert">
            {t('site.wiki.failed')}{' '}
            <button type="button" className="sb-link-btn" onClick={() => void articles.refetch()}>
              {t('common.retry')}
            </button>
          </p>
        ) : rows.length === 0 ? (
          <p className="sb-wiki-empty">{t('site.wiki.empty')}</p>
        ) : (
          // A new search keeps the last results on screen until its own arrive (no flash of skeletons), marked as
          // busy and dimmed meanwhile, so neither a reader nor a screen reader takes them for the new search's.
          <ul className={articles.isPlaceholderData ? 'sb-wiki-grid sb-wiki-grid-stale' : 'sb-wiki-grid'} aria-busy={articles.isPlaceholderData} data-keyword={view.keyword} data-testid="wiki-results">
            {rows.map((a) => {
              const title = pick(lang, a.titleZh, a.titleEn);
              return (
                <li key={a.id}>
                  <Link className="sb-wiki-card" to={`/wiki-detail?slug=${encodeURIComponent(a.slug)}`} data-testid="wiki-article-card">
                    <ArticleCover coverUrl={a.coverUrl} category={a.category.code} label={pick(lang, a.category.nameZh, a.category.nameEn)} />
                    <span className="sb-wiki-card-body">
                      <span className="sb-wiki-card-cat">{pick(lang, a.category.nameZh, a.category.nameEn)}</span>
                      <span className="sb-wiki-card-title">{title}</span>
                      <span className="sb-wiki-card-summary">{pick(lang, a.summaryZh, a.summaryEn)}</span>
                      <span className="sb-wiki-card-meta">{t('site.wiki.updated', { date: formatDate(a.updatedAt, lang) })}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {articles.hasNextPage && (
          <p className="sb-wiki-more">
            <button type="button" className="sb-btn sb-btn-ghost" disabled={articles.isFetchingNextPage} onClick={() => void articles.fetchNextPage()}>
              {articles.isFetchingNextPage ? t('common.loading') : t('site.wiki.loadMore')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
