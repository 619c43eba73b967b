import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/payments (declared as they move onto the contract). */
export const paymentsContract = defineArea('payments', {});
