/**
 * Catalogue: categories, dictionaries (ports, countries …) and quote methods.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the jobs import
 * only what is exported here; everything else in the folder (repositories above all) is the area's own.
 */
export { findCategoriesByIds, findDictRowsByIds, listQuoteMethodRows } from './catalog.repository.ts';
export { catalogRoutes } from './catalog.routes.ts';
