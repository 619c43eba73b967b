// `npm start`: the web app and the server are built when missing or older than their sources (so `npm ci && npm
// start` works on a fresh clone, and a restart on unchanged sources builds nothing), then the built server runs in
// this very process — no second node and no npm in between, which keeps a restart short (bench/startup).
import { pathToFileURL } from 'node:url';
import './ensure-web-build.mjs';
import { ensureServerBuild, OUT_FILE } from '../apps/server/scripts/build.mjs';

await ensureServerBuild();
// Stack traces name the TypeScript file and line (the bundle's source map), as `node --enable-source-maps` would.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(OUT_FILE).href);
