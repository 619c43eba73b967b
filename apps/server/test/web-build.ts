import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A web build on disk as the server reads it (WEB_DIST_DIR): index.html and whatever else a test needs, by path
 * relative to the build's folder (`assets/x.js`, `.vite/manifest.json`). `remove` deletes it when the test is done.
 */
export type TWebBuild = { dir: string; remove: () => void };

export function writeWebBuild(files: Record<string, string | Buffer>): TWebBuild {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-dist-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
