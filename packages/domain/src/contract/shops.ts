import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/shops (declared as they move onto the contract). */
export const shopsContract = defineArea('shops', {});
