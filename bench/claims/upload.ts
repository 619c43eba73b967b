/**
 * `npm run bench:claims` upload half (issue 15 item 7): one 500 MB claim file goes up through the real server
 * (apps/server/src/main.ts in a child process, embedded PGlite under a temporary DATA_DIR, files on disk) with the
 * tus protocol — 16 MB PATCH pieces, as the web's ResumableUpload sends them — signed in as the demo buyer on one of
 * its demo contracts. The server process's resident memory (VmRSS from /proc) is sampled every 50 ms; the growth over
 * its level just before the upload must stay ≤ 64 MB: the bytes are streamed to disk, never held. The stored file is
 * then checked (size, sha256 through GET /app-v2/file/{id}). Writes the `upload` key of bench/results/claims.json
 * (the credit half writes `credit`).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo.ts';
import { benchLogger } from '../support/bench-kit.ts';

const ROOT = path.join(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
const RESULTS = path.join(import.meta.dirname, '../results/claims.json');
const MB = 1024 * 1024;
const FILE_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 500) * MB;
const PIECE_BYTES = 16 * MB;
const LIMIT_GROWTH_MB = 64;

const log = benchLogger('claims upload');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The bytes of the file, made as they are sent (a PDF header, then a repeating pattern): the bench holds none either. */
function fileBytes(start: number, end: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n% ScrapBridge claim file benchmark\n');
  const out = Buffer.alloc(end - start);
  for (let i = 0; i < out.length; i++) {
    const at = start + i;
    out[i] = at < head.length ? head[at]! : (at * 31) & 0xff;
  }
  return out;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-claims-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'sb-no-web'),
      ASK_EXPIRY_SWEEP_SECONDS: '0',
      TRACKING_POLL_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      if (Date.now() > deadline) throw new Error('the server did not start within 3 minutes');
      const ok = await fetch(`${url}/healthz`).then((r) => r.ok).catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    log(`server ${child.pid} ready on ${url}, data in ${dataDir}`);
    const json = async (res: Response) => (await res.json()) as { code: number; msg: string; data: never };
    const login = await json(
      await fetch(`${url}/saas-v1/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginType: 'password', account: 'buyer@demo.test', password: hashPasswordForTransport(DEMO_PASSWORD) }),
      }),
    );
    const token = (login.data as { token: string }).token;
    const auth = { authorization: `Bearer ${token}`, appLang: 'en-US' };
    const orders = await json(await fetch(`${url}/app-v2/order/list?pageNum=1&pageSize=10`, { headers: auth }));
    const contractId = ((orders.data as { rows: { contractId: string }[] }).rows[0] ?? { contractId: '' }).contractId;
    if (!contractId) throw new Error(`the demo buyer has no contract: ${JSON.stringify(orders).slice(0, 300)}`);

    const tus = { ...auth, 'tus-resumable': '1.0.0' };
    const meta = (k: string, v: string) => `${k} ${Buffer.from(v).toString('base64')}`;
    // Warm up the routes (first requests load code) with a small file, then measure from the level after it.
    const upload = async (size: number, name: string, onPiece?: () => void) => {
      const created = await fetch(`${url}/app-v2/files/resumable`, {
        method: 'POST',
        headers: { ...tus, 'upload-length': String(size), 'upload-metadata': [meta('purpose', 'claim'), meta('contractId', contractId), meta('filename', name)].join(',') },
      });
      if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
      const location = new URL(created.headers.get('location')!, url).toString();
      const hash = createHash('sha256');
      let fileId = '';
      for (let offset = 0; offset < size; offset += PIECE_BYTES) {
        const end = Math.min(size, offset + PIECE_BYTES);
        let at = offset;
        const body = Readable.from(
          (function* () {
            while (at < end) {
              const chunk = fileBytes(at, Math.min(end, at + 256 * 1024));
              hash.update(chunk);
              at += chunk.length;
              yield chunk;
            }
          })(),
        );
        const res = await fetch(location, {
          method: 'PATCH',
          headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(end - offset) },
          body: Readable.toWeb(body) as ReadableStream,
          duplex: 'half',
        } as RequestInit);
        if (res.status !== 204) throw new Error(`PATCH at ${offset}: ${res.status} ${await res.text()}`);
        fileId = res.headers.get('upload-file-id') ?? fileId;
        onPiece?.();
      }
      return { fileId, sha256: hash.digest('hex') };
    };
    await upload(2 * PIECE_BYTES + 1234, 'warm-up.pdf');
    global.gc?.();
    await new Promise((r) => setTimeout(r, 1000));
    const pid = child.pid!;
    const baseline = rssMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 50);
    const started = performance.now();
    const done = await upload(FILE_BYTES, 'unloading-video.pdf', () => {
      peak = Math.max(peak, rssMb(pid));
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));

    // The stored file is the one sent.
    const file = await fetch(`${url}/app-v2/file/${done.fileId}.pdf`, { headers: auth });
    const readHash = createHash('sha256');
    let readBytes = 0;
    for await (const chunk of file.body as unknown as AsyncIterable<Uint8Array>) {
      readHash.update(chunk);
      readBytes += chunk.length;
    }
    const intact = file.status === 200 && readBytes === FILE_BYTES && readHash.digest('hex') === done.sha256;
    const growth = peak - baseline;
    const result = {
      measuredAt: new Date().toISOString(),
      fileMb: FILE_BYTES / MB,
      pieceMb: PIECE_BYTES / MB,
      seconds: Math.round(seconds * 10) / 10,
      mbPerSecond: Math.round((FILE_BYTES / MB / seconds) * 10) / 10,
      rssBaselineMb: Math.round(baseline * 10) / 10,
      rssPeakMb: Math.round(peak * 10) / 10,
      rssGrowthMb: Math.round(growth * 10) / 10,
      limitMb: LIMIT_GROWTH_MB,
      met: growth <= LIMIT_GROWTH_MB && intact,
      storedIntact: intact,
      storage: 'disk (embedded PGlite)',
      cores: os.cpus().length,
    };
    log(JSON.stringify(result));
    const existing = fs.existsSync(RESULTS) ? (JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Record<string, unknown>) : {};
    fs.writeFileSync(RESULTS, `${JSON.stringify({ ...existing, upload: result }, null, 2)}\n`);
    if (!result.met) process.exitCode = 1;
  } finally {
    stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
