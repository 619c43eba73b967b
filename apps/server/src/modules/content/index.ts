/**
 * Content: the public site (news, partner stories, contact, share pages, sitemap) and the wiki.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the jobs import
 * only what is exported here; everything else in the folder (repositories above all) is the area's own.
 */
export { createPublicSiteHooks } from './site/public-site-hooks.ts';
export type { TPageResolver, TSitemapSource } from './site/public-site-hooks.ts';
// /universe's sources: the orders area's trade lanes, the shops area's public shops.
export type { TLanePort, TPublicShopSource, TTradeLane, TTradeLaneSource } from './site/public-site-hooks.ts';
export { renderSpaPage } from './site/render-spa-page.ts';
export { siteRoutes } from './site/site.routes.ts';
// /universe computes again when a deal is made (events/subscribers.ts).
export { siteDealSubscribers } from './site/site-subscribers.ts';
export { wikiRoutes } from './wiki/wiki.routes.ts';
// §2 /videoX: the playlist and its staff side; a published video's files are public (platform files).
export { videosRoutes } from './videos/videos.routes.ts';
export { siteVideoFileIsPublic } from './videos/site-videos.repository.ts';
// The chat assistant quotes the published wiki (ai/chat).
export { listWikiChatDocuments } from './wiki/wiki-chat-documents.ts';
