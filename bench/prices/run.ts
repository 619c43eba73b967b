/**
 * `npm run bench:prices` (issue 14 item 7): on PostgreSQL (a fresh database on 127.0.0.1:5432), 200 price items × 5
 * years of daily points — the public price list and one item's 5-year daily history, the real app against a bare
 * Fastify handler running the same statements, side by side with interleaved rounds (target: app ≥ 90 % of bare); and
 * the own-deal weekly index over 1,000,000 generated deals, computed set-based by the market's one statement (target:
 * ≤ 10 s). Writes bench/results/prices.json and prints a one-line summary. See README.md beside this file.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { TDb } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema.ts';
import { weeklyDealIndex } from '../../apps/server/src/modules/market/index.ts';
import { runRound, summarize, type TRound } from '../list-asks/load.ts';
import { historyPath, LIST_PATH, type TChildMessage, type TReady } from './shared.ts';
import { adminQuery, benchLogger, envNumber, roundTo } from '../support/bench-kit.ts';

const HERE = import.meta.dirname;
const RESULTS = path.join(HERE, '../results/prices.json');
const env = process.env;
const num = envNumber;
const OPTIONS = {
  items: num('BENCH_ITEMS', 200),
  deals: num('BENCH_DEALS', 1_000_000),
  connections: num('BENCH_CONNECTIONS', 32),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 3),
  roundSeconds: num('BENCH_ROUND_SECONDS', 4),
  rounds: num('BENCH_ROUNDS', 4),
  adminUrl: env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: 'sb_bench_prices',
};
const TARGETS = { throughputRatioMin: 0.9, indexSecondsMax: 10 };
const round = (v: number, d = 2) => roundTo(v, d);
/** JSON with object keys sorted: the app's serializer and JSON.stringify order keys differently. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, val: unknown) =>
    val && typeof val === 'object' && !Array.isArray(val) ? Object.fromEntries(Object.entries(val as Record<string, unknown>).sort(([p], [q]) => (p < q ? -1 : 1))) : val,
  );
}
const log = benchLogger('prices');

const admin = (text: string) => adminQuery(OPTIONS.adminUrl, text);

async function main() {
  const started = Date.now();
  const loadStart = os.loadavg();
  await admin(`drop database if exists ${OPTIONS.database} with (force)`);
  await admin(`create database ${OPTIONS.database}`);
  const url = new URL(OPTIONS.adminUrl);
  url.pathname = `/${OPTIONS.database}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-prices-'));
  const child = fork(path.join(HERE, 'serve.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...env, BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: databaseUrl, BENCH_ITEMS: String(OPTIONS.items), BENCH_DEALS: String(OPTIONS.deals) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const closed = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const ready = await new Promise<TReady>((resolve, reject) => {
      child.on('message', (m: TChildMessage) => {
        if (m.type === 'log') log(m.msg);
        else if (m.type === 'ready') resolve(m);
        else if (m.type === 'error') reject(new Error(m.error));
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
    });
    log(`ready in ${ready.setupSeconds} s`);
    const cpu = () =>
      new Promise<number>((resolve) => {
        const on = (m: TChildMessage) => {
          if (m.type !== 'cpu') return;
          child.off('message', on);
          resolve(m.micros / 1000);
        };
        child.on('message', on);
        child.send({ type: 'cpu' });
      });

    const scenarios = [
      { name: 'price list', description: 'GET the public list, first page of 20 items with latest prices and daily change', path: `${LIST_PATH}?pageNum=1&pageSize=20` },
      { name: 'item 5-year history', description: "GET one item's daily points over ALL (5 years, ~1,826 points) with the LME settlements beside them", path: `${historyPath(ready.itemId)}?range=ALL` },
    ];
    // Both answer the same thing before anything is timed.
    for (const s of scenarios) {
      const [a, b] = await Promise.all([ready.appUrl, ready.bareUrl].map(async (u) => (await fetch(`${u}${s.path}`, { headers: { applang: 'en-US' } })).json()));
      const [x, y] = [canonical((a as { data: unknown }).data), canonical((b as { data: unknown }).data)];
      if (x !== y) {
        const at = [...x].findIndex((ch, i) => ch !== y[i]);
        throw new Error(`${s.name}: app and bare answer differently at ${at}: app …${x.slice(Math.max(0, at - 80), at + 80)}… bare …${y.slice(Math.max(0, at - 80), at + 80)}…`);
      }
    }
    const headers = { applang: 'en-US' };
    const results = [];
    for (const s of scenarios) {
      const requests = [{ method: 'GET', path: s.path, headers }];
      for (const u of [ready.appUrl, ready.bareUrl]) await runRound({ url: u, requests, connections: OPTIONS.connections, seconds: OPTIONS.warmupSeconds });
      const rounds: Record<'app' | 'bare', TRound[]> = { app: [], bare: [] };
      for (let k = 0; k < OPTIONS.rounds; k++) {
        for (const t of k % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const)) {
          const before = await cpu();
          const r = await runRound({ url: t === 'app' ? ready.appUrl : ready.bareUrl, requests, connections: OPTIONS.connections, seconds: OPTIONS.roundSeconds });
          r.cpu = { serverMs: (await cpu()) - before, loadgenMs: 0, postgresMs: null };
          rounds[t].push(r);
        }
      }
      const app = summarize(rounds.app);
      const bare = summarize(rounds.bare);
      const ratio = round(app.rps / bare.rps, 3);
      log(`${s.name.padEnd(20)} app ${app.rps} req/s p50 ${app.p50} p99 ${app.p99} ms | bare ${bare.rps} req/s p50 ${bare.p50} p99 ${bare.p99} ms | ratio ${ratio}`);
      results.push({ ...s, app: { ...app, cpuMsPerRequest: undefined }, bare: { ...bare, cpuMsPerRequest: undefined }, ratio, pass: ratio >= TARGETS.throughputRatioMin });
    }

    // The own-deal index over every grade and week of the five years, as a whole-market refresh computes it.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const db = drizzle(pool, { schema }) as unknown as TDb;
    const index = [];
    for (let k = 0; k < 2; k++) {
      const t0 = performance.now();
      const rows = await weeklyDealIndex(db, { market: 'intl', fromDay: ready.priceList.firstDay, untilDay: '2026-11-30' });
      const seconds = round((performance.now() - t0) / 1000, 2);
      index.push({ run: k === 0 ? 'first' : 'second', seconds, points: rows.length, published: rows.filter((r) => r.price !== null).length, deals: rows.reduce((n, r) => n + r.deals, 0) });
      log(`deal index run ${k + 1}: ${seconds} s, ${rows.length} points (${index[k]!.published} published), ${index[k]!.deals} deals`);
    }
    await pool.end();
    const indexPass = index.every((r) => r.seconds <= TARGETS.indexSecondsMax);

    const result = {
      name: 'prices',
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? null,
        node: process.version,
        postgres: ready.databaseVersion,
        loadavgAtStart: loadStart.map((v) => round(v)),
        loadavgAtEnd: os.loadavg().map((v) => round(v)),
        note: 'Shared 2-core machine: compare app and bare within this run only.',
      },
      options: { ...OPTIONS, adminUrl: undefined },
      targets: TARGETS,
      data: { priceList: ready.priceList, deals: ready.deals, historyItemId: ready.itemId },
      scenarios: results,
      dealIndex: index,
      pass: { throughput: results.every((r) => r.pass), dealIndex: indexPass },
      seconds: round((Date.now() - started) / 1000, 1),
      summary: '',
    };
    result.summary =
      `prices: ${results.map((r) => `${r.name} app ${r.app.rps} vs bare ${r.bare.rps} req/s = ${Math.round(r.ratio * 100)}% (≥90% ${r.pass ? 'PASS' : 'FAIL'})`).join('; ')}; ` +
      `deal index over ${ready.deals.deals.toLocaleString('en')} deals ${index.map((r) => `${r.seconds} s`).join(' / ')} (≤10 s ${indexPass ? 'PASS' : 'FAIL'})`;
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    fs.writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
    console.log(result.summary);
  } finally {
    child.send({ type: 'close' });
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await closed;
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${OPTIONS.database} with (force)`).catch(() => undefined);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
