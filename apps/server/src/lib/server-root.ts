import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's directory (apps/server), for the files it reads at run time: migrations, wiki articles, the
 * contract fonts, its package.json. The server runs from two places — its TypeScript sources under `src/` (tsx in
 * development and tests) and the single bundle `dist/main.js` (`npm start`) — so a path written relative to one
 * module's own directory would be right in one and wrong in the other. Found once, by walking up from this module to
 * the package.json named @scrapbridge/server (two levels from src/lib, one from dist).
 */
function findServerRoot(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const name = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
      if (name === '@scrapbridge/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`the @scrapbridge/server package.json was not found above ${import.meta.dirname}`);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();

/** A path inside the server package, e.g. serverPath('src/db/migrations'). */
export function serverPath(...parts: string[]): string {
  return path.join(SERVER_ROOT, ...parts);
}
