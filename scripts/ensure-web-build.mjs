// `npm start` must work right after `npm ci`: build the web app when its bundle is missing or older
// than its sources, and skip the build otherwise so restarts are quick.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');
// apps/web/build: the build's own plugins (route table for the server's preloads, inline entry CSS), whose output
// changes with them.
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build', 'apps/web/public', 'packages/domain/src'];

const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (built === 0 || sources.some((s) => newestMtime(path.join(root, s)) > built)) {
  console.log('Building the web app (first start or sources changed)…');
  execSync('npm run build -w @scrapbridge/web', { cwd: root, stdio: 'inherit' });
}
