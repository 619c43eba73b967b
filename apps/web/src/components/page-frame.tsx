/**
 * The frame of a signed-in feature screen (listings, shops): antd's locale and theme (the screens are lazy chunks,
 * so antd arrives with them), a heading with its actions, and the page width. Each feature styles its frame under
 * its own class prefix (`sb-asks`, `sb-shops`: widths and spacing differ) over the shared `sb-frame` look
 * (page-frame.css), so the markup is one and the looks stay the feature's.
 */
import type { ReactNode } from 'react';
import { AntdScope } from './antd-scope.tsx';
import './page-frame.css';

export type TPageFrameProps = {
  title: ReactNode;
  /** A line under the title (counts, hints). */
  subtitle?: ReactNode;
  extra?: ReactNode;
  testId: string;
  children: ReactNode;
  width?: 'wide' | 'narrow';
};

export function FeatureFrame({ classPrefix, title, subtitle, extra, testId, children, width = 'wide' }: TPageFrameProps & { classPrefix: string }) {
  return (
    <AntdScope>
      <section className={`sb-frame ${classPrefix} ${classPrefix}-${width}`} data-testid={testId}>
        <header className={`sb-frame-head ${classPrefix}-head`}>
          <div className={`${classPrefix}-heading`}>
            <h1>{title}</h1>
            {subtitle && <p className={`sb-frame-sub ${classPrefix}-sub`}>{subtitle}</p>}
          </div>
          {extra && <div className={`${classPrefix}-extra`}>{extra}</div>}
        </header>
        {children}
      </section>
    </AntdScope>
  );
}
