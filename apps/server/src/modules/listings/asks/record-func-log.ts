import type { TDb } from '../../../db/client.ts';
import { insertUserEvent } from './asks.repository.ts';

/**
 * §7 `POST /func/log` {funcKey, userId}: which functions people use. Open to visitors (the public pages log too);
 * the user is the session's, never the userId the body claims, so nobody can write events in another's name.
 */
export async function recordFuncLog(opts: { db: TDb; funcKey: string; sessionUserId: string | null }): Promise<{ recorded: boolean; clickCount: null }> {
  await insertUserEvent(opts.db, { userId: opts.sessionUserId, source: 'func_log', funcKey: opts.funcKey });
  return { recorded: true, clickCount: null };
}
