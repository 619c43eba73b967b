/**
 * The paths a visitor without a session may open. Pure data without imports: the guard (route-table.ts) uses it, and
 * so does the web build (build/route-modules.ts), which runs in node before anything is bundled, so the server
 * preloads a private screen's chunks only for a request with a session.
 */

/** §2 public paths (no login needed). */
export const PUBLIC_PATHS = [
  '/',
  '/index',
  '/share',
  '/share-shop',
  '/wiki-detail',
  '/wiki',
  '/saas-chat',
  '/market-price',
  '/price-detail',
  '/download',
  '/about-us',
  '/videoX',
  '/mobile',
  '/universe',
  // The landing's "more news" page (issue 7): every news item and the partner stories. Not a §2 path.
  '/news',
  // How the own-deal price index is made (issue 14 item 6): public, like the prices it explains. Not a §2 path.
  '/price-index-methodology',
  // Exchange prices (issue 14 item 2; §7 futures under /app-future): public, like the market price list. Not a §2 path.
  '/futures',
  // AI tools (issue 17 items 3–5): estimators and the formula calculator read only public settlements. Not a §2 path.
  '/ai-tools',
] as const;

/**
 * Paths anyone may see although §2 does not list them as public. /404 is one: a visitor who followed a broken
 * link learns the link is broken instead of being dropped silently on the home page; it shows no data.
 */
export const ALWAYS_OPEN_PATHS = ['/404'] as const;
