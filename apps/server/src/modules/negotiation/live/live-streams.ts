/**
 * Why a stream ends from the server's side, sent as the last event (`event: end`, data {reason}) so the page stops
 * its EventSource instead of reconnecting: the session ended (logout, blocking), expired, or the user opened more
 * streams than LIVE_STREAMS_PER_USER on this instance (the oldest goes).
 */
export type TStreamEndReason = 'signedOut' | 'expired' | 'replaced';

export type TOpenStream = {
  userId: string;
  sessionId: string;
  /** Writes the last event and closes the connection; a second call does nothing. */
  end: (reason: TStreamEndReason) => void;
};

/**
 * The live streams open on this instance, by user, oldest first (issue 13 item 7): what a session notice closes, and
 * the per-user cap. The cap holds per instance: it bounds what one user costs an instance (a socket and a listener
 * each); across instances it would need shared bookkeeping that a killed instance leaves wrong.
 */
export function createStreamRegistry(opts: { perUser: number }) {
  const byUser = new Map<string, TOpenStream[]>();

  const remove = (stream: TOpenStream) => {
    const list = byUser.get(stream.userId);
    if (!list) return;
    const i = list.indexOf(stream);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) byUser.delete(stream.userId);
  };

  return {
    /**
     * Adds a stream; beyond the cap the user's oldest streams end ('replaced'). Closing the oldest rather than refusing
     * the new one: the new one is the page the user is looking at, and a connection that died without the server
     * noticing yet (a laptop closed, a network switched) would otherwise count against the user until the next
     * heartbeat failed.
     */
    add(stream: TOpenStream): void {
      let list = byUser.get(stream.userId);
      if (!list) byUser.set(stream.userId, (list = []));
      list.push(stream);
      while (list.length > opts.perUser) list.shift()!.end('replaced');
    },
    remove,
    /** The streams of these sessions or users. */
    matching(match: (stream: TOpenStream) => boolean): TOpenStream[] {
      return [...byUser.values()].flat().filter(match);
    },
    all(): TOpenStream[] {
      return [...byUser.values()].flat();
    },
    size(): number {
      let n = 0;
      for (const list of byUser.values()) n += list.length;
      return n;
    },
  };
}
