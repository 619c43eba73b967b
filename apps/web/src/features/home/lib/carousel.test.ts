import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FEATURE_CAROUSEL_MS,
  FEATURE_CAROUSEL_RESUME_MS,
  NEWS_CAROUSEL_MS,
  STORY_CAROUSEL_MS,
  SWIPE_THRESHOLD_PX,
} from '@scrapbridge/domain/constants';
import { createCarousel, swipeStep, wrapIndex } from './carousel.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('news cards (§9: 4 s)', () => {
  it('advance every 4 s and wrap around', () => {
    const c = createCarousel({ count: 3, intervalMs: NEWS_CAROUSEL_MS });
    c.start();
    vi.advanceTimersByTime(NEWS_CAROUSEL_MS - 1);
    expect(c.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.getState().index).toBe(1);
    vi.advanceTimersByTime(NEWS_CAROUSEL_MS);
    expect(c.getState().index).toBe(2);
    vi.advanceTimersByTime(NEWS_CAROUSEL_MS);
    expect(c.getState().index).toBe(0);
  });

  it('do not move before start or after stop', () => {
    const c = createCarousel({ count: 3, intervalMs: NEWS_CAROUSEL_MS });
    vi.advanceTimersByTime(NEWS_CAROUSEL_MS * 3);
    expect(c.getState().index).toBe(0);
    c.start();
    vi.advanceTimersByTime(NEWS_CAROUSEL_MS);
    c.stop();
    vi.advanceTimersByTime(NEWS_CAROUSEL_MS * 3);
    expect(c.getState().index).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('partner stories (§9: 5 s, 30 px swipe)', () => {
  it('advance every 5 s; a manual move restarts the wait', () => {
    const c = createCarousel({ count: 4, intervalMs: STORY_CAROUSEL_MS });
    c.start();
    vi.advanceTimersByTime(4_000);
    c.next();
    expect(c.getState().index).toBe(1);
    vi.advanceTimersByTime(4_999);
    expect(c.getState().index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(c.getState().index).toBe(2);
  });

  it('go back from the first story to the last', () => {
    const c = createCarousel({ count: 4, intervalMs: STORY_CAROUSEL_MS });
    c.start();
    c.prev();
    expect(c.getState().index).toBe(3);
  });

  it('turn a swipe of more than 30 px into previous / next, and ignore shorter or vertical ones', () => {
    expect(swipeStep(-31, 0, SWIPE_THRESHOLD_PX)).toBe(1);
    expect(swipeStep(31, 4, SWIPE_THRESHOLD_PX)).toBe(-1);
    expect(swipeStep(-30, 0, SWIPE_THRESHOLD_PX)).toBe(0);
    expect(swipeStep(30, 0, SWIPE_THRESHOLD_PX)).toBe(0);
    expect(swipeStep(-40, 80, SWIPE_THRESHOLD_PX)).toBe(0);
  });
});

describe('feature tabs (§9: 10 s, resume after 15 s)', () => {
  const make = () => createCarousel({ count: 5, intervalMs: FEATURE_CAROUSEL_MS, resumeAfterMs: FEATURE_CAROUSEL_RESUME_MS });

  it('advance every 10 s through the five tabs', () => {
    const c = make();
    c.start();
    for (let i = 1; i <= 5; i++) {
      vi.advanceTimersByTime(FEATURE_CAROUSEL_MS);
      expect(c.getState().index).toBe(i % 5);
    }
  });

  it('pause on a click and resume 15 s later, the next tab one interval after that', () => {
    const c = make();
    c.start();
    vi.advanceTimersByTime(3_000);
    c.select(3);
    expect(c.getState()).toMatchObject({ index: 3, userPaused: true, running: false });
    vi.advanceTimersByTime(FEATURE_CAROUSEL_RESUME_MS - 1);
    expect(c.getState()).toMatchObject({ index: 3, userPaused: true });
    vi.advanceTimersByTime(1);
    expect(c.getState()).toMatchObject({ index: 3, userPaused: false, running: true });
    vi.advanceTimersByTime(FEATURE_CAROUSEL_MS - 1);
    expect(c.getState().index).toBe(3);
    vi.advanceTimersByTime(1);
    expect(c.getState().index).toBe(4);
  });

  it('start the 15 s over on another click during the pause', () => {
    const c = make();
    c.start();
    c.select(1);
    vi.advanceTimersByTime(10_000);
    c.select(2);
    vi.advanceTimersByTime(FEATURE_CAROUSEL_RESUME_MS + FEATURE_CAROUSEL_MS - 1);
    expect(c.getState().index).toBe(2);
    vi.advanceTimersByTime(1);
    expect(c.getState().index).toBe(3);
  });
});

describe('holds and reduced motion', () => {
  it('stop while hovered or focused and restart the full interval when the last hold goes', () => {
    const c = createCarousel({ count: 3, intervalMs: NEWS_CAROUSEL_MS });
    c.start();
    vi.advanceTimersByTime(3_000);
    c.hold('hover');
    c.hold('focus');
    vi.advanceTimersByTime(20_000);
    expect(c.getState()).toMatchObject({ index: 0, running: false });
    c.release('hover');
    vi.advanceTimersByTime(20_000);
    expect(c.getState().index).toBe(0);
    c.release('focus');
    vi.advanceTimersByTime(NEWS_CAROUSEL_MS - 1);
    expect(c.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.getState().index).toBe(1);
  });

  it('never move by itself without autoplay (prefers-reduced-motion), but follow the user', () => {
    const c = createCarousel({ count: 3, intervalMs: STORY_CAROUSEL_MS, autoplay: false });
    c.start();
    vi.advanceTimersByTime(60_000);
    expect(c.getState()).toMatchObject({ index: 0, running: false });
    c.next();
    expect(c.getState().index).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(c.getState().index).toBe(1);
    c.setAutoplay(true);
    vi.advanceTimersByTime(STORY_CAROUSEL_MS);
    expect(c.getState().index).toBe(2);
  });

  it('keep still with one item, and clamp the index when items go away', () => {
    const c = createCarousel({ count: 1, intervalMs: NEWS_CAROUSEL_MS });
    c.start();
    vi.advanceTimersByTime(60_000);
    expect(c.getState()).toMatchObject({ index: 0, running: false });
    c.setCount(5);
    vi.advanceTimersByTime(NEWS_CAROUSEL_MS * 4);
    expect(c.getState().index).toBe(4);
    c.setCount(2);
    expect(c.getState().index).toBe(0);
  });

  it('notify subscribers once per change', () => {
    const c = createCarousel({ count: 3, intervalMs: NEWS_CAROUSEL_MS });
    const seen: number[] = [];
    c.subscribe(() => seen.push(c.getState().index));
    c.start();
    vi.advanceTimersByTime(NEWS_CAROUSEL_MS * 2);
    expect(seen.filter((_, i, a) => i === 0 || a[i - 1] !== a[i])).toEqual([0, 1, 2]);
  });

  it('wraps indexes both ways', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(7, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
