import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { TByteRange, TFileStorage, TStorageBody } from './storage.ts';

/** Keys are ours (storageKeyFor) but are still checked, so a bug can never write outside the upload root. */
function resolveKey(root: string, key: string): string {
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(key) || key.split('/').some((p) => p === '..' || p === '.')) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return path.join(root, ...key.split('/'));
}

/**
 * Local disk under UPLOAD_DIR (default DATA_DIR/uploads). Writes go to a temporary name and are renamed into
 * place, so a reader never sees half a file and a crash leaves no truncated object behind.
 */
export function createDiskStorage(root: string): TFileStorage {
  return {
    driver: 'disk',
    put: async (key: string, body: TStorageBody) => {
      const target = resolveKey(root, key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        if ('buffer' in body) await fsp.writeFile(tmp, body.buffer);
        else await fsp.copyFile(body.path, tmp);
        await fsp.rename(tmp, target);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },
    get: async (key: string, range?: TByteRange): Promise<Readable> => {
      const file = resolveKey(root, key);
      // Opened before returning, so a missing file fails here (a 404) rather than mid-response.
      const handle = await fsp.open(file, 'r');
      // The handle's own stream closes the handle when done (or destroyed), so the descriptor is closed once.
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    delete: async (key: string) => {
      await fsp.rm(resolveKey(root, key), { force: true });
    },
  };
}
