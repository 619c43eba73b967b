/**
 * Renders a landing section when it comes near the viewport (800 px ahead), so the first screen does not pay for
 * the whole page's rendering on a phone. Until then a placeholder of about the section's height holds its place and
 * its id (the `/?section=` anchors), and `eager` renders it at once (a section link asked for one).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function DeferredSection({ id, minHeight, eager, children }: { id?: string; minHeight: number; eager: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(eager);
  const holder = useRef<HTMLDivElement>(null);
  if (eager && !shown) setShown(true);

  useEffect(() => {
    if (shown) return;
    const el = holder.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);

  if (shown) return <>{children}</>;
  return <div ref={holder} id={id} className="sb-deferred sb-anchor" style={{ minHeight }} aria-hidden="true" />;
}
