import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/shipments (declared as they move onto the contract). */
export const shipmentsContract = defineArea('shipments', {});
