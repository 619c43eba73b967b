/**
 * Identity: sign-in and sessions, accounts and their settings, enterprise verification, staff accounts.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the jobs import
 * only what is exported here; everything else in the folder (repositories above all) is the area's own.
 */
export { findAccountContacts, findAccountWithCompany } from './accounts/account.repository.ts';
export { accountsRoutes } from './accounts/accounts.routes.ts';
export { canActForSeller } from './accounts/can-act-for-seller.ts';
export { listMarketPermissions } from './accounts/market-permission.repository.ts';
export { requireVerified } from './accounts/require-verified.ts';
export { authRoutes } from './auth/auth.routes.ts';
export { createSessionHub, type TSessionHub } from './auth/session-hub.ts';
// The AI paths' token (§3 chat token, §7): the auth plugin reads it there.
export { isAiPath, isChatToken, readChatToken } from './auth/chat-token.ts';
export { forgetSignInFailures, signInBrakeJob } from './auth/sign-in-brake-sweep.ts';
export type { TSessionUser } from './auth/session.repository.ts';
export { staffUsersRoutes } from './staff-users/staff-users.routes.ts';
export { verificationRoutes } from './verification/verification.routes.ts';
