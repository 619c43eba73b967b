/**
 * Open/close state of the account dialogs (§2: upgrade status, user info completion, follow categories, market
 * permission switch) and of the notification list. It lives in lib because the shell's header opens them while
 * the dialogs themselves (antd) are a lazy chunk of features/accounts mounted by the app layout — features never
 * import each other. Same pattern as login-dialog.ts.
 */
import { useSyncExternalStore } from 'react';

export type TAccountDialog =
  /** §2 "upgrade status": approved, or failed with the audit reason (§4 on-load rules). */
  | 'upgradeStatus'
  /** §2 "user info completion (two steps)": §5 User info step 1, then the company step. */
  | 'userInfo'
  /** §2/§4 Follow dialog: categories, then push settings. */
  | 'follow'
  /** §2 "market permission switch". */
  | 'market'
  /** The notification centre opened from the header bell. */
  | 'notifications';

export type TAccountDialogState = {
  open: TAccountDialog | null;
  /** Follow dialog: start on the category choice even when the user already follows some ("add categories"). */
  followStep?: 'choose' | 'push';
};

let state: TAccountDialogState = { open: null };
const listeners = new Set<() => void>();

function set(next: TAccountDialogState): void {
  state = next;
  for (const l of listeners) l();
}

export function openAccountDialog(open: TAccountDialog, options: Omit<TAccountDialogState, 'open'> = {}): void {
  set({ ...options, open });
}

export function closeAccountDialog(): void {
  set({ open: null });
}

export function getAccountDialogState(): TAccountDialogState {
  return state;
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useAccountDialog(): TAccountDialogState {
  return useSyncExternalStore(subscribe, getAccountDialogState, getAccountDialogState);
}
