/**
 * /wiki-detail?slug= (§2): one article with its cover, the body in the current language (sanitized HTML from the
 * server, safe to render as it is), its tags, related articles and a share / copy-link bar.
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api-client.ts';
import { useWikiArticle } from '../api/wiki-api.ts';
import { ArticleCover } from '../components/article-cover.tsx';
import { formatDate, pick, useLang } from '../lib/wiki-view.ts';
import '../wiki.css';

function ShareBar({ title }: { title: string }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const url = window.location.href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNote(t('site.wiki.copied'));
    } catch {
      setNote(t('site.wiki.copyFailed'));
    }
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="sb-wiki-share">
      <button type="button" className="sb-btn sb-btn-ghost" data-testid="wiki-copy-link" onClick={() => void copy()}>
        {t('site.wiki.copyLink')}
      </button>
      {canShare && (
        <button type="button" className="sb-btn sb-btn-ghost" onClick={() => void navigator.share({ title, url }).catch(() => undefined)}>
          {t('site.wiki.share')}
        </button>
      )}
      <span role="status" className="sb-wiki-share-note">
        {note}
      </span>
    </div>
  );
}

export default function WikiDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const slug = params.get('slug');
  const query = useWikiArticle(slug);
  const article = query.data;
  const title = article ? pick(lang, article.titleZh, article.titleEn) : '';
  const brand = t('common.brand');

  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${brand}`;
    return () => {
      document.title = brand;
    };
  }, [title, brand]);

  if (!slug || (query.isError && query.error instanceof ApiError && query.error.code === 404)) {
    return (
      <div className="sb-wiki-detail">
        <p className="sb-wiki-empty" data-testid="wiki-not-found">
          {t('site.wiki.notFound')}
        </p>
        <p className="sb-wiki-more">
          <Link className="sb-btn sb-btn-primary" to="/wiki">
            {t('site.wiki.back')}
          </Link>
        </p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="sb-wiki-detail">
        <p className="sb-wiki-empty" role="alert">
          {t('site.wiki.failed')}{' '}
          <button type="button" className="sb-link-btn" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      </div>
    );
  }
  if (!article) {
    return (
      <div className="sb-wiki-detail" aria-busy="true">
        <div className="sb-wiki-card-loading sb-wiki-detail-loading" />
      </div>
    );
  }

  const ownBody = lang === 'zh' ? article.bodyZh : article.bodyEn;
  const body = ownBody.trim() ? ownBody : lang === 'zh' ? article.bodyEn : article.bodyZh;
  const bodyLang = ownBody.trim() ? lang : lang === 'zh' ? 'en' : 'zh';
  const categoryName = pick(lang, article.category.nameZh, article.category.nameEn);

  return (
    <article className="sb-wiki-detail" data-testid="wiki-detail" aria-labelledby="wiki-title">
      <nav className="sb-wiki-crumbs" aria-label={t('site.wiki.category')}>
        <Link to="/wiki">{t('site.wiki.title')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/wiki?category=${encodeURIComponent(article.category.code)}`}>{categoryName}</Link>
      </nav>
      <h1 id="wiki-title">{title}</h1>
      <p className="sb-wiki-detail-meta">
        <span>{t('site.wiki.updated', { date: formatDate(article.updatedAt, lang) })}</span>
        <span>{t('site.wiki.views', { count: article.viewCount })}</span>
      </p>
      <p className="sb-wiki-detail-summary">{pick(lang, article.summaryZh, article.summaryEn)}</p>
      {/* A drawn cover says nothing on the article itself: only a real picture is shown here. */}
      {article.coverUrl && <ArticleCover coverUrl={article.coverUrl} category={article.category.code} label={categoryName} eager />}
      {bodyLang !== lang && <p className="sb-wiki-fallback">{t('site.wiki.fallbackNote')}</p>}
      {/* Sanitized on the server at every write (allow-listed tags and attributes, own images only). */}
      <div className="sb-wiki-body-html" lang={bodyLang === 'zh' ? 'zh-CN' : 'en'} data-testid="wiki-article-body" dangerouslySetInnerHTML={{ __html: body }} />
      {article.tags.length > 0 && (
        <p className="sb-wiki-tags">
          <span className="sb-visually-hidden">{t('site.wiki.tags')}: </span>
          {article.tags.map((tag) => (
            <Link key={tag} className="sb-wiki-tag" to={`/wiki?keyword=${encodeURIComponent(tag)}`}>
              {tag}
            </Link>
          ))}
        </p>
      )}
      <ShareBar title={title} />
      {article.related.length > 0 && (
        <section className="sb-wiki-related" aria-labelledby="wiki-related">
          <h2 id="wiki-related">{t('site.wiki.related')}</h2>
          <ul>
            {article.related.map((r) => (
              <li key={r.slug}>
                <Link to={`/wiki-detail?slug=${encodeURIComponent(r.slug)}`}>{pick(lang, r.titleZh, r.titleEn)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to="/wiki">← {t('site.wiki.back')}</Link>
      </p>
    </article>
  );
}
