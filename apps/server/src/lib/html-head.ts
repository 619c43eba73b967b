/**
 * Share previews (issue 7: Open Graph tags so a shared link previews well). Crawlers of chat apps and social sites
 * do not run JavaScript, so the server writes the page's title and Open Graph tags into the SPA's index.html.
 * Every value is escaped: titles come from staff and users (an ask's name, a wiki title).
 */
export type THeadMeta = {
  /** The whole <title>, brand included. */
  title: string;
  description: string;
  /** Absolute URLs (crawlers do not resolve relative ones). */
  url: string;
  image: string;
  type: 'website' | 'article';
  siteName: string;
  /** og:locale, "zh_CN" or "en_US". */
  locale: string;
  /** <html lang>, "zh-CN" or "en-US". */
  htmlLang: string;
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Descriptions are previews: one line of at most `max` characters. */
export function clipText(value: string, max = 200): string {
  const line = value.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The template with its own <title> and description replaced by the page's, and the Open Graph and Twitter tags
 * added before </head>. A template without </head> is a broken build and is served as it is.
 */
export function injectHeadMeta(template: string, meta: THeadMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
    `<meta property="og:locale" content="${escapeHtml(meta.locale)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
  const headEnd = template.search(/<\/head>/i);
  if (headEnd < 0) return template;
  const head = template
    .slice(0, headEnd)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/<html([^>]*?)\slang=["'][^"']*["']/i, '<html$1')
    .replace(/<html\b/i, `<html lang="${escapeHtml(meta.htmlLang)}"`);
  return `${head}  ${tags}\n  ${template.slice(headEnd)}`;
}

/**
 * `modulepreload` links for the page's chunks (route-preloads.ts), before </head>: the browser fetches them in
 * parallel with the entry instead of discovering them one import at a time. `crossorigin` as Vite writes its own
 * (module scripts are fetched in CORS mode; a preload in another mode would be fetched twice).
 */
export function injectModulePreloads(html: string, hrefs: string[]): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0 || hrefs.length === 0) return html;
  // Marked, so the service worker keeps only the app shell (what every page loads) in its cache, not each page's chunks.
  const links = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" data-page-preload>`).join('\n    ');
  return `${html.slice(0, headEnd)}  ${links}\n  ${html.slice(headEnd)}`;
}
