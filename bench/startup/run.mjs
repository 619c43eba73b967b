// bench/startup (issue 18 item 3): how long `npm start` takes, in embedded mode (PGlite under DATA_DIR), to serve the
// first page (GET /, the landing's HTML) and the first API answer (GET /app-v2/ask/list/buyer/pub, the landing's
// list, read from the database) — on a data directory that already holds its data (a restart: the figure that must
// stay ≤ 3 s) and on an empty one (the first start: migrations and the demo data).
//
// Measured in the same run against a baseline commit (BASELINE, default HEAD~1), unpacked with `git archive` into
// /tmp with its own `npm ci` (kept between runs, keyed by the commit), so both sides run their own code, packages and
// start script. Both use a web bundle built beforehand (a restart on unchanged sources builds nothing; the baseline
// gets a copy of this tree's apps/web/dist, newer than its sources, so its start script does not rebuild it): the
// figures are the server's. The runs alternate baseline / current so a change in the machine's load hits both; the
// load average is written beside each run, as the machine is shared.
//
//   node bench/startup/run.mjs            (BASELINE=<commit> CURRENT=<commit> RESTARTS=5 override)
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const RESTARTS = Number(process.env.RESTARTS ?? 5);
const TIMEOUT_MS = 600_000;
const git = (cmd) => execSync(`git ${cmd}`, { cwd: root, encoding: 'utf8' }).trim();
const baselineSha = git(`rev-parse ${process.env.BASELINE ?? 'HEAD~1'}`);
// CURRENT=<commit> measures that commit unpacked like the baseline instead of this working tree (for a shared tree
// whose uncommitted changes do not build).
const currentRef = process.env.CURRENT;
const currentSha = git(`rev-parse ${currentRef ?? 'HEAD'}`);
const dirty = git('status --porcelain --untracked-files=no') !== '';

function prepareTree(sha) {
  const dir = path.join(os.tmpdir(), `sb-startup-base-${sha.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, 'node_modules/.package-lock.json'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    console.log(`${sha.slice(0, 12)}: unpacking and installing into ${dir}`);
    execSync(`git archive ${sha} | tar -x -C ${dir}`, { cwd: root, stdio: 'inherit', shell: '/bin/bash' });
    execSync('npm ci --no-audit --no-fund', { cwd: dir, stdio: 'inherit' });
  }
  fs.rmSync(path.join(dir, 'apps/web/dist'), { recursive: true, force: true });
  fs.cpSync(path.join(root, 'apps/web/dist'), path.join(dir, 'apps/web/dist'), { recursive: true });
  // A commit with the compiled server: built here, outside the timing, as a restart finds it.
  if (fs.existsSync(path.join(dir, 'apps/server/scripts/build.mjs'))) execSync('node apps/server/scripts/build.mjs', { cwd: dir, stdio: 'inherit' });
  return dir;
}

async function firstOk(url, deadline, child, accept) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok && accept(await res.text())) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer within ${TIMEOUT_MS} ms`);
}

const TICK_MS = 1000 / Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim());

/**
 * CPU time (user + system, ms) spent so far by a process group: every live process of it (npm, its shell, node) and
 * the children they have already reaped (the build check, tsx's launcher …). Less at the mercy of the machine's load
 * than the wall-clock time, so it is written beside it.
 */
function groupCpuMs(pgid) {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the command: state, ppid, pgrp … utime (14th field of the line), stime, cutime, cstime.
      if (Number(f[2]) !== pgid) continue;
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(ticks * TICK_MS);
}

/** One `npm start` in `dir` on `dataDir`: ms to the first page and to the first API answer, and the server's phases. */
async function startOnce(dir, dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const load = os.loadavg()[0];
  let log = '';
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: dir,
    detached: true, // its own process group: npm, its shell and node stop together
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  try {
    const deadline = Date.now() + TIMEOUT_MS;
    const [page, api] = await Promise.all([
      firstOk(`${base}/`, deadline, child, (html) => html.includes('<div id="root"')),
      firstOk(`${base}/app-v2/ask/list/buyer/pub`, deadline, child, () => true),
    ]);
    const cpuMs = groupCpuMs(child.pid);
    const phases = /"startupMs":(\{[^}]*\})/.exec(log);
    return { firstPageMs: Math.round(page - started), firstApiMs: Math.round(api - started), cpuMs, serverPhasesMs: phases ? JSON.parse(phases[1]) : null, load1: load };
  } catch (e) {
    throw new Error(`${e.message}\n${log.slice(-3000)}`);
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

// The working tree's builds first (web and server), outside the timing: `npm start` would otherwise build them (with
// CURRENT set, only its web bundle, which both sides copy).
if (!currentRef) execSync('node scripts/ensure-web-build.mjs', { cwd: root, stdio: 'inherit' });
else if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: npm run build first');
if (!currentRef && fs.existsSync(path.join(root, 'apps/server/scripts/build.mjs'))) {
  const { ensureServerBuild } = await import(path.join(root, 'apps/server/scripts/build.mjs'));
  await ensureServerBuild();
}
const sides = {
  baseline: { dir: prepareTree(baselineSha), sha: baselineSha },
  current: { dir: currentRef ? prepareTree(currentSha) : root, sha: currentSha },
};
const results = { baseline: { firstStart: null, restarts: [] }, current: { firstStart: null, restarts: [] } };
const dataDirs = {};
for (const name of ['baseline', 'current']) {
  dataDirs[name] = fs.mkdtempSync(path.join(os.tmpdir(), `sb-startup-${name}-`));
  console.log(`${name}: first start on an empty data directory…`);
  results[name].firstStart = await startOnce(sides[name].dir, dataDirs[name]);
  console.log(`${name}: first start`, results[name].firstStart);
}
for (let i = 0; i < RESTARTS; i++) {
  for (const name of i % 2 ? ['current', 'baseline'] : ['baseline', 'current']) {
    const r = await startOnce(sides[name].dir, dataDirs[name]);
    results[name].restarts.push(r);
    console.log(`${name}: restart ${i + 1}`, r);
  }
}
for (const d of Object.values(dataDirs)) fs.rmSync(d, { recursive: true, force: true });

const summary = (name) => ({
  commit: sides[name].sha,
  firstStart: results[name].firstStart,
  restartMedianMs: {
    firstPage: median(results[name].restarts.map((r) => r.firstPageMs)),
    firstApi: median(results[name].restarts.map((r) => r.firstApiMs)),
    cpu: median(results[name].restarts.map((r) => r.cpuMs)),
  },
  restarts: results[name].restarts,
});
const out = {
  benchmark: 'bench/startup: npm start (embedded PGlite) to the first page (GET /) and first API answer (GET /app-v2/ask/list/buyer/pub)',
  ranAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  note: 'a shared machine: load1 is the 1-minute load average when each start began; runs alternate baseline/current; cpuMs is the CPU time (user + system) of the whole npm start process group until both answered',
  currentIs: currentRef ? 'the commit, unpacked and installed in /tmp' : 'the working tree',
  currentTreeHadUncommittedChanges: currentRef ? false : dirty,
  targetRestartMs: 3000,
  baseline: summary('baseline'),
  current: summary('current'),
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/startup.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify({ baseline: out.baseline.restartMedianMs, current: out.current.restartMedianMs }, null, 2));
