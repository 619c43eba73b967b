/**
 * A light, accessible menu button (WAI-ARIA menu pattern) for the header: no antd, so public pages stay small.
 * Click or Enter/Space/ArrowDown opens; arrows move; Escape closes and returns focus; a click outside closes.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export type TMenuEntry =
  | { kind: 'link'; key: string; label: ReactNode; to: string; testId?: string }
  | { kind: 'action'; key: string; label: ReactNode; onSelect: () => void; testId?: string; danger?: boolean }
  | {
      kind: 'radio';
      key: string;
      label: ReactNode;
      checked: boolean;
      disabled?: boolean;
      onSelect: () => void;
      testId?: string;
    }
  | { kind: 'heading'; key: string; label: ReactNode }
  | { kind: 'separator'; key: string };

type TProps = {
  label: ReactNode;
  /** Accessible name when the visible label is not enough. */
  ariaLabel?: string;
  testId?: string;
  entries: readonly TMenuEntry[];
  align?: 'start' | 'end';
  className?: string;
};

function focusables(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return Array.from(menu.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])'));
}

export function DropdownMenu({ label, ariaLabel, testId, entries, align = 'start', className }: TProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    focusables(menuRef.current)[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = focusables(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    switch (e.key) {
      case 'Escape':
        e.preventDefault();
        close(true);
        break;
      case 'ArrowDown':
        e.preventDefault();
        move(index + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(index - 1);
        break;
      case 'Home':
        e.preventDefault();
        move(0);
        break;
      case 'End':
        e.preventDefault();
        move(items.length - 1);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' && !open) {
      e.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className={`sb-dropdown ${className ?? ''}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="sb-nav-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={ariaLabel}
        data-testid={testId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="sb-caret" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={id}
          ref={menuRef}
          role="menu"
          className={`sb-menu sb-menu-${align}`}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry) => {
            switch (entry.kind) {
              case 'separator':
                return <div key={entry.key} role="separator" className="sb-menu-separator" />;
              case 'heading':
                return (
                  <div key={entry.key} role="presentation" className="sb-menu-heading">
                    {entry.label}
                  </div>
                );
              case 'link':
                return (
                  <Link
                    key={entry.key}
                    role="menuitem"
                    tabIndex={-1}
                    className="sb-menu-item"
                    to={entry.to}
                    data-testid={entry.testId}
                    onClick={() => close(false)}
                  >
                    {entry.label}
                  </Link>
                );
              case 'radio':
                return (
                  <button
                    key={entry.key}
                    type="button"
                    role="menuitemradio"
                    tabIndex={-1}
                    aria-checked={entry.checked}
                    aria-disabled={entry.disabled || undefined}
                    className="sb-menu-item sb-menu-radio"
                    data-testid={entry.testId}
                    onClick={() => {
                      if (entry.disabled) return;
                      close(true);
                      entry.onSelect();
                    }}
                  >
                    {entry.label}
                  </button>
                );
              case 'action':
                return (
                  <button
                    key={entry.key}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={`sb-menu-item${entry.danger ? ' sb-menu-danger' : ''}`}
                    data-testid={entry.testId}
                    onClick={() => {
                      close(false);
                      entry.onSelect();
                    }}
                  >
                    {entry.label}
                  </button>
                );
            }
          })}
        </div>
      )}
    </div>
  );
}
