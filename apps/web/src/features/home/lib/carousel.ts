/**
 * The timing rules of the landing's carousels (§2, §9), as a small framework-free controller so they are tested
 * with fake timers:
 *
 * - news cards advance every 4 s, partner stories every 5 s: a manual move (button, dot, swipe) restarts the wait;
 * - the feature tabs advance every 10 s; a click on a tab stops them, and 15 s later they start again (the next
 *   advance then comes one full interval later);
 * - holds (pointer over the carousel, keyboard focus inside it, page hidden, carousel scrolled away) stop the clock
 *   while any is set; when the last one goes the full interval starts again;
 * - without autoplay (prefers-reduced-motion) nothing moves by itself; manual moves still work.
 *
 * Timers are read from globalThis at call time, so Vitest's fake timers drive the controller.
 */

export type TCarouselOptions = {
  count: number;
  intervalMs: number;
  /** Feature tabs: after a user pick, auto-advance stays off this long. Unset: a user move only restarts the wait. */
  resumeAfterMs?: number;
  autoplay?: boolean;
  initialIndex?: number;
};

export type TCarouselState = {
  index: number;
  count: number;
  /** True while the clock runs (autoplay on, more than one item, no hold, not paused by a pick). */
  running: boolean;
  /** True between a user pick and the resume (feature tabs). */
  userPaused: boolean;
};

/** `user`: the visitor pressed pause (WCAG 2.2.2: moving content can be stopped). */
export type THoldReason = 'hover' | 'focus' | 'hidden' | 'offscreen' | 'user';

export type TCarousel = {
  getState: () => TCarouselState;
  subscribe: (listener: () => void) => () => void;
  /** User moves. */
  next: () => void;
  prev: () => void;
  select: (index: number) => void;
  /** Stop / restart the clock for a reason; the clock runs when no reason is held. */
  hold: (reason: THoldReason) => void;
  release: (reason: THoldReason) => void;
  setCount: (count: number) => void;
  setAutoplay: (autoplay: boolean) => void;
  /** Arm the clock (mount) and disarm it (unmount); both may be called again (React StrictMode). */
  start: () => void;
  stop: () => void;
};

export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function createCarousel(options: TCarouselOptions): TCarousel {
  const { intervalMs, resumeAfterMs } = options;
  let count = Math.max(0, options.count);
  let index = wrapIndex(options.initialIndex ?? 0, count);
  let autoplay = options.autoplay ?? true;
  let started = false;
  let userPaused = false;
  const holds = new Set<THoldReason>();
  let tickTimer: ReturnType<typeof setTimeout> | null = null;
  let resumeTimer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  let snapshot: TCarouselState = { index, count, running: false, userPaused };

  const canRun = () => started && autoplay && count > 1 && holds.size === 0 && !userPaused;

  function publish(): void {
    const running = tickTimer !== null;
    if (snapshot.index === index && snapshot.count === count && snapshot.running === running && snapshot.userPaused === userPaused) return;
    snapshot = { index, count, running, userPaused };
    for (const l of listeners) l();
  }

  function clearTick(): void {
    if (tickTimer !== null) clearTimeout(tickTimer);
    tickTimer = null;
  }

  function clearResume(): void {
    if (resumeTimer !== null) clearTimeout(resumeTimer);
    resumeTimer = null;
  }

  /** (Re)start the full interval, or stop the clock when it may not run. */
  function arm(): void {
    clearTick();
    if (!canRun()) return;
    tickTimer = setTimeout(() => {
      tickTimer = null;
      index = wrapIndex(index + 1, count);
      arm();
      publish();
    }, intervalMs);
  }

  function userMove(to: number): void {
    if (count === 0) return;
    index = wrapIndex(to, count);
    if (resumeAfterMs !== undefined) {
      userPaused = true;
      clearResume();
      if (started) {
        resumeTimer = setTimeout(() => {
          resumeTimer = null;
          userPaused = false;
          arm();
          publish();
        }, resumeAfterMs);
      }
    }
    arm();
    publish();
  }

  return {
    getState: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    next: () => userMove(index + 1),
    prev: () => userMove(index - 1),
    select: (to) => userMove(to),
    hold(reason) {
      if (holds.has(reason)) return;
      holds.add(reason);
      arm();
      publish();
    },
    release(reason) {
      if (!holds.delete(reason)) return;
      arm();
      publish();
    },
    setCount(next) {
      const n = Math.max(0, next);
      if (n === count) return;
      count = n;
      index = wrapIndex(index, count);
      arm();
      publish();
    },
    setAutoplay(next) {
      if (next === autoplay) return;
      autoplay = next;
      arm();
      publish();
    },
    start() {
      if (started) return;
      started = true;
      if (userPaused && resumeAfterMs !== undefined) {
        // Re-mounted during a pick pause: the pause starts over rather than never ending.
        userMove(index);
        return;
      }
      arm();
      publish();
    },
    stop() {
      started = false;
      clearTick();
      clearResume();
      publish();
    },
  };
}

/** §9: a horizontal swipe longer than the threshold (30 px) goes to the previous (rightwards) or next story. */
export function swipeStep(dx: number, dy: number, thresholdPx: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= thresholdPx || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
