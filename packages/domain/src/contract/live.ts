import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/live (declared as they move onto the contract). */
export const liveContract = defineArea('live', {});
