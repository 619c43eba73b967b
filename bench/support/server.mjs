// One real server for a benchmark: the built web app from `dist`, a temp DATA_DIR with the demo data, a free port,
// production mode. Shared by the landing and app-pages benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const root = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts the server on `dist` (a private copy of the web build); resolves with its address and its stop. */
export async function startServer(dist, { name = 'bench', env = {} } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sb-${name}-`));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', WEB_DIST_DIR: dist, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Bytes as KB, two decimals (the landing figures). */
export const kb = (bytes) => Math.round((bytes / 1024) * 100) / 100;

/** A file's gzip size at zlib's default level (6), what most servers use: a little larger than Vite's report. */
export const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;
