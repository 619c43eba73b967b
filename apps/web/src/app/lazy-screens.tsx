/**
 * Lazy screen loaders. Every screen is its own chunk (ARCHITECTURE: routes lazy-loaded); a screen whose issue
 * has not landed yet is the shell's placeholder, named after the screen.
 */
import { lazy, type ComponentType } from 'react';

export const loadPlaceholder = () => import('../features/shell/pages/placeholder-page.tsx');

/**
 * Screen keys (`shell.screens.<screen>`) the router and the keep-alive slot still show as the placeholder, filled in
 * as they declare their routes: the honest-content test (honest-content.test.ts) derives the placeholder routes from it.
 */
export const PLACEHOLDER_SCREENS = new Set<string>();

/** A placeholder component bound to one screen key, made once per key so React keeps its identity. */
const placeholderCache = new Map<string, ComponentType>();
export function placeholderFor(screen: string): ComponentType {
  PLACEHOLDER_SCREENS.add(screen);
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
