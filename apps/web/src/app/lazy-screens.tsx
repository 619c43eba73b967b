/**
 * Lazy screen loaders. Every screen is its own chunk (ARCHITECTURE: routes lazy-loaded); a screen whose issue
 * has not landed yet is the shell's placeholder, named after the screen.
 */
import { lazy, type ComponentType } from 'react';

export const loadPlaceholder = () => import('../features/shell/pages/placeholder-page.tsx');

/** A placeholder component bound to one screen key, made once per key so React keeps its identity. */
const placeholderCache = new Map<string, ComponentType>();
export function placeholderFor(screen: string): ComponentType {
  let component = placeholderCache.get(screen);
  if (!component) {
    component = lazy(async () => {
      const { PlaceholderPage } = await loadPlaceholder();
      const Screen = () => <PlaceholderPage screen={screen} />;
      return { default: Screen };
    });
    placeholderCache.set(screen, component);
  }
  return component;
}
