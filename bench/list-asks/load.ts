import fs from 'node:fs';
import autocannon, { type TAutocannonRequest } from 'autocannon';
import { round } from './generate.ts';

export type TRound = {
  /** Completed 2xx responses per second over the round. */
  rps: number;
  requests: number;
  seconds: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  bytes: number;
  /** Every response time of the round, ms (merged across rounds for the percentiles). */
  latencies: number[];
  /** CPU used during the round (ms): the server process, the load generator, the database backends (PostgreSQL). */
  cpu?: { serverMs: number; loadgenMs: number; postgresMs: number | null };
};

/** One bounded autocannon run (duration seconds) against one target; every response time is kept. */
export function runRound(opts: { url: string; requests: TAutocannonRequest[]; connections: number; seconds: number }): Promise<TRound> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let ok = 0;
    let bytes = 0;
    const instance = autocannon(
      { url: opts.url, connections: opts.connections, duration: opts.seconds, timeout: 10, pipelining: 1, requests: opts.requests },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          rps: round(ok / result.duration, 1),
          requests: ok,
          seconds: round(result.duration, 3),
          errors: result.errors,
          non2xx: result.non2xx,
          timeouts: result.timeouts,
          bytes,
          latencies,
        });
      },
    );
    instance.on('response', (_client: unknown, statusCode: number, resBytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) {
        ok++;
        latencies.push(responseTime);
      }
      bytes += resBytes;
    });
  });
}

export type TTargetSummary = {
  rps: number;
  requests: number;
  seconds: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  avgResponseBytes: number;
  roundsRps: number[];
  /**
   * CPU per completed request (ms): in the server process (app or bare; on PGlite it includes the database), in the
   * PostgreSQL backends of the bench database, and in the load generator. The machine's cores are shared by all three,
   * so on a CPU-bound box throughput follows their sum.
   */
  cpuMsPerRequest: { server: number; postgres: number | null; loadgen: number; total: number } | null;
};

function cpuPerRequest(rounds: TRound[], requests: number): TTargetSummary['cpuMsPerRequest'] {
  if (!requests || rounds.some((r) => !r.cpu)) return null;
  const sum = (f: (c: NonNullable<TRound['cpu']>) => number) => rounds.reduce((n, r) => n + f(r.cpu!), 0) / requests;
  const server = sum((c) => c.serverMs);
  const loadgen = sum((c) => c.loadgenMs);
  const postgres = rounds.every((r) => r.cpu!.postgresMs !== null) ? sum((c) => c.postgresMs!) : null;
  return { server: round(server, 2), postgres: postgres === null ? null : round(postgres, 2), loadgen: round(loadgen, 2), total: round(server + loadgen + (postgres ?? 0), 2) };
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

/** Rounds of one target merged: throughput over the summed time, percentiles over every response. */
export function summarize(rounds: TRound[]): TTargetSummary {
  const all = Float64Array.from(rounds.flatMap((r) => r.latencies)).sort();
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  const seconds = rounds.reduce((n, r) => n + r.seconds, 0);
  const bytes = rounds.reduce((n, r) => n + r.bytes, 0);
  return {
    rps: round(requests / seconds, 1),
    requests,
    seconds: round(seconds, 2),
    p50: round(percentile(all, 50), 2),
    p90: round(percentile(all, 90), 2),
    p99: round(percentile(all, 99), 2),
    max: round(all.length ? all[all.length - 1]! : NaN, 2),
    mean: round(all.reduce((s, v) => s + v, 0) / Math.max(1, all.length), 2),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
    timeouts: rounds.reduce((n, r) => n + r.timeouts, 0),
    avgResponseBytes: Math.round(bytes / Math.max(1, requests)),
    roundsRps: rounds.map((r) => r.rps),
    cpuMsPerRequest: cpuPerRequest(rounds, requests),
  };
}

// ——— CPU of the PostgreSQL backends (shared with bench/negotiation) ———

const CLK_TCK = 100;

/** CPU ticks used so far by each PostgreSQL backend serving `database` (Linux /proc; null elsewhere). */
export function postgresCpuTicks(database: string): Map<number, number> | null {
  if (process.platform !== 'linux') return null;
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${database} `)) continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process ended while we looked
    }
  }
  return ticks;
}

/** CPU ms the backends used between two postgresCpuTicks samples; null when either is missing. */
export function postgresCpuMsBetween(a: Map<number, number> | null, b: Map<number, number> | null): number | null {
  if (!a || !b) return null;
  let ms = 0;
  // Backends that ended in between are lost (rare: the pools keep theirs); new ones count from zero.
  for (const [pid, t] of b) ms += (t - (a.get(pid) ?? 0)) * (1000 / CLK_TCK);
  return ms;
}
