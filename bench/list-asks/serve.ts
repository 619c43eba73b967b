/**
 * Child process of run.ts, one per database lane: opens the lane's database the way the app does (migrations
 * applied by the project's migrator), seeds the catalogue and demo accounts, generates the listings, then serves
 * the real app and the bare baseline on loopback ports until told to close. Talks to the parent over IPC only.
 */
import type { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type TDatabase } from '../../apps/server/src/db/client.ts';
import { buyerAskListStatement } from '../../apps/server/src/modules/listings/asks/asks.repository.ts';
import { createMailProvider } from '../../apps/server/src/providers/mail.ts';
import { createSmsProvider } from '../../apps/server/src/providers/sms.ts';
import { seedCatalog } from '../../apps/server/src/seed/catalog.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../apps/server/src/seed/demo.ts';
import { buildBareServer, filtersOfQuery, type TRawQuery } from './bare.ts';
import { generateListings, round, type TExec } from './generate.ts';
import { buildScenarios, pathOf, type TCatalogIds, type TScenario } from './scenarios.ts';

export type TLaneKind = 'pg' | 'pglite';

export type TPlan = {
  scenario: string;
  path: string;
  sql: string;
  params: unknown[];
  planningMs: number | null;
  executionMs: number | null;
  usesTrigramIndex: boolean;
  seqScanAsks: boolean;
  seqScanAskDetails: boolean;
  /** Rows a sequential scan of asks read (returned + removed by its filter), null without one: under the capped count's LIMIT it stops early. */
  asksRowsReadBySeqScan: number | null;
  plan: string;
};

/** Sums, over the plan's "Seq Scan on <table>" nodes, the rows they returned and the rows their filter removed. */
function seqScanRows(plan: string, table: string): number | null {
  const lines = plan.split('\n');
  let total: number | null = null;
  lines.forEach((line, i) => {
    // PostgreSQL 17 (PGlite) prints fractional row counts ("rows=1000.00").
    const m = new RegExp(`Seq Scan on ${table} \\w+ .*actual time=[\\d.]+\\.\\.[\\d.]+ rows=([\\d.]+) loops=(\\d+)`).exec(line);
    if (!m) return;
    const indent = line.search(/\S/);
    let removed = 0;
    for (let j = i + 1; j < lines.length && (lines[j]!.search(/\S/) > indent || lines[j]!.trim() === ''); j++) {
      if (/->/.test(lines[j]!)) break;
      const r = /Rows Removed by Filter: ([\d.]+)/.exec(lines[j]!);
      if (r) removed += Number(r[1]);
    }
    total = (total ?? 0) + Math.round((Number(m[1]) + removed) * Number(m[2]));
  });
  return total;
}

export type TReady = {
  type: 'ready';
  appUrl: string;
  bareUrl: string;
  token: string;
  databaseVersion: string;
  setupSeconds: number;
  generate: Awaited<ReturnType<typeof generateListings>>;
  scenarios: TScenario[];
  plans: TPlan[];
  crossCheck: { requests: number; mismatches: string[] };
  appConfig: Record<string, string>;
};

export type TChildMessage =
  | { type: 'log'; msg: string }
  | TReady
  | { type: 'error'; error: string }
  | { type: 'closed' }
  /** This process's CPU time so far (µs): the parent samples it around each round. */
  | { type: 'cpu'; micros: number }
  /** profile.ts: the CPU profile between 'profile-start' and 'profile-stop' was written to this file. */
  | { type: 'profiled'; file: string };

const send = (m: TChildMessage) => process.send?.(m);
const log = (msg: string) => send({ type: 'log', msg });

const kind = process.env.BENCH_LANE as TLaneKind;
const ASKS = Number(process.env.BENCH_ASKS ?? 100_000);

/** The app as deployed: the project's config parsed from a clean environment; only what a bench must set. */
const APP_ENV: Record<string, string> = {
  // production is how it is deployed (BENCH_APP_NODE_ENV=development runs the non-production code paths, for an A/B).
  NODE_ENV: process.env.BENCH_APP_NODE_ENV ?? 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: process.env.BENCH_DATA_DIR!,
  // Per-request access logs are an operator's sink choice (a file, a collector), not the code path under test.
  LOG_LEVEL: process.env.BENCH_APP_LOG_LEVEL ?? 'warn',
  ...(kind === 'pg' ? { DATABASE_URL: process.env.BENCH_DATABASE_URL! } : {}),
};

async function explain(query: TRawQuery, scenarios: TScenario[], viewerUserId: string): Promise<TPlan[]> {
  const plans: TPlan[] = [];
  for (const s of scenarios.filter((x) => x.name !== 'mix')) {
    for (const r of s.requests) {
      const { text, params } = buyerAskListStatement(filtersOfQuery(r.query, r.headers.market, viewerUserId));
      await query(`explain (analyze, buffers) ${text}`, params); // warm
      const res = await query(`explain (analyze, buffers) ${text}`, params);
      const plan = res.rows.map((row) => String(row['QUERY PLAN'])).join('\n');
      const ms = (label: string) => {
        const m = new RegExp(`${label} Time: ([\\d.]+) ms`).exec(plan);
        return m ? Number(m[1]) : null;
      };
      plans.push({
        scenario: s.name,
        path: pathOf(r),
        sql: text,
        params,
        planningMs: ms('Planning'),
        executionMs: ms('Execution'),
        usesTrigramIndex: /asks_search_trgm_idx/.test(plan),
        seqScanAsks: /Seq Scan on asks\b/.test(plan),
        seqScanAskDetails: /Seq Scan on ask_details\b/.test(plan),
        asksRowsReadBySeqScan: seqScanRows(plan, 'asks'),
        plan,
      });
    }
  }
  return plans;
}

type TCheckedPage = { total: number; rows: { askId: string; quoteEndSeconds: number | null }[] };

/**
 * The same JSON, but for quoteEndSeconds: each statement reads now() for itself, so two answers a few ms apart may
 * straddle a second (allowed: 2 s apart at most).
 */
function samePage(a: TCheckedPage, b: TCheckedPage): boolean {
  const strip = (p: TCheckedPage) => JSON.stringify(p, (k, v: unknown) => (k === 'quoteEndSeconds' ? undefined : v));
  if (strip(a) !== strip(b) || a.rows.length !== b.rows.length) return false;
  return a.rows.every((r, i) => {
    const other = b.rows[i]!.quoteEndSeconds;
    return r.quoteEndSeconds === null ? other === null : other !== null && Math.abs(r.quoteEndSeconds - other) <= 2;
  });
}

/** Where two pages first differ (for the mismatch report). */
function firstDifference(a: TCheckedPage | undefined, b: TCheckedPage | undefined): string {
  const rowsA = (a?.rows ?? []) as unknown as Record<string, unknown>[];
  const rowsB = (b?.rows ?? []) as unknown as Record<string, unknown>[];
  for (let i = 0; i < Math.min(rowsA.length, rowsB.length); i++) {
    for (const k of new Set([...Object.keys(rowsA[i]!), ...Object.keys(rowsB[i]!)])) {
      const [x, y] = [JSON.stringify(rowsA[i]![k]), JSON.stringify(rowsB[i]![k])];
      if (x !== y) return ` (row ${i} ${k}: app ${x?.slice(0, 80)}, bare ${y?.slice(0, 80)})`;
    }
  }
  return '';
}

/** Both targets must answer the same JSON: the same cards (same asks, same order, same fields) and the same total. */
async function crossCheck(appUrl: string, bareUrl: string, token: string, scenarios: TScenario[]) {
  const requests = scenarios.find((s) => s.name === 'mix')!.requests;
  const mismatches: string[] = [];
  for (const r of requests) {
    const headers = { ...r.headers, authorization: `Bearer ${token}` };
    const [a, b] = await Promise.all([appUrl, bareUrl].map(async (base) => (await fetch(base + pathOf(r), { headers })).json()));
    const app = a as { code: number; data: TCheckedPage };
    const bare = b as { code: number; data: TCheckedPage };
    if (app.code !== 200 || bare.code !== 200 || !app.data.rows.length || !samePage(app.data, bare.data)) {
      mismatches.push(
        `${pathOf(r)} ${JSON.stringify(r.headers)}: app ${app.code}/${app.data?.total}/${app.data?.rows?.length}, bare ${bare.code}/${bare.data?.total}/${bare.data?.rows?.length}${firstDifference(app.data, bare.data)}`,
      );
    }
  }
  return { requests: requests.length, mismatches };
}

async function main() {
  const started = performance.now();
  const config = parseConfig(APP_ENV);
  log(`opening ${kind} and applying migrations`);
  const database: TDatabase = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  await seedCatalog(db);
  await seedDemoData(db);

  let exec: TExec;
  let genClient: pg.PoolClient | null = null;
  let pglite: PGlite | null = null;
  if (database.kind === 'pg') {
    // One session for the whole generation: its temp staging tables live in it.
    genClient = await database.pool!.connect();
    const c = genClient;
    exec = async (text) => (await c.query(text)).rows as Record<string, unknown>[];
  } else {
    pglite = (db as unknown as { $client: PGlite }).$client;
    const p = pglite;
    exec = async (text) => (await p.query<Record<string, unknown>>(text)).rows;
  }
  const databaseVersion = String((await exec('select version() as v'))[0]!.v);
  log(`generating ${ASKS} asks into ${kind}`);
  const generate = await generateListings(exec, { asks: ASKS, sellers: Math.max(10, Math.round(ASKS / 100)), seed: 0.4242, log });
  genClient?.release();

  const ids = Object.fromEntries((await exec(`select code, id from categories where code in ('copper', 'aluminium', 'ferrous', 'barley', 'hms-80-20')`)).map((r) => [String(r.code), Number(r.id)]));
  const catalogIds: TCatalogIds = { copper: ids.copper!, aluminium: ids.aluminium!, ferrous: ids.ferrous!, barley: ids.barley!, hms8020: ids['hms-80-20']! };
  const scenarios = buildScenarios(catalogIds);
  const buyerId = String((await exec(`select id from users where email = 'buyer@demo.test'`))[0]!.id);

  const logger = pino({ level: config.logLevel === 'silent' ? 'silent' : config.logLevel });
  const app = await buildApp({ config, database, mail: createMailProvider(config, logger), sms: createSmsProvider(config, logger) });
  await app.listen({ host: '127.0.0.1', port: 0 });

  // The baseline's own connections: a pool as large as the app's (openPostgres default), or the same PGlite.
  let barePool: pg.Pool | null = null;
  let rawQuery: TRawQuery;
  if (database.kind === 'pg') {
    barePool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    barePool.on('error', () => undefined);
    const p = barePool;
    rawQuery = async (text, params) => (await p.query(text, params)) as unknown as { rows: Record<string, unknown>[] };
  } else {
    const p = pglite!;
    rawQuery = async (text, params) => p.query<Record<string, unknown>>(text, params);
  }
  const bare: FastifyInstance = await buildBareServer({ query: rawQuery, viewerUserId: buyerId });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const urlOf = (f: FastifyInstance) => {
    const a = f.server.address();
    if (!a || typeof a === 'string') throw new Error('no port');
    return `http://127.0.0.1:${a.port}`;
  };
  const appUrl = urlOf(app);
  const bareUrl = urlOf(bare);

  // A real session: the demo VIP buyer signs in through the app's login route, as the web client does.
  const login = (await (
    await fetch(`${appUrl}/saas-v1/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', applang: 'en-US' },
      body: JSON.stringify({ loginType: 'password', account: 'buyer@demo.test', password: hashPasswordForTransport(DEMO_PASSWORD) }),
    })
  ).json()) as { code: number; data: { token: string } };
  if (login.code !== 200) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const token = login.data.token;

  log('recording plans (EXPLAIN ANALYZE, BUFFERS) and cross-checking both targets');
  const plans = await explain(rawQuery, scenarios, buyerId);
  const check = await crossCheck(appUrl, bareUrl, token, scenarios);

  // profile.ts asks for a CPU profile of one target's load only (not the setup): the inspector's sampling profiler.
  let profiler: Session | null = null;
  process.on('message', (m: { type: string; file?: string }) => {
    if (m.type === 'profile-start') {
      void (async () => {
        profiler = new Session();
        profiler.connect();
        if (m.file === 'heap') await profiler.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
        else {
          await profiler.post('Profiler.enable');
          await profiler.post('Profiler.start');
        }
        send({ type: 'log', msg: 'profiling' });
      })();
      return;
    }
    if (m.type === 'profile-stop' && profiler) {
      const session = profiler;
      profiler = null;
      void (async () => {
        const { profile } = m.file!.endsWith('.heapprofile') ? await session.post('HeapProfiler.stopSampling') : await session.post('Profiler.stop');
        session.disconnect();
        fs.writeFileSync(m.file!, JSON.stringify(profile));
        send({ type: 'profiled', file: m.file! });
      })();
      return;
    }
    if (m.type === 'cpu') {
      const u = process.cpuUsage();
      send({ type: 'cpu', micros: u.user + u.system });
      return;
    }
    if (m.type !== 'close') return;
    void (async () => {
      // The last round's client sockets are gone, but their queries may still be queued on the pools: let them drain.
      const busy = (p: pg.Pool | null) => !!p && (p.waitingCount > 0 || p.idleCount < p.totalCount);
      for (let i = 0; i < 50 && (busy(database.pool) || busy(barePool)); i++) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 200));
      await app.close().catch(() => undefined);
      await bare.close().catch(() => undefined);
      await barePool?.end().catch(() => undefined);
      await database.close().catch(() => undefined);
      send({ type: 'closed' });
      process.disconnect?.();
    })();
  });
  send({
    type: 'ready',
    appUrl,
    bareUrl,
    token,
    databaseVersion,
    setupSeconds: round((performance.now() - started) / 1000, 1),
    generate,
    scenarios,
    plans,
    crossCheck: check,
    appConfig: { ...APP_ENV, DATABASE_URL: APP_ENV.DATABASE_URL ? '(bench database)' : '', DATA_DIR: '(temp dir)' },
  });
}

process.on('disconnect', () => process.exit(0));
main().catch((err: unknown) => {
  send({ type: 'error', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  setTimeout(() => process.exit(1), 100);
});
