import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/wanted (declared as they move onto the contract). */
export const wantedContract = defineArea('wanted', {});
