/**
 * What every benchmark runner needs the same way: its knobs from the environment, time-stamped log lines, rounding
 * for the results file, and the admin connection it creates and drops its own database with (loopback only: a
 * benchmark creates and drops databases, never on a server elsewhere).
 */
import http from 'node:http';
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

/** Keep-alive sockets for a load generator: a new connection per request would measure the handshakes. */
export const benchAgent = new http.Agent({ keepAlive: true, maxSockets: 512 });

export type TBenchRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/**
 * One request through `benchAgent`; answers the HTTP status, the envelope's `code` (-1 when the answer is not JSON,
 * counted as an error) and the time in ms.
 */
export function sendRequest(base: string, r: TBenchRequest): Promise<{ status: number; code: number; ms: number }> {
  const started = performance.now();
  const url = new URL(r.path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent: benchAgent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: r.method,
        headers: r.body === undefined ? r.headers : { ...r.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let code = -1;
          try {
            code = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number }).code;
          } catch {
            // not JSON: counted as an error
          }
          resolve({ status: res.statusCode ?? 0, code, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}
