import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/operations (declared as they move onto the contract). */
export const operationsContract = defineArea('operations', {});
