import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/documents (declared as they move onto the contract). */
export const documentsContract = defineArea('documents', {});
