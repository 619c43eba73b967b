/**
 * The sign-in helpers moved to e2e/support/session.ts (every suite uses them); this re-export keeps the suites
 * that still import them from here working until they move.
 */
export { apiLogin, DEMO_PASSWORD, signedInContext } from '../support/session.ts';
