import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { registerLoginDialogLoader, useLoginDialog } from '../lib/login-dialog.ts';
import { useSignedIn } from '../lib/session.ts';

type TDialogModule = { default: React.ComponentType };

let loading: Promise<TDialogModule> | null = null;

/** The dialog's chunk (antd with it), fetched once; a failed fetch (offline) is tried again on the next call. */
function loadDialog(): Promise<TDialogModule> {
  loading ??= import('../features/auth/components/login-dialog.tsx').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

registerLoginDialogLoader(loadDialog);

const LoginDialog = lazy(loadDialog);

/** How long after the page has loaded a visitor's browser fetches the dialog's code when it is idle. */
const IDLE_PREFETCH_AFTER_MS = 1500;

/**
 * Mounts the (antd, lazy) login dialog the first time anything opens it, and keeps it for later openings. For a
 * visitor its code is fetched ahead — when the browser is idle after the page has loaded (and then mounted, closed),
 * or when the pointer or focus reaches a sign-in button (lib/login-dialog.ts prefetchLoginDialog) — so the first
 * click opens it at once (issue 19 item 1: ≤ 300 ms) instead of waiting for antd to download and set up.
 */
export function LoginDialogHost() {
  const { open } = useLoginDialog();
  const signedIn = useSignedIn();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    if (signedIn) return;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      // Fetched, then mounted closed: antd's theme and the dialog's own styles are worked out while nobody waits. As a
      // transition, so React renders it in slices that give way to input instead of one long task (on a slow phone
      // a click or a scroll in the meantime would otherwise wait for it; Lighthouse counts it as blocking time).
      const fetchIt = () => void loadDialog().then(() => startTransition(() => setWanted(true)), () => undefined);
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(fetchIt, { timeout: 3000 });
      else fetchIt();
    }, IDLE_PREFETCH_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [signedIn]);

  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
