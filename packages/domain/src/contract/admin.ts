import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/admin (declared as they move onto the contract). */
export const adminContract = defineArea('admin', {});
