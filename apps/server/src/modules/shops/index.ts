/**
 * Shops: applications, review, shop pages and followers.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the jobs import
 * only what is exported here; everything else in the folder (repositories above all) is the area's own.
 */
export { findShop, shopPictureIsPublic } from './shops.repository.ts';
export { shopsRoutes } from './shops.routes.ts';
