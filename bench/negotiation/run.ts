/**
 * `npm run bench:negotiation` (issue 4, item 7), on PostgreSQL:
 * 1. race: 200 verified buyers fire buy-it-now at one ask at the same moment, 50 rounds (a fresh ask each round) —
 *    every round must end with exactly one deal and one contract, and every other buyer told the ask is sold (1103);
 * 2. quote placement throughput: concurrent buyers place quotes (a fresh buyer × ask pair each, every §5 check and
 *    the thread entry included) for a fixed time; target ≥ 1,000 quotes/s on the 2-core machine.
 * The app runs in a child process (serve.ts) over HTTP on loopback, with its own database sb_bench_negotiation
 * (dropped and recreated at the start, dropped at the end). Writes bench/results/negotiation.json.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { postgresCpuMsBetween, postgresCpuTicks } from '../list-asks/load.ts';
import { verifiedBuyers } from '../../apps/server/test/verified-buyers.ts';
import type { TServeMessage } from './serve.ts';
import { adminQuery, assertLoopback, benchAgent, benchLogger, envNumber, roundTo, runBench, sendRequest } from '../support/bench-kit.ts';

const HERE = import.meta.dirname;
const RESULTS = path.join(HERE, '../results/negotiation.json');
const env = process.env;
const num = envNumber;
export const OPTIONS = {
  buyers: num('BENCH_BUYERS', 200),
  rounds: num('BENCH_ROUNDS', 50),
  quoteConnections: num('BENCH_QUOTE_CONNECTIONS', 32),
  quoteSeconds: num('BENCH_QUOTE_SECONDS', 10),
  keyedSeconds: num('BENCH_KEYED_SECONDS', 5),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 2),
  adminUrl: env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: 'sb_bench_negotiation',
  deadlineMinutes: num('BENCH_DEADLINE_MINUTES', 15),
};
const TARGET_QUOTES_PER_SECOND = 1000;

const log = benchLogger('negotiation');
const round = roundTo;

// ——— cleanup on success, failure, signal and deadline ———
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | null = null;
export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) await cleanups.pop()!().catch((err: unknown) => log(`cleanup failed: ${String(err)}`));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanupAll().finally(() => process.exit(130)));
setTimeout(() => {
  log(`deadline of ${OPTIONS.deadlineMinutes} min reached: cleaning up`);
  void cleanupAll().finally(() => process.exit(2));
}, OPTIONS.deadlineMinutes * 60_000).unref();

export const admin = (text: string) => adminQuery(OPTIONS.adminUrl, text);


// ——— CPU accounting: throughput alone is noise on a shared machine, CPU per quote is not ———

type TCpuSample = { server: number; loadgen: number; postgres: Map<number, number> | null };

/** CPU used so far by the app (child process), this load generator, and the bench database's backends. */
export function sampleCpu(child: ChildProcess): Promise<TCpuSample> {
  return new Promise((resolve) => {
    const onMessage = (m: TServeMessage) => {
      if (m.type !== 'cpu') return;
      child.off('message', onMessage);
      const u = process.cpuUsage();
      resolve({ server: m.micros / 1000, loadgen: (u.user + u.system) / 1000, postgres: postgresCpuTicks(OPTIONS.database) });
    };
    child.on('message', onMessage);
    child.send({ type: 'cpu' });
  });
}

/** CPU ms per quote between two samples; `app` is what a quote costs the deployment (app + PostgreSQL). */
export function cpuPerQuote(a: TCpuSample, b: TCpuSample, quotes: number) {
  const per = (ms: number) => round(ms / Math.max(1, quotes), 2);
  const postgres = postgresCpuMsBetween(a.postgres, b.postgres);
  const server = b.server - a.server;
  return {
    server: per(server),
    postgres: postgres === null ? null : per(postgres),
    app: per(server + (postgres ?? 0)),
    loadgen: per(b.loadgen - a.loadgen),
  };
}

export async function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-negotiation-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = fork(path.join(HERE, 'serve.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...env, BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  cleanups.push(async () => {
    if (exited) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.send({ type: 'close' });
    await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
    if (!exited) child.kill('SIGKILL');
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (m: TServeMessage) => {
      if (m.type === 'ready') resolve(m.url);
      if (m.type === 'error') reject(new Error(m.error));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url, child };
}

// ——— HTTP client: keep-alive sockets, one per concurrent request ———
export const agent = benchAgent;
export function postJson(base: string, pathName: string, token: string, body: unknown, extra: Record<string, string> = {}): Promise<{ status: number; code: number; ms: number }> {
  const headers = { authorization: `Bearer ${token}`, appLang: 'en-US', ...extra };
  return sendRequest(base, { method: 'POST', path: pathName, headers, body: JSON.stringify(body) });
}

/** The placement runs already recorded in the results file, kept so before/after stay side by side. */
function previousHistory(): unknown[] {
  try {
    const prev = JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as { quotePlacementHistory?: unknown[] };
    return prev.quotePlacementHistory ?? [];
  } catch {
    return [];
  }
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

/** Transactions committed so far in the bench database (pg_stat_database; read-only ones included). */
async function committedTransactions(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ c: string }>('select xact_commit as c from pg_stat_database where datname = current_database()');
  return Number(rows[0]!.c);
}

/** Live asks written set-based: one line each (20.5 MT at 9,150, range 8,900–9,400), FOB Los Angeles, firm price 9,300. */
export async function createAsks(pool: pg.Pool, count: number, label: string): Promise<{ askId: string; detailId: string }[]> {
  const { rows: [seller] } = await pool.query<{ id: string }>(`select id from users where email = 'seller@demo.test'`);
  const { rows: cats } = await pool.query<{ id: number; code: string }>(`select id, code from categories where code in ('copper', 'barley')`);
  const cat = Object.fromEntries(cats.map((c) => [c.code, c.id]));
  const { rows } = await pool.query<{ ask_id: string; id: string }>(
    `with a as (
       insert into asks (seller_user_id, market, currency, state, ask_name, ask_name_zh, origin_country_id, loading_country_id,
         delivery_term, port_id, preferred_quote_type, deposit_ratio, balance_ratio, balance_timing, firm_price, total_weight,
         sort_price, category_ids, sub_category_ids, quote_types, published_at)
       select $1, 'intl', 'USD', 'active', $2 || ' lot ' || g, '测试货盘 ' || g, 101, 101, 'FOB', 301, 'FIXED', 30, 70,
         'against_bl_copy', 9300, 20.5, 9150, array[$3::int], array[$4::int], '{FIXED}', now()
       from generate_series(1, $5) g
       returning id)
     insert into ask_details (ask_id, category_id, sub_category_id, detail_name, detail_name_zh, weight, quote_type, unit_price, currency, min_price, max_price, deduction, sort)
     select id, $3, $4, 'Barley wire', '光亮铜线', 20.5, 'FIXED', 9150, 'USD', 8900, 9400, 0, 0 from a
     returning ask_id, id`,
    [seller!.id, label, cat['copper'], cat['barley'], count],
  );
  return rows.map((r) => ({ askId: r.ask_id, detailId: r.id }));
}

function quoteBody(askId: string, detailId: string, i: number) {
  return {
    askId,
    lines: [{ askDetailId: detailId, quoteType: 'FIXED', price: String(8900 + (i % 500)), weight: '20' }],
    term: 'FOB',
    prepayRate: 30,
    depositRatio: '30',
    balanceRatio: '70',
    paymentTiming: 'against_bl_copy',
    remark: 'Bench offer',
  };
}

/**
 * Workers place quotes on fresh (buyer, ask) pairs for `seconds`, from pair `from` on; answers the successes, the
 * latencies and the next unused pair. `keyed` sends an Idempotency-Key with each, as the web client does.
 */
export async function placeQuotesFor(opts: {
  base: string;
  buyers: { token: string }[];
  asks: { askId: string; detailId: string }[];
  connections: number;
  seconds: number;
  from?: number;
  keyed?: boolean;
}) {
  let next = opts.from ?? 0;
  const latencies: number[] = [];
  const codes: Record<string, number> = {};
  const end = performance.now() + opts.seconds * 1000;
  const pairs = opts.buyers.length * opts.asks.length;
  const worker = async () => {
    while (performance.now() < end) {
      const i = next++;
      if (i >= pairs) return;
      // Consecutive requests go to different asks, as real traffic does (buyers quote across the market, not 200 at
      // one ask at once); each pair is used once (one live quote per buyer and ask).
      const ask = opts.asks[i % opts.asks.length]!;
      const buyer = opts.buyers[Math.floor(i / opts.asks.length)]!;
      const r = await postJson(opts.base, '/app-v2/quote', buyer.token, quoteBody(ask.askId, ask.detailId, i), opts.keyed ? { 'idempotency-key': `bench-place-${i}` } : {});
      codes[r.code] = (codes[r.code] ?? 0) + 1;
      if (r.code === 200) latencies.push(r.ms);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, ok: latencies.length, codes, p50: pct(latencies, 50), p99: pct(latencies, 99), exhausted: next >= pairs, next };
}

async function main() {
  const started = performance.now();
  assertLoopback(OPTIONS.adminUrl);
  await admin(`drop database if exists ${OPTIONS.database} with (force)`);
  await admin(`create database ${OPTIONS.database}`);
  cleanups.push(() => admin(`drop database if exists ${OPTIONS.database} with (force)`));
  const dbUrl = new URL(OPTIONS.adminUrl);
  dbUrl.pathname = `/${OPTIONS.database}`;

  log('starting the app (migrations, catalogue, demo accounts)');
  const { url, child } = await startServer(dbUrl.toString());
  const database = await openPostgres(dbUrl.toString(), 4);
  cleanups.push(() => database.close());
  const pool = database.pool!;
  const { rows: [ver] } = await pool.query<{ v: string }>('show server_version');

  log(`creating ${OPTIONS.buyers} verified buyers and the asks`);
  const buyers = await verifiedBuyers(database.db, OPTIONS.buyers, 'bench');
  const raceAsks = await createAsks(pool, OPTIONS.rounds, 'Race');
  const pairsNeeded = Math.ceil((TARGET_QUOTES_PER_SECOND * 3 * (OPTIONS.quoteSeconds + OPTIONS.keyedSeconds)) / buyers.length);
  const quoteAsks = await createAsks(pool, pairsNeeded, 'Quote');
  const warmAsks = await createAsks(pool, Math.max(5, Math.ceil((OPTIONS.warmupSeconds * 1500) / buyers.length)), 'Warm');
  await pool.query('vacuum analyze');

  // ——— 1. the race ———
  log(`race: ${buyers.length} buyers × ${OPTIONS.rounds} rounds of buy-it-now`);
  const rounds: { round: number; ms: number; ok: number; sold: number; other: Record<string, number>; deals: number; contracts: number; p99Ms: number }[] = [];
  for (const [r, ask] of raceAsks.entries()) {
    const t0 = performance.now();
    const results = await Promise.all(buyers.map((b) => postJson(url, '/app-v2/quote/buy-now', b.token, { askId: ask.askId })));
    const ms = performance.now() - t0;
    const other: Record<string, number> = {};
    for (const res of results) if (res.code !== 200 && res.code !== 1103) other[res.code] = (other[res.code] ?? 0) + 1;
    const { rows: [c] } = await pool.query<{ deals: number; contracts: number }>(
      `select (select count(*)::int from quotes where ask_id = $1 and state in ('deal', 'auditing')) as deals,
              (select count(*)::int from contracts where ask_id = $1) as contracts`,
      [ask.askId],
    );
    const lat = results.map((x) => x.ms).sort((a, b) => a - b);
    rounds.push({ round: r + 1, ms: round(ms), ok: results.filter((x) => x.code === 200).length, sold: results.filter((x) => x.code === 1103).length, other, deals: c!.deals, contracts: c!.contracts, p99Ms: round(pct(lat, 99)) });
    if ((r + 1) % 10 === 0) log(`  round ${r + 1}: ${rounds.at(-1)!.ok} deal, ${rounds.at(-1)!.sold} sold-out answers, ${round(ms)} ms`);
  }
  const exact = rounds.every((x) => x.ok === 1 && x.deals === 1 && x.contracts === 1 && x.sold === buyers.length - 1);

  // ——— 2. quote placement throughput ———
  log(`quotes: warm-up ${OPTIONS.warmupSeconds} s, then ${OPTIONS.quoteSeconds} s at ${OPTIONS.quoteConnections} concurrent requests`);
  await placeQuotesFor({ base: url, buyers, asks: warmAsks, connections: OPTIONS.quoteConnections, seconds: OPTIONS.warmupSeconds });
  // Backends report their transaction counts at most once a second: let the warm-up's in, then count.
  await new Promise((r) => setTimeout(r, 1100));
  const commitsBefore = await committedTransactions(pool);
  const before = Number((await pool.query<{ n: number }>('select count(*)::int as n from quotes')).rows[0]!.n);
  const loadavgBefore = os.loadavg()[0]!;
  const cpuBefore = await sampleCpu(child);
  const q = await placeQuotesFor({ base: url, buyers, asks: quoteAsks, connections: OPTIONS.quoteConnections, seconds: OPTIONS.quoteSeconds });
  // Live events go out just after each commit: let the last NOTIFYs finish before sampling.
  await new Promise((r) => setTimeout(r, 200));
  const cpu = cpuPerQuote(cpuBefore, await sampleCpu(child), q.ok);
  await new Promise((r) => setTimeout(r, 1100));
  const transactionsPerQuote = round(((await committedTransactions(pool)) - commitsBefore) / Math.max(1, q.ok), 2);
  const loadavgDuring = round((loadavgBefore + os.loadavg()[0]!) / 2, 2);
  const after = Number((await pool.query<{ n: number }>('select count(*)::int as n from quotes')).rows[0]!.n);
  const quotesPerSecond = round(q.ok / q.seconds, 0);
  // What 2 cores could place if the app and PostgreSQL had them to themselves (the load generator excluded).
  const cpuBoundQuotesPerSecond = round((os.cpus().length * 1000) / cpu.app, 0);

  // The same with an Idempotency-Key on every request, as the web client sends (the key and its answer are stored
  // in the quote's transaction).
  let keyed = null;
  if (OPTIONS.keyedSeconds > 0) {
    log(`quotes with Idempotency-Key: ${OPTIONS.keyedSeconds} s at ${OPTIONS.quoteConnections} concurrent requests`);
    const commitsKeyedBefore = await committedTransactions(pool);
    const cpuKeyedBefore = await sampleCpu(child);
    const k = await placeQuotesFor({ base: url, buyers, asks: quoteAsks, connections: OPTIONS.quoteConnections, seconds: OPTIONS.keyedSeconds, from: q.next, keyed: true });
    await new Promise((r) => setTimeout(r, 200));
    const kCpu = cpuPerQuote(cpuKeyedBefore, await sampleCpu(child), k.ok);
    await new Promise((r) => setTimeout(r, 1100));
    const kTransactions = round(((await committedTransactions(pool)) - commitsKeyedBefore) / Math.max(1, k.ok), 2);
    keyed = {
      seconds: round(k.seconds, 2),
      placed: k.ok,
      quotesPerSecond: round(k.ok / k.seconds, 0),
      latencyMs: { p50: round(k.p50), p99: round(k.p99) },
      codes: k.codes,
      cpuMsPerQuote: kCpu,
      cpuBoundQuotesPerSecond: round((os.cpus().length * 1000) / kCpu.app, 0),
      transactionsPerQuote: kTransactions,
    };
  }

  const result = {
    benchmark: 'negotiation',
    when: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, node: process.version, postgres: ver!.v, loadavg: os.loadavg().map((x) => round(x, 2)) },
    race: {
      buyers: buyers.length,
      rounds: rounds.length,
      exactlyOneDealAndContractEveryRound: exact,
      totalDeals: rounds.reduce((s, x) => s + x.deals, 0),
      totalContracts: rounds.reduce((s, x) => s + x.contracts, 0),
      unexpectedCodes: rounds.reduce<Record<string, number>>((acc, x) => {
        for (const [k, v] of Object.entries(x.other)) acc[k] = (acc[k] ?? 0) + v;
        return acc;
      }, {}),
      roundMs: { median: round(pct(rounds.map((x) => x.ms).sort((a, b) => a - b), 50)), max: round(Math.max(...rounds.map((x) => x.ms))) },
      perRound: rounds,
    },
    quotePlacement: {
      target: `>= ${TARGET_QUOTES_PER_SECOND} quotes/s`,
      connections: OPTIONS.quoteConnections,
      seconds: round(q.seconds, 2),
      placed: q.ok,
      storedInDatabase: after - before,
      quotesPerSecond,
      latencyMs: { p50: round(q.p50), p99: round(q.p99) },
      codes: q.codes,
      pairsExhausted: q.exhausted,
      met: quotesPerSecond >= TARGET_QUOTES_PER_SECOND,
      /** CPU ms per placed quote: app process, PostgreSQL backends, both (`app`), and the load generator. */
      cpuMsPerQuote: cpu,
      cpuBoundQuotesPerSecond,
      /**
       * Transactions the bench database committed per placed quote (read-only statements included): the write, plus
       * the ask reads not reused, session reads and NOTIFYs.
       */
      transactionsPerQuote,
      loadavgDuring,
      /** The same with an Idempotency-Key per request (what the web client sends). */
      withIdempotencyKey: keyed,
    },
    /** Every recorded placement run, oldest first (BENCH_LABEL names the code it measured). */
    quotePlacementHistory: [
      ...previousHistory(),
      { label: env.BENCH_LABEL ?? null, when: new Date().toISOString(), quotesPerSecond, cpuMsPerQuote: cpu, cpuBoundQuotesPerSecond, transactionsPerQuote, loadavgDuring, withIdempotencyKey: keyed },
    ],
    setupAndRunSeconds: round((performance.now() - started) / 1000, 1),
  };
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  log(
    `race: ${exact ? 'exactly one deal and one contract in every round' : 'FAILED: see perRound'} (${rounds.length} × ${buyers.length}); ` +
      `quotes: ${quotesPerSecond}/s (target ${TARGET_QUOTES_PER_SECOND}, ${result.quotePlacement.met ? 'met' : 'not met'}), p99 ${round(q.p99)} ms, ` +
      `cpu ms/quote app ${cpu.server} + db ${cpu.postgres ?? '-'}, ${transactionsPerQuote} transactions/quote (load avg ${loadavgDuring})` +
      (keyed ? `; with Idempotency-Key ${keyed.quotesPerSecond}/s, cpu ms/quote app ${keyed.cpuMsPerQuote.server} + db ${keyed.cpuMsPerQuote.postgres ?? '-'}` : '') +
      ` → ${path.relative(process.cwd(), RESULTS)}`,
  );
  return exact;
}

// Run when started as the benchmark (profile.ts imports the helpers above).
if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) runMain();

function runMain() {
  runBench(
    main,
    async () => {
      await cleanupAll();
      agent.destroy();
    },
    log,
  );
}
