import { localized } from '@scrapbridge/domain/site';
import { isWikiSlug } from '@scrapbridge/domain/wiki';
import type { TPageResolver, TSitemapSource } from '../site/public-site-hooks.ts';
import { findPublishedArticle, listPublishedSlugs } from './wiki.repository.ts';

/** Articles listed in sitemap.xml: all published ones, newest first, bounded. */
const SITEMAP_ARTICLES_MAX = 10_000;

/** Share preview of /wiki-detail?slug=…: the article's title, summary and cover; no view is counted. */
export const wikiDetailPreview: TPageResolver = async ({ deps, lang, query }) => {
  const slug = query.get('slug') ?? '';
  if (!isWikiSlug(slug)) return null;
  const article = await findPublishedArticle(deps.database.db, slug);
  if (!article) return null;
  return {
    title: localized(lang, article.titleZh, article.titleEn),
    description: localized(lang, article.summaryZh, article.summaryEn),
    image: article.coverUrl,
    type: 'article',
  };
};

export const wikiSitemapSource: TSitemapSource = async (db) =>
  (await listPublishedSlugs(db, SITEMAP_ARTICLES_MAX)).map((a) => ({
    path: `/wiki-detail?slug=${encodeURIComponent(a.slug)}`,
    lastmod: a.updatedAt,
  }));
