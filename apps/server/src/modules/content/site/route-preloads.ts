import fs from 'node:fs';
import path from 'node:path';
import type { TLang } from '@scrapbridge/domain/i18n';
import { normalizePagePath } from './public-site-hooks.ts';

/**
 * Issue 19: a deep link (/quoteList, /view-detail, /order-list, /deal-detail/…, /staff) should not discover its
 * chunks one after another (entry → route chunk → its imports → …). The web build writes Vite's manifest
 * (.vite/manifest.json: every chunk's file and static imports) and, beside it, the route table's page modules by path
 * and the catalog modules by language (.vite/route-modules.json, apps/web/build/route-modules.ts). From both, the
 * server lists the chunks a page needs before it can render — the reader's core texts, and on every other screen the
 * rest of the texts and the screen's page chunk with everything it imports — and writes them into index.html as
 * `modulepreload` links, so the browser fetches them in parallel with the entry.
 */

type TManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type TManifest = Record<string, TManifestChunk>;
type TRouteModules = {
  routes: Record<string, string[]>;
  landing: string[];
  /** Route patterns a visitor may open; absent in a build before it (then every route's chunks are preloaded). */
  open?: string[];
  catalogs: { core: Record<TLang, string>; deferred: Record<TLang, string> };
};

/**
 * The URLs (/assets/…) to modulepreload for a page, in the order the app needs them. `signedIn`: the request carries
 * a session cookie (not checked here: a stale one costs a few preloads, never a page).
 */
export type TRoutePreloads = (pathname: string, lang: TLang, signedIn: boolean) => string[];

/** The chunk files of a manifest entry and of everything it imports statically, each once. */
function staticClosure(manifest: TManifest, key: string, out: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || out.has(chunk.file)) return;
  out.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, out);
}

/** A React Router pattern (`:param` is one segment) as a matcher of normalized paths. */
function patternMatcher(pattern: string): (pathname: string) => boolean {
  const parts = normalizePagePath(pattern).split('/');
  return (pathname) => {
    const segments = pathname.split('/');
    return segments.length === parts.length && parts.every((part, i) => part.startsWith(':') ? segments[i] !== '' : part === segments[i]);
  };
}

export function createRoutePreloads(manifest: TManifest, table: TRouteModules): TRoutePreloads {
  // What index.html already loads (the entry and Vite's own modulepreloads of its static imports) is not repeated.
  const inIndex = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, key, inIndex);
  const files = (keys: string[]) => {
    const out = new Set<string>(inIndex);
    for (const key of keys) staticClosure(manifest, key, out);
    return [...out].filter((file) => !inIndex.has(file)).map((file) => `/${file}`);
  };
  const landing = new Set(table.landing.map(normalizePagePath));
  const open = table.open ? new Set(table.open.map(normalizePagePath)) : null;
  const routes = Object.entries(table.routes).map(([pattern, modules]) => ({
    matches: patternMatcher(pattern),
    modules,
    needsSession: open !== null && !open.has(normalizePagePath(pattern)),
  }));
  return (pathname, lang, signedIn) => {
    const path = normalizePagePath(pathname);
    const core = table.catalogs.core[lang];
    if (landing.has(path)) return files([core]);
    const route = routes.find((r) => r.matches(path));
    // An unknown path is sent to /404 by the app, and a visitor without a session is sent from a private screen to
    // the landing (§2): their core texts are all either can use for sure.
    if (!route || (route.needsSession && !signedIn)) return files([core]);
    return files([core, table.catalogs.deferred[lang], ...route.modules]);
  };
}

const NONE: TRoutePreloads = () => [];
const byDistDir = new Map<string, TRoutePreloads>();

/**
 * The preloads of the web build in `webDistDir`, read once (a deploy restarts the server with the new build, as it
 * does for index.html). A build without the two files (an older build, a test's bare index.html) gets none: the app
 * then finds its chunks as before.
 */
export function routePreloadsOf(webDistDir: string, log: { warn: (obj: object, msg: string) => void }): TRoutePreloads {
  let preloads = byDistDir.get(webDistDir);
  if (!preloads) {
    try {
      const read = (file: string) => JSON.parse(fs.readFileSync(path.join(webDistDir, '.vite', file), 'utf8')) as unknown;
      preloads = createRoutePreloads(read('manifest.json') as TManifest, read('route-modules.json') as TRouteModules);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ err, webDistDir }, 'the web build manifest is unreadable; pages are served without route preloads');
      preloads = NONE;
    }
    byDistDir.set(webDistDir, preloads);
  }
  return preloads;
}
