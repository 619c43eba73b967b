// The benchmarks' load and browser tools (autocannon, Lighthouse, chrome-launcher) are not part of the project's
// install (`npm ci` at the root leaves them out: bench/ is not a workspace). A benchmark that needs them runs this
// first: it installs bench/package-lock.json into bench/node_modules from the npm registry when they are missing or
// older than the lock, and does nothing otherwise.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const lock = path.join(dir, 'package-lock.json');
// npm writes this copy of the lock into node_modules when it installs.
const installed = path.join(dir, 'node_modules/.package-lock.json');
if (!fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs) {
  console.log('Installing the benchmark tools into bench/node_modules (autocannon, Lighthouse)…');
  execSync('npm ci --no-audit --no-fund', { cwd: dir, stdio: 'inherit' });
}
