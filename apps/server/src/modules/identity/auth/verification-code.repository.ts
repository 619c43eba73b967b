import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { verificationCodes } from '../../../db/schema.ts';

export type TCodeKey = { channel: 'sms' | 'email'; target: string; purpose: 'login' | 'register' };
export type TCodeRow = typeof verificationCodes.$inferSelect;

/** When the last code went to this target on this channel, whatever its purpose (the resend throttle). */
export async function findLastCodeSentAt(tx: TTx, key: Pick<TCodeKey, 'channel' | 'target'>): Promise<Date | null> {
  const rows = await tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.channel, key.channel), eq(verificationCodes.target, key.target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

/** The newest code for the key, locked so two attempts at once cannot both spend the same try. */
export async function lockLatestCode(tx: TTx, key: TCodeKey): Promise<TCodeRow | null> {
  const rows = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.channel, key.channel), eq(verificationCodes.target, key.target), eq(verificationCodes.purpose, key.purpose)),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

/** A new code replaces the live ones: only the latest code works. */
export async function retireLiveCodes(tx: TTx, key: TCodeKey, now: Date): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.channel, key.channel),
        eq(verificationCodes.target, key.target),
        eq(verificationCodes.purpose, key.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function insertCode(
  tx: TTx,
  values: TCodeKey & { codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<string> {
  const [row] = await tx.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
  return row!.id;
}

/** A code that could not be delivered never counted: removing it lets the user ask again at once. */
export async function deleteCode(db: TDbOrTx, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

export async function recordWrongTry(tx: TTx, id: string, tries: number, burnAt: Date | null): Promise<void> {
  await tx.update(verificationCodes).set({ tries, consumedAt: burnAt }).where(eq(verificationCodes.id, id));
}

export async function consumeCode(tx: TTx, id: string, now: Date): Promise<void> {
  await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, id));
}
