import { describe, expect, it } from 'vitest';
import { markOwnAction, takeEcho } from './live-stream.ts';

describe('live stream: the echo of one’s own action', () => {
  it('silences one event per own action on that ask, within a few seconds; the other party’s answer is announced', () => {
    markOwnAction('ask-1');
    expect(takeEcho('ask-1')).toBe(true); // my quote comes back
    expect(takeEcho('ask-1')).toBe(false); // the seller's counter right after
    expect(takeEcho('ask-2')).toBe(false);
  });

  it('a mark older than the window is no echo', () => {
    markOwnAction('ask-3');
    expect(takeEcho('ask-3', Date.now() + 6_000)).toBe(false);
  });
});
