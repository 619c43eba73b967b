import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openPglite, openPostgres, type TDatabase } from '../db/client.ts';
import { executeRows } from '../db/execute-rows.ts';
import { testLane } from '../../test/test-app.ts';

/**
 * Crash durability (issue 13, the standing harness): the real server (main.ts, as `npm start` runs it) in a child
 * process on data of its own — a file-backed PGlite data dir (the embedded run mode) or a fresh PostgreSQL database —
 * takes a few seconds of concurrent acknowledged writes, is killed with SIGKILL in the middle of them, starts again on
 * the same data, and every write it acknowledged (answered code 200) is there. A write the client saw no answer to may
 * or may not be there; an acknowledged one must never be lost.
 *
 * The writes are contact-form messages (public, one row each), each carrying a key the client chose, so the check can
 * find every acknowledged one. The data starts as the run's `empty` template (migrated), so a start costs the server's
 * own start-up, not initdb and the migrations.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
const LOAD_MS = 2_500;
const MAX_LOAD_MS = 20_000;
const MIN_ACKNOWLEDGED = 30;
const WRITERS = 8;

type TServer = { child: ChildProcess; url: string; output: string[]; startMs: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

/** main.ts in a child process (node + the tsx loader, so the pid killed is the server itself), ready when /healthz answers. */
async function startServer(env: Record<string, string>): Promise<TServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'sb-no-web'),
      RATE_LIMIT_CONTACT_PER_MINUTE: '1000000',
      // Background jobs would only add noise to a few seconds of load.
      ASK_EXPIRY_SWEEP_SECONDS: '0',
      TRACKING_POLL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { child, url, output, startMs: Math.round(performance.now() - started) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within 90 s:\n${output.join('')}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Writers posting contact messages until `stop`, each keeping the keys the server acknowledged. */
function writeLoad(url: string, acknowledged: string[], state: { stop: boolean; sent: number }): Promise<void[]> {
  const writer = async (w: number) => {
    for (let i = 0; !state.stop; i++) {
      const key = `durability-${w}-${i}-${crypto.randomBytes(3).toString('hex')}`;
      state.sent++;
      try {
        const res = await fetch(`${url}/app-v2/contact/save`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', appLang: 'en-US' },
          body: JSON.stringify({ realName: 'Durability Check', email: 'durability@example.test', message: key }),
        });
        const body = (await res.json()) as { code: number };
        if (body.code === 200) acknowledged.push(key);
      } catch {
        // The server died under this request: not acknowledged, so either outcome is allowed.
        if (state.stop) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  return Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
}

/** Where the server's data lives for this lane, made from the run's `empty` template; `open` reads it directly. */
async function freshData(): Promise<{ env: Record<string, string>; open: () => Promise<TDatabase>; dispose: () => Promise<void> }> {
  const templates = inject('testTemplates');
  if (testLane() === 'pg') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `sb_crash_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(templates?.pg ? `create database ${name} template "${templates.pg.empty}"` : `create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      open: () => openPostgres(url.toString(), 2),
      dispose: async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-crash-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const tarball = templates?.pglite?.empty;
  if (tarball) {
    // The embedded mode's data dir (config DATA_DIR → DATA_DIR/pglite), written from the template instead of initdb.
    const seeded = await openPglite(pgliteDir, { loadDataDir: new Blob([fs.readFileSync(tarball)]) });
    await seeded.close();
  }
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPglite(pgliteDir),
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

describe(`[SECURITY] crash durability: kill -9 under write load (${testLane()})`, () => {
  it('every write acknowledged before SIGKILL is there after a restart on the same data', async () => {
    const data = await freshData();
    cleanups.push(data.dispose);

    const first = await startServer(data.env);
    cleanups.push(async () => void first.child.kill('SIGKILL'));
    const acknowledged: string[] = [];
    const state = { stop: false, sent: 0 };
    const load = writeLoad(first.url, acknowledged, state);
    // A few seconds of load, and enough acknowledged writes to mean something even on a loaded machine.
    const loadStarted = Date.now();
    while (Date.now() - loadStarted < MAX_LOAD_MS && (Date.now() - loadStarted < LOAD_MS || acknowledged.length < MIN_ACKNOWLEDGED)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    // SIGKILL in the middle of the writers' requests: no shutdown hook, no flush.
    first.child.kill('SIGKILL');
    await exited(first.child);
    state.stop = true;
    await load;
    expect(acknowledged.length, `acknowledged writes before the kill (sent ${state.sent})`).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);

    // The same data, a new process: it must start (recovery, no stale lock) and serve.
    const second = await startServer(data.env);
    cleanups.push(async () => void second.child.kill('SIGKILL'));
    expect((await fetch(`${second.url}/app-v2/site/config`)).status).toBe(200);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const database = await data.open();
    try {
      const rows = await executeRows<{ message: string }>(database.db, sql`select message from contact_messages where message like 'durability-%'`);
      const stored = new Set(rows.map((r) => r.message));
      const lost = acknowledged.filter((k) => !stored.has(k));
      expect(lost, `${lost.length} of ${acknowledged.length} acknowledged writes lost (first start ${first.startMs} ms, restart ${second.startMs} ms)`).toEqual([]);
      // Nothing appears that nobody sent.
      expect(rows.length).toBeLessThanOrEqual(state.sent);
    } finally {
      await database.close();
    }
  }, 180_000);
});
