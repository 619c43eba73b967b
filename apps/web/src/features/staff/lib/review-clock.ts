/**
 * The review clocks of the staff queues (§9: enterprise verification within 1 working day, shop review within 3
 * working days; §4 verification flow and shop status). The server stores each submission's due time with the
 * domain's working-day rule (packages/domain/src/working-days.ts); the console shows how much of the clock is left.
 *
 * "Left" counts working time only (weekdays in the operator's zone, the same rule as the due time), so a
 * verification submitted on Friday afternoon reads "about a day left" all weekend instead of a wall-clock 3 days
 * that would make the queue look less urgent than it is on Monday morning. "Overdue by" is wall-clock time: the
 * user has been waiting that long regardless of weekends.
 */
import { isOverdue, isWorkingDay, OPERATOR_UTC_OFFSET_MINUTES, type TWorkingDayOptions } from '@scrapbridge/domain/working-days';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Under this much working time left a waiting row is marked as due soon. */
export const DUE_SOON_MS = 2 * HOUR_MS;

/** Milliseconds between two instants that fall on working days in the operator's zone. */
export function workingMsBetween(from: Date, to: Date, opts: TWorkingDayOptions = {}): number {
  const offset = (opts.utcOffsetMinutes ?? OPERATOR_UTC_OFFSET_MINUTES) * MINUTE_MS;
  const end = to.getTime();
  let at = from.getTime();
  let total = 0;
  // One local calendar day per step; bounded so a bad date cannot spin (a year is far beyond any review clock).
  for (let i = 0; at < end && i < 400; i++) {
    const nextMidnight = Math.floor((at + offset) / DAY_MS) * DAY_MS + DAY_MS - offset;
    const stop = Math.min(end, nextMidnight);
    if (isWorkingDay(new Date(at), opts)) total += stop - at;
    at = stop;
  }
  return total;
}

export type TClockState = 'waiting' | 'dueSoon' | 'overdue';

export type TReviewClock = {
  state: TClockState;
  /** Working time left before the due time (0 once overdue). */
  leftMs: number;
  /** Wall-clock time since the due time (0 while not overdue). */
  lateMs: number;
};

export function reviewClock(dueAt: string | Date, now: Date = new Date(), opts: TWorkingDayOptions = {}): TReviewClock {
  const due = new Date(dueAt);
  if (isOverdue(due, now)) return { state: 'overdue', leftMs: 0, lateMs: now.getTime() - due.getTime() };
  const leftMs = workingMsBetween(now, due, opts);
  return { state: leftMs < DUE_SOON_MS ? 'dueSoon' : 'waiting', leftMs, lateMs: 0 };
}

export type TDurationParts = { days: number; hours: number; minutes: number };

/** Whole days, hours and minutes (rounded down: "5 min left" must never be more than is left). */
export function durationParts(ms: number): TDurationParts {
  const minutesTotal = Math.max(0, Math.floor(ms / MINUTE_MS));
  return { days: Math.floor(minutesTotal / 1440), hours: Math.floor((minutesTotal % 1440) / 60), minutes: minutesTotal % 60 };
}

type TTranslate = (key: string, params?: Record<string, string | number>) => string;

/** "1 d 3 h", "3 h 20 min", "12 min" — two units at most, enough to sort a queue by eye. */
export function durationText(t: TTranslate, ms: number): string {
  const { days, hours, minutes } = durationParts(ms);
  if (days > 0) return t('staff.clock.daysHours', { days, hours });
  if (hours > 0) return t('staff.clock.hoursMinutes', { hours, minutes });
  return t('staff.clock.minutes', { minutes });
}

/** The clock as the queue says it: "3 h 20 min left" or "Overdue by 1 d 2 h". */
export function clockText(t: TTranslate, clock: TReviewClock): string {
  return clock.state === 'overdue'
    ? t('staff.clock.overdueBy', { duration: durationText(t, clock.lateMs) })
    : t('staff.clock.left', { duration: durationText(t, clock.leftMs) });
}
