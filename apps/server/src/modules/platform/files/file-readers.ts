import type { TDbOrTx } from '../../../db/client.ts';

/** Whether a signed-in viewer who neither owns a file nor is staff may read it all the same. */
export type TFileReader = (db: TDbOrTx, fileId: string, viewerUserId: string) => Promise<boolean>;

/** purpose → the rule of each area that shares files of that purpose (by area, so a second app build replaces it). */
const readers = new Map<string, Map<string, TFileReader>>();

/**
 * Another area's rule for reading the files of one purpose beyond their owner and staff (claim files: the trade's
 * parties, issue 15). The area registers it when its routes are registered; the file route asks it only after the
 * owner/staff/public checks failed, so the common reads cost nothing more.
 */
export function registerFileReader(purpose: string, reader: TFileReader, area = 'default'): void {
  // Several areas may share files of one purpose (an album picture on a listing and on a purchase request).
  const byArea = readers.get(purpose) ?? new Map<string, TFileReader>();
  byArea.set(area, reader);
  readers.set(purpose, byArea);
}

export async function readableThroughPurpose(db: TDbOrTx, file: { id: string; purpose: string }, viewerUserId: string): Promise<boolean> {
  for (const reader of readers.get(file.purpose)?.values() ?? []) {
    if (await reader(db, file.id, viewerUserId)) return true;
  }
  return false;
}
