import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/files (declared as they move onto the contract). */
export const filesContract = defineArea('files', {});
