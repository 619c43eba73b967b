import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TAppDeps } from '../../../app.ts';
import { clipText, injectHeadMeta, injectModulePreloads } from '../../../lib/html-head.ts';
import { normalizePagePath, type TPageMeta, type TPublicSiteHooks } from './public-site-hooks.ts';
import { injectPageShell, landingShell } from './landing-shell.ts';
import { routePreloadsOf } from './route-preloads.ts';

/** §2 public pages → their catalog entry under site.meta (title and description for share previews). */
const STATIC_PAGES: Record<string, string> = {
  '/': 'home',
  '/index': 'home',
  '/wiki': 'wiki',
  '/news': 'news',
  '/wiki-detail': 'wikiDetail',
  '/about-us': 'aboutUs',
  '/download': 'download',
  '/mobile': 'mobile',
  '/videox': 'videoX',
  '/universe': 'universe',
  '/market-price': 'marketPrice',
  '/price-detail': 'priceDetail',
  '/saas-chat': 'saasChat',
  '/share': 'share',
  '/share-shop': 'shop',
};

/** Query parameters that only track where a click came from: not part of the page's address. */
const TRACKING_PARAM = /^(utm_\w+|lang|fbclid|gclid|from|spm)$/i;

/**
 * The language of a page request: `?lang=` (links shared from the app carry it), else the browser's or crawler's
 * Accept-Language, else English. Page requests carry no appLang header; that one is for API calls.
 */
export function pageLangOf(query: URLSearchParams, acceptLanguage: string | undefined, chosen?: string): TLang {
  const asked = query.get('lang')?.toLowerCase();
  if (asked?.startsWith('zh')) return 'zh';
  if (asked?.startsWith('en')) return 'en';
  // The language the reader chose in the app (the web keeps it in the `lang` cookie beside its own storage).
  if (chosen === 'zh' || chosen === 'en') return chosen;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase();
  return first?.startsWith('zh') ? 'zh' : 'en';
}

function absoluteUrl(publicUrl: string, value: string): string {
  return /^https?:\/\//i.test(value) ? value : `${publicUrl}${value.startsWith('/') ? '' : '/'}${value}`;
}

/**
 * A page of the SPA (history-mode fallback, §2) with its title and Open Graph tags in the head, so a shared link
 * previews well in chat apps and social sites, which do not run JavaScript. Pages with a resolver (/wiki-detail,
 * later /share and /share-shop) describe the item their query names; the others use their catalog texts. A failing
 * resolver never breaks the page: the visitor still gets the app, with the path's default preview.
 */
export async function renderSpaPage(opts: {
  deps: TAppDeps;
  hooks: TPublicSiteHooks;
  template: string;
  url: string;
  acceptLanguage: string | undefined;
  /** The `lang` cookie: the language the reader chose in the app. */
  chosenLang?: string | undefined;
  /** The request carries a session cookie: a private screen's chunks are worth preloading. */
  signedIn?: boolean;
  log: { warn: (obj: object, msg: string) => void };
}): Promise<string> {
  const { deps, hooks } = opts;
  const { config } = deps;
  const parsed = new URL(opts.url, 'http://page.invalid');
  const lang = pageLangOf(parsed.searchParams, opts.acceptLanguage, opts.chosenLang);
  const path = normalizePagePath(parsed.pathname);
  const brand = config.brand[lang];
  const pageKey = STATIC_PAGES[path] ?? 'home';

  let meta: TPageMeta = {
    title: translate(lang, `site.meta.${pageKey}.title`, { brand }),
    description: translate(lang, `site.meta.${pageKey}.description`, { brand }),
  };
  const resolver = hooks.pageResolver(path);
  if (resolver) {
    try {
      meta = (await resolver({ deps, lang, query: parsed.searchParams })) ?? meta;
    } catch (err) {
      opts.log.warn({ err, path }, 'page preview resolver failed; serving the default preview');
    }
  }

  const canonical = new URLSearchParams([...parsed.searchParams].filter(([k]) => !TRACKING_PARAM.test(k)));
  const search = canonical.toString();
  const html = injectHeadMeta(opts.template, {
    // §2: the landing's title is the brand (Chinese in zh); other pages lead with their own title.
    title: pageKey === 'home' && !resolver ? brand : `${meta.title} · ${brand}`,
    description: clipText(meta.description),
    url: `${config.publicUrl}${parsed.pathname}${search ? `?${search}` : ''}`,
    image: absoluteUrl(config.publicUrl, meta.image || config.site.ogImageUrl),
    type: meta.type ?? 'website',
    siteName: brand,
    locale: lang === 'zh' ? 'zh_CN' : 'en_US',
    htmlLang: lang === 'zh' ? 'zh-CN' : 'en-US',
  });
  // Issue 19: the landing's first screen painted from the HTML, before the scripts run (landing-shell.ts).
  const shelled = path === '/' || path === '/index' ? injectPageShell(html, landingShell(lang)) : html;
  // Issue 19: the page's chunks (its texts in the page's language, its screen) fetched with the entry.
  return injectModulePreloads(shelled, routePreloadsOf(config.webDistDir, opts.log)(parsed.pathname, lang, opts.signedIn ?? false));
}
