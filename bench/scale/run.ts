/**
 * `npm run bench:scale` (issue 18, item 6): the buyer list and quote placement on one instance of the built server
 * against two instances on the same PostgreSQL database, in the same run on the same machine.
 *
 * - A fresh database (a unique name, dropped at the end) is migrated and seeded by the instances themselves (both start
 *   together on it, as a deployment's instances would), then filled by the list-asks generator (50,000 asks, ~150,000
 *   lines by default) and the negotiation bench's verified buyers and quotable asks.
 * - Both instances run for the whole run (`node apps/server/dist/main.js`, NODE_ENV=production); scenario "one"
 *   drives instance A only, scenario "two" both, the client alternating between them request by request (as a load
 *   balancer without sticky sessions would; no proxy in between, so no proxy's CPU is counted).
 * - Each scenario, per round: the buyer list (the list-asks `mix` requests) for a fixed time, quote placement (fresh
 *   buyer × ask pairs, as bench/negotiation) for a fixed time, and one buy-it-now race (every buyer at one fresh ask,
 *   alternating instances) that must end with exactly one deal and one contract.
 * - Rounds alternate one/two (ABBA) so a shared machine's drift hits both; the report gives medians over rounds,
 *   the two/one ratios, and the CPU each process used in each window: instance A, instance B, the bench database's
 *   PostgreSQL backends, PostgreSQL's background processes, this load generator, and what the rest of the machine
 *   used (other people's work), from /proc.
 *
 * The load generator is this process: keep-alive HTTP workers (node:http), the same client for both workloads.
 * Writes bench/results/scale.json. Linux only (/proc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild, OUT_FILE } from '../../apps/server/scripts/build.mjs';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { verifiedBuyers } from '../../apps/server/test/verified-buyers.ts';
import { generateListings } from '../list-asks/generate.ts';
import { postgresCpuMsBetween, postgresCpuTicks } from '../list-asks/load.ts';
import { buildScenarios, pathOf } from '../list-asks/scenarios.ts';
import { createAsks } from '../negotiation/run.ts';
import type { TDatabase } from '../../apps/server/src/db/client.ts';
import { adminQuery, assertLoopback, benchAgent, benchLogger, envNumber, roundTo, runBench, sendRequest, type TBenchRequest } from '../support/bench-kit.ts';

// The shared server helper is plain JavaScript without a declaration: its port picker, typed here.
const { freePort } = (await import('../support/server.mjs' as string)) as { freePort: () => Promise<number> };

// bench/negotiation's module installs its own SIGINT/SIGTERM handlers (exit after its own, empty, cleanup): removed,
// so a Ctrl-C here waits for this run's cleanup (instances stopped, database dropped).
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '../..');
const RESULTS = path.join(HERE, '../results/scale.json');
const env = process.env;
const num = envNumber;
const OPTIONS = {
  // Half the list-asks bench's 100,000: the whole run must stay within ~8 minutes on a shared 2-core machine.
  asks: num('BENCH_ASKS', 50_000),
  buyers: num('BENCH_BUYERS', 200),
  /** Rounds per scenario; the order alternates one,two / two,one. */
  rounds: num('BENCH_ROUNDS', 4),
  /** Seconds of each workload in each window. */
  seconds: num('BENCH_SECONDS', 5),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 3),
  listConnections: num('BENCH_LIST_CONNECTIONS', 64),
  quoteConnections: num('BENCH_QUOTE_CONNECTIONS', 32),
  adminUrl: env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  // Unique: the PostgreSQL server is shared, and two runs must not drop each other's database.
  database: `sb_bench_scale_${process.pid}_${crypto.randomBytes(3).toString('hex')}`,
  deadlineMinutes: num('BENCH_DEADLINE_MINUTES', 10),
};
const SCENARIOS = ['one', 'two'] as const;
type TScenario = (typeof SCENARIOS)[number];
type TWorkload = 'list' | 'quote';

const log = benchLogger('scale');
const round = roundTo;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);

// ——— cleanup on success, failure, signal and deadline ———
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | null = null;
function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) await cleanups.pop()!().catch((err: unknown) => log(`cleanup failed: ${String(err)}`));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanupAll().finally(() => process.exit(130));
  });
}
setTimeout(() => {
  log(`deadline of ${OPTIONS.deadlineMinutes} min reached: cleaning up`);
  void cleanupAll().finally(() => process.exit(2));
}, OPTIONS.deadlineMinutes * 60_000).unref();

const admin = (text: string) => adminQuery(OPTIONS.adminUrl, text);

// ——— the instances: the built server, as deployed ———

/** The app's pool type (the root's pg), which the shared helpers take. */
type TPool = NonNullable<TDatabase['pool']>;

type TInstance = { name: string; url: string; child: ChildProcess; log: () => string };

async function startInstance(name: string, databaseUrl: string): Promise<TInstance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sb-bench-scale-${name}-`));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let out = '';
  const child = spawn(process.execPath, ['--enable-source-maps', OUT_FILE], {
    cwd: ROOT,
    env: {
      PATH: env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Per-request access logs are an operator's sink choice, not the code path under test.
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The routes measured carry no rate limit; the sign-in limit is raised anyway so nothing bench-made trips one.
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      // The generated asks' pictures are rows without files: the photo recognition sweep would retry reading all of
      // them on both instances through the whole run. Off, so the CPU measured is the requests'.
      RECOGNITION_INDEX_SWEEP_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  child.stderr!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await Promise.race([gone, sleep(10_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return { name, url: `http://127.0.0.1:${port}`, child, log: () => out };
}

async function waitHealthy(inst: TInstance) {
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (inst.child.exitCode !== null) throw new Error(`instance ${inst.name} exited (${inst.child.exitCode}):\n${inst.log()}`);
    if (Date.now() > deadline) throw new Error(`instance ${inst.name} did not become healthy:\n${inst.log()}`);
    try {
      if ((await fetch(`${inst.url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
}

// ——— the load generator: keep-alive workers (bench-kit's sendRequest), each request to the next instance in turn ———

type TDrive = { seconds: number; ok: number; codes: Record<string, number>; latencies: number[]; perInstance: number[] };

/**
 * `connections` workers send requests for `seconds`; request i goes to instance i mod n (the client alternating, so
 * each instance gets half of every worker's requests in scenario "two"). `make(i)` builds request i; null ends.
 */
async function drive(bases: string[], connections: number, seconds: number, make: (i: number) => TBenchRequest | null): Promise<TDrive> {
  let next = 0;
  const latencies: number[] = [];
  const codes: Record<string, number> = {};
  const perInstance = bases.map(() => 0);
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const i = next++;
      const r = make(i);
      if (!r) return;
      const res = await sendRequest(bases[i % bases.length]!, r);
      codes[res.code] = (codes[res.code] ?? 0) + 1;
      if (res.code === 200) {
        latencies.push(res.ms);
        perInstance[i % bases.length]!++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { seconds: (performance.now() - started) / 1000, ok: latencies.length, codes, latencies, perInstance };
}

// ——— CPU from /proc: every process that shares the cores ———

const CLK_TCK = 100;
/** utime + stime of one process, in ms. */
function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * (1000 / CLK_TCK);
}

/**
 * PostgreSQL's own processes (not backends): WAL writer, checkpointer, background writer, autovacuum launcher… Their
 * titles carry the cluster's name where there is one (Debian: `postgres: 15/main: walwriter`).
 */
function postgresBackgroundMs(): number {
  let ms = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (/^postgres: (?:[\w./-]+: )?(walwriter|checkpointer|background writer|autovacuum launcher|logical replication launcher|archiver|stats collector|io worker)/.test(cmdline)) {
        ms += processCpuMs(Number(entry));
      }
    } catch {
      // ended while we looked
    }
  }
  return ms;
}

/** Busy and total CPU time of the whole machine so far (ms, all cores), from /proc/stat. */
function machineMs(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const total = v.slice(0, 8).reduce((s, x) => s + x, 0);
  const idle = v[3]! + v[4]!;
  return { busy: (total - idle) * (1000 / CLK_TCK), total: total * (1000 / CLK_TCK) };
}

type TCpuSample = { wall: number; a: number; b: number; backends: Map<number, number> | null; background: number; loadgen: number; machine: { busy: number; total: number } };

function sampleCpu(a: TInstance, b: TInstance): TCpuSample {
  const u = process.cpuUsage();
  return {
    wall: performance.now(),
    a: processCpuMs(a.child.pid!),
    b: processCpuMs(b.child.pid!),
    backends: postgresCpuTicks(OPTIONS.database),
    background: postgresBackgroundMs(),
    loadgen: (u.user + u.system) / 1000,
    machine: machineMs(),
  };
}

/** CPU used between two samples, in cores (CPU ms per wall ms): what each process kept busy. */
type TCpuSplit = { instanceA: number; instanceB: number; postgresBackends: number; postgresBackground: number; loadGenerator: number; rest: number; machineBusy: number; cores: number };

function cpuBetween(x: TCpuSample, y: TCpuSample): TCpuSplit {
  const wall = y.wall - x.wall;
  const c = (ms: number) => round(ms / wall, 2);
  const backends = postgresCpuMsBetween(x.backends, y.backends) ?? 0;
  const a = y.a - x.a;
  const b = y.b - x.b;
  const background = y.background - x.background;
  const loadgen = y.loadgen - x.loadgen;
  const busy = y.machine.busy - x.machine.busy;
  return {
    instanceA: c(a),
    instanceB: c(b),
    postgresBackends: c(backends),
    postgresBackground: c(background),
    loadGenerator: c(loadgen),
    // Everything else that ran on the machine meanwhile: other people's processes on this shared box.
    rest: c(Math.max(0, busy - a - b - backends - background - loadgen)),
    machineBusy: c(busy),
    cores: os.cpus().length,
  };
}

// ——— one window: a workload on one scenario, with its CPU ———

type TWindow = { scenario: TScenario; workload: TWorkload; round: number; rps: number; p50: number; p99: number; ok: number; errors: Record<string, number>; perInstance: number[]; cpu: TCpuSplit; cpuMsPerRequest: Record<string, number> };

async function measure(scenario: TScenario, workload: TWorkload, k: number, a: TInstance, b: TInstance, make: (i: number) => TBenchRequest | null): Promise<TWindow> {
  const bases = scenario === 'one' ? [a.url] : [a.url, b.url];
  const connections = workload === 'list' ? OPTIONS.listConnections : OPTIONS.quoteConnections;
  const before = sampleCpu(a, b);
  const d = await drive(bases, connections, OPTIONS.seconds, make);
  const cpu = cpuBetween(before, sampleCpu(a, b));
  d.latencies.sort((x, y) => x - y);
  const errors = Object.fromEntries(Object.entries(d.codes).filter(([code]) => code !== '200'));
  // CPU ms per completed request, per process: cores × window ms / requests.
  const perReq = (cores: number) => round((cores * d.seconds * 1000) / Math.max(1, d.ok), 3);
  return {
    scenario,
    workload,
    round: k,
    rps: round(d.ok / d.seconds, 1),
    p50: round(pct(d.latencies, 50), 2),
    p99: round(pct(d.latencies, 99), 2),
    ok: d.ok,
    errors,
    perInstance: d.perInstance,
    cpu,
    cpuMsPerRequest: {
      instances: perReq(cpu.instanceA + cpu.instanceB),
      postgres: perReq(cpu.postgresBackends + cpu.postgresBackground),
      loadGenerator: perReq(cpu.loadGenerator),
    },
  };
}

/** Every buyer presses buy-it-now on one fresh ask at once, alternating instances: one deal, one contract, no more. */
async function race(scenario: TScenario, a: TInstance, b: TInstance, pool: TPool, buyers: { token: string }[], ask: { askId: string }) {
  const bases = scenario === 'one' ? [a.url] : [a.url, b.url];
  const body = JSON.stringify({ askId: ask.askId });
  const results = await Promise.all(
    buyers.map((buyer, i) => sendRequest(bases[i % bases.length]!, { method: 'POST', path: '/app-v2/quote/buy-now', headers: { authorization: `Bearer ${buyer.token}`, applang: 'en-US' }, body })),
  );
  const { rows: [c] } = await pool.query<{ deals: number; contracts: number }>(
    `select (select count(*)::int from quotes where ask_id = $1 and state in ('deal', 'auditing')) as deals,
            (select count(*)::int from contracts where ask_id = $1) as contracts`,
    [ask.askId],
  );
  const ok = results.filter((r) => r.code === 200).length;
  const sold = results.filter((r) => r.code === 1103).length;
  return { scenario, ok, soldOut: sold, other: buyers.length - ok - sold, deals: c!.deals, contracts: c!.contracts, exact: ok === 1 && sold === buyers.length - 1 && c!.deals === 1 && c!.contracts === 1 };
}

function quoteRequest(token: string, ask: { askId: string; detailId: string }, i: number): TBenchRequest {
  return {
    method: 'POST',
    path: '/app-v2/quote',
    headers: { authorization: `Bearer ${token}`, applang: 'en-US' },
    body: JSON.stringify({
      askId: ask.askId,
      lines: [{ askDetailId: ask.detailId, quoteType: 'FIXED', price: String(8900 + (i % 500)), weight: '20' }],
      term: 'FOB',
      prepayRate: 30,
      depositRatio: '30',
      balanceRatio: '70',
      paymentTiming: 'against_bl_copy',
      remark: 'Bench offer',
    }),
  };
}

function summarize(windows: TWindow[]) {
  const m = (f: (w: TWindow) => number, d = 1) => round(median(windows.map(f)), d);
  return {
    rounds: windows.length,
    rps: m((w) => w.rps),
    p50: m((w) => w.p50, 2),
    p99: m((w) => w.p99, 2),
    rpsPerRound: windows.map((w) => w.rps),
    requests: windows.reduce((s, w) => s + w.ok, 0),
    errors: windows.reduce<Record<string, number>>((acc, w) => {
      for (const [k, v] of Object.entries(w.errors)) acc[k] = (acc[k] ?? 0) + v;
      return acc;
    }, {}),
    /** Median over rounds of the cores each process kept busy during the window. */
    cpuCores: {
      instanceA: m((w) => w.cpu.instanceA, 2),
      instanceB: m((w) => w.cpu.instanceB, 2),
      postgresBackends: m((w) => w.cpu.postgresBackends, 2),
      postgresBackground: m((w) => w.cpu.postgresBackground, 2),
      loadGenerator: m((w) => w.cpu.loadGenerator, 2),
      rest: m((w) => w.cpu.rest, 2),
      machineBusy: m((w) => w.cpu.machineBusy, 2),
      of: os.cpus().length,
    },
    cpuMsPerRequest: {
      instances: m((w) => w.cpuMsPerRequest.instances!, 3),
      postgres: m((w) => w.cpuMsPerRequest.postgres!, 3),
      loadGenerator: m((w) => w.cpuMsPerRequest.loadGenerator!, 3),
    },
  };
}
type TSummary = ReturnType<typeof summarize>;

/** Where the cores went, in words, for one workload's two scenarios. */
function explain(workload: string, one: TSummary, two: TSummary): string {
  const c1 = one.cpuCores;
  const c2 = two.cpuCores;
  const share = (c: TSummary['cpuCores'], v: number) => `${Math.round((100 * v) / c.of)} %`;
  const parts = (c: TSummary['cpuCores']) =>
    `app ${round(c.instanceA + c.instanceB, 2)} (A ${c.instanceA} + B ${c.instanceB}), PostgreSQL ${round(c.postgresBackends + c.postgresBackground, 2)}, load generator ${c.loadGenerator}, others ${c.rest}; machine ${share(c, c.machineBusy)} busy`;
  return (
    `${workload}: one instance ${one.rps}/s (p50 ${one.p50} ms, p99 ${one.p99} ms), two ${two.rps}/s (p50 ${two.p50} ms, p99 ${two.p99} ms), ratio ${round(two.rps / one.rps, 2)}. ` +
    `Cores busy with one: ${parts(c1)}. With two: ${parts(c2)}.`
  );
}

async function main() {
  const started = performance.now();
  assertLoopback(OPTIONS.adminUrl);
  if (process.platform !== 'linux') throw new Error('bench:scale reads CPU times from /proc (Linux only)');
  const loadavgAtStart = os.loadavg().map((x) => round(x, 2));

  if (await ensureServerBuild()) log('built the server (apps/server/dist)');
  await admin(`create database ${OPTIONS.database}`);
  cleanups.push(() => admin(`drop database if exists ${OPTIONS.database} with (force)`));
  const dbUrl = new URL(OPTIONS.adminUrl);
  dbUrl.pathname = `/${OPTIONS.database}`;

  log(`database ${OPTIONS.database}: starting instances A and B together (migrations and demo data written once)`);
  const t0 = performance.now();
  const a = await startInstance('A', dbUrl.toString());
  const b = await startInstance('B', dbUrl.toString());
  await Promise.all([waitHealthy(a), waitHealthy(b)]);
  const startSeconds = round((performance.now() - t0) / 1000, 1);

  const database = await openPostgres(dbUrl.toString(), 4);
  cleanups.push(() => database.close());
  const pool = database.pool!;
  const { rows: [ver] } = await pool.query<{ v: string }>('show server_version');

  log(`generating ${OPTIONS.asks} asks (bench/list-asks generator)`);
  const genClient = await pool.connect();
  const generate = await generateListings(async (text) => (await genClient.query(text)).rows as Record<string, unknown>[], {
    asks: OPTIONS.asks,
    sellers: Math.max(10, Math.round(OPTIONS.asks / 100)),
    seed: 0.4242,
    log,
  });
  genClient.release();
  log(`${OPTIONS.buyers} verified buyers and the quotable asks (bench/negotiation)`);
  const buyers = await verifiedBuyers(database.db, OPTIONS.buyers, 'scale');
  // Enough fresh (buyer, ask) pairs for 1,500 quotes/s in every quote window and the warm-up.
  const quoteWindows = OPTIONS.rounds * SCENARIOS.length + 2;
  // createAsks is typed with pg as bench/ resolves it, the same package as the app's: one pool type at runtime.
  const askPool = pool as unknown as Parameters<typeof createAsks>[0];
  const quoteAsks = await createAsks(askPool, Math.ceil((1500 * OPTIONS.seconds * quoteWindows) / buyers.length), 'Quote');
  const raceAsks = await createAsks(askPool, OPTIONS.rounds * SCENARIOS.length, 'Race');
  await pool.query('vacuum analyze');

  const ids = Object.fromEntries((await pool.query<{ code: string; id: number }>(`select code, id from categories where code in ('copper', 'aluminium', 'ferrous', 'barley', 'hms-80-20')`)).rows.map((r) => [r.code, r.id]));
  const mix = buildScenarios({ copper: ids.copper!, aluminium: ids.aluminium!, ferrous: ids.ferrous!, barley: ids.barley!, hms8020: ids['hms-80-20']! }).find((s) => s.name === 'mix')!;
  // The list as the buyers see it: requests cycle through the mix and through the buyers' sessions.
  const listRequest = (i: number): TBenchRequest => {
    const r = mix.requests[i % mix.requests.length]!;
    return { method: 'GET', path: pathOf(r), headers: { ...r.headers, authorization: `Bearer ${buyers[i % buyers.length]!.token}` } };
  };
  // Each (buyer, ask) pair once (one live quote per buyer and ask); consecutive requests go to different asks.
  let nextPair = 0;
  const pairs = buyers.length * quoteAsks.length;
  const quoteMaker = () => () => {
    const i = nextPair++;
    if (i >= pairs) return null;
    return quoteRequest(buyers[Math.floor(i / quoteAsks.length)]!.token, quoteAsks[i % quoteAsks.length]!, i);
  };

  log(`warm-up: ${OPTIONS.warmupSeconds} s of each workload on both instances`);
  await drive([a.url, b.url], OPTIONS.listConnections, OPTIONS.warmupSeconds, listRequest);
  await drive([a.url, b.url], OPTIONS.quoteConnections, OPTIONS.warmupSeconds, quoteMaker());

  const windows: TWindow[] = [];
  const races: Awaited<ReturnType<typeof race>>[] = [];
  const loadavgs: number[] = [];
  const order: string[] = [];
  let raceIndex = 0;
  for (let k = 0; k < OPTIONS.rounds; k++) {
    for (const scenario of k % 2 === 0 ? SCENARIOS : ([...SCENARIOS].reverse() as TScenario[])) {
      order.push(scenario);
      const list = await measure(scenario, 'list', k + 1, a, b, listRequest);
      const quote = await measure(scenario, 'quote', k + 1, a, b, quoteMaker());
      const r = await race(scenario, a, b, pool, buyers, raceAsks[raceIndex++]!);
      windows.push(list, quote);
      races.push(r);
      loadavgs.push(os.loadavg()[0]!);
      log(
        `round ${k + 1} ${scenario}: list ${list.rps}/s p99 ${list.p99} ms, quotes ${quote.rps}/s p99 ${quote.p99} ms, ` +
          `race ${r.exact ? 'one deal' : `NOT EXACT (${r.ok} ok, ${r.deals} deals, ${r.contracts} contracts)`}; ` +
          `cores (list) A ${list.cpu.instanceA} B ${list.cpu.instanceB} pg ${list.cpu.postgresBackends} gen ${list.cpu.loadGenerator} rest ${list.cpu.rest}`,
      );
      if (nextPair >= pairs) throw new Error('ran out of (buyer, ask) pairs: raise the quotable asks');
    }
  }

  const figures = Object.fromEntries(
    (['list', 'quote'] as const).map((workload) => {
      const one = summarize(windows.filter((w) => w.workload === workload && w.scenario === 'one'));
      const two = summarize(windows.filter((w) => w.workload === workload && w.scenario === 'two'));
      return [workload, { one, two, ratio: { rps: round(two.rps / one.rps, 2), p50: round(two.p50 / one.p50, 2), p99: round(two.p99 / one.p99, 2) }, explanation: explain(workload === 'list' ? 'Buyer list' : 'Quote placement', one, two) }];
    }),
  ) as Record<TWorkload, { one: TSummary; two: TSummary; ratio: { rps: number; p50: number; p99: number }; explanation: string }>;

  const racesExact = races.every((r) => r.exact);
  const cores = os.cpus().length;
  const l = figures.list;
  const q = figures.quote;
  // What each workload's request costs, and who pays: the words follow the measured figures.
  const costs = (name: string, f: (typeof figures)[TWorkload]) => {
    const [o, t] = [f.one.cpuMsPerRequest, f.two.cpuMsPerRequest];
    const change = (x: number, y: number) => `${x} → ${y} ms (${y >= x ? '+' : ''}${Math.round((100 * (y - x)) / x)} %)`;
    const pgShare = Math.round((100 * o.postgres) / (o.postgres + o.instances));
    const ours = (c: TSummary['cpuCores']) => c.instanceA + c.instanceB + c.postgresBackends + c.postgresBackground + c.loadGenerator;
    return (
      `${name}: CPU per request, app ${change(o.instances, t.instances)}, PostgreSQL ${change(o.postgres, t.postgres)}; PostgreSQL is ${pgShare} % of a request's server-side CPU on one instance. ` +
      `This bench's processes kept ${round(ours(f.one.cpuCores), 2)} cores busy with one instance and ${round(ours(f.two.cpuCores), 2)} with two, other work on the machine ${f.one.cpuCores.rest} and ${f.two.cpuCores.rest}, ` +
      `the machine ${Math.round((100 * f.one.cpuCores.machineBusy) / cores)} % and ${Math.round((100 * f.two.cpuCores.machineBusy) / cores)} % busy.`
    );
  };
  const saturated = [l.one, l.two, q.one, q.two].every((s) => s.cpuCores.machineBusy >= 0.9 * cores);
  const conclusion = [
    `On this ${cores}-core machine (load average ${round(median(loadavgs), 2)} during the rounds, shared with other work), a second instance on the same PostgreSQL gives ` +
      `${l.ratio.rps}× the buyer-list throughput (p50 ${l.ratio.p50}×, p99 ${l.ratio.p99}×) and ${q.ratio.rps}× the quote placement (p50 ${q.ratio.p50}×, p99 ${q.ratio.p99}×).`,
    costs('Buyer list', l),
    costs('Quote placement', q),
    saturated
      ? `The cores were saturated in every window: the instances, PostgreSQL, the load generator and the other work share the same ${cores} cores, so a second instance adds no CPU, ` +
        `only a second event loop, a second pool (20 database connections instead of 10) and more requests in flight at PostgreSQL; it cannot scale here, and what it costs shows in the CPU per request above.`
      : `The machine had idle CPU in some windows: where the app's event loop was the limit, a second instance could use it.`,
    `The method is for a bigger machine (or instances on machines of their own): there the ratio shows how far the app part scales, and the PostgreSQL share of the CPU per request says when PostgreSQL's cores become the bottleneck instead.`,
    `Buy-it-now races with every buyer at one ask, alternating instances: ${racesExact ? 'exactly one deal and one contract in every round, on one instance and on two' : 'NOT exact in every round (see races)'}.`,
  ].join(' ');

  const result = {
    benchmark: 'scale',
    when: new Date().toISOString(),
    machine: { cpus: cores, cpuModel: os.cpus()[0]?.model ?? null, node: process.version, postgres: ver!.v, loadavgAtStart, loadavgAtEnd: os.loadavg().map((x) => round(x, 2)), loadavgDuringRounds: loadavgs.map((x) => round(x, 2)) },
    method: {
      server: 'the built server (node apps/server/dist/main.js), NODE_ENV=production, LOG_LEVEL=warn, default database pool (10 connections per instance); both instances started together on the empty database and run for the whole bench',
      one: 'every request to instance A (B idle)',
      two: 'the client alternates request by request between A and B (no proxy: a load balancer without sticky sessions, with no CPU of its own counted)',
      loadGenerator: `this process: keep-alive HTTP workers (node:http), ${OPTIONS.listConnections} concurrent for the list, ${OPTIONS.quoteConnections} for the quotes`,
      list: `GET /app-v2/ask/list/buyer, the bench/list-asks mix (${mix.requests.length} requests: no filter, categories, market/quote type/weight, English and Chinese search), buyers' sessions in turn`,
      quote: 'POST /app-v2/quote on fresh (buyer, ask) pairs, as bench/negotiation (every §5 check and the thread entry)',
      race: `every buyer (${buyers.length}) presses buy-it-now at one fresh ask at once, alternating instances in "two"; checked in the database`,
      rounds: OPTIONS.rounds,
      secondsPerWindow: OPTIONS.seconds,
      order,
      cpu: 'from /proc: each instance process (utime+stime), the bench database\'s PostgreSQL backends, PostgreSQL\'s background processes, this load generator, and the rest of the machine (/proc/stat busy time minus those), as cores kept busy during the window',
    },
    data: { asks: generate.rows.asks, askDetails: generate.rows.askDetails, sellers: generate.rows.sellers, buyers: buyers.length, quotableAsks: quoteAsks.length, generateSeconds: generate.seconds, instancesStartSeconds: startSeconds },
    list: figures.list,
    quote: figures.quote,
    races: { exactEveryRound: racesExact, perRound: races },
    windows,
    conclusion,
    setupAndRunSeconds: round((performance.now() - started) / 1000, 1),
  };
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  log(figures.list.explanation);
  log(figures.quote.explanation);
  log(conclusion);
  log(`→ ${path.relative(process.cwd(), RESULTS)}`);
  for (const inst of [a, b]) {
    // pino levels 50 (error) and 60 (fatal), or anything that is not a log line (a crash's stack).
    const bad = inst.log().split('\n').filter((line) => /"level":(50|60)/.test(line) || (line.trim() !== '' && !line.startsWith('{')));
    if (bad.length) log(`instance ${inst.name} logged errors:\n${bad.slice(-10).join('\n')}`);
  }
  return racesExact;
}

runBench(
  main,
  async () => {
    await cleanupAll();
    benchAgent.destroy();
  },
  log,
);
