import type { TAppDeps } from '../../../app.ts';
import type { TJob } from '../../../jobs/registry.ts';
import { storageFor } from '../../platform/index.ts';
import { lockAbandonedUploads, setUploadState } from './resumable.repository.ts';

/** An upload left unfinished this long is given up: its bytes are deleted (it stopped counting after a day). */
export const ABANDONED_AFTER_DAYS = 7;

/**
 * Deletes the bytes of resumable uploads nobody finished within ABANDONED_AFTER_DAYS (a closed tab, a lost laptop) and
 * marks them removed, 100 at a time; rows are taken with SKIP LOCKED so two instances never handle the same one. On
 * S3 the bucket's lifecycle rule for incomplete multipart uploads frees their parts (README, run modes).
 */
export async function removeAbandonedUploads(opts: { deps: TAppDeps }): Promise<number> {
  const { db } = opts.deps.database;
  const storage = storageFor(opts.deps.config);
  return db.transaction(async (tx) => {
    const rows = await lockAbandonedUploads(tx, ABANDONED_AFTER_DAYS);
    for (const r of rows) {
      // The bytes and the tus info beside them (.json on disk, .info on S3).
      for (const key of [r.storageKey, `${r.storageKey}.json`, `${r.storageKey}.info`]) await storage.delete(key).catch(() => undefined);
      await setUploadState(tx, r.id, { state: 'removed' });
    }
    return rows.length;
  });
}

export const abandonedUploadsJob: TJob = {
  name: 'abandoned claim uploads',
  everySeconds: () => 3600,
  firstRunSeconds: 60,
  steps: (app) => [{ name: 'abandoned claim uploads', run: () => removeAbandonedUploads({ deps: app.deps }), done: 'unfinished claim uploads older than a week deleted' }],
};
