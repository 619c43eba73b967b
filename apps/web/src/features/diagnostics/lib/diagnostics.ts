/**
 * The /test diagnostics page's arithmetic, pure so it is unit-tested: the round trip of a ping, the browser clock's
 * difference from the server's, how serious that is, and the plain-text report a user pastes to support.
 */

export type TCheckLevel = 'ok' | 'warn' | 'fail' | 'pending';

export type TPingSample = { sentAt: number; receivedAt: number; serverTime: number };

/** Round trip of the fastest sample (the one least disturbed by the network) and the clock skew measured with it. */
export function measureClock(samples: readonly TPingSample[]): { rttMs: number; skewMs: number } | null {
  if (samples.length === 0) return null;
  const best = samples.reduce((a, b) => (b.receivedAt - b.sentAt < a.receivedAt - a.sentAt ? b : a));
  const rttMs = Math.max(0, best.receivedAt - best.sentAt);
  // The server read its clock about half-way through the round trip; positive = the browser's clock is ahead.
  const skewMs = Math.round((best.sentAt + best.receivedAt) / 2 - best.serverTime);
  return { rttMs, skewMs };
}

/**
 * Sign-in codes, session expiry (the token cookie carries the server's expiry) and "expires in" counters read the
 * browser's clock: within 30 s nothing shows, up to 5 min counters are visibly off, beyond that sessions may end early.
 */
export function skewLevel(skewMs: number): TCheckLevel {
  const abs = Math.abs(skewMs);
  if (abs <= 30_000) return 'ok';
  return abs <= 5 * 60_000 ? 'warn' : 'fail';
}

/** A round trip under a second is a usable connection; up to 3 s slow; beyond, pages will feel broken. */
export function rttLevel(rttMs: number): TCheckLevel {
  if (rttMs <= 1000) return 'ok';
  return rttMs <= 3000 ? 'warn' : 'fail';
}

export type TReportLine = { label: string; value: string; level?: TCheckLevel };

/** The text "copy report" puts on the clipboard: a title, when, then one "label: value [level]" line per check. */
export function formatReport(title: string, at: Date, lines: readonly TReportLine[]): string {
  const body = lines.map((l) => `${l.label}: ${l.value}${l.level && l.level !== 'ok' ? ` [${l.level.toUpperCase()}]` : ''}`);
  return [title, at.toISOString(), '', ...body].join('\n');
}
