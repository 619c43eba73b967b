/**
 * `npm run bench:list-asks` (issue 3, item 6): the buyer list (GET /app-v2/ask/list/buyer) on 100,000 generated
 * asks with 300,000 lines, the real app against a bare Fastify handler running the same SQL, side by side in one
 * run with interleaved rounds, on PostgreSQL and then on PGlite. Writes bench/results/list-asks.json and prints a
 * one-line summary. See README.md beside this file.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { round } from './generate.ts';
import { postgresCpuMsBetween, postgresCpuTicks, runRound, summarize, type TRound, type TTargetSummary } from './load.ts';
import { pathOf, type TScenario } from './scenarios.ts';
import type { TChildMessage, TLaneKind, TPlan, TReady } from './serve.ts';
import { adminQuery, assertLoopback, benchLogger, envNumber } from '../support/bench-kit.ts';

const HERE = import.meta.dirname;
const RESULTS = path.join(HERE, '../results/list-asks.json');
const env = process.env;
const num = envNumber;

const OPTIONS = {
  asks: num('BENCH_ASKS', 100_000),
  lanes: (env.BENCH_LANES ?? 'pg,pglite').split(',').map((s) => s.trim()).filter(Boolean) as TLaneKind[],
  connections: { pg: num('BENCH_PG_CONNECTIONS', 64), pglite: num('BENCH_PGLITE_CONNECTIONS', 8) } as Record<TLaneKind, number>,
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 3),
  roundSeconds: num('BENCH_ROUND_SECONDS', 3),
  /** Rounds per target and scenario, ordered app,bare / bare,app alternately (ABBA) so drift hits both alike. */
  rounds: num('BENCH_ROUNDS', 3),
  adminUrl: env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: 'sb_bench_list_asks',
  /** Hard stop for the whole run (cleanup included). */
  deadlineMinutes: num('BENCH_DEADLINE_MINUTES', 20),
};
const TARGETS = { throughputRatioMin: 0.9, p99MaxMs: 25, atConnections: 64 };

const log = benchLogger('list-asks');

// ——— cleanup: every resource registers how to release it; run on success, failure, signal and deadline ———

type TCleanup = { name: string; fn: () => Promise<void> };
const cleanups: TCleanup[] = [];
let cleaning: Promise<void> | null = null;
/** Releases some resources now (newest first) and forgets them. */
async function release(items: TCleanup[]) {
  for (const c of [...items].reverse()) {
    const i = cleanups.indexOf(c);
    if (i < 0) continue;
    cleanups.splice(i, 1);
    await c.fn().catch((err: unknown) => log(`cleanup ${c.name} failed: ${String(err)}`));
  }
}
function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const c = cleanups.pop()!;
      await c.fn().catch((err: unknown) => log(`cleanup ${c.name} failed: ${String(err)}`));
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanupAll().finally(() => process.exit(130));
  });
}
const deadline = setTimeout(() => {
  log(`deadline of ${OPTIONS.deadlineMinutes} min reached: cleaning up`);
  void cleanupAll().finally(() => process.exit(2));
}, OPTIONS.deadlineMinutes * 60_000);
deadline.unref();

// ——— PostgreSQL database of the run ———


const admin = (text: string) => adminQuery(OPTIONS.adminUrl, text);

async function createBenchDatabase(): Promise<string> {
  assertLoopback(OPTIONS.adminUrl);
  await admin(`drop database if exists ${OPTIONS.database} with (force)`);
  await admin(`create database ${OPTIONS.database}`);
  cleanups.push({ name: 'drop database', fn: () => admin(`drop database if exists ${OPTIONS.database} with (force)`) });
  const url = new URL(OPTIONS.adminUrl);
  url.pathname = `/${OPTIONS.database}`;
  return url.toString();
}

// ——— the lane's server process ———

type TLaneProcess = { ready: TReady; child: ChildProcess; dispose: () => Promise<void> };

async function startLane(kind: TLaneKind): Promise<TLaneProcess> {
  const first = cleanups.length;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sb-bench-list-asks-${kind}-`));
  cleanups.push({ name: `remove ${dataDir}`, fn: async () => fs.rmSync(dataDir, { recursive: true, force: true }) });
  const databaseUrl = kind === 'pg' ? await createBenchDatabase() : '';
  const child = fork(path.join(HERE, 'serve.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...env, BENCH_LANE: kind, BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: databaseUrl, BENCH_ASKS: String(OPTIONS.asks) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const close = async () => {
    if (exited) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.send({ type: 'close' });
    const timer = setTimeout(() => {
      if (!exited && child.pid) process.kill(child.pid, 'SIGKILL');
    }, 15_000);
    await gone;
    clearTimeout(timer);
  };
  cleanups.push({ name: `stop ${kind} server (pid ${child.pid})`, fn: close });
  const ready = await new Promise<TReady>((resolve, reject) => {
    child.on('message', (m: TChildMessage) => {
      if (m.type === 'log') log(`${kind}: ${m.msg}`);
      else if (m.type === 'ready') resolve(m);
      else if (m.type === 'error') reject(new Error(`${kind} server: ${m.error}`));
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code} before it was ready`)));
  });
  const mine = cleanups.slice(first);
  return { ready, child, dispose: () => release(mine) };
}

// ——— CPU accounting: where each target's requests spend the machine's CPU ———

type TCpuSample = { server: number; loadgen: number; postgres: Map<number, number> | null };

function sampleCpu(child: ChildProcess, kind: TLaneKind): Promise<TCpuSample> {
  return new Promise((resolve) => {
    const onMessage = (m: TChildMessage) => {
      if (m.type !== 'cpu') return;
      child.off('message', onMessage);
      const u = process.cpuUsage();
      resolve({ server: m.micros / 1000, loadgen: (u.user + u.system) / 1000, postgres: kind === 'pg' ? postgresCpuTicks(OPTIONS.database) : null });
    };
    child.on('message', onMessage);
    child.send({ type: 'cpu' });
  });
}

/** CPU ms between two samples: the server process, the load generator, and the bench database's backends. */
function cpuBetween(a: TCpuSample, b: TCpuSample) {
  return { serverMs: b.server - a.server, loadgenMs: b.loadgen - a.loadgen, postgresMs: postgresCpuMsBetween(a.postgres, b.postgres) };
}

// ——— driving both targets ———

type TScenarioResult = {
  name: string;
  description: string;
  requests: { path: string; headers: Record<string, string> }[];
  order: string[];
  app: TTargetSummary;
  bare: TTargetSummary;
  /** app throughput / bare throughput. */
  ratio: number;
  pass: { throughput: boolean; p99: boolean; both: boolean };
};

async function driveLane(kind: TLaneKind, ready: TReady, child: ChildProcess): Promise<TScenarioResult[]> {
  const connections = OPTIONS.connections[kind];
  const targets = { app: ready.appUrl, bare: ready.bareUrl };
  const requestsOf = (s: TScenario) =>
    s.requests.map((r) => ({ method: 'GET', path: pathOf(r), headers: { ...r.headers, authorization: `Bearer ${ready.token}` } }));
  const mix = ready.scenarios.find((s) => s.name === 'mix')!;
  log(`${kind}: warm-up ${OPTIONS.warmupSeconds} s per target (mix, ${connections} connections)`);
  for (const t of ['app', 'bare'] as const) await runRound({ url: targets[t], requests: requestsOf(mix), connections, seconds: OPTIONS.warmupSeconds });

  const results: TScenarioResult[] = [];
  for (const s of ready.scenarios) {
    const rounds: Record<'app' | 'bare', TRound[]> = { app: [], bare: [] };
    const order: string[] = [];
    for (let k = 0; k < OPTIONS.rounds; k++) {
      for (const t of k % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const)) {
        const before = await sampleCpu(child, kind);
        const round_ = await runRound({ url: targets[t], requests: requestsOf(s), connections, seconds: OPTIONS.roundSeconds });
        round_.cpu = cpuBetween(before, await sampleCpu(child, kind));
        rounds[t].push(round_);
        order.push(t);
      }
    }
    const app = summarize(rounds.app);
    const bare = summarize(rounds.bare);
    const ratio = round(app.rps / bare.rps, 3);
    const pass = { throughput: ratio >= TARGETS.throughputRatioMin, p99: app.p99 <= TARGETS.p99MaxMs, both: false };
    pass.both = pass.throughput && pass.p99;
    log(
      `${kind} ${s.name.padEnd(20)} app ${String(app.rps).padStart(7)} req/s p50 ${app.p50} p99 ${app.p99} ms | bare ${String(bare.rps).padStart(7)} req/s p50 ${bare.p50} p99 ${bare.p99} ms | ratio ${ratio}` +
        (app.cpuMsPerRequest && bare.cpuMsPerRequest
          ? ` | cpu ms/req server ${app.cpuMsPerRequest.server}/${bare.cpuMsPerRequest.server} db ${app.cpuMsPerRequest.postgres ?? '-'}/${bare.cpuMsPerRequest.postgres ?? '-'} loadgen ${app.cpuMsPerRequest.loadgen}/${bare.cpuMsPerRequest.loadgen}`
          : '') +
        (app.non2xx + bare.non2xx + app.errors + bare.errors ? ` | non2xx ${app.non2xx}/${bare.non2xx} errors ${app.errors}/${bare.errors}` : ''),
    );
    results.push({
      name: s.name,
      description: s.description,
      requests: s.requests.map((r) => ({ path: pathOf(r), headers: r.headers })),
      order,
      app,
      bare,
      ratio,
      pass,
    });
  }
  return results;
}

function laneVerdict(scenarios: TScenarioResult[], connections: number) {
  const mix = scenarios.find((s) => s.name === 'mix')!;
  const cpu = (t: 'app' | 'bare') => mix[t].cpuMsPerRequest;
  return {
    /**
     * Closed loop: mean latency = connections / throughput (Little's law), so a p99 of 25 ms needs at least this many
     * requests per second; compare with what the bare handler reaches on this machine.
     */
    p99TargetNeedsRpsAtLeast: Math.round(connections / (TARGETS.p99MaxMs / 1000)),
    bareMaxRps: Math.max(...scenarios.map((s) => s.bare.rps)),
    /** CPU per request of the mix (server process, database backends, load generator): where the ratio comes from. */
    mixCpuMsPerRequest: { app: cpu('app'), bare: cpu('bare') },
    allScenariosPass: scenarios.every((s) => s.pass.both),
    /** Each target over every scenario. */
    pass: {
      throughputRatio: scenarios.every((s) => s.pass.throughput),
      p99: scenarios.every((s) => s.pass.p99),
    },
    failing: scenarios.filter((s) => !s.pass.both).map((s) => `${s.name}${s.pass.throughput ? '' : ' (throughput)'}${s.pass.p99 ? '' : ' (p99)'}`),
    mix: { ratio: mix.ratio, appRps: mix.app.rps, bareRps: mix.bare.rps, appP99: mix.app.p99, bareP99: mix.bare.p99 },
    minRatio: Math.min(...scenarios.map((s) => s.ratio)),
    maxAppP99: Math.max(...scenarios.map((s) => s.app.p99)),
  };
}

const planSummary = (plans: TPlan[]) =>
  plans.map((p) => ({
    scenario: p.scenario,
    path: p.path,
    planningMs: p.planningMs,
    executionMs: p.executionMs,
    usesTrigramIndex: p.usesTrigramIndex,
    seqScanAsks: p.seqScanAsks,
    seqScanAskDetails: p.seqScanAskDetails,
    asksRowsReadBySeqScan: p.asksRowsReadBySeqScan,
  }));

async function main() {
  const started = Date.now();
  const loadStart = os.loadavg();
  log(`options ${JSON.stringify({ ...OPTIONS, adminUrl: OPTIONS.adminUrl.replace(/\/\/[^@]*@/, '//…@') })}`);
  const lanes: Record<string, unknown> = {};
  const versions: Record<string, string> = {};
  const summaries: string[] = [];
  let pgPass: boolean | null = null;
  for (const kind of OPTIONS.lanes) {
    const t0 = Date.now();
    const lane = await startLane(kind);
    const { ready } = lane;
    versions[kind] = ready.databaseVersion;
    const g = ready.generate;
    log(`${kind}: ready in ${ready.setupSeconds} s (generated ${g.rows.asks} asks, ${g.rows.askDetails} lines, ${g.rows.askMedia} media in ${g.seconds} s)`);
    if (g.searchKeyCheck.mismatches) throw new Error(`${kind}: ${g.searchKeyCheck.mismatches} generated search keys differ from searchKeyOf`);
    if (ready.crossCheck.mismatches.length) throw new Error(`${kind}: app and bare answer differently:\n${ready.crossCheck.mismatches.join('\n')}`);
    for (const p of ready.plans.filter((x) => x.path.includes('keyword'))) {
      log(
        `${kind}: plan ${decodeURIComponent(p.path)} ${p.params[0]}: trigram index ${p.usesTrigramIndex}, asks rows read by seq scan ${p.asksRowsReadBySeqScan ?? 0}, seq scan ask_details ${p.seqScanAskDetails}, planning ${p.planningMs} ms, execution ${p.executionMs} ms`,
      );
    }
    const scenarios = await driveLane(kind, ready, lane.child);
    // Server stopped, database dropped, data dir removed before the next lane starts.
    await lane.dispose();
    const verdict = laneVerdict(scenarios, OPTIONS.connections[kind]);
    const connections = OPTIONS.connections[kind];
    const targetsApply = kind === 'pg' && connections === TARGETS.atConnections;
    if (kind === 'pg') pgPass = verdict.allScenariosPass;
    lanes[kind] = {
      database: ready.databaseVersion,
      connections,
      targetsApply,
      note:
        kind === 'pglite'
          ? 'PGlite is one in-process connection: fewer client connections; the baseline is a bare Fastify handler calling the same PGlite instance query() in the same process. Targets are informational here.'
          : 'Baseline: bare Fastify + its own pg.Pool (max 10, as the app pool) running buyerAskListStatement text and parameters.',
      appConfig: ready.appConfig,
      setupSeconds: ready.setupSeconds,
      seconds: round((Date.now() - t0) / 1000, 1),
      data: g,
      crossCheck: ready.crossCheck,
      verdict,
      scenarios,
      plansSummary: planSummary(ready.plans),
      plans: ready.plans,
    };
    const mix = verdict.mix;
    const pct = (v: number) => `${Math.round(v * 100)}%`;
    const mark = (ok: boolean) => (targetsApply ? (ok ? 'PASS' : 'FAIL') : 'info');
    summaries.push(
      `${kind === 'pg' ? 'PostgreSQL' : 'PGlite'} ${connections}c: mix app ${mix.appRps} vs bare ${mix.bareRps} req/s = ${pct(mix.ratio)}, ` +
        `scenarios ${pct(verdict.minRatio)}-${pct(Math.max(...scenarios.map((x) => x.ratio)))} (≥90% ${mark(verdict.pass.throughputRatio)}); ` +
        `app p99 mix ${mix.appP99} ms, max ${verdict.maxAppP99} ms (≤25 ms ${mark(verdict.pass.p99)}; needs ≥${verdict.p99TargetNeedsRpsAtLeast} req/s, bare peaks at ${verdict.bareMaxRps})`,
    );
  }
  const result = {
    name: 'list-asks',
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      memoryGb: round(os.totalmem() / 2 ** 30, 1),
      platform: `${os.platform()} ${os.release()}`,
      node: process.version,
      postgres: versions.pg ?? null,
      pglite: versions.pglite ?? null,
      loadavgAtStart: loadStart.map((v) => round(v, 2)),
      loadavgAtEnd: os.loadavg().map((v) => round(v, 2)),
      note: 'Shared 2-core machine with other builds and tests running: compare app and bare within this run only.',
    },
    options: { ...OPTIONS, adminUrl: undefined },
    targets: TARGETS,
    /** Both targets on PostgreSQL at 64 connections, every scenario (per target: lanes.pg.verdict.pass). */
    pass: pgPass,
    seconds: round((Date.now() - started) / 1000, 1),
    lanes,
    summary: '',
  };
  result.summary = `list-asks (${OPTIONS.asks} asks): ${summaries.join(' | ')}`;
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  log(`results written to ${path.relative(process.cwd(), RESULTS)} in ${result.seconds} s`);
  console.log(result.summary);
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanupAll();
    clearTimeout(deadline);
  });
