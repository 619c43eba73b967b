/**
 * Customer service (issue 16 item 2): one conversation per user with the operator's staff, and the staff inbox.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas and the app import only what
 * is exported here.
 */
export { supportRoutes } from './support.routes.ts';
