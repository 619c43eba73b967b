import type { TRoute } from './define-route.ts';
import { accountsContract } from './accounts.ts';
import { adminContract } from './admin.ts';
import { asksContract } from './asks.ts';
import { authContract } from './auth.ts';
import { catalogContract } from './catalog.ts';
import { claimsContract } from './claims.ts';
import { contractsContract } from './contracts.ts';
import { creditContract } from './credit.ts';
import { disputesContract } from './disputes.ts';
import { documentsContract } from './documents.ts';
import { feedbackContract } from './feedback.ts';
import { filesContract } from './files.ts';
import { resumableUploadsContract } from './resumable-uploads.ts';
import { claimEvidenceContract } from './claim-evidence.ts';
import { futuresContract } from './futures.ts';
import { liveContract } from './live.ts';
import { marketPricesContract } from './market-prices.ts';
import { notificationsContract } from './notifications.ts';
import { operationsContract } from './operations.ts';
import { ordersContract } from './orders.ts';
import { paymentsContract } from './payments.ts';
import { pricingContract } from './pricing.ts';
import { questionsContract } from './questions.ts';
import { quotesContract } from './quotes.ts';
import { referencePricesContract } from './reference-prices.ts';
import { shipmentsContract } from './shipments.ts';
import { shopsContract } from './shops.ts';
import { siteContract } from './site.ts';
import { staffUsersContract } from './staff-users.ts';
import { verificationContract } from './verification.ts';
import { wantedContract } from './wanted.ts';
import { wikiContract } from './wiki.ts';
import { aiChatContract } from './ai-chat.ts';
import { reportsContract } from './reports.ts';
import { dealIndexContract } from './deal-index.ts';
import { aiToolsContract } from './ai-tools.ts';
import { aiOcrContract } from './ai-ocr.ts';
import { aiRecognitionContract } from './ai-recognition.ts';
import { supportContract } from './support.ts';
import { buyerRequestsContract } from './buyer-requests.ts';
import { videosContract } from './videos.ts';
import { systemContract } from './system.ts';

/**
 * The whole API contract, one entry per area (ARCHITECTURE.md). The server registers every route from it; the web
 * reads the route tables under `routes/`, generated from it, so the browser gets methods and paths without schema code.
 */
export const CONTRACT = {
  auth: authContract,
  accounts: accountsContract,
  verification: verificationContract,
  staffUsers: staffUsersContract,
  notifications: notificationsContract,
  wanted: wantedContract,
  admin: adminContract,
  quotes: quotesContract,
  asks: asksContract,
  catalog: catalogContract,
  files: filesContract,
  resumableUploads: resumableUploadsContract,
  claimEvidence: claimEvidenceContract,
  shops: shopsContract,
  contracts: contractsContract,
  orders: ordersContract,
  documents: documentsContract,
  payments: paymentsContract,
  shipments: shipmentsContract,
  disputes: disputesContract,
  claims: claimsContract,
  feedback: feedbackContract,
  credit: creditContract,
  pricing: pricingContract,
  operations: operationsContract,
  site: siteContract,
  wiki: wikiContract,
  aiChat: aiChatContract,
  reports: reportsContract,
  dealIndex: dealIndexContract,
  aiTools: aiToolsContract,
  aiOcr: aiOcrContract,
  aiRecognition: aiRecognitionContract,
  support: supportContract,
  questions: questionsContract,
  referencePrices: referencePricesContract,
  live: liveContract,
  futures: futuresContract,
  marketPrices: marketPricesContract,
  buyerRequests: buyerRequestsContract,
  videos: videosContract,
  system: systemContract,
} as const;

export type TContract = typeof CONTRACT;

/** Every declaration, in contract order. */
export function allRoutes(): TRoute[] {
  return Object.values(CONTRACT).flatMap((area) => Object.values(area) as TRoute[]);
}
