import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../../apps/server/scripts/build.mjs';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  export interface ProvidedContext {
    /** One server per test worker (support/server-url.ts picks the worker's own). */
    baseUrls: string[];
    /** A server of its own for a test that uses up demo data another test needs (support/server-url.ts). */
    isolatedUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * How long a fresh server may take to migrate, seed the demo and answer: ~15 s on an idle machine, but several times
 * that when the machine is shared and busy (loading the code and the migrations are CPU-bound), so generous;
 * E2E_HEALTH_TIMEOUT_MS overrides.
 */
const HEALTH_TIMEOUT_MS = Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 240_000);

export async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** How many servers (and so test files at once): one per core, each with its own data (E2E_SERVERS overrides). */
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

/** Starts one real server (built web app, fresh PGlite data dir, demo data); resolves with its address and its stop. */
async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-e2e-'));
  let output = '';
  // The built server, as `npm start` runs it: it loads in about half the time the TypeScript sources take through tsx.
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Browser tests sign in many times from one address.
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_CODE_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts one server per test worker, each on its own fresh data, so two browser tests run at once without sharing
 * demo data: a worker runs its files in path order (support/path-order-sequencer.ts) against its own server.
 */
export default async function setup(project: TestProject) {
  // WEB_DIST_DIR (read by the server's config) lets a second build be tested beside apps/web/dist.
  const dist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} is missing: run \`npm run build\` first (npm test does).`);
  }
  // Built once here when missing or older than its sources (`npm test` builds it with the web app).
  await ensureServerBuild();
  // One more than the workers: see isolatedServerUrl (support/server-url.ts).
  const servers = await Promise.all(Array.from({ length: E2E_SERVERS + 1 }, () => startServer()));
  project.provide('baseUrls', servers.slice(0, E2E_SERVERS).map((s) => s.baseUrl));
  project.provide('isolatedUrl', servers[E2E_SERVERS]!.baseUrl);
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
