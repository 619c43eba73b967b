import type { ReactNode } from 'react';

export function SectionHeading({ id, eyebrow, title, subtitle, align = 'center' }: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'center' | 'start';
}) {
  return (
    <header className={`sb-section-head sb-section-head-${align}`}>
      {eyebrow && <p className="sb-eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {subtitle && <p className="sb-section-sub">{subtitle}</p>}
    </header>
  );
}
