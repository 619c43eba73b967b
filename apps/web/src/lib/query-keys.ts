/** Query keys shared between features (the current user is read by the shell, auth and staff). */
export const CURRENT_USER_KEY = ['current-user'] as const;
