/**
 * §2 Global header: a top bar above 850 px, a drawer at 850 px and below. Plain React and the project's CSS —
 * no antd — because it is part of every page's first load (ARCHITECTURE: landing ≤ 170 KB gzip). The signed-in
 * variant is a lazy chunk; visitors get only the public one.
 */
import { lazy, Suspense } from 'react';
import { useIsMobile } from '#lib/use-media-query.ts';
import { Brand } from './header-bits.tsx';
import { PublicBar, PublicDrawer } from './public-header.tsx';
import type { THeaderProps } from './header-model.ts';
import './header.css';

const SignedInHeader = lazy(() => import('./signed-in-header.tsx'));

export function GlobalHeader({ signedIn, user, onLogin, onSignup, onLogout }: THeaderProps) {
  const mobile = useIsMobile();
  let content;
  if (signedIn) {
    content = (
      <Suspense fallback={<Brand />}>
        <SignedInHeader mobile={mobile} user={user} onLogout={onLogout} />
      </Suspense>
    );
  } else if (mobile) content = <PublicDrawer onLogin={onLogin} onSignup={onSignup} />;
  else content = <PublicBar onLogin={onLogin} onSignup={onSignup} />;

  return (
    <header className="sb-header" data-variant={mobile ? 'drawer' : 'bar'}>
      <div className="sb-header-inner">{content}</div>
    </header>
  );
}
