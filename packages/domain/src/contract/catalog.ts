import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/catalog (declared as they move onto the contract). */
export const catalogContract = defineArea('catalog', {});
