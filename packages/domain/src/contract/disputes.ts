import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/disputes (declared as they move onto the contract). */
export const disputesContract = defineArea('disputes', {});
