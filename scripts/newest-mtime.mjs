// The newest modification time under a path (a file, or a folder and everything in it): how `npm start` tells
// whether a build is older than its sources. Made cheap because it runs at every start (bench/startup): one
// readdir per folder (its entries' types come with it, so folders are not stat'ed twice), one stat per file, and a
// folder walked once per process even when two checks (web, server) both list it.
import fs from 'node:fs';
import path from 'node:path';

const walked = new Map();

/** Milliseconds since the epoch of the newest file or folder at `full` (absolute); 0 when it does not exist. */
export function newestMtime(full) {
  const known = walked.get(full);
  if (known !== undefined) return known;
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    walked.set(full, 0);
    return 0;
  }
  let newest = stat.mtimeMs;
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
      const child = path.join(full, entry.name);
      newest = Math.max(newest, entry.isDirectory() ? newestMtime(child) : fileMtime(child));
    }
  }
  walked.set(full, newest);
  return newest;
}

function fileMtime(full) {
  try {
    return fs.statSync(full).mtimeMs;
  } catch {
    // removed while walking: it no longer counts
    return 0;
  }
}
