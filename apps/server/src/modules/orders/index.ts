/**
 * Orders: contracts and their confirmation, documents, invoices and payments, shipments, disputes, the staff queue.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the jobs import
 * only what is exported here; everything else in the folder (repositories above all) is the area's own.
 */
export { findContractIdsOfQuotes, findLiveContractOfQuote } from './contracts/contracts.repository.ts';
export { contractsRoutes } from './contracts/contracts.routes.ts';
// The market price detail's sold history (day, tonnes, price per MT of a grade's deals; never a party).
export { findGradeDeals, type TGradeDeal } from './contracts/grade-deals.repository.ts';
// The business report's PDF sets its Chinese in the contract PDF's embedded font.
export { loadPdfFonts, type TPdfFonts } from './contracts/contract-pdf-font.ts';
// Delivery feedback and credit reports (after-sales) decide who may read a contract's rows the same way.
export { requireContractAccess } from './contracts/contract-access.ts';
export type { TContractSide, TContractViewer } from './contracts/contract-access.ts';
export { ordersRoutes } from './contracts/orders.routes.ts';
export { disputeAnnounceJob } from './disputes/dispute-sweep.ts';
export { disputesRoutes } from './disputes/disputes.routes.ts';
export { documentsRoutes } from './documents/documents.routes.ts';
export { operationsRoutes } from './operations/operations.routes.ts';
export { paymentsRoutes } from './payments/payments.routes.ts';
export { paymentReminderJob } from './payments/reminder-sweep.ts';
// Claims (after-sales): a settled claim is a credit note on the final invoice.
export { issueCreditNote } from './payments/issue-credit-note.ts';
export { priceFixingJob } from './pricing/fixing-sweep.ts';
export { pricingRoutes } from './pricing/pricing.routes.ts';
export { shipmentsRoutes } from './shipments/shipments.routes.ts';
export { trackingJob } from './shipments/tracking-sweep.ts';
export { ordersDealSubscribers } from './contracts/deal-subscribers.ts';
// The chat assistant quotes the caller's own orders and shipments (ai/chat).
export { listOrderChatDocuments } from './contracts/orders-chat-documents.ts';
