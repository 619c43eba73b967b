import { defineArea } from './define-route.ts';

/** Routes of apps/server/src/modules/notifications (declared as they move onto the contract). */
export const notificationsContract = defineArea('notifications', {});
