import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/wiki (declared as they move onto the contract). */
export const wikiContract = defineArea('wiki', {});
