import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema.ts';
import { sessionCache } from './session-cache.ts';

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

export async function revokeSession(db: TDbOrTx, sessionId: string): Promise<void> {
  sessionCache.forgetSession(sessionId);
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user at once (blocking, password change). */
export async function revokeUserSessions(db: TDbOrTx, userId: string): Promise<void> {
  sessionCache.forgetUser(userId);
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
