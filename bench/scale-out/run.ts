/**
 * `npm run bench:scale-out` (issue 18 item 6): the buyer list and quote placement on one API instance against two
 * instances on the same PostgreSQL database, in the same run on the same machine. Both instances are processes of the
 * built server (`apps/server/dist/main.js`, as `npm start` runs it) on a fresh database of their own; scenario "one"
 * sends all the load to instance A (B stays up, idle), scenario "two" alternates the client between A and B request
 * by request, as a load balancer without sticky sessions does. Rounds alternate one/two (ABBA) so drift of the shared
 * machine hits both alike. During every window the CPU time of each instance, of PostgreSQL and of this load
 * generator is read, so the report says where the bottleneck is — on a small machine two instances may not scale, and
 * the split says why. Writes bench/results/scale-out.json. Linux only (/proc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { openDatabase, type TDatabase } from '../../apps/server/src/db/client.ts';
import { seedCatalog } from '../../apps/server/src/seed/catalog.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../apps/server/src/seed/demo.ts';
import { verifiedBuyers } from '../../apps/server/test/verified-buyers.ts';
import { generateListings, round } from '../list-asks/generate.ts';
import { buildScenarios, pathOf, type TRequestSpec } from '../list-asks/scenarios.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.js');
const RESULTS = path.join(root, 'bench/results/scale-out.json');
const env = process.env;
const num = (name: string, dflt: number) => (env[name] === undefined || env[name] === '' ? dflt : Number(env[name]));

const OPTIONS = {
  /** Generated listings for the buyer list (bench/list-asks' generator; its profile uses 20,000, its full run 100,000). */
  asks: num('BENCH_ASKS', 20_000),
  /** Verified buyers placing quotes (bench/negotiation uses 200). */
  buyers: num('BENCH_BUYERS', 250),
  listConnections: num('BENCH_LIST_CONNECTIONS', 32),
  quoteConnections: num('BENCH_QUOTE_CONNECTIONS', 32),
  windowSeconds: num('BENCH_WINDOW_SECONDS', 10),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 3),
  /** Even, so each scenario goes first as often as the other (one,two / two,one …). */
  rounds: num('BENCH_ROUNDS', 4),
  adminUrl: env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  deadlineMinutes: num('BENCH_DEADLINE_MINUTES', 10),
};
const DATABASE = `sb_bench_scale_out_${randomBytes(4).toString('hex')}`;
const CPUS = os.cpus().length;
const CLK_TCK = 100;

const log = (msg: string) => console.log(`[scale-out ${new Date().toISOString().slice(11, 19)}] ${msg}`);

// ——— cleanup on success, failure, signal and deadline ———
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | null = null;
function cleanupAll(): Promise<void> {
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

async function admin(text: string) {
  const c = new pg.Client({ connectionString: OPTIONS.adminUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

// ——— the instances: the built server, as `npm start` runs it ———

type TInstance = { name: 'A' | 'B'; url: string; child: ChildProcess; pid: number };

async function freePort(): Promise<number> {
  const srv = http.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

async function startInstance(name: 'A' | 'B', databaseUrl: string): Promise<TInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sb-bench-scale-out-${name}-`));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  // node itself, not a shell or npm: child.pid is the process whose CPU /proc reports (all its threads).
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      // Per-request access logs are an operator's sink choice, not the code path under test (as bench/list-asks).
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Migrated and seeded by the run before the instances start (the same migrator and seeds).
      SEED_DEMO: 'false',
      // The bench signs in more often than a person would; nothing else it calls is rate limited.
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      // Not under test, and the photo index loads a CNN: spare the 2 cores (as the scale-out browser test does).
      RECOGNITION_INDEX_SWEEP_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output = (output + String(d)).slice(-20_000)));
  child.stderr?.on('data', (d) => (output = (output + String(d)).slice(-20_000)));
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`instance ${name} did not become healthy:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { name, url, child, pid: child.pid! };
}

// ——— CPU accounting (Linux /proc) ———

function ticksOfStat(stat: string): { comm: string; ticks: number } {
  const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime: fields 14 and 15 of /proc/<pid>/stat, 11 and 12 after the command name.
  return { comm, ticks: Number(fields[11]) + Number(fields[12]) };
}

function pidTicks(pid: number): number {
  try {
    return ticksOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).ticks;
  } catch {
    return 0;
  }
}

/**
 * Ticks of every process whose command is `postgres` (the whole server: every database's backends, checkpointer, WAL
 * writer …), and of those that are backends of the bench database (their title names it): the server is shared, so
 * the first includes other databases' work and the second leaves out the server's shared processes.
 */
function postgresTicks(): { all: Map<number, number>; benchDb: Map<number, number> } {
  const all = new Map<number, number>();
  const benchDb = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const s = ticksOfStat(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (s.comm !== 'postgres') continue;
      all.set(Number(entry), s.ticks);
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${DATABASE} `)) benchDb.set(Number(entry), s.ticks);
    } catch {
      // the process ended while we looked
    }
  }
  return { all, benchDb };
}

/** Busy and total ticks of the whole machine (/proc/stat, first line): what everyone else used too. */
function machineTicks(): { busy: number; total: number } {
  const parts = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = parts.slice(0, 8).reduce((s, v) => s + v, 0);
  const idle = parts[3]! + parts[4]!;
  return { busy: total - idle, total };
}

type TCpuSample = { at: number; a: number; b: number; postgres: ReturnType<typeof postgresTicks>; loadgenMs: number; machine: { busy: number; total: number } };

function sampleCpu(instances: TInstance[]): TCpuSample {
  const u = process.cpuUsage();
  return {
    at: performance.now(),
    a: pidTicks(instances[0]!.pid),
    b: pidTicks(instances[1]!.pid),
    postgres: postgresTicks(),
    loadgenMs: (u.user + u.system) / 1000,
    machine: machineTicks(),
  };
}

/** Each consumer's CPU over the window as a share of all cores × the window (1 = every core busy the whole time). */
type TCpuShares = {
  instanceA: number;
  instanceB: number;
  /** Every postgres process (other databases included). */
  postgres: number;
  /** The bench database's backends only. */
  postgresBenchDb: number;
  loadGenerator: number;
  /** The whole machine (/proc/stat). */
  machineBusy: number;
  /** machineBusy minus the above: other people's work. */
  othersOnMachine: number;
  /** What this run used: both instances, the bench database's backends, the load generator. */
  benchTotal: number;
};

function cpuShares(x: TCpuSample, y: TCpuSample): TCpuShares & { windowMs: number } {
  const windowMs = y.at - x.at;
  const capacity = CPUS * windowMs;
  const ms = (ticks: number) => (ticks * 1000) / CLK_TCK;
  // A backend that ended within the window is lost (the instances' pools keep theirs); a new one counts from zero.
  const delta = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((n, [pid, t]) => n + t - (before.get(pid) ?? 0), 0);
  const a = ms(y.a - x.a) / capacity;
  const b = ms(y.b - x.b) / capacity;
  const postgres = ms(delta(x.postgres.all, y.postgres.all)) / capacity;
  const loadGenerator = (y.loadgenMs - x.loadgenMs) / capacity;
  const machineBusy = (y.machine.busy - x.machine.busy) / Math.max(1, y.machine.total - x.machine.total);
  const r = (v: number) => round(v, 3);
  return {
    windowMs: Math.round(windowMs),
    instanceA: r(a),
    instanceB: r(b),
    postgres: r(postgres),
    postgresBenchDb: r(ms(delta(x.postgres.benchDb, y.postgres.benchDb)) / capacity),
    loadGenerator: r(loadGenerator),
    machineBusy: r(machineBusy),
    othersOnMachine: r(Math.max(0, machineBusy - a - b - postgres - loadGenerator)),
    benchTotal: r(a + b + ms(delta(x.postgres.benchDb, y.postgres.benchDb)) / capacity + loadGenerator),
  };
}

// ——— HTTP load: a closed loop of `connections` workers over keep-alive sockets ———

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

type TAnswer = { ok: boolean; code: string; ms: number };

/**
 * One request; `ok` when the HTTP status is 200 and the envelope's code is 200. Only the envelope's start is looked at
 * (`{"code":200`), so the load generator does not parse 30 kB pages it does not need.
 */
function request(base: string, method: 'GET' | 'POST', pathName: string, headers: Record<string, string>, body?: string): Promise<TAnswer> {
  const started = performance.now();
  const url = new URL(pathName, base);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let head = '';
        res.on('data', (c: Buffer) => {
          if (head.length < 32) head += c.toString('latin1', 0, 32);
        });
        res.on('end', () => {
          const code = /^\{"code":(\d+)/.exec(head)?.[1] ?? `http-${res.statusCode}`;
          resolve({ ok: res.statusCode === 200 && code === '200', code, ms: performance.now() - started });
        });
      },
    );
    req.on('error', (err) => resolve({ ok: false, code: `error-${(err as NodeJS.ErrnoException).code ?? 'unknown'}`, ms: performance.now() - started }));
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

type TWindow = { rps: number; requests: number; seconds: number; p50: number; p99: number; failures: Record<string, number>; exhausted: boolean };

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

/**
 * Runs `fire` from `connections` workers for `seconds`; request n goes to targets[n % targets.length], so with two
 * targets the client alternates between them request by request. `fire` answers null when it has nothing left to send.
 */
async function closedLoop(targets: string[], connections: number, seconds: number, fire: (base: string) => Promise<TAnswer> | null): Promise<TWindow> {
  let n = 0;
  let exhausted = false;
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const pending = fire(targets[n++ % targets.length]!);
      if (!pending) {
        exhausted = true;
        return;
      }
      const a = await pending;
      if (a.ok) latencies.push(a.ms);
      else failures[a.code] = (failures[a.code] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: round(latencies.length / elapsed, 1), requests: latencies.length, seconds: round(elapsed, 2), p50: round(pct(latencies, 50), 1), p99: round(pct(latencies, 99), 1), failures, exhausted };
}

// ——— the two workloads ———

/** The buyer list: the request mix of bench/list-asks (`mix`: every scenario's variants in turn) as the demo VIP buyer. */
function listWorkload(requests: TRequestSpec[], token: string) {
  let i = 0;
  return (base: string) => {
    const r = requests[i++ % requests.length]!;
    return request(base, 'GET', pathOf(r), { ...r.headers, authorization: `Bearer ${token}` });
  };
}

type TQuoteAsk = { askId: string; detailId: string };

/**
 * Quote placement as bench/negotiation drives it: POST /app-v2/quote, every request a fresh (buyer, ask) pair (one
 * live quote per buyer and ask), consecutive requests on different asks. The pair counter runs on across windows.
 */
function quoteWorkload(buyers: { token: string }[], asks: TQuoteAsk[]) {
  let next = 0;
  const pairs = buyers.length * asks.length;
  return (base: string) => {
    const i = next++;
    if (i >= pairs) return null;
    const ask = asks[i % asks.length]!;
    const buyer = buyers[Math.floor(i / asks.length)]!;
    const body = JSON.stringify({
      askId: ask.askId,
      lines: [{ askDetailId: ask.detailId, quoteType: 'FIXED', price: String(8900 + (i % 500)), weight: '20' }],
      term: 'FOB',
      prepayRate: 30,
      depositRatio: '30',
      balanceRatio: '70',
      paymentTiming: 'against_bl_copy',
      remark: 'Bench offer',
    });
    return request(base, 'POST', '/app-v2/quote', { authorization: `Bearer ${buyer.token}`, applang: 'en-US' }, body);
  };
}

/**
 * Live asks of the demo seller to quote on, written set-based as bench/negotiation writes them (one line each: 20.5 MT,
 * 8,900–9,400 USD/MT, FOB). Its helper is not imported: that module loads the bench's load tools (autocannon).
 */
async function createQuoteAsks(pool: NonNullable<TDatabase['pool']>, count: number): Promise<TQuoteAsk[]> {
  const { rows: [seller] } = await pool.query<{ id: string }>(`select id from users where email = 'seller@demo.test'`);
  const { rows: cats } = await pool.query<{ id: number; code: string }>(`select id, code from categories where code in ('copper', 'barley')`);
  const cat = Object.fromEntries(cats.map((c) => [c.code, c.id]));
  const { rows } = await pool.query<{ ask_id: string; id: string }>(
    `with a as (
       insert into asks (seller_user_id, market, currency, state, ask_name, ask_name_zh, origin_country_id, loading_country_id,
         delivery_term, port_id, preferred_quote_type, deposit_ratio, balance_ratio, balance_timing, firm_price, total_weight,
         sort_price, category_ids, sub_category_ids, quote_types, published_at)
       select $1, 'intl', 'USD', 'active', 'Scale lot ' || g, '扩展测试货盘 ' || g, 101, 101, 'FOB', 301, 'FIXED', 30, 70,
         'against_bl_copy', 9300, 20.5, 9150, array[$2::int], array[$3::int], '{FIXED}', now()
       from generate_series(1, $4) g
       returning id)
     insert into ask_details (ask_id, category_id, sub_category_id, detail_name, detail_name_zh, weight, quote_type, unit_price, currency, min_price, max_price, deduction, sort)
     select id, $2, $3, 'Barley wire', '光亮铜线', 20.5, 'FIXED', 9150, 'USD', 8900, 9400, 0, 0 from a
     returning ask_id, id`,
    [seller!.id, cat['copper'], cat['barley'], count],
  );
  return rows.map((r) => ({ askId: r.ask_id, detailId: r.id }));
}

// ——— rounds, medians, verdicts ———

type TScenarioName = 'one' | 'two';
type TMeasured = TWindow & {
  cpu: TCpuShares & { windowMs: number };
  /** Transactions the bench database committed per answered request (pg_stat_database: reads included). */
  transactionsPerRequest: number;
  /** Bench database backends that used CPU in the window. */
  busyBackends: number;
};
type TRoundResult = { round: number; order: TScenarioName[]; one: TMeasured; two: TMeasured };

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** CPU ms per answered request of one consumer in one window. */
const perRequest = (w: TMeasured, share: number) => (share * CPUS * w.cpu.windowMs) / Math.max(1, w.requests);

function medians(windows: TMeasured[]) {
  const cpuKeys = ['instanceA', 'instanceB', 'postgres', 'postgresBenchDb', 'loadGenerator', 'machineBusy', 'othersOnMachine', 'benchTotal'] as const;
  return {
    rps: round(median(windows.map((w) => w.rps)), 1),
    p50: round(median(windows.map((w) => w.p50)), 1),
    p99: round(median(windows.map((w) => w.p99)), 1),
    transactionsPerRequest: round(median(windows.map((w) => w.transactionsPerRequest)), 2),
    busyBackends: median(windows.map((w) => w.busyBackends)),
    cpu: Object.fromEntries(cpuKeys.map((k) => [k, round(median(windows.map((w) => w.cpu[k])), 3)])) as TCpuShares,
    /**
     * CPU ms per answered request (median over the rounds): both instances, the bench database's backends, the load
     * generator. What a request costs whatever else the machine runs; on a bigger machine cores ÷ (instances +
     * database) is the ceiling the instances can reach together.
     */
    cpuMsPerRequest: {
      instances: round(median(windows.map((w) => perRequest(w, w.cpu.instanceA + w.cpu.instanceB))), 2),
      postgresBenchDb: round(median(windows.map((w) => perRequest(w, w.cpu.postgresBenchDb))), 2),
      loadGenerator: round(median(windows.map((w) => perRequest(w, w.cpu.loadGenerator))), 2),
    },
  };
}

type TMedians = ReturnType<typeof medians>;

const pctOf = (share: number) => `${Math.round(share * 100)} %`;

/**
 * Where the time goes, in words. A Node process can use about one core (one event loop; GC and I/O threads add a
 * little), so an instance at ≥ 85 % of a core is its own bottleneck; when the machine is ≥ 90 % busy the cores are,
 * and the largest consumer is named.
 */
function bottleneck(scenario: TScenarioName, m: TMedians): { kind: string; words: string } {
  const ofOneCore = (share: number) => share * CPUS;
  const split =
    `instance A ${pctOf(m.cpu.instanceA)}, instance B ${pctOf(m.cpu.instanceB)}, PostgreSQL ${pctOf(m.cpu.postgres)} (the bench database's backends ${pctOf(m.cpu.postgresBenchDb)}), ` +
    `load generator ${pctOf(m.cpu.loadGenerator)}, others ${pctOf(m.cpu.othersOnMachine)} of ${CPUS} cores (machine ${pctOf(m.cpu.machineBusy)} busy; this run ${pctOf(m.cpu.benchTotal)})`;
  const busiestInstance = Math.max(ofOneCore(m.cpu.instanceA), ofOneCore(m.cpu.instanceB));
  const consumers = { 'the instances (Node)': m.cpu.instanceA + m.cpu.instanceB, PostgreSQL: m.cpu.postgres, 'the load generator': m.cpu.loadGenerator, 'other work on the machine': m.cpu.othersOnMachine };
  const largest = Object.entries(consumers).sort((a, b) => b[1] - a[1])[0]!;
  if (m.cpu.machineBusy >= 0.9) {
    const eventLoop = scenario === 'one' && busiestInstance >= 0.85 ? `; the one instance runs at ${Math.round(busiestInstance * 100)} % of a core, near what one event loop can use` : '';
    return { kind: 'machine-cpu', words: `the machine's ${CPUS} cores are saturated, the largest consumer being ${largest[0]} (${pctOf(largest[1])})${eventLoop}: ${split}` };
  }
  if (busiestInstance >= 0.85) return { kind: 'node-event-loop', words: `an instance's event loop: it runs at ${Math.round(busiestInstance * 100)} % of a core while the machine has CPU left: ${split}` };
  return { kind: 'not-cpu', words: `not CPU: the machine has CPU left and no instance is near a full core, so the requests wait (locks, commits, round trips): ${split}` };
}

/**
 * The last sentences of the conclusion, from the figures: a second instance can only add throughput where one
 * instance's event loop is the limit and the machine has CPU to spare.
 */
function closing(summary: Record<'list' | 'quotes', { one: TMedians; two: TMedians; cpuRatio: { share: number; msPerRequest: number } }>): string {
  const oneCore = Math.max(summary.list.one.cpu.instanceA, summary.quotes.one.cpu.instanceA) * CPUS;
  const spare = Math.min(summary.list.one.cpu.machineBusy, summary.quotes.one.cpu.machineBusy) < 0.9;
  const limitedByNode = oneCore >= 0.85;
  const first = limitedByNode
    ? `The one instance ran at up to ${pctOf(oneCore)} of a core, near what one event loop can use${spare ? ', with CPU to spare on the machine: a second instance had work to take over' : ', but the machine had no CPU to spare'}.`
    : `The one instance used at most ${pctOf(oneCore)} of a core: its event loop was never the limit, so a second instance had nothing to take over.`;
  return (
    `${first} What the second instance changed is the CPU each request costs: ×${summary.list.cpuRatio.msPerRequest} for the list, ×${summary.quotes.cpuRatio.msPerRequest} for quotes ` +
    `(with more database backends busy at once, ${summary.list.one.busyBackends} → ${summary.list.two.busyBackends} and ${summary.quotes.one.busyBackends} → ${summary.quotes.two.busyBackends}). ` +
    `On a machine with more cores, or instances on machines of their own, the same run shows whether the limit moves to PostgreSQL: its share of the cores grows with the throughput.`
  );
}

async function main() {
  const started = performance.now();
  const loadavgStart = os.loadavg().map((x) => round(x, 2));
  if (!fs.existsSync(SERVER_BUNDLE)) {
    log('building the server (apps/server/dist/main.js is missing)');
    await new Promise<void>((resolve, reject) => {
      const b = spawn(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
      b.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`server build exited with ${code}`))));
    });
  }
  const host = new URL(OPTIONS.adminUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`BENCH_PG_ADMIN_URL must be a loopback address, got ${host}`);
  await admin(`create database ${DATABASE}`);
  cleanups.push(() => admin(`drop database if exists ${DATABASE} with (force)`));
  const dbUrl = new URL(OPTIONS.adminUrl);
  dbUrl.pathname = `/${DATABASE}`;
  const databaseUrl = dbUrl.toString();
  log(`options ${JSON.stringify({ ...OPTIONS, adminUrl: undefined, database: DATABASE })}`);

  // ——— data: the project's migrator and seeds, the list's generated listings, verified buyers, asks to quote on ———
  const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
  cleanups.push(() => database.close());
  await seedCatalog(database.db);
  await seedDemoData(database.db);
  const pool = database.pool!;
  const { rows: [ver] } = await pool.query<{ v: string }>('show server_version');
  log(`generating ${OPTIONS.asks} listings`);
  const genClient = await pool.connect();
  const generated = await generateListings(async (text) => (await genClient.query(text)).rows as Record<string, unknown>[], {
    asks: OPTIONS.asks,
    sellers: Math.max(10, Math.round(OPTIONS.asks / 100)),
    seed: 0.4242,
    log: (m) => log(m),
  });
  genClient.release();
  const buyers = await verifiedBuyers(database.db, OPTIONS.buyers, 'scale');
  // Enough fresh (buyer, ask) pairs for every quote window at up to 2,000 quotes/s.
  const pairsNeeded = 2000 * (OPTIONS.windowSeconds * 2 * OPTIONS.rounds + OPTIONS.warmupSeconds * 2);
  const quoteAsks = await createQuoteAsks(pool, Math.ceil(pairsNeeded / buyers.length));
  await pool.query('vacuum analyze');
  const ids = Object.fromEntries(
    (await pool.query<{ code: string; id: number }>(`select code, id from categories where code in ('copper', 'aluminium', 'ferrous', 'barley', 'hms-80-20')`)).rows.map((r) => [r.code, Number(r.id)]),
  );
  const listRequests = buildScenarios({ copper: ids.copper!, aluminium: ids.aluminium!, ferrous: ids.ferrous!, barley: ids.barley!, hms8020: ids['hms-80-20']! }).find((s) => s.name === 'mix')!.requests;

  // ——— the two instances, started together as an orchestrator starts replicas ———
  log('starting instances A and B (apps/server/dist/main.js)');
  const instances = await Promise.all([startInstance('A', databaseUrl), startInstance('B', databaseUrl)]);
  const [A, B] = instances;
  const login = (await (
    await fetch(`${A!.url}/saas-v1/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', applang: 'en-US' },
      body: JSON.stringify({ loginType: 'password', account: 'buyer@demo.test', password: hashPasswordForTransport(DEMO_PASSWORD) }),
    })
  ).json()) as { code: number; data: { token: string } };
  if (login.code !== 200) throw new Error(`sign-in of the demo buyer failed: ${JSON.stringify(login)}`);

  const targets: Record<TScenarioName, string[]> = { one: [A!.url], two: [A!.url, B!.url] };
  const workloads = {
    list: { connections: OPTIONS.listConnections, fire: listWorkload(listRequests, login.data.token) },
    quotes: { connections: OPTIONS.quoteConnections, fire: quoteWorkload(buyers, quoteAsks) },
  };
  const results: Record<keyof typeof workloads, TRoundResult[]> = { list: [], quotes: [] };
  const quotesBefore = Number((await pool.query<{ n: number }>('select count(*)::int as n from quotes')).rows[0]!.n);
  let placedOk = 0;
  const committed = async () => Number((await pool.query<{ c: string }>('select xact_commit as c from pg_stat_database where datname = current_database()')).rows[0]!.c);

  for (const [name, w] of Object.entries(workloads) as [keyof typeof workloads, (typeof workloads)['list']][]) {
    // Warm-up: both instances (JIT, prepared statements, pools, caches), the client alternating.
    const warm = await closedLoop(targets.two, w.connections, OPTIONS.warmupSeconds, w.fire);
    if (name === 'quotes') placedOk += warm.requests;
    log(`${name}: warm-up ${warm.rps} req/s${Object.keys(warm.failures).length ? ` failures ${JSON.stringify(warm.failures)}` : ''}`);
    for (let k = 0; k < OPTIONS.rounds; k++) {
      const order: TScenarioName[] = k % 2 === 0 ? ['one', 'two'] : ['two', 'one'];
      const measured = {} as Record<TScenarioName, TMeasured>;
      for (const s of order) {
        const commitsBefore = await committed();
        const before = sampleCpu(instances);
        const win = await closedLoop(targets[s], w.connections, OPTIONS.windowSeconds, w.fire);
        const after = sampleCpu(instances);
        const cpu = cpuShares(before, after);
        const busyBackends = [...after.postgres.benchDb].filter(([pid, t]) => t > (before.postgres.benchDb.get(pid) ?? 0)).length;
        // Backends report their counts at most once a second: let the window's in (the next window starts after it).
        await new Promise((r) => setTimeout(r, 1100));
        const transactionsPerRequest = round(((await committed()) - commitsBefore) / Math.max(1, win.requests), 2);
        measured[s] = { ...win, cpu, transactionsPerRequest, busyBackends };
        if (name === 'quotes') placedOk += win.requests;
        log(
          `${name} round ${k + 1} ${s}: ${win.rps} req/s p50 ${win.p50} p99 ${win.p99} ms | cpu A ${pctOf(cpu.instanceA)} B ${pctOf(cpu.instanceB)} ` +
            `pg ${pctOf(cpu.postgres)} (bench db ${pctOf(cpu.postgresBenchDb)}) loadgen ${pctOf(cpu.loadGenerator)} others ${pctOf(cpu.othersOnMachine)} (machine ${pctOf(cpu.machineBusy)}) | ${transactionsPerRequest} transactions/request, ${busyBackends} busy backends` +
            (Object.keys(win.failures).length ? ` | failures ${JSON.stringify(win.failures)}` : '') +
            (win.exhausted ? ' | ran out of (buyer, ask) pairs' : ''),
        );
      }
      results[name].push({ round: k + 1, order, one: measured.one, two: measured.two });
    }
  }
  // Every quote answered 200 must be in the database, once.
  await new Promise((r) => setTimeout(r, 500));
  const stored = Number((await pool.query<{ n: number }>('select count(*)::int as n from quotes')).rows[0]!.n) - quotesBefore;

  const summarize = (name: keyof typeof results) => {
    const rounds = results[name];
    const one = medians(rounds.map((r) => r.one));
    const two = medians(rounds.map((r) => r.two));
    return {
      connections: workloads[name].connections,
      one,
      two,
      /** two / one of the medians; roundRatios: two / one within each round (the same minute of the machine). */
      ratio: { rps: round(two.rps / one.rps, 2), p50: round(two.p50 / one.p50, 2), p99: round(two.p99 / one.p99, 2) },
      roundRatios: rounds.map((r) => round(r.two.rps / r.one.rps, 2)),
      /**
       * two / one of the CPU this run got from the machine, and of the CPU (instances + bench database) per request:
       * on a shared, saturated machine a second process gets a larger slice of the cores from the scheduler, so a
       * throughput gain that follows cpuShare came from the other work on the machine, not from scaling.
       */
      cpuRatio: {
        share: round(two.cpu.benchTotal / one.cpu.benchTotal, 2),
        msPerRequest: round((two.cpuMsPerRequest.instances + two.cpuMsPerRequest.postgresBenchDb) / (one.cpuMsPerRequest.instances + one.cpuMsPerRequest.postgresBenchDb), 2),
      },
      bottleneck: { one: bottleneck('one', one), two: bottleneck('two', two) },
      rounds,
    };
  };
  const summary = { list: summarize('list'), quotes: summarize('quotes') };

  const loadavgEnd = os.loadavg().map((x) => round(x, 2));
  const sentence = (label: string, s: (typeof summary)['list']) =>
    `${label}: ${s.one.rps} req/s on one instance, ${s.two.rps} on two (×${s.ratio.rps}; per round ${s.roundRatios.join(', ')}), p99 ${s.one.p99} → ${s.two.p99} ms; ` +
    `CPU ms per request (instances + bench database) ${s.one.cpuMsPerRequest.instances} + ${s.one.cpuMsPerRequest.postgresBenchDb} on one, ${s.two.cpuMsPerRequest.instances} + ${s.two.cpuMsPerRequest.postgresBenchDb} on two; ` +
    `transactions per request ${s.one.transactionsPerRequest} → ${s.two.transactionsPerRequest}, busy database backends ${s.one.busyBackends} → ${s.two.busyBackends}. ` +
    `The run got ×${s.cpuRatio.share} the machine's CPU with two instances (${pctOf(s.one.cpu.benchTotal)} → ${pctOf(s.two.cpu.benchTotal)}), and spent ×${s.cpuRatio.msPerRequest} the CPU per request. ` +
    `One instance: ${s.bottleneck.one.words}. Two instances: ${s.bottleneck.two.words}.`;
  const conclusion =
    `On ${CPUS} cores shared with other work (load average ${loadavgStart[0]} at the start, ${loadavgEnd[0]} at the end). ` +
    `${sentence('Buyer list', summary.list)} ${sentence('Quote placement', summary.quotes)} ` +
    closing(summary);

  const result = {
    benchmark: 'scale-out',
    when: new Date().toISOString(),
    machine: { cpus: CPUS, cpuModel: os.cpus()[0]?.model ?? null, node: process.version, postgres: ver!.v, loadavgStart, loadavgEnd },
    method: {
      server: 'apps/server/dist/main.js (the built server, as npm start runs it), NODE_ENV=production, LOG_LEVEL=warn, default pool (10 connections per instance), session cache 2 s per instance',
      database: `fresh PostgreSQL database ${DATABASE} on 127.0.0.1:5432 (dropped at the end), the project's migrator, catalogue and demo data, ${OPTIONS.asks} generated listings (bench/list-asks generator), ${OPTIONS.buyers} verified buyers, ${quoteAsks.length} asks to quote on`,
      scenarios: {
        one: 'all requests to instance A; instance B is up and idle',
        two: 'the client alternates between A and B request by request (a round-robin load balancer without sticky sessions; no proxy process)',
      },
      workloads: {
        list: `GET /app-v2/ask/list/buyer as the demo VIP buyer (signed in), bench/list-asks' mix of ${listRequests.length} queries in turn, ${OPTIONS.listConnections} concurrent requests`,
        quotes: `POST /app-v2/quote by verified buyers, a fresh (buyer, ask) pair per request as bench/negotiation, ${OPTIONS.quoteConnections} concurrent requests`,
      },
      loadGenerator: 'this Node process, closed loop over keep-alive HTTP on loopback; a request counts when HTTP 200 and envelope code 200',
      windows: `${OPTIONS.warmupSeconds} s warm-up per workload (both instances), then ${OPTIONS.rounds} rounds of one and two, ${OPTIONS.windowSeconds} s each, order alternating (one,two / two,one)`,
      cpu: `CPU time during each window as a share of ${CPUS} cores × the window: each instance process (/proc/<pid>/stat utime+stime, all threads), every process named postgres (the whole server, other databases included) and the bench database's backends alone, the load generator (process.cpuUsage), the machine's busy share (/proc/stat) and what is left of it (others)`,
      transactions: 'transactions committed in the bench database per answered request (pg_stat_database xact_commit, read 1.1 s after the window so the backends have reported), and how many of its backends used CPU in the window',
      rateLimits: 'RATE_LIMIT_LOGIN_PER_MINUTE raised to 100000; the list and quote placement have no per-route limit',
    },
    data: { generated: { asks: generated.rows.asks, askDetails: generated.rows.askDetails, liveAsksByMarket: generated.liveAsksByMarket, seconds: generated.seconds }, buyers: buyers.length, quoteAsks: quoteAsks.length },
    list: summary.list,
    quotes: { ...summary.quotes, placedOk, storedInDatabase: stored, allStored: stored === placedOk },
    conclusion,
    seconds: round((performance.now() - started) / 1000, 1),
  };
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  log(
    `list two/one ×${summary.list.ratio.rps} (${summary.list.one.rps} → ${summary.list.two.rps} req/s), quotes ×${summary.quotes.ratio.rps} (${summary.quotes.one.rps} → ${summary.quotes.two.rps}/s), ` +
      `quotes stored ${stored}/${placedOk}; load avg ${loadavgStart[0]} → ${loadavgEnd[0]} → ${path.relative(process.cwd(), RESULTS)}`,
  );
}

main()
  .then(async () => {
    await cleanupAll();
    agent.destroy();
    process.exit(0);
  })
  .catch(async (err: unknown) => {
    log(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await cleanupAll();
    agent.destroy();
    process.exit(1);
  });
