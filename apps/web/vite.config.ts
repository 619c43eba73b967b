import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.mjs';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { routeModulesPlugin } from './build/route-modules.ts';

/** The API (apps/server) listens here in development; the gateway prefixes are §7's. */
const API_TARGET = 'http://localhost:3000';
const API_PREFIXES = ['app-v2', 'app-v3', 'saas-v1', 'ai-system', 'ai-chat', 'app-future', 'admin', 'recycle', 'healthz', 'docs'];

/** Regex keys (leading ^) so /admin does not also catch e.g. /administrator-guide pages of the SPA. */
function apiProxy() {
  return Object.fromEntries(API_PREFIXES.map((p) => [`^/${p}(/|$)`, { target: API_TARGET, changeOrigin: false }]));
}

/** The npm package a module id belongs to, or '' for the app's own code. */
function packageOf(id: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replaceAll('\\', '/'));
  return m?.[1] ?? '';
}

const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler', 'react-router']);

/** antd and what only it drags along (rc components, cssinjs, icons, dayjs …). */
function isAntdPackage(pkg: string): boolean {
  return (
    pkg === 'antd' ||
    pkg.startsWith('@ant-design/') ||
    pkg.startsWith('@rc-component/') ||
    pkg.startsWith('rc-') ||
    [
      'dayjs', '@babel/runtime', 'classnames', 'clsx', 'throttle-debounce', 'scroll-into-view-if-needed',
      'compute-scroll-into-view', '@emotion/hash', '@emotion/unitless', 'stylis', 'json2mq', 'string-convert',
      'toggle-selection', 'copy-to-clipboard',
    ].includes(pkg)
  );
}

/**
 * Vendor grouping. antd and everything it drags along go to one chunk that only lazily loaded modules import, so
 * the landing's first load never contains it (ARCHITECTURE.md: ≤ 170 KB gzip). Groups must not pull their
 * dependencies in (Rolldown's default), or the antd group would swallow react-dom and the entry would need it.
 */
const codeSplitting = {
  includeDependenciesRecursively: false,
  groups: [
    { name: 'react', test: (id: string) => REACT_PACKAGES.has(packageOf(id)), priority: 20 },
    { name: 'antd', test: (id: string) => isAntdPackage(packageOf(id)), priority: 10 },
  ],
};

/**
 * React Router 7's package exports name only its development build (dist/development: every dev-only warning and
 * check kept), for production bundles too — upstream issue remix-run/react-router#14102, open. The build points the
 * two entry points the app imports at the production files the package ships beside them; `vite` (development) and
 * the tests keep the development build and its warnings.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineEntryCss(), routeModulesPlugin(), precompress()],
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  server: { port: 5173, proxy: apiProxy() },
  preview: { port: 4173, proxy: apiProxy() },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // The server reads it to modulepreload a deep link's chunks (build/route-modules.ts).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting },
    },
  },
}));
