/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), whichever driver raised it: node-postgres and PGlite put
 * `code` on their error, and Drizzle wraps that error as `cause`.
 */
export function isUniqueViolation(err: unknown): boolean {
  return hasSqlState(err, (code) => code === '23505');
}

/** Whether the error or one of its causes (Drizzle wraps the driver's error) carries a code that `test` accepts. */
function hasSqlState(err: unknown, test: (code: string) => boolean): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && test(code)) return true;
  }
  return false;
}

/**
 * Data exceptions that only a value from the request can cause: a number past its column (22003: int4 above
 * 2147483647, numeric(18,6) above 10^12), a date out of range or malformed (22008, 22007), text that is not the
 * column's type (22P02), text PostgreSQL cannot store (22021, 22P05: NUL) or longer than a varchar (22001). The edge
 * refuses all of these first (bounded schemas, lib/edge-input.ts); should a declaration miss one, the caller still gets
 * code 1000, never a 500 (issue 13, items 1 and 3).
 */
const INPUT_DATA_EXCEPTIONS = new Set(['22003', '22008', '22007', '22P02', '22021', '22P05', '22001']);

export function isInputDataException(err: unknown): boolean {
  return hasSqlState(err, (code) => INPUT_DATA_EXCEPTIONS.has(code));
}
