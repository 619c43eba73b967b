/**
 * How a §9 dispute clock reads on screen, counted down live: the server sends each clock's due time and state; while
 * it runs, the screen recomputes it from the due time and the current minute, so an open page turns red on time.
 */
import { splitDuration, type TClockState } from '@scrapbridge/domain/orders/dispute';

type TTranslate = (key: string, params?: Record<string, string | number>) => string;

export type TClockPartView = { dueAt: string; state: TClockState; metAt: string | null; late: boolean };

/** Under this much time left a running clock shows as due soon (orange). */
export const DUE_SOON_MS = 6 * 3_600_000;

export type TClockLook = 'running' | 'dueSoon' | 'overdue' | 'met' | 'metLate' | 'stopped';

/** The clock now: still running or run out, or settled (met, stopped). */
export function clockLook(part: TClockPartView, now: Date): { look: TClockLook; ms: number } {
  if (part.state === 'met') return { look: part.late ? 'metLate' : 'met', ms: 0 };
  if (part.state === 'stopped') return { look: 'stopped', ms: 0 };
  const ms = new Date(part.dueAt).getTime() - now.getTime();
  if (ms < 0) return { look: 'overdue', ms: -ms };
  return { look: ms < DUE_SOON_MS ? 'dueSoon' : 'running', ms };
}

/** "1 d 3 h", "3 h 20 min", "12 min": two units at most. */
export function durationText(t: TTranslate, ms: number): string {
  const { days, hours, minutes } = splitDuration(ms);
  if (days > 0) return t('operations.clock.daysHours', { days, hours });
  if (hours > 0) return t('operations.clock.hoursMinutes', { hours, minutes });
  return t('operations.clock.minutes', { minutes });
}

/** "Due in 3 h 20 min", "Overdue by 1 d 2 h", "Met", "Met late", "Stopped". */
export function clockText(t: TTranslate, part: TClockPartView, now: Date): string {
  const { look, ms } = clockLook(part, now);
  switch (look) {
    case 'running':
    case 'dueSoon':
      return t('operations.clock.dueIn', { duration: durationText(t, ms) });
    case 'overdue':
      return t('operations.clock.overdueBy', { duration: durationText(t, ms) });
    case 'met':
      return t('operations.clock.met');
    case 'metLate':
      return t('operations.clock.metLate');
    default:
      return t('operations.clock.stopped');
  }
}

export const CLOCK_COLORS: Record<TClockLook, string> = {
  running: 'blue',
  dueSoon: 'orange',
  overdue: 'red',
  met: 'green',
  metLate: 'gold',
  stopped: 'default',
};
