/**
 * What every benchmark runner needs the same way: its knobs from the environment, time-stamped log lines, rounding
 * for the results file, and the admin connection it creates and drops its own database with (loopback only: a
 * benchmark creates and drops databases, never on a server elsewhere).
 */
import pg from 'pg';

/** A numeric knob: the variable when set and not empty, else the default. */
export function envNumber(name: string, dflt: number): number {
  const value = process.env[name];
  return value === undefined || value === '' ? dflt : Number(value);
}

/** Log lines as `[tag hh:mm:ss] message`. */
export function benchLogger(tag: string): (msg: string) => void {
  return (msg) => console.log(`[${tag} ${new Date().toISOString().slice(11, 19)}] ${msg}`);
}

export function roundTo(value: number, digits = 1): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`BENCH_PG_ADMIN_URL must be a loopback address, got ${host}`);
}

/** One statement on the admin database (create database, drop database …), on a connection of its own. */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  assertLoopback(adminUrl);
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/**
 * Runs a benchmark to its end: `main` answers whether its checks held (exit 0) or not (exit 1); a failure is logged
 * with its stack (exit 1). `cleanup` (servers, databases, sockets) runs either way before the process exits.
 */
export function runBench(main: () => Promise<boolean>, cleanup: () => Promise<void>, log: (msg: string) => void): void {
  main()
    .then(async (held) => {
      await cleanup();
      process.exit(held ? 0 : 1);
    })
    .catch(async (err: unknown) => {
      log(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      await cleanup();
      process.exit(1);
    });
}
