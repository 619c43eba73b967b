import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/asks (declared as they move onto the contract). */
export const asksContract = defineArea('asks', {});
