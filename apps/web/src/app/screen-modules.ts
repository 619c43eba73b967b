/**
 * The page module (under apps/web/src) of every screen of the route table, by route path. Pure data, read twice: the
 * router loads a screen from it (router.tsx, through one import.meta.glob of the feature pages), and the web build
 * writes it next to Vite's manifest (build/route-modules.mjs) so the server can write a `modulepreload` of a deep
 * link's chunks into its index.html (issue 19: the chunks of /quoteList are not discovered one after another).
 * A module path must match `features/<feature>/pages/<file>.tsx`.
 */

/** Public site screens (issue 7); /wiki and /universe are kept alive (keep-alive.tsx). */
const SITE_SCREENS: Record<string, string> = {
  '/news': 'features/site/pages/news-page.tsx',
  '/about-us': 'features/site/pages/about-us-page.tsx',
  '/download': 'features/site/pages/download-page.tsx',
  '/mobile': 'features/site/pages/mobile-page.tsx',
  '/videoX': 'features/site/pages/video-page.tsx',
  '/share': 'features/site/pages/share-page.tsx',
  '/share-shop': 'features/site/pages/share-shop-page.tsx',
  '/wiki-detail': 'features/wiki/pages/wiki-detail-page.tsx',
  // Issue 14: the business report and the own-deal index methodology.
  '/reports': 'features/reports/pages/business-report-page.tsx',
  '/price-index-methodology': 'features/market/pages/price-index-methodology-page.tsx',
  // Issue 14: the market price detail (public) and price management (staff); /market-price is kept alive.
  '/price-detail': 'features/market/pages/price-detail-page.tsx',
  '/market-price-index': 'features/market/pages/market-price-index-page.tsx',
  '/futures': 'features/market/pages/futures-page.tsx',
  // Issue 17: the recovery and cable estimators and the formula calculator.
  '/ai-tools': 'features/ai-tools/pages/ai-tools-page.tsx',
  // §2 /test: the connection and diagnostics page for support (issue 16).
  '/test': 'features/diagnostics/pages/diagnostics-page.tsx',
};

/** Listings screens (issue 3); /edit and /publish, /detail and /view-detail share one. */
const ASK_SCREENS: Record<string, string> = {
  '/quoteList': 'features/asks/pages/quote-list-page.tsx',
  '/askList': 'features/asks/pages/ask-list-page.tsx',
  '/recommendList': 'features/asks/pages/recommend-list-page.tsx',
  '/view-detail': 'features/asks/pages/view-detail-page.tsx',
  '/detail': 'features/asks/pages/view-detail-page.tsx',
  '/publish': 'features/asks/pages/publish-page.tsx',
  '/edit': 'features/asks/pages/publish-page.tsx',
};

/** Seller shops (§2 /shop, /shop-list, /apply-shop, /follow-shop); /share-shop is the same screen, in SITE_SCREENS. */
const SHOP_SCREENS: Record<string, string> = {
  '/shop': 'features/shops/pages/shop-page.tsx',
  '/shop-list': 'features/shops/pages/shop-list-page.tsx',
  '/apply-shop': 'features/shops/pages/apply-shop-page.tsx',
  '/follow-shop': 'features/shops/pages/followed-shops-page.tsx',
};

/** Account screens (issue 6): settings and the role choice. */
const ACCOUNT_SCREENS: Record<string, string> = {
  '/account': 'features/accounts/pages/account-page.tsx',
  '/role': 'features/accounts/pages/role-page.tsx',
  // Issue 16: customer service, the user's conversation with the operator.
  '/customer': 'features/support/pages/customer-page.tsx',
};

/** Negotiation lists (issue 4): the buyer's inquiries, the seller's quotes of one ask. */
const NEGOTIATION_SCREENS: Record<string, string> = {
  '/inquiry-list': 'features/negotiation/pages/inquiry-list-page.tsx',
  '/ask-quotes': 'features/negotiation/pages/ask-quotes-page.tsx',
};

/** Orders (issue 5): the order list, the order (shipping, money, documents) and the contract (confirmation, PDF, files). */
const ORDER_SCREENS: Record<string, string> = {
  '/order-list': 'features/orders/pages/order-list-page.tsx',
  '/order-detail': 'features/orders/pages/order-detail-page.tsx',
  '/deal-detail/:contractId': 'features/orders/pages/deal-detail-page.tsx',
  // Issue 15: claims (after-sales): choose the goods, the three claim forms (one screen), the records.
  '/select-claim': 'features/after-sales/pages/select-claim-page.tsx',
  '/claim-edit-weight': 'features/after-sales/pages/claim-edit-page.tsx',
  '/claim-edit-quality': 'features/after-sales/pages/claim-edit-page.tsx',
  '/claim-edit-both': 'features/after-sales/pages/claim-edit-page.tsx',
  '/claim-record-weight': 'features/after-sales/pages/claim-record-page.tsx',
  // Issue 15: delivery feedback and credit reports (after-sales).
  '/feedback': 'features/after-sales/pages/feedback-page.tsx',
  '/buyer-credit': 'features/after-sales/pages/credit-page.tsx',
  // Issue 16 item 3: the photo album.
  '/album': 'features/album/pages/album-page.tsx',
};

/** Purchase requests (issue 16): the purchase market and my posts, its mobile-first list and form. */
const BUYER_REQUEST_SCREENS: Record<string, string> = {
  '/buyer-request': 'features/buyer-requests/pages/buyer-request-page.tsx',
  '/buyer-request-mobile': 'features/buyer-requests/pages/buyer-request-mobile-page.tsx',
  '/buyer-edit-mobile': 'features/buyer-requests/pages/buyer-edit-mobile-page.tsx',
};

/** Every screen of the route table, by path (kept-alive paths are drawn by the layout, keep-alive.tsx). */
export const SCREEN_MODULES: Record<string, string> = {
  ...SITE_SCREENS,
  ...ASK_SCREENS,
  ...SHOP_SCREENS,
  ...ACCOUNT_SCREENS,
  ...ORDER_SCREENS,
  ...BUYER_REQUEST_SCREENS,
  ...NEGOTIATION_SCREENS,
};

/** §2 /login and /sms: the sign-in dialog on a page of its own. */
export const SIGN_IN_MODULE = 'features/auth/pages/sign-in-page.tsx';

export const NOT_FOUND_MODULE = 'features/shell/pages/not-found-page.tsx';

/** The staff console: its layout (/staff) and its pages, by path under /staff. /staff itself opens the outbox. */
export const STAFF_LAYOUT_MODULE = 'features/staff/pages/staff-layout.tsx';
export const STAFF_SCREEN_MODULES: Record<string, string> = {
  outbox: 'features/staff/pages/outbox-page.tsx',
  'ask-review': 'features/asks/pages/staff-ask-review.tsx',
  'buyer-request-review': 'features/buyer-requests/pages/staff-buyer-request-review.tsx',
  news: 'features/site/pages/staff-news-page.tsx',
  stories: 'features/site/pages/staff-stories-page.tsx',
  // /videoX's videos (issue 16): upload, poster, titles, order, publish.
  videos: 'features/site/pages/staff-videos-page.tsx',
  contact: 'features/site/pages/staff-contact-page.tsx',
  wiki: 'features/wiki/pages/staff-wiki-page.tsx',
  'wiki/:id': 'features/wiki/pages/staff-wiki-edit-page.tsx',
  // Accounts and trust (issue 6 item 8): users, enterprise verification, shop applications, audit log.
  users: 'features/staff/pages/users-page.tsx',
  'users/:userId': 'features/staff/pages/user-detail-page.tsx',
  verifications: 'features/staff/pages/verifications-page.tsx',
  shops: 'features/staff/pages/shop-review-page.tsx',
  'audit-log': 'features/staff/pages/audit-log-page.tsx',
  // Negotiation (issue 4): reference prices for the quote ranking, deals waiting for review.
  'reference-prices': 'features/negotiation/pages/staff-reference-prices-page.tsx',
  'deal-reviews': 'features/negotiation/pages/staff-deal-reviews-page.tsx',
  // Operations (issue 5): the contract queue and one contract, shipments, payments, disputes.
  contracts: 'features/orders/pages/staff-contracts-page.tsx',
  'contracts/:contractId': 'features/orders/pages/staff-contract-page.tsx',
  shipments: 'features/orders/pages/staff-shipments-page.tsx',
  payments: 'features/orders/pages/staff-payments-page.tsx',
  disputes: 'features/orders/pages/staff-disputes-page.tsx',
  // Claims (issue 15): the queue by clock, mediation, settlement.
  claims: 'features/after-sales/pages/staff-claims-page.tsx',
  // Issue 16: the customer service inbox.
  support: 'features/support/pages/staff-support-page.tsx',
  // Price fixing (issue 14): the fixing queue.
  'price-fixing': 'features/orders/pages/staff-price-fixing-page.tsx',
};
