import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Features call the API only through the typed client (route-client.ts; uploads with uploadRoute), with routes from
 * the contract's route tables: no path strings, no hand-written answer types (files: downloadRoute).
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIRECT_CALL = /\bapi\.(data|request|get|post|put|del|settle)\b|\bbuildUrl\(|\buploadWithProgress\b/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('web calls go through the typed client', () => {
  it('no feature calls the HTTP client with a path of its own', () => {
    const found = new Map<string, number>();
    for (const file of sourceFiles(SRC)) {
      const rel = path.relative(SRC, file).split(path.sep).join('/');
      if (rel.startsWith('lib/')) continue;
      const n = fs.readFileSync(file, 'utf8').match(DIRECT_CALL)?.length ?? 0;
      if (n > 0) found.set(rel, n);
    }
    expect([...found].map(([file, n]) => `${file}: ${n} direct calls`)).toEqual([]);
  });
});
