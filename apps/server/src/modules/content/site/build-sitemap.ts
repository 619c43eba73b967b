import { SITEMAP_STATIC_PATHS, isSitePath } from '@scrapbridge/domain/site';
import type { TAppDeps } from '../../../app.ts';
import { latestNewsUpdate, listPublishedNewsLinks } from './news.repository.ts';
import type { TPublicSiteHooks, TSitemapEntry } from './public-site-hooks.ts';

/** The sitemap protocol's limit per file; far above what the wiki and news will reach. */
const SITEMAP_URLS_MAX = 50_000;
const NEWS_LINKS_MAX = 1_000;

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/**
 * `GET /sitemap.xml`: the public pages (§2), the news items that link to a page of this site, and what other areas
 * add (the wiki's published articles). Absolute URLs on PUBLIC_URL; each path once.
 */
export async function buildSitemap(opts: { deps: TAppDeps; hooks: TPublicSiteHooks }): Promise<string> {
  const { db } = opts.deps.database;
  const newsUpdated = await latestNewsUpdate(db);
  const entries: TSitemapEntry[] = SITEMAP_STATIC_PATHS.map((path) => ({ path, lastmod: path === '/' ? newsUpdated : null }));
  for (const item of await listPublishedNewsLinks(db, NEWS_LINKS_MAX)) {
    for (const link of [item.link, item.linkEn]) {
      if (link && isSitePath(link)) entries.push({ path: link, lastmod: item.updatedAt });
    }
  }
  for (const source of opts.hooks.sitemapSources()) entries.push(...(await source(db)));

  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path) || urls.length >= SITEMAP_URLS_MAX) continue;
    seen.add(entry.path);
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    urls.push(`  <url><loc>${escapeXml(opts.deps.config.publicUrl + entry.path)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
