/**
 * React bindings of the carousel controller: the clock runs while mounted, holds on pointer hover, keyboard focus,
 * a hidden page and a carousel scrolled out of view, and stays off under prefers-reduced-motion.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from '@scrapbridge/domain/constants';
import { useMediaQuery } from '#lib/use-media-query.ts';
import { createCarousel, swipeStep, type TCarousel, type TCarouselOptions, type TCarouselState } from './carousel.ts';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

export type TCarouselBinding = {
  state: TCarouselState;
  controller: TCarousel;
  /** Spread on the carousel's root element: hover and focus holds, and the ref that watches visibility. */
  rootProps: {
    ref: (el: HTMLElement | null) => void;
    onPointerEnter: (e: PointerEvent) => void;
    onPointerLeave: (e: PointerEvent) => void;
    onFocus: () => void;
    onBlur: (e: FocusEvent) => void;
  };
};

/**
 * `hoverHolds: false` for the feature tabs: §2 says a click pauses them for 15 s and then they resume, which a
 * pointer resting on the tab (or the focus a click leaves on it) must not prolong.
 */
export function useCarousel(options: Omit<TCarouselOptions, 'autoplay'> & { hoverHolds?: boolean }): TCarouselBinding {
  const hoverHolds = options.hoverHolds ?? true;
  const reduced = useReducedMotion();
  const [controller] = useState(() => createCarousel({ ...options, autoplay: !reduced }));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const [root, setRoot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    controller.start();
    return () => controller.stop();
  }, [controller]);

  useEffect(() => controller.setCount(options.count), [controller, options.count]);
  useEffect(() => controller.setAutoplay(!reduced), [controller, reduced]);

  // A hidden tab or a carousel out of view does not tick (no work the visitor cannot see).
  useEffect(() => {
    const onVisibility = () => {
      if (document.hidden) controller.hold('hidden');
      else controller.release('hidden');
    };
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    const el = root;
    let observer: IntersectionObserver | null = null;
    if (el && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) controller.release('offscreen');
          else controller.hold('offscreen');
        }
      });
      observer.observe(el);
    }
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
      controller.release('offscreen');
    };
  }, [controller, root]);

  return {
    state,
    controller,
    rootProps: {
      ref: setRoot,
      // Touch "hover" would stick after a tap: only a mouse or pen holds by hovering.
      onPointerEnter: (e) => {
        if (hoverHolds && e.pointerType !== 'touch') controller.hold('hover');
      },
      onPointerLeave: () => controller.release('hover'),
      onFocus: () => {
        if (hoverHolds) controller.hold('focus');
      },
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) controller.release('focus');
      },
    },
  };
}

/** Pointer (mouse, pen, touch) swipe: more than 30 px sideways goes to the previous or next item. */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const step = swipeStep(e.clientX - s.x, e.clientY - s.y, SWIPE_THRESHOLD_PX);
      if (step !== 0) onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
