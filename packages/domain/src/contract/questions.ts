import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/questions (declared as they move onto the contract). */
export const questionsContract = defineArea('questions', {});
