import { translate, type TLang } from '@scrapbridge/domain/i18n';
import { escapeHtml } from '../../../lib/html-head.ts';

/** Where index.html's app shell ends inside #root (apps/web/index.html): a page's first paint is written there. */
export const PAGE_SHELL_MARK = '<!--page-shell-->';

/**
 * The landing's first screen as HTML, for the app shell of `/` (issue 19 item 2: on a slow phone the hero's text was
 * the largest paint and waited ~2 s for the scripts; written into the page it paints with the header bar). The
 * same elements, classes and texts as the React hero (apps/web/src/features/home/components/hero.tsx, whose CSS is
 * inline in index.html) under the same news-banner bar, so nothing moves when React replaces the shell: the browser
 * test `landing-first-paint.e2e.ts` compares the boxes. Until the scripts run, the trial button is a link to the
 * sign-in page.
 */
export function landingShell(lang: TLang): string {
  const t = (key: string, params?: Record<string, string>) => escapeHtml(translate(lang, key, params));
  const brand = translate(lang, 'common.brand');
  return (
    `<div class="sb-landing sb-page-shell">` +
    `<div class="sb-news-banner"><div class="sb-news-banner-inner"></div></div>` +
    `<section class="sb-hero">` +
    `<div class="sb-hero-inner">` +
    `<p class="sb-hero-eyebrow">${t('home.hero.eyebrow')}</p>` +
    `<h1 class="sb-hero-title">${t('home.hero.title', { brand })}</h1>` +
    `<p class="sb-hero-pitch">${t('home.hero.pitch')}</p>` +
    `<div class="sb-hero-actions">` +
    `<a class="sb-btn sb-btn-accent sb-btn-lg" href="/login">${t('home.hero.cta')}</a>` +
    `<a class="sb-btn sb-btn-outline-light sb-btn-lg" href="#service">${t('home.hero.secondary')}</a>` +
    `</div>` +
    `<ul class="sb-hero-trust"><li>${t('home.trust.markets')}</li><li>${t('home.trust.verified')}</li></ul>` +
    `</div>` +
    `<div class="sb-hero-art"><picture>` +
    // Phones (≤ 560 px) hide the picture; the empty source spares them the download, as in the React hero.
    `<source media="(max-width: 560px)" srcset="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" />` +
    `<img src="/illustrations/hero-port.svg" alt="${t('home.hero.imageAlt')}" width="640" height="440" decoding="async" fetchpriority="high" />` +
    `</picture></div>` +
    `</section>` +
    `</div>`
  );
}

/** The template with the page's first paint in its app shell; a template without the mark is served as it is. */
export function injectPageShell(template: string, shell: string): string {
  return template.replace(PAGE_SHELL_MARK, shell);
}
