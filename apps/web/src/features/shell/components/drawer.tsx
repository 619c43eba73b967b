/**
 * The header at 850 px and below (§2, §9): brand plus a hamburger that opens a side drawer. The drawer is a modal
 * dialog: Escape or the backdrop closes it, Tab stays inside, focus returns to the button, navigating closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from './header-bits.tsx';
import type { TNavLink } from './header-model.ts';

export function HeaderDrawer({
  toggleTestId,
  head,
  bar,
  children,
}: {
  toggleTestId: string;
  /** Top of the panel (the user's name when signed in). */
  head?: ReactNode;
  /** Shown in the bar itself, before the menu button (the notification bell). */
  bar?: ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const toggle = toggleRef.current;
    return () => {
      document.body.style.overflow = previous;
      toggle?.focus();
    };
  }, [open]);

  const close = () => setOpen(false);

  const onPanelKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]'));
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <Brand />
      {bar}
      <button
        ref={toggleRef}
        type="button"
        className="sb-hamburger"
        aria-label={t(open ? 'shell.nav.closeMenu' : 'shell.nav.openMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={toggleTestId}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </button>
      {open && (
        <div className="sb-drawer-root">
          <div className="sb-drawer-backdrop" onClick={close} aria-hidden="true" />
          <div
            id={panelId}
            ref={panelRef}
            className="sb-drawer"
            role="dialog"
            aria-modal="true"
            aria-label={t('shell.nav.menu')}
            onKeyDown={onPanelKeyDown}
          >
            <div className="sb-drawer-head">
              {head ?? <span className="sb-drawer-title">{t('shell.nav.menu')}</span>}
              <button type="button" className="sb-drawer-close" aria-label={t('shell.nav.closeMenu')} onClick={close}>
                ×
              </button>
            </div>
            {children(close)}
          </div>
        </div>
      )}
    </>
  );
}

export function DrawerLinks({ links, onNavigate }: { links: readonly TNavLink[]; onNavigate: () => void }) {
  return (
    <ul className="sb-drawer-list">
      {links.map((l) => (
        <li key={l.key}>
          {/* NavLink ignores the query, so /?section=… links would all look active on the landing. */}
          {l.to.includes('?') ? (
            <Link to={l.to} className="sb-drawer-item" onClick={onNavigate}>
              {l.label}
            </Link>
          ) : (
            <NavLink to={l.to} className="sb-drawer-item" onClick={onNavigate}>
              {l.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
