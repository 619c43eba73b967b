import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/auth (declared as they move onto the contract). */
export const authContract = defineArea('auth', {});
