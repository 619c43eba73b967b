// Builds the server for `npm start`: the ES module apps/server/dist/main.js (and the chunks it imports on demand),
// with source maps (stack traces name the TypeScript lines when node runs with --enable-source-maps, as the start
// scripts do).
//
// Bundled: the server's own sources and the workspace package @scrapbridge/domain, which exports TypeScript sources
// (packages/domain/package.json: "./*": "./src/*.ts") that node cannot load. External: every npm package, loaded
// from node_modules as installed — native modules (sharp, argon2, jieba), PGlite's wasm and data files, the JSON the
// seeds read through createRequire, and so on stay where their packages expect them. Files the server reads at run
// time (migrations, wiki articles, fonts, package.json) are found from the package root (src/lib/server-root.ts),
// so nothing is copied.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime } from '../../../scripts/newest-mtime.mjs';

/** Reads specifiers (JSON) on stdin, writes those node cannot load from the current folder (JSON) on stdout. */
const RESOLVE_CHECK = `
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
const specs = JSON.parse(fs.readFileSync(0, 'utf8'));
const from = pathToFileURL(process.cwd() + '/x.mjs').href;
const bad = specs.filter((spec) => {
  try {
    const url = import.meta.resolve(spec, from);
    // node 20 answers a file URL without looking at the disk; a missing file fails only at import.
    return url.startsWith('file:') && !fs.existsSync(fileURLToPath(url));
  } catch {
    return true;
  }
});
process.stdout.write(JSON.stringify(bad));
`;

export const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SERVER_DIR, '../..');
export const OUT_FILE = path.join(SERVER_DIR, 'dist/main.js');
/** What the bundle is made of: the server's and the domain package's sources, and how they are built. */
const SOURCES = ['apps/server/src', 'packages/domain/src', 'apps/server/scripts/build.mjs', 'apps/server/package.json', 'package-lock.json'];

/** Builds dist/main.js; answers the build's duration in ms. */
export async function buildServer() {
  const started = performance.now();
  // Loaded here, not at the top: a start on a current build does not pay for loading esbuild.
  const { build } = await import('esbuild');
  // A fresh directory: chunk names carry a hash, so an old build's chunks would otherwise pile up.
  fs.rmSync(path.dirname(OUT_FILE), { recursive: true, force: true });
  const result = await build({
    entryPoints: [path.join(SERVER_DIR, 'src/main.ts')],
    outdir: path.dirname(OUT_FILE),
    bundle: true,
    // What the sources load with import() — the formula module (mathjs), exceljs and their like, needed by a few
    // requests only — goes into chunks of its own, loaded on first use instead of at every start (bench/startup).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Mappings only: node parses the maps of every module as it loads it (with source maps on), and the sources
    // themselves are in the repository; this halves the map and the time spent reading it at start.
    sourcesContent: false,
    // Names kept: log lines and errors show the functions' own names.
    keepNames: true,
    logLevel: 'warning',
    metafile: true,
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          // A bare specifier is an npm package (external) unless it is one of this repository's workspace packages.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@scrapbridge/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // Each npm import must load under node's own ES module rules, which are stricter than the development loader's
  // (no guessed extension for a package subpath such as '@node-rs/jieba/dict'): checked here, not at the first start.
  // Resolved by a plain node process started in this script's folder (beside dist/, same node_modules): when this
  // module runs inside a test runner's module loader (the browser tests' global setup), its own import.meta.resolve
  // is that loader's, not node's.
  const specifiers = [
    ...new Set(Object.values(result.metafile.outputs).flatMap((o) => o.imports).filter((imp) => imp.external && !imp.path.startsWith('node:')).map((imp) => imp.path)),
  ];
  const unresolved = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', RESOLVE_CHECK], { cwd: import.meta.dirname, input: JSON.stringify(specifiers), encoding: 'utf8' }),
  );
  if (unresolved.length) throw new Error(`node cannot load these imports of the built server: ${unresolved.join(', ')}`);
  return performance.now() - started;
}

/** Builds the server when its bundle is missing or older than its sources (`npm start`, the browser tests). */
export async function ensureServerBuild() {
  const built = fs.existsSync(OUT_FILE) ? fs.statSync(OUT_FILE).mtimeMs : 0;
  if (built !== 0 && SOURCES.every((s) => newestMtime(path.join(ROOT, s)) <= built)) return false;
  console.log('Building the server (first start or sources changed)…');
  await buildServer();
  return true;
}

if (process.argv[1] === import.meta.filename) {
  const ms = await buildServer();
  console.log(`server built: ${path.relative(process.cwd(), OUT_FILE)} (${Math.round(ms)} ms)`);
}
