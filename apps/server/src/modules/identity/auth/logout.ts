import type { TDb } from '../../../db/client.ts';
import { revokeSession } from './session.repository.ts';

/** Ends the caller's session on the server, so the token is dead even if a copy of it survives somewhere. */
export async function logout(opts: { db: TDb; sessionId: string }): Promise<null> {
  await revokeSession(opts.db, opts.sessionId);
  return null;
}
