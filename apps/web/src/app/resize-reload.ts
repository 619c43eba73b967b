import { useEffect } from 'react';
import {
  RELOAD_ON_RESIZE_BELOW_PX,
  RELOAD_ON_RESIZE_DELTA_PX,
  RESIZE_DEBOUNCE_MS,
} from '@scrapbridge/domain/constants';

/** §9: reload when the width is under 900 px and has changed by more than 50 px since the page loaded. */
export function shouldReloadOnResize(loadedWidth: number, width: number): boolean {
  return width < RELOAD_ON_RESIZE_BELOW_PX && Math.abs(width - loadedWidth) > RELOAD_ON_RESIZE_DELTA_PX;
}

/** Debounced (300 ms) resize watcher; small-screen layouts are laid out once per load, so a big change reloads. */
export function useResizeReload(): void {
  useEffect(() => {
    const loadedWidth = window.innerWidth;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (shouldReloadOnResize(loadedWidth, window.innerWidth)) window.location.reload();
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
}
