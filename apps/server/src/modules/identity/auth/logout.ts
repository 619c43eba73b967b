import type { TDb } from '../../../db/client.ts';
import { applySessionNoticeHere } from './session-notice.ts';
import { revokeSession } from './session.repository.ts';

/**
 * Ends the caller's session on the server, so the token is dead even if a copy of it survives somewhere: every
 * instance forgets it from its session cache and closes its live streams (session-notice.ts), this one before it
 * answers.
 */
export async function logout(opts: { db: TDb; sessionId: string }): Promise<null> {
  await revokeSession(opts.db, opts.sessionId);
  applySessionNoticeHere(opts.db, { k: 'end', s: [opts.sessionId] });
  return null;
}
