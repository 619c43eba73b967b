import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/staff-users (declared as they move onto the contract). */
export const staffUsersContract = defineArea('staffUsers', {});
