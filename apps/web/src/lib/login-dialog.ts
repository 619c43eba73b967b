/**
 * Open/close state of the login dialog. It lives in lib because the header, the landing page and any screen may
 * open it, while the dialog itself (antd) is a lazy chunk of features/auth mounted by the app layout.
 */
import { useSyncExternalStore } from 'react';
import { signInLink } from './sign-in-link.ts';

export type TLoginPage = 'index' | 'sms' | 'password' | 'mail';
export type TLoginIntent = 'login' | 'register';

export type TLoginDialogState = { open: boolean; page: TLoginPage; intent: TLoginIntent };

let state: TLoginDialogState = { open: false, page: 'index', intent: 'login' };
const listeners = new Set<() => void>();

function set(next: TLoginDialogState): void {
  state = next;
  for (const l of listeners) l();
}

export function openLoginDialog(page: TLoginPage = 'index', intent: TLoginIntent = 'login'): void {
  set({ open: true, page, intent });
}

export function showLoginPage(page: TLoginPage, intent: TLoginIntent = state.intent): void {
  set({ ...state, page, intent });
}

export function closeLoginDialog(): void {
  set({ ...state, open: false });
}

let dialogLoader: (() => Promise<unknown>) | null = null;

/** The app layout registers how the dialog's code is fetched (app/login-dialog-host.tsx). */
export function registerLoginDialogLoader(load: () => Promise<unknown>): void {
  dialogLoader = load;
}

/** Fetches the dialog's code ahead of a likely click (pointer or focus on a sign-in button); never opens it. */
export function prefetchLoginDialog(): void {
  void dialogLoader?.().catch(() => undefined);
}

export function getLoginDialogState(): TLoginDialogState {
  return state;
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useLoginDialog(): TLoginDialogState {
  return useSyncExternalStore(subscribe, getLoginDialogState, getLoginDialogState);
}

/**
 * §2 "Anonymous visitors who click a card are prompted to log in. /view-detail opens in a new window for them": the
 * new window is the sign-in page going on to the detail once signed in. A blocked pop-up asks here instead.
 */
export function openDetailForVisitor(detailHref: string): void {
  const win = window.open(signInLink(detailHref), '_blank');
  if (win) win.opener = null;
  else openLoginDialog('index', 'login');
}
