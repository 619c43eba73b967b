// Landing budget (issue 7, ARCHITECTURE "≤ 170 KB gzip initial JS on the landing"): `npm run bench:landing`.
//
// (a) Builds the web app and measures the JavaScript the landing route needs before it can render: the entry
//     script, every chunk index.html modulepreloads, the landing route chunk the router loads at once, and all
//     chunks those import statically (gzip, zlib's default level). Chunks they only import() later (the landing's
//     below-the-fold sections, the login dialog, antd) are listed separately, not counted.
// (b) Starts the real server (apps/server/src/main.ts with tsx, a temp DATA_DIR with the demo data, a free port) and
//     runs Lighthouse 12 (mobile settings, simulated throttling) on / with Debian's Chromium: performance and
//     accessibility, median of RUNS runs.
// (c) Writes bench/results/landing.json and prints one summary line. Exit code 1 when a target is missed.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { median, startServer } from '../support/server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** A private copy of the build: another `npm run build` in the repo (tests, a colleague) must not swap it mid-run. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-dist-'));
const BUDGET_KB = 170;
const TARGETS = { performance: 90, accessibility: 95 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LANDING_CHUNK = /^landing-page-[\w-]+\.js$/;
/** The landing page's root class (features/home/pages/landing-page.tsx), to find it in whichever chunk holds it. */
const LANDING_MARK = 'sb-landing';
/** The landing's sections 3–12, a chunk of their own loaded once the hero is on screen. */
const LANDING_LATER = /^landing-sections-[\w-]+\.js$/;

const kb = (bytes) => Math.round((bytes / 1024) * 100) / 100;
/** zlib's default level (6), what most servers use: a little larger than Vite's report, so on the safe side. */
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;

/** Chunks a module imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not import(). */
function staticImports(code) {
  const out = new Set();
  for (const m of code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g)) out.add(m[1]);
  return out;
}

function dynamicImports(code) {
  return new Set([...code.matchAll(/\bimport\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g)].map((m) => m[1]));
}

function measureBundle() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]);
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  // The router may load the landing as its own chunk, or (as now) have it in the entry: count it either way.
  const landing = assets.filter((f) => LANDING_CHUNK.test(f));
  if (entry.length !== 1) throw new Error(`expected one entry script in dist/index.html, found ${entry.length}`);
  if (landing.length > 1) throw new Error(`expected at most one landing-page chunk in dist/assets, found ${landing.length}`);

  const initial = new Set();
  const queue = [...entry, ...preloads, ...landing];
  while (queue.length) {
    const file = queue.shift();
    if (initial.has(file)) continue;
    initial.add(file);
    for (const dep of staticImports(fs.readFileSync(path.join(dist, 'assets', file), 'utf8'))) queue.push(dep);
  }
  const code = (file) => fs.readFileSync(path.join(dist, 'assets', file), 'utf8');
  const landingFile = landing[0] ?? [...initial].find((f) => code(f).includes(LANDING_MARK));
  if (!landingFile) throw new Error('the landing page is neither a chunk of its own nor in the first load: cannot measure it');
  const chunks = [...initial].map((file) => ({ file, gzipKb: kb(gzipSize(path.join(dist, 'assets', file))) })).sort((a, b) => b.gzipKb - a.gzipKb);
  const initialJsGzipKb = kb(chunks.reduce((s, c) => s + c.gzipKb * 1024, 0));

  // What the landing loads right after it renders (its sections below the hero), for the record.
  const deferred = [...dynamicImports(code(landingFile))]
    .filter((f) => !initial.has(f) && LANDING_LATER.test(f))
    .map((file) => ({ file, gzipKb: kb(gzipSize(path.join(dist, 'assets', file))) }));
  const landingCss = assets.filter((f) => /^landing-page-[\w-]+\.css$/.test(f));
  return { initialJsGzipKb, chunks, deferred, cssGzipKb: kb([...css, ...landingCss].reduce((s, f) => s + gzipSize(path.join(dist, 'assets', f)), 0)), landingFile };
}

/** Whether the server sends the entry script compressed (what a phone on a slow network depends on). */
async function serverCompresses(url) {
  const html = await (await fetch(`${url}/`)).text();
  const entry = /<script[^>]+type="module"[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) return null;
  const res = await fetch(`${url}${entry}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await res.arrayBuffer();
  return res.headers.get('content-encoding');
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const runs = [];
  try {
    // Warm the server (first requests compile routes and fill caches), as a deployed one would be.
    for (const p of ['/', '/app-v2/site/config', '/app-v2/site/news?pageNum=1&pageSize=9']) await fetch(url + p);
    for (let i = 0; i < RUNS; i++) {
      // Default config = mobile form factor, Moto G Power screen, simulated slow-4G throttling and 4x CPU slowdown.
      const result = await lighthouse(`${url}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const { categories, audits } = result.lhr;
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id} (${a.score})`);
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        metrics: {
          fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(audits['total-blocking-time'].numericValue),
          cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          speedIndexMs: Math.round(audits['speed-index'].numericValue),
        },
        flagged: failing,
      });
    }
  } finally {
    await chrome.kill();
  }
  return runs;
}

async function main() {
  console.log('Building the web app…');
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  fs.cpSync(path.join(root, 'apps/web/dist'), dist, { recursive: true });
  const bundle = measureBundle();
  console.log(`Initial JS of the landing route: ${bundle.initialJsGzipKb} KB gzip`);
  for (const c of bundle.chunks) console.log(`  ${c.gzipKb.toFixed(2).padStart(7)} KB  ${c.file}`);
  for (const c of bundle.deferred) console.log(`  (after render) ${c.gzipKb.toFixed(2)} KB  ${c.file}`);

  console.log('Starting the server and running Lighthouse…');
  const server = await startServer(dist, { name: 'bench-landing' });
  let runs;
  let encoding;
  try {
    encoding = await serverCompresses(server.url);
    if (!encoding) {
      console.log('  note: the server sends scripts uncompressed; a phone then downloads ~3x the bytes (Lighthouse: uses-text-compression).');
    }
    runs = await runLighthouse(server.url);
  } finally {
    await server.stop();
  }
  const lh = { performance: median(runs.map((r) => r.performance)), accessibility: median(runs.map((r) => r.accessibility)) };
  const pass = bundle.initialJsGzipKb <= BUDGET_KB && lh.performance >= TARGETS.performance && lh.accessibility >= TARGETS.accessibility;
  const result = {
    date: new Date().toISOString(),
    initialJsGzipKb: bundle.initialJsGzipKb,
    budgetKb: BUDGET_KB,
    lighthouse: lh,
    pass,
    targets: { initialJsGzipKb: BUDGET_KB, ...TARGETS },
    initialChunks: bundle.chunks,
    loadedAfterRender: bundle.deferred,
    initialCssGzipKb: bundle.cssGzipKb,
    landingChunk: bundle.landingFile,
    serverContentEncoding: encoding ?? 'none',
    lighthouseRuns: runs,
    settings: { lighthouse: '12, default mobile config (simulated throttling)', runs: RUNS, chrome: CHROME_PATH },
  };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/landing.json'), `${JSON.stringify(result, null, 2)}\n`);
  for (const [i, r] of runs.entries()) {
    console.log(`  run ${i + 1}: performance ${r.performance}, accessibility ${r.accessibility}, ${JSON.stringify(r.metrics)}${r.flagged.length ? `, flagged: ${r.flagged.join(', ')}` : ''}`);
  }
  console.log(
    `landing: initial JS ${bundle.initialJsGzipKb} KB gzip (budget ${BUDGET_KB}) · Lighthouse mobile performance ${lh.performance} (≥ ${TARGETS.performance}), accessibility ${lh.accessibility} (≥ ${TARGETS.accessibility}) · ${pass ? 'PASS' : 'FAIL'}`,
  );
  fs.rmSync(dist, { recursive: true, force: true });
  if (!pass) process.exitCode = 1;
}

await main();
