/**
 * Where a placed quote's CPU goes (issue 4, item 7): sets the bench database up as run.ts does (without the race),
 * places quotes for BENCH_PROFILE_SECONDS at BENCH_QUOTE_CONNECTIONS and prints the CPU per quote of the app and of
 * the PostgreSQL backends, then
 * - the app's self time per quote by package/file and by function (inspector CPU profile of the load only), and
 * - with BENCH_PROFILE_PERF=1, the backends' samples by symbol (`perf record` on their pids; needs perf and root).
 * BENCH_PROFILE_KEYED=1 sends an Idempotency-Key with each request. BENCH_PROFILE_KEEP=1 leaves the database
 * (sb_bench_negotiation) in place for EXPLAIN; the next run drops it.
 *
 *   npx tsx bench/negotiation/profile.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { verifiedBuyers } from '../../apps/server/test/verified-buyers.ts';
import { postgresCpuTicks } from '../list-asks/load.ts';
import { admin, agent, cleanupAll, cpuPerQuote, createAsks, OPTIONS, placeQuotesFor, sampleCpu, startServer } from './run.ts';
import type { TServeMessage } from './serve.ts';

const env = process.env;
const SECONDS = Number(env.BENCH_PROFILE_SECONDS ?? 10);
const KEYED = env.BENCH_PROFILE_KEYED === '1';
const OUT = env.BENCH_PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sb-negotiation-profile-'));
fs.mkdirSync(OUT, { recursive: true });

type TNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type TProfile = { nodes: TNode[]; samples: number[]; timeDeltas: number[] };

/** Self time (µs per quote) by package/file and by function. */
function summarize(file: string, quotes: number) {
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as TProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const fn = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
    const n = byId.get(id)!;
    if (n.callFrame.functionName === '(idle)') return;
    const url = n.callFrame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '');
    total += ms;
    const key = `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + ms);
    const parts = url.split('/');
    const f = url.startsWith('nm/') ? parts.slice(0, parts[1]!.startsWith('@') ? 3 : 2).join('/') : url || n.callFrame.functionName;
    byFile.set(f, (byFile.get(f) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, ms]) => `  ${((ms / quotes) * 1000).toFixed(1).padStart(7)} µs/quote  ${name}`)
      .join('\n');
  return `busy ${total.toFixed(0)} ms = ${((total / quotes) * 1000).toFixed(0)} µs/quote\nby file/package:\n${top(byFile, 25)}\nby function:\n${top(fn, 50)}`;
}

function ask<T extends TServeMessage['type']>(child: ChildProcess, msg: object, type: T): Promise<void> {
  return new Promise((resolve) => {
    const on = (m: TServeMessage) => {
      if (m.type !== type) return;
      child.off('message', on);
      resolve();
    };
    child.on('message', on);
    child.send(msg);
  });
}

async function main() {
  await admin(`drop database if exists ${OPTIONS.database} with (force)`);
  await admin(`create database ${OPTIONS.database}`);
  const dbUrl = new URL(OPTIONS.adminUrl);
  dbUrl.pathname = `/${OPTIONS.database}`;
  const { url, child } = await startServer(dbUrl.toString());
  const database = await openPostgres(dbUrl.toString(), 4);
  const pool = database.pool!;
  const buyers = await verifiedBuyers(database.db, OPTIONS.buyers, 'bench');
  const asks = await createAsks(pool, Math.ceil((1500 * (SECONDS + 4)) / buyers.length), 'Quote');
  await pool.query('vacuum analyze');
  // Warm-up: JIT, prepared statements on every pooled connection.
  const warm = await placeQuotesFor({ base: url, buyers, asks, connections: OPTIONS.quoteConnections, seconds: 3, keyed: KEYED });

  const nodeFile = path.join(OUT, 'app.cpuprofile');
  const perfFile = path.join(OUT, 'postgres.perf.data');
  await ask(child, { type: 'profile-start' }, 'profiling');
  let perf: ReturnType<typeof spawn> | null = null;
  if (env.BENCH_PROFILE_PERF === '1') {
    const pids = [...(postgresCpuTicks(OPTIONS.database)?.keys() ?? [])].join(',');
    perf = spawn('perf', ['record', '-F', '499', '-g', '-o', perfFile, '-p', pids], { stdio: 'ignore' });
  }
  // Transactions per quote (read-only ones included): the quote's write, plus reads not reused, plus NOTIFYs.
  const commits = async () => Number((await pool.query<{ c: string }>('select xact_commit as c from pg_stat_database where datname = current_database()')).rows[0]!.c);
  const commitsBefore = await commits();
  const before = await sampleCpu(child);
  const load = os.loadavg()[0]!;
  const q = await placeQuotesFor({ base: url, buyers, asks, connections: OPTIONS.quoteConnections, seconds: SECONDS, from: warm.next, keyed: KEYED });
  await new Promise((r) => setTimeout(r, 200));
  const cpu = cpuPerQuote(before, await sampleCpu(child), q.ok);
  if (perf) {
    const done = new Promise((r) => perf!.once('exit', r));
    perf.kill('SIGINT');
    await done;
  }
  await ask(child, { type: 'profile-stop', file: nodeFile }, 'profiled');
  // Backends report their counts at most once a second.
  await new Promise((r) => setTimeout(r, 1100));
  const commitsPerQuote = ((await commits()) - commitsBefore) / Math.max(1, q.ok);
  console.log(
    `\n=== ${q.ok} quotes in ${q.seconds.toFixed(1)} s = ${(q.ok / q.seconds).toFixed(0)}/s${KEYED ? ' (keyed)' : ''}, codes ${JSON.stringify(q.codes)}, ` +
      `load avg ${load.toFixed(2)} → ${os.loadavg()[0]!.toFixed(2)}\n    cpu ms/quote: app ${cpu.server} + db ${cpu.postgres} = ${cpu.app} (loadgen ${cpu.loadgen}), ${commitsPerQuote.toFixed(2)} transactions/quote; profiles in ${OUT}`,
  );
  console.log(summarize(nodeFile, q.ok));
  if (perf) console.log(`perf: perf report -i ${perfFile} --no-children --sort symbol --stdio`);
  await database.close();
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanupAll();
    agent.destroy();
    if (env.BENCH_PROFILE_KEEP !== '1') await admin(`drop database if exists ${OPTIONS.database} with (force)`);
    process.exit();
  });
