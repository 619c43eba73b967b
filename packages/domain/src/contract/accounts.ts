import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/accounts (declared as they move onto the contract). */
export const accountsContract = defineArea('accounts', {});
