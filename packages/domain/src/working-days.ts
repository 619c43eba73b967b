/**
 * The §9 review clocks ("enterprise verification within 1 working day", "shop review 3 working days") as one pure
 * rule, shared by the server (due times stored with each submission, the staff queues) and the web (the
 * "result by …" line of the upgrade-status dialog and /apply-shop).
 *
 * Working days are Monday to Friday in the operator's time zone. The operator's staff work China time
 * (Asia/Shanghai, UTC+8 all year, no daylight saving), so a fixed offset is exact; an operator elsewhere passes
 * its own offset. Public holidays are not in the spec: an operator may pass its holiday dates, otherwise only
 * weekends are skipped (the gap is written in the issue report).
 */

/** Asia/Shanghai: UTC+8, no daylight saving. */
export const OPERATOR_UTC_OFFSET_MINUTES = 8 * 60;

const DAY_MS = 86_400_000;

export type TWorkingDayOptions = {
  /** Minutes east of UTC of the operator's time zone. */
  utcOffsetMinutes?: number;
  /** Local dates (YYYY-MM-DD) that are not working days although they fall on a weekday. */
  holidays?: readonly string[];
};

/** The local calendar date (YYYY-MM-DD) of an instant, in the operator's zone. */
export function localDateOf(instant: Date, opts: TWorkingDayOptions = {}): string {
  const offset = (opts.utcOffsetMinutes ?? OPERATOR_UTC_OFFSET_MINUTES) * 60_000;
  return new Date(instant.getTime() + offset).toISOString().slice(0, 10);
}

/** Monday to Friday, and not one of the operator's holidays. */
export function isWorkingDay(instant: Date, opts: TWorkingDayOptions = {}): boolean {
  const offset = (opts.utcOffsetMinutes ?? OPERATOR_UTC_OFFSET_MINUTES) * 60_000;
  const local = new Date(instant.getTime() + offset);
  const weekday = local.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !(opts.holidays ?? []).includes(local.toISOString().slice(0, 10));
}

/**
 * When a review submitted at `start` is due: `days` working days later, at the same local time of day.
 * A submission on a weekend or holiday starts the clock at 00:00 of the next working day, so "1 working day" for
 * a Saturday submission ends with Monday (Tuesday 00:00), and a Friday 15:00 submission is due Monday 15:00.
 */
export function addWorkingDays(start: Date, days: number, opts: TWorkingDayOptions = {}): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a non-negative integer');
  const offset = (opts.utcOffsetMinutes ?? OPERATOR_UTC_OFFSET_MINUTES) * 60_000;
  // Work in "local time expressed as UTC" so calendar arithmetic never meets a zone.
  let local = start.getTime() + offset;
  const working = (t: number) => isWorkingDay(new Date(t - offset), opts);
  if (!working(local)) {
    local = Math.floor(local / DAY_MS) * DAY_MS;
    // At most a long holiday block; bounded so a misconfigured holiday list cannot loop forever.
    for (let i = 0; i < 366 && !working(local); i++) local += DAY_MS;
  }
  for (let n = 0; n < days; n++) {
    local += DAY_MS;
    for (let i = 0; i < 366 && !working(local); i++) local += DAY_MS;
  }
  return new Date(local - offset);
}

/** Past its due time and still waiting (the staff queues flag these). */
export function isOverdue(dueAt: Date | string | null, now: Date = new Date()): boolean {
  if (dueAt === null) return false;
  return new Date(dueAt).getTime() < now.getTime();
}
