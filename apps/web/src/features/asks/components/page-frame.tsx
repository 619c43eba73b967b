/**
 * The frame of every listings screen: antd's locale and theme (the screens are lazy chunks, so antd arrives with
 * them), a heading with its actions, and the page width.
 */
import type { ReactNode } from 'react';
import { AntdScope } from '#lib/antd-scope.tsx';

type TProps = {
  title: ReactNode;
  /** A line under the title (counts, hints). */
  subtitle?: ReactNode;
  extra?: ReactNode;
  testId: string;
  children: ReactNode;
  width?: 'wide' | 'narrow';
};

export function PageFrame({ title, subtitle, extra, testId, children, width = 'wide' }: TProps) {
  return (
    <AntdScope>
      <section className={`sb-asks sb-asks-${width}`} data-testid={testId}>
        <header className="sb-asks-head">
          <div className="sb-asks-heading">
            <h1>{title}</h1>
            {subtitle && <p className="sb-asks-sub">{subtitle}</p>}
          </div>
          {extra && <div className="sb-asks-extra">{extra}</div>}
        </header>
        {children}
      </section>
    </AntdScope>
  );
}
