/* global self, caches */
/**
 * ScrapBridge service worker (issue 7: installable app that opens offline to a clear message).
 *
 * - Install: precaches the app shell, read from the built index.html (its entry script, modulepreloaded chunks and
 *   stylesheet), plus the offline page, the manifest and the icons. No build step: the list always matches the build
 *   the server is serving.
 * - Pages (navigations): network first; offline, the cached offline page (bilingual, clear message).
 * - Hashed assets (/assets/…): from the cache when precached, else the network. They never change, so a cached copy
 *   is always right; after a deploy, the next page load brings the new shell into the cache and drops the old one.
 * - API calls (§7 gateway prefixes, /admin, …) and anything not GET are never touched: no response of the API is
 *   ever cached.
 */
const CACHE = 'sb-shell-v1';
const OFFLINE_URL = '/offline.html';
const STATIC_SHELL = [
  OFFLINE_URL,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-192.png',
  '/icons/icon-maskable-512.png',
];
const API_PATH = /^\/(app-v2|app-v3|saas-v1|ai-system|ai-chat|app-future|admin|recycle|healthz|docs)(\/|$)/;
const ASSET_IN_HTML = /(?:src|href)="(\/assets\/[^"?#]+)"/g;

/**
 * The shell: the assets of the built index.html. The server's preloads of one page's chunks (marked
 * data-page-preload) are left out, or every deep link would put its screen's chunks (antd among them) into the cache
 * and the next page would drop them again.
 */
function shellAssetsOf(html) {
  const shell = html.replace(/<link\b[^>]*\bdata-page-preload\b[^>]*>/g, '');
  return [...new Set([...shell.matchAll(ASSET_IN_HTML)].map((m) => m[1]))];
}

/** Put the shell of `html` in the cache and drop assets of older builds. */
async function syncShell(cache, html) {
  const wanted = shellAssetsOf(html);
  if (wanted.length === 0) return;
  const cachedPaths = (await cache.keys()).map((r) => new URL(r.url).pathname);
  const missing = wanted.filter((p) => !cachedPaths.includes(p));
  if (missing.length) await cache.addAll(missing);
  await Promise.all(
    cachedPaths.filter((p) => p.startsWith('/assets/') && !wanted.includes(p)).map((p) => cache.delete(p)),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(STATIC_SHELL);
      const res = await fetch('/index.html', { cache: 'no-store' });
      if (res.ok) await syncShell(cache, await res.text());
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

async function navigate(event) {
  try {
    const res = await fetch(event.request);
    const type = res.headers.get('content-type') || '';
    if (res.ok && type.includes('text/html')) {
      const copy = res.clone();
      event.waitUntil(
        (async () => {
          const cache = await caches.open(CACHE);
          await syncShell(cache, await copy.text());
        })().catch(() => undefined),
      );
    }
    return res;
  } catch {
    const offline = await caches.match(OFFLINE_URL);
    return offline || new Response('Offline / 离线', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
}

async function asset(request) {
  const cached = await caches.match(request);
  return cached || fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || API_PATH.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});
