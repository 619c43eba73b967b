import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/reference-prices (declared as they move onto the contract). */
export const referencePricesContract = defineArea('referencePrices', {});
