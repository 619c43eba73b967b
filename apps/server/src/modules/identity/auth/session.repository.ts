import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema.ts';
import { announceSessionNotice } from './session-notice.ts';

export type TSessionUser = {
  sessionId: string;
  userId: string;
  userState: number;
  userType: string;
  isStaff: boolean;
  expiresAt: Date;
};

/** The live session for a token hash: not revoked, not expired. */
export async function findLiveSession(db: TDbOrTx, tokenHash: string): Promise<TSessionUser | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      userState: users.userState,
      userType: users.userType,
      isStaff: users.isStaff,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSession(
  db: TDbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** Which of these sessions are still live (a live stream's check after its instance missed notices). */
export async function findLiveSessionIds(db: TDbOrTx, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, [...sessionIds]), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return new Set(rows.map((r) => r.id));
}

/** Ends one session; every instance forgets it and closes its live streams (session-notice.ts). */
export async function revokeSession(db: TDbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await announceSessionNotice(db, { k: 'end', s: [sessionId] });
}

/** Ends every session of a user at once (blocking, password change). */
export async function revokeUserSessions(db: TDbOrTx, userId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await announceSessionNotice(db, { k: 'end', u: [userId] });
}
