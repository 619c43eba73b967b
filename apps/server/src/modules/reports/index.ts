/**
 * Business reports (issue 14 item 5): the company's (staff: the market's) trading figures, on screen and exported.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts).
 */
export { reportsRoutes } from './reports.routes.ts';
