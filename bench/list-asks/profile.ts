/**
 * Where the app's own CPU goes on the buyer list (issue 3): starts one PostgreSQL lane (serve.ts, a smaller data
 * set: the Node work per request does not depend on it), drives the app, then the bare baseline, with the mix for
 * BENCH_PROFILE_SECONDS each while the child records a CPU profile of that load only, and prints each target's CPU ms
 * per request and its self time summed by function and by file (the .cpuprofile files stay in BENCH_PROFILE_DIR for
 * Chrome DevTools).
 *
 *   npx tsx bench/list-asks/profile.ts
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runRound } from './load.ts';
import { pathOf } from './scenarios.ts';
import type { TChildMessage, TReady } from './serve.ts';
import { adminQuery } from '../support/bench-kit.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const ASKS = Number(env.BENCH_ASKS ?? 20_000);
const SECONDS = Number(env.BENCH_PROFILE_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_PG_CONNECTIONS ?? 64);
const OUT = env.BENCH_PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sb-list-asks-profile-'));
const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'sb_bench_list_asks_profile';

const admin = (text: string) => adminQuery(ADMIN, text);

type TNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type TProfile = { nodes: TNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Self time (ms) by function and by file, from the samples and their time deltas. */
function summarize(file: string, requests: number) {
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as TProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const fn = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
    const n = byId.get(id)!;
    const url = n.callFrame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '');
    if (n.callFrame.functionName === '(idle)') return;
    total += ms;
    const key = `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + ms);
    const f = url.startsWith('nm/') ? url.split('/').slice(0, url.split('/')[1]!.startsWith('@') ? 3 : 2).join('/') : url || n.callFrame.functionName;
    byFile.set(f, (byFile.get(f) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, k: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([name, ms]) => `  ${((ms / requests) * 1000).toFixed(1).padStart(7)} µs/req  ${name}`).join('\n');
  return `busy ${total.toFixed(0)} ms = ${((total / requests) * 1000).toFixed(0)} µs/req\nby file/package:\n${top(byFile, 30)}\nby function:\n${top(fn, 45)}`;
}

type THeapNode = { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: THeapNode[] };

/** BENCH_PROFILE_HEAP=1: bytes allocated (sampled, still live at the end or not) per request by allocating function. */
function summarizeHeap(file: string, requests: number) {
  const { head } = JSON.parse(fs.readFileSync(file, 'utf8')) as { head: THeapNode };
  const fn = new Map<string, number>();
  const walk = (n: THeapNode) => {
    const url = n.callFrame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '');
    const key = `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + n.selfSize);
    n.children.forEach(walk);
  };
  walk(head);
  return [...fn].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, b]) => `  ${(b / requests).toFixed(0).padStart(8)} B/req  ${k}`).join('\n');
}

function request<T extends TChildMessage['type']>(child: ChildProcess, send: object, type: T): Promise<Extract<TChildMessage, { type: T }>> {
  return new Promise((resolve) => {
    const on = (m: TChildMessage) => {
      if (m.type !== type) return;
      child.off('message', on);
      resolve(m as Extract<TChildMessage, { type: T }>);
    };
    child.on('message', on);
    child.send(send);
  });
}

async function main() {
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-list-asks-profile-data-'));
  const child = fork(path.join(HERE, 'serve.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...env, BENCH_LANE: 'pg', BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: ADMIN.replace(/\/postgres$/, `/${DATABASE}`), BENCH_ASKS: String(ASKS) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = await new Promise<TReady>((resolve, reject) => {
      child.on('message', (m: TChildMessage) => {
        if (m.type === 'log') console.log(`serve: ${m.msg}`);
        else if (m.type === 'ready') resolve(m);
        else if (m.type === 'error') reject(new Error(m.error));
      });
      child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    });
    if (ready.crossCheck.mismatches.length) console.log('cross-check mismatches', ready.crossCheck.mismatches);
    const mix = ready.scenarios.find((s) => s.name === 'mix')!;
    const requests = mix.requests.map((r) => ({ method: 'GET', path: pathOf(r), headers: { ...r.headers, authorization: `Bearer ${ready.token}` } }));
    const targets = { app: ready.appUrl, bare: ready.bareUrl };
    for (const t of ['app', 'bare'] as const) await runRound({ url: targets[t], requests, connections: CONNECTIONS, seconds: 3 });
    for (const t of (env.BENCH_PROFILE_TARGETS ?? 'app,bare').split(',') as ('app' | 'bare')[]) {
      const heap = env.BENCH_PROFILE_HEAP === '1';
      const file = path.join(OUT, heap ? `${t}.heapprofile` : `${t}.cpuprofile`);
      const before = (await request(child, { type: 'cpu' }, 'cpu')).micros;
      await request(child, { type: 'profile-start', file: heap ? 'heap' : undefined }, 'log');
      const r = await runRound({ url: targets[t], requests, connections: CONNECTIONS, seconds: SECONDS });
      await request(child, { type: 'profile-stop', file }, 'profiled');
      const cpuMs = ((await request(child, { type: 'cpu' }, 'cpu')).micros - before) / 1000;
      console.log(`\n=== ${t}: ${r.rps} rps, ${r.requests} requests (non-2xx ${r.non2xx}), server CPU ${((cpuMs / r.requests) * 1000).toFixed(0)} µs/req (${file})`);
      console.log(heap ? summarizeHeap(file, r.requests) : summarize(file, r.requests));
    }
  } finally {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.send({ type: 'close' });
    await gone;
    await admin(`drop database if exists ${DATABASE} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
