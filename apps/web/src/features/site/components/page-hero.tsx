import type { ReactNode } from 'react';

/** The title band of a public page. */
export function PageHero({ title, intro, eyebrow, children, titleId = 'page-title' }: {
  title: ReactNode;
  intro?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  titleId?: string;
}) {
  return (
    <header className="sb-page-hero">
      <div className="sb-page-hero-inner">
        {eyebrow && <p className="sb-page-eyebrow">{eyebrow}</p>}
        <h1 id={titleId}>{title}</h1>
        {intro && <p className="sb-page-intro">{intro}</p>}
        {children}
      </div>
    </header>
  );
}
