import { describe, expect, it } from 'vitest';
import { addWorkingDays, isOverdue, isWorkingDay, localDateOf } from './working-days.ts';

/** China time (UTC+8) as an instant: "2025-06-06T15:00" local → the Date. */
const cst = (local: string) => new Date(`${local}:00+08:00`);

describe('working-day clock (§9: verification 1 working day, shop review 3)', () => {
  it('adds weekdays at the same local time of day', () => {
    // Tuesday 10:00 + 1 → Wednesday 10:00.
    expect(addWorkingDays(cst('2025-06-03T10:00'), 1)).toEqual(cst('2025-06-04T10:00'));
    // Monday + 3 → Thursday.
    expect(addWorkingDays(cst('2025-06-02T09:30'), 3)).toEqual(cst('2025-06-05T09:30'));
  });

  it('skips the weekend', () => {
    // Friday 15:00 + 1 → Monday 15:00.
    expect(addWorkingDays(cst('2025-06-06T15:00'), 1)).toEqual(cst('2025-06-09T15:00'));
    // Thursday + 3 → Tuesday.
    expect(addWorkingDays(cst('2025-06-05T11:00'), 3)).toEqual(cst('2025-06-10T11:00'));
  });

  it('starts the clock on the next working day when submitted on a weekend', () => {
    // Saturday 10:00 + 1 → the whole Monday: due Tuesday 00:00.
    expect(addWorkingDays(cst('2025-06-07T10:00'), 1)).toEqual(cst('2025-06-10T00:00'));
    // Sunday 23:59 + 3 → Thursday 00:00.
    expect(addWorkingDays(cst('2025-06-08T23:59'), 3)).toEqual(cst('2025-06-12T00:00'));
  });

  it('counts weekends in China time, not UTC', () => {
    // Friday 2025-06-06 20:00 UTC is already Saturday 04:00 in China: the clock starts Monday.
    const start = new Date('2025-06-06T20:00:00Z');
    expect(isWorkingDay(start)).toBe(false);
    expect(localDateOf(start)).toBe('2025-06-07');
    expect(addWorkingDays(start, 1)).toEqual(cst('2025-06-10T00:00'));
    // The same instant for an operator on UTC is a Friday.
    expect(addWorkingDays(start, 1, { utcOffsetMinutes: 0 })).toEqual(new Date('2025-06-09T20:00:00Z'));
  });

  it("skips the operator's holidays", () => {
    const holidays = ['2025-10-01', '2025-10-02', '2025-10-03'];
    // Tuesday 30 Sep + 1 skips Wed–Fri (holidays) and the weekend: Monday 6 Oct.
    expect(addWorkingDays(cst('2025-09-30T16:00'), 1, { holidays })).toEqual(cst('2025-10-06T16:00'));
    // Submitted on a holiday: the clock starts on the next working day.
    expect(addWorkingDays(cst('2025-10-02T09:00'), 1, { holidays })).toEqual(cst('2025-10-07T00:00'));
  });

  it('keeps zero days as the start (or the next working day) and refuses negative counts', () => {
    expect(addWorkingDays(cst('2025-06-04T10:00'), 0)).toEqual(cst('2025-06-04T10:00'));
    expect(addWorkingDays(cst('2025-06-07T10:00'), 0)).toEqual(cst('2025-06-09T00:00'));
    expect(() => addWorkingDays(new Date(), -1)).toThrow(RangeError);
    expect(() => addWorkingDays(new Date(), 1.5)).toThrow(RangeError);
  });

  it('tells when a due time has passed', () => {
    const now = cst('2025-06-04T12:00');
    expect(isOverdue(cst('2025-06-04T11:59'), now)).toBe(true);
    expect(isOverdue(cst('2025-06-04T12:01'), now)).toBe(false);
    expect(isOverdue('2025-06-01T00:00:00Z', now)).toBe(true);
    expect(isOverdue(null, now)).toBe(false);
  });
});
