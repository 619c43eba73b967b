/**
 * Listings: asks (publish, review, browse) and followed categories with their push.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the jobs import
 * only what is exported here; everything else in the folder (repositories above all) is the area's own.
 */
export { toAskCard } from './asks/ask-presenter.ts';
export { listSellerAskCards } from './asks/asks.repository.ts';
export { asksRoutes } from './asks/asks.routes.ts';
export { askExpiryJob } from './asks/expiry-sweep.ts';
// The market price detail's live firm quotes (buy-it-now prices of live asks of a grade).
export { findGradeFirmPrices, type TGradeFirmPrice } from './asks/grade-firm-prices.repository.ts';
export { countWanted } from './wanted/wanted.repository.ts';
export { wantedRoutes } from './wanted/wanted.routes.ts';
export { listingsDealSubscribers } from './asks/deal-subscribers.ts';
// Purchase requests (issue 16): the buyers' wanted-scrap market, its expiry sweep and what a deal on an offered ask does.
export { buyerRequestsRoutes } from './buyer-requests/buyer-requests.routes.ts';
export { buyerRequestExpiryJob } from './buyer-requests/expire-buyer-requests.ts';
export { buyerRequestDealSubscribers } from './buyer-requests/deal-subscribers.ts';
// The chat assistant quotes the caller's own listings (ai/chat).
export { listAskChatDocuments } from './asks/asks-chat-documents.ts';
export { seedDemoBuyerRequests } from './buyer-requests/seed-demo-buyer-requests.ts';
