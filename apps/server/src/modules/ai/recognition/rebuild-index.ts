/**
 * `npm run recognition:rebuild` (issue 17 item 1: the index "rebuildable by a command"): reads every approved ask's
 * photo into the recognition index again with the current extractor — after restoring files, or to check the index
 * against the stored pictures — keeping every label (the ask's grade, or the one staff gave), then adds any photo the
 * index lacks. Uses the server's configuration (DATABASE_URL, or the embedded PGlite of DATA_DIR, which only one
 * process may open: stop the server first in that mode; on PostgreSQL it may run beside the servers). A running
 * server also re-reads by itself any vector of an older extractor, so a model upgrade needs no command.
 */
import { parseConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { storageFor } from '../../platform/index.ts';
import { mobileNetExtractor } from './feature-extractor.ts';
import { indexPendingPhotos } from './index-photos.ts';
import { markIndexStale } from './recognition.repository.ts';

const config = parseConfig();
const database = await openDatabase({ ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}), dataDir: config.dataDir });
try {
  const started = performance.now();
  const stale = await markIndexStale(database.db);
  let read = 0;
  for (;;) {
    const n = await indexPendingPhotos({ db: database.db, storage: storageFor(config), extractor: mobileNetExtractor(), limit: 50 });
    if (n === 0) break;
    read += n;
    console.log(`recognition index: ${read} photos read`);
  }
  console.log(`recognition index rebuilt: ${read} photos read (${stale} were indexed before) in ${Math.round((performance.now() - started) / 1000)} s`);
} finally {
  await database.close();
}
