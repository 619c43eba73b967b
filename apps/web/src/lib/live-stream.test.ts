import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markOwnAction, takeEcho } from './live-stream.ts';

// A fixed clock: the echo window is measured from the moment of the mark, never from how fast the test runs.
const MARKED_AT = new Date('2026-03-02T10:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MARKED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live stream: the echo of one’s own action', () => {
  it('silences one event per own action on that ask, within a few seconds; the other party’s answer is announced', () => {
    markOwnAction('ask-1');
    expect(takeEcho('ask-1')).toBe(true); // my quote comes back
    expect(takeEcho('ask-1')).toBe(false); // the seller's counter right after
    expect(takeEcho('ask-2')).toBe(false);
  });

  it('a mark older than the window is no echo', () => {
    markOwnAction('ask-3');
    expect(takeEcho('ask-3', MARKED_AT.getTime() + 6_000)).toBe(false);
  });
});
