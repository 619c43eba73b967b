/**
 * Session state kept in cookies (§3, §6): the `token` cookie with the server's expiry, the role cookie `myRole`,
 * and one flag pair per market (permission 1/0 and switchEnable 1/0). React reads the token through
 * `useSignedIn`, which re-renders when this module signs in or out.
 */
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { TMarket, TMarketPermission } from '@scrapbridge/domain/market';
import type { TRole } from '@scrapbridge/domain/user-state';
import { STORAGE_KEYS, store } from './storage.ts';

export const COOKIE_NAMES = {
  token: 'token',
  role: 'myRole',
  /** Token for /ai-system calls (§7); set by the AI features when they land. */
  aiToken: 'aiToken',
} as const;

/** Market flag cookies: `marketIntl` = permission (1/0), `marketIntlSwitch` = switchEnable (1/0); same for Cn. */
export function marketCookieNames(market: TMarket): { permission: string; switchEnable: string } {
  const base = market === 'cn' ? 'marketCn' : 'marketIntl';
  return { permission: base, switchEnable: `${base}Switch` };
}

function cookieOptions(): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure };
}

const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function getToken(): string | null {
  return Cookies.get(COOKIE_NAMES.token) || null;
}

export function hasToken(): boolean {
  return getToken() !== null;
}

/** §4 Login: the token is stored with the server's expiry (epoch ms). */
export function setToken(token: string, expire: number): void {
  Cookies.set(COOKIE_NAMES.token, token, { ...cookieOptions(), expires: new Date(expire) });
  emit();
}

export function getRole(): TRole | null {
  const v = Cookies.get(COOKIE_NAMES.role);
  return v === 'Buyer' || v === 'Supplier' || v === 'Vip' ? v : null;
}

export function setRole(role: TRole): void {
  if (getRole() === role) return;
  Cookies.set(COOKIE_NAMES.role, role, cookieOptions());
}

export function getAiToken(): string | null {
  return Cookies.get(COOKIE_NAMES.aiToken) || null;
}

/** getInfo's chatToken (§3), sent as Authorization on /ai-system calls (§7); the server binds it to the session. */
export function setAiToken(token: string | null): void {
  if (!token) Cookies.remove(COOKIE_NAMES.aiToken, { path: '/' });
  else if (getAiToken() !== token) Cookies.set(COOKIE_NAMES.aiToken, token, cookieOptions());
}

export function writeMarketCookies(permissions: readonly TMarketPermission[]): void {
  for (const p of permissions) {
    const names = marketCookieNames(p.market);
    Cookies.set(names.permission, String(p.permission), cookieOptions());
    Cookies.set(names.switchEnable, String(p.switchEnable), cookieOptions());
  }
}

/** §4 Logout and 401: every cookie and stored item that belongs to the signed-in user goes. */
export function clearSession(): void {
  const opts = { path: '/' };
  Cookies.remove(COOKIE_NAMES.token, opts);
  Cookies.remove(COOKIE_NAMES.role, opts);
  Cookies.remove(COOKIE_NAMES.aiToken, opts);
  for (const m of ['intl', 'cn'] as const) {
    const names = marketCookieNames(m);
    Cookies.remove(names.permission, opts);
    Cookies.remove(names.switchEnable, opts);
  }
  store.remove(STORAGE_KEYS.userInfo);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a `token` cookie exists. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasToken, () => false);
}
