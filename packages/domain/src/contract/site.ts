import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/site (declared as they move onto the contract). */
export const siteContract = defineArea('site', {});
