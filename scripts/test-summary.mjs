// One closing line for the whole suite (unit, API on both lanes, browser), from vitest's JSON reports.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../test-results');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['unit-api.json', 'e2e.json']) {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) continue;
  const r = JSON.parse(fs.readFileSync(full, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
