import { describe, expect, it } from 'vitest';
import { addWorkingDays } from '@scrapbridge/domain/working-days';
import { VERIFICATION_WORKING_DAYS } from '@scrapbridge/domain/verification';
import { clockText, durationParts, durationText, reviewClock, workingMsBetween } from './review-clock.ts';

/** China time (UTC+8), the operator's zone: "2025-06-06T15:00" local → the instant. */
const cst = (local: string) => new Date(`${local}:00+08:00`);
const H = 3_600_000;
/** A stand-in for i18next: the key and its parameters, so the tests read what the screen would say. */
const t = (key: string, p: Record<string, string | number> = {}) => `${key.split('.').pop()}(${Object.values(p).join(',')})`;

describe('review clock of the staff queues (§9: verification 1 working day, shop 3)', () => {
  it('counts only working time left', () => {
    // Tuesday 10:00 → Tuesday 16:00: 6 hours.
    expect(workingMsBetween(cst('2025-06-03T10:00'), cst('2025-06-03T16:00'))).toBe(6 * H);
    // Friday 16:00 → Monday 15:00: Friday's last 8 h and Monday's first 15 h; the weekend does not count.
    expect(workingMsBetween(cst('2025-06-06T16:00'), cst('2025-06-09T15:00'))).toBe(23 * H);
    // Saturday to Sunday: nothing.
    expect(workingMsBetween(cst('2025-06-07T09:00'), cst('2025-06-08T18:00'))).toBe(0);
  });

  it('shows a Friday application as about a day left all weekend (the domain sets its due time)', () => {
    const due = addWorkingDays(cst('2025-06-06T15:00'), VERIFICATION_WORKING_DAYS);
    expect(due).toEqual(cst('2025-06-09T15:00'));
    const onSaturday = reviewClock(due, cst('2025-06-07T11:00'));
    expect(onSaturday).toEqual({ state: 'waiting', leftMs: 15 * H, lateMs: 0 });
    expect(reviewClock(due, cst('2025-06-06T15:00')).leftMs).toBe(24 * H);
  });

  it('marks the last two hours as due soon, and a passed due time as overdue by wall-clock time', () => {
    const due = cst('2025-06-04T10:00');
    expect(reviewClock(due, cst('2025-06-04T08:30')).state).toBe('dueSoon');
    expect(reviewClock(due, cst('2025-06-04T07:59')).state).toBe('waiting');
    expect(reviewClock(due, cst('2025-06-05T12:30'))).toEqual({ state: 'overdue', leftMs: 0, lateMs: 26.5 * H });
    // Due exactly now is not yet overdue (the domain's isOverdue: strictly after).
    expect(reviewClock(due, due).state).toBe('dueSoon');
  });

  it('words durations with two units at most, rounding down', () => {
    expect(durationParts(26.5 * H + 59_999)).toEqual({ days: 1, hours: 2, minutes: 30 });
    expect(durationText(t, 26.5 * H)).toBe('daysHours(1,2)');
    expect(durationText(t, 3 * H + 20 * 60_000)).toBe('hoursMinutes(3,20)');
    expect(durationText(t, 59_999)).toBe('minutes(0)');
    expect(clockText(t, { state: 'waiting', leftMs: 5 * 60_000, lateMs: 0 })).toBe('left(minutes(5))');
    expect(clockText(t, { state: 'overdue', leftMs: 0, lateMs: 2 * H })).toBe('overdueBy(hoursMinutes(2,0))');
  });
});
