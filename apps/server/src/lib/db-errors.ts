/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), whichever driver raised it: node-postgres and PGlite put
 * `code` on their error, and Drizzle wraps that error as `cause`.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
