import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/verification (declared as they move onto the contract). */
export const verificationContract = defineArea('verification', {});
