/**
 * §6 role cookie `myRole`: the client marks the side the user acts on by route — Buyer on /quoteList and
 * /order-list, Supplier on /askList. (The sign-in rule, Vip for verified enterprises, lives with the sign-in
 * code in features/auth/api/sign-in.ts.)
 */
import type { TRole } from '@scrapbridge/domain/user-state';

const ROUTE_ROLES: ReadonlyArray<readonly [string, TRole]> = [
  ['/quotelist', 'Buyer'],
  ['/order-list', 'Buyer'],
  ['/asklist', 'Supplier'],
];

/** The role a route sets, or null when entering it leaves the cookie as it is. */
export function roleForPath(pathname: string): TRole | null {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return ROUTE_ROLES.find(([path]) => path === p)?.[1] ?? null;
}
