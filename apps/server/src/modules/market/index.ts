/**
 * Market: the price list (items, daily points, follows), the exchange settlement board and the own-deal index.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the jobs import
 * only what is exported here; everything else in the folder (repositories above all) is the area's own.
 */
export { priceListRoutes } from './price-list/price-list.routes.ts';
export { seedDemoPriceList } from './price-list/seed-demo-price-list.ts';
// The own-deal index: its route, and its one statement for the price benchmark (bench/prices).
export { dealIndexRoutes } from './deal-index/deal-index.routes.ts';
export { weeklyDealIndex } from './deal-index/deal-index.repository.ts';
// Exchange prices: the futures board and history, the daily settlement feed and the price alerts.
export { futuresRoutes } from './futures/futures.routes.ts';
export { priceAlertJob } from './futures/price-alert-sweep.ts';
export { priceFeedJob } from './futures/price-feed-sweep.ts';
// The AI tools value metal at the latest settlements of the board (ai/tools).
export { futuresBoard } from './futures/futures-board.ts';
// The chat assistant quotes the live market prices (ai/chat).
export { listPriceChatDocuments } from './price-list/price-list-chat-documents.ts';
