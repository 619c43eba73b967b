/**
 * What the app layout hands to every screen (routed or kept alive). Features read it with `useShellContext()`
 * instead of importing each other (ARCHITECTURE: no imports between web features).
 */
import { createContext, useContext } from 'react';
import type { TCurrentUser } from '@scrapbridge/domain/user';

export type TShellContext = {
  signedIn: boolean;
  /** The profile, once loaded (or from the localStorage cache); null when signed out. */
  user: TCurrentUser | null;
  /** False while a kept-alive screen is hidden (§2 keep-alive): it should pause timers and ignore the URL. */
  active: boolean;
};

export const ShellContext = createContext<TShellContext>({ signedIn: false, user: null, active: true });

export function useShellContext(): TShellContext {
  return useContext(ShellContext);
}
