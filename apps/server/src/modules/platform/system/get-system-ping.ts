import fs from 'node:fs';
import type { TSystemPing } from '@scrapbridge/domain/site-video';
import { serverPath } from '../../../lib/server-root.ts';

/** The server package's version, read once (a deploy rebuilds and restarts the server). */
const VERSION = (() => {
  try {
    const pkg = JSON.parse(fs.readFileSync(serverPath('package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
})();
const STARTED_AT = new Date().toISOString();

/**
 * `GET /app-v2/system/ping` (public): what the /test diagnostics page shows support — the server is reachable, which
 * version answers, since when, and its clock (the page works out the time skew and round trip from it). No database
 * query: it answers even when the database is slow, and costs nothing.
 */
export function getSystemPing(opts: { databaseKind: string; now?: Date }): TSystemPing {
  return { serverTime: (opts.now ?? new Date()).toISOString(), version: VERSION, startedAt: STARTED_AT, database: opts.databaseKind };
}
