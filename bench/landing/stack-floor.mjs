// The least a landing can weigh on the web stack of ARCHITECTURE.md (React 19, React Router 7, TanStack Query,
// react-i18next): the baseline bench:landing sets the landing's initial JS against, in the same run and with the same
// build settings (the app's own vite.config.ts: its aliases and target; Vite's minifier), so "how much of it is ours"
// is a measurement, not a guess.
//
// Builds the small apps of ./stack-floor/: React alone, React with each library the app boots with, and all of them
// as apps/web/src/main.tsx assembles them, around one page that uses each and no text or code of the app. Sizes are
// gzip at zlib's default level, as bench:landing counts the landing's chunks.
//
// Run alone: `node bench/landing/stack-floor.mjs` prints the figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSize, kb, root } from '../support/server.mjs';

const sources = path.join(import.meta.dirname, 'stack-floor');
const VARIANTS = ['react', 'router', 'query', 'i18n', 'all'];

/** The gzip size of every script a build wrote (each floor app is one chunk; summed should a build ever split it). */
function scriptsGzip(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSize(path.join(dir, f)), 0);
}

export async function measureStackFloor() {
  const { build, loadConfigFromFile } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const webDir = path.join(root, 'apps/web');
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(webDir, 'vite.config.ts'), webDir, 'silent');
  if (!loaded) throw new Error('apps/web/vite.config.ts did not load');
  const app = loaded.config;
  const sizes = {};
  for (const variant of VARIANTS) {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `sb-stack-floor-${variant}-`));
    try {
      await build({
        configFile: false,
        root: sources,
        logLevel: 'silent',
        plugins: [react()],
        resolve: app.resolve,
        build: { target: app.build?.target, outDir, emptyOutDir: true, rolldownOptions: { input: path.join(sources, `${variant}.tsx`) } },
      });
      sizes[variant] = scriptsGzip(outDir);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }
  return {
    reactGzipKb: kb(sizes.react),
    // What each library adds to React alone.
    addedGzipKb: { reactRouter: kb(sizes.router - sizes.react), tanstackQuery: kb(sizes.query - sizes.react), i18next: kb(sizes.i18n - sizes.react) },
    allGzipKb: kb(sizes.all),
  };
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const floor = await measureStackFloor();
  console.log(
    `stack floor: ${floor.allGzipKb} KB gzip (React ${floor.reactGzipKb}; + React Router ${floor.addedGzipKb.reactRouter}, + TanStack Query ${floor.addedGzipKb.tanstackQuery}, + i18next ${floor.addedGzipKb.i18next})`,
  );
}
