/**
 * Two build steps over Vite's manifest (`build.manifest`, .vite/manifest.json):
 *
 * 1. `.vite/route-modules.json`, written next to the manifest: the route table's page modules by path
 *    (src/app/screen-modules.ts; /login and /sms, the sign-in dialog on a page, are left to the router) and the catalog modules by language, as manifest keys. The server reads both files
 *    when it serves index.html for a deep link and writes a `modulepreload` for that route's chunks, with the file
 *    names the manifest gives (apps/server/src/modules/content/site/route-preloads.ts; issue 19).
 * 2. The landing's initial-JS budget: the entry, every chunk it imports statically, and the larger of the two core
 *    catalog chunks (the reader's texts, which the app awaits before its first render), gzip at zlib's default level.
 *    Over budget, the build fails — `npm test` builds the app, so CI fails with it.
 */
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { ALWAYS_OPEN_PATHS, PUBLIC_PATHS } from '../src/app/open-paths.ts';
import { NOT_FOUND_MODULE, SCREEN_MODULES, STAFF_LAYOUT_MODULE, STAFF_SCREEN_MODULES } from '../src/app/screen-modules.ts';

/**
 * KB gzip. Issue 19 asks for 120; the stack alone — React 19 with react-dom (66), React Router's data router (+28),
 * i18next with react-i18next (+15) and TanStack Query (+9) — weighs 118 before any of the app's own code or texts
 * (measured in every `npm run bench:landing`, bench/landing/stack-floor.mjs), so 120 is out of reach without
 * replacing one of them. This budget is what the landing weighs now plus a little room: it stops the landing from
 * growing unnoticed.
 */
export const LANDING_INITIAL_JS_BUDGET_KB = 160;

/** The catalog modules (src/lib/i18n.ts imports them): core before the first render, the rest before other screens. */
export const CATALOG_MODULES = {
  core: { zh: 'src/lib/catalogs/core-zh.ts', en: 'src/lib/catalogs/core-en.ts' },
  deferred: { zh: 'src/lib/catalogs/zh.ts', en: 'src/lib/catalogs/en.ts' },
} as const;

export type TRouteModules = {
  /** Route pattern (React Router syntax, `:param` for one segment) → manifest keys of the modules it renders. */
  routes: Record<string, string[]>;
  /** Paths that render the landing, which needs only the core catalogs. */
  landing: string[];
  /** Paths a visitor without a session may open (open-paths.ts); the other routes need one. */
  open: string[];
  catalogs: typeof CATALOG_MODULES;
};

type TManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };

const src = (module: string) => `src/${module}`;

export function routeModules(): TRouteModules {
  const routes: Record<string, string[]> = {};
  for (const [path, module] of Object.entries(SCREEN_MODULES)) routes[path] = [src(module)];
  routes['/404'] = [src(NOT_FOUND_MODULE)];
  // /staff opens the outbox.
  routes['/staff'] = [src(STAFF_LAYOUT_MODULE), src(STAFF_SCREEN_MODULES.outbox!)];
  for (const [path, module] of Object.entries(STAFF_SCREEN_MODULES)) routes[`/staff/${path}`] = [src(STAFF_LAYOUT_MODULE), src(module)];
  return { routes, landing: ['/', '/index'], open: [...PUBLIC_PATHS, ...ALWAYS_OPEN_PATHS], catalogs: CATALOG_MODULES };
}

/** A manifest entry's file and the files of everything it imports statically, depth first, each once. */
function staticClosure(manifest: Record<string, TManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export function routeModulesPlugin(): Plugin {
  return {
    name: 'sb-route-modules',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.vite/route-modules.json', source: `${JSON.stringify(routeModules(), null, 2)}\n` });
    },
    // After generateBundle: Vite's manifest is in the bundle by then.
    writeBundle(_options, bundle) {
      const manifestAsset = bundle['.vite/manifest.json'];
      if (manifestAsset?.type !== 'asset') this.error('build.manifest must be on: the server reads .vite/manifest.json');
      const manifest = JSON.parse(String(manifestAsset.source)) as Record<string, TManifestChunk>;
      const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
      if (!entry) this.error('the manifest names no entry');
      for (const module of [...Object.values(routeModules().routes).flat(), ...Object.values(CATALOG_MODULES.core), ...Object.values(CATALOG_MODULES.deferred)]) {
        if (!manifest[module]) this.error(`${module} (route table or catalogs) is not a chunk of the build`);
      }
      const gzipKb = (file: string) => {
        const out = bundle[file];
        const code = out?.type === 'chunk' ? out.code : out?.type === 'asset' ? out.source : '';
        return zlib.gzipSync(code).length / 1024;
      };
      const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
      const initial = staticClosure(manifest, entry);
      const initialKb = sum(initial);
      const core = Math.max(...Object.values(CATALOG_MODULES.core).map((module) => sum(staticClosure(manifest, module, new Set(initial))) - initialKb));
      const total = initialKb + core;
      const line = `landing initial JS: ${total.toFixed(1)} KB gzip (entry and its imports ${initialKb.toFixed(1)}, core texts ${core.toFixed(1)}); budget ${LANDING_INITIAL_JS_BUDGET_KB} KB`;
      if (total > LANDING_INITIAL_JS_BUDGET_KB) this.error(`${line}: over budget`);
      this.info(line);
    },
  };
}
