import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/orders (declared as they move onto the contract). */
export const ordersContract = defineArea('orders', {});
