/**
 * After-sales (issue 15): delivery feedback and the latest-due-bill prompt, credit reports, claims.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the jobs import
 * only what is exported here; everything else in the folder (repositories above all) is the area's own.
 */
export { creditRoutes } from './credit/credit.routes.ts';
export { feedbackRoutes } from './feedback/feedback.routes.ts';
export { claimFilesRoutes } from './claim-files/claim-files.routes.ts';
export { abandonedUploadsJob } from './claim-files/abandoned-uploads.ts';
export { claimEvidenceRoutes } from './claim-evidence/claim-evidence.routes.ts';
export { claimsRoutes } from './claims/claims.routes.ts';
export { claimSweepJob } from './claims/claim-sweep.ts';
// The chat assistant quotes the caller's own claims (ai/chat).
export { listClaimChatDocuments } from './claims/claims-chat-documents.ts';
