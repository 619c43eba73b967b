/** Tag colours of the states the console shows, the same on every screen (green done, orange waiting, red stopped). */
export const VERIFICATION_STATE_COLORS: Record<string, string> = { pending: 'orange', approved: 'green', refused: 'red' };
export const SHOP_STATUS_COLORS: Record<string, string> = { waiting: 'orange', ok: 'green', failed: 'red' };
/** §4 userState: 0 normal, 1 may upgrade, 2 under review, 3 upgrade failed, 9 blocked. */
export const USER_STATE_COLORS: Record<number, string> = { 0: 'green', 1: 'default', 2: 'orange', 3: 'volcano', 9: 'red' };
export const USER_TYPE_COLORS: Record<string, string> = { General: 'default', Supplier: 'geekblue', Buyer: 'cyan' };
