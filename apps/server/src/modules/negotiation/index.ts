/**
 * Negotiation: quotes and deals, questions on asks, reference prices, the live stream.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the jobs import
 * only what is exported here; everything else in the folder (repositories above all) is the area's own.
 */
export { liveRoutes } from './live/live.routes.ts';
// The live stream's publishing end, for other areas' events (customer service, issue 16).
export { publishLiveEvent, runWithLiveEvents } from './live/publish-live-event.ts';
export { questionsRoutes } from './questions/questions.routes.ts';
export { quoteExpiryJob } from './quotes/expiry-sweep.ts';
export { loadAskQuoteSide } from './quotes/load-ask-quote-side.ts';
export { priceText } from './quotes/quote-presenter.ts';
export { findQuoteAsk } from './quotes/quotes.repository.ts';
export { quotesRoutes } from './quotes/quotes.routes.ts';
export { findBasisSettlement, listBasisSettlements, type TBasisSettlement } from './reference-prices/basis-settlements.ts';
export { referencePricesRoutes } from './reference-prices/reference-prices.routes.ts';
export { findLatestSettlementDate, findLatestTwoSettlements, findSettlementHistory } from './reference-prices/reference-prices.repository.ts';
export type { TSeriesSettlement } from './reference-prices/reference-prices.repository.ts';
export { storeFeedSettlements } from './reference-prices/store-feed-settlements.ts';
export type { TFeedStoreOutcome } from './reference-prices/store-feed-settlements.ts';
export { seedReferencePrices } from './reference-prices/seed-reference-prices.ts';
// The chat assistant quotes the caller's own quotes (ai/chat).
export { listQuoteChatDocuments } from './quotes/quotes-chat-documents.ts';
