import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/contracts (declared as they move onto the contract). */
export const contractsContract = defineArea('contracts', {});
