import type { TDbOrTx } from '../../../db/client.ts';

/** Whether a signed-in viewer who neither owns a file nor is staff may read it all the same. */
export type TFileReader = (db: TDbOrTx, fileId: string, viewerUserId: string) => Promise<boolean>;

const readers = new Map<string, TFileReader>();

/**
 * Another area's rule for reading the files of one purpose beyond their owner and staff (claim files: the trade's
 * parties, issue 15). The area registers it when its routes are registered; the file route asks it only after the
 * owner/staff/public checks failed, so the common reads cost nothing more.
 */
export function registerFileReader(purpose: string, reader: TFileReader): void {
  readers.set(purpose, reader);
}

export async function readableThroughPurpose(db: TDbOrTx, file: { id: string; purpose: string }, viewerUserId: string): Promise<boolean> {
  const reader = readers.get(file.purpose);
  return reader ? reader(db, file.id, viewerUserId) : false;
}
