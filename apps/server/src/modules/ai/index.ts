/**
 * AI (issue 17): the recovery, cable and formula tools.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the benches
 * import only what is exported here.
 */
export { aiToolsRoutes } from './tools/ai-tools.routes.ts';
