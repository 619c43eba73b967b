import { lazy, Suspense, useState } from 'react';
import { useLoginDialog } from '../lib/login-dialog.ts';

const LoginDialog = lazy(() => import('../features/auth/components/login-dialog.tsx'));

/** Mounts the (antd, lazy) login dialog the first time anything opens it, and keeps it for later openings. */
export function LoginDialogHost() {
  const { open } = useLoginDialog();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
