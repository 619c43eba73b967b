import { eq, inArray, lt, sql } from 'drizzle-orm';
import { identityTarget, type TAccountIdentity } from '@scrapbridge/domain/account-identity';
import type { TSignInFailures } from '@scrapbridge/domain/sign-in-brake';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { signInFailures, users } from '../../../db/schema.ts';

/** The failures recorded against an identity target (null: none). */
export async function findSignInFailures(tx: TDbOrTx, target: string): Promise<TSignInFailures | null> {
  const rows = await tx
    .select({ failures: signInFailures.failures, lastFailureAt: signInFailures.lastFailureAt })
    .from(signInFailures)
    .where(eq(signInFailures.target, target));
  return rows[0] ?? null;
}

/** Records one failure: `failures` is the new count (1 when earlier ones were forgotten). */
export async function saveSignInFailures(tx: TTx, target: string, failures: number, now: Date): Promise<void> {
  await tx
    .insert(signInFailures)
    .values({ target, failures, lastFailureAt: now })
    .onConflictDoUpdate({ target: signInFailures.target, set: { failures, lastFailureAt: now } });
}

/**
 * Forgets the failures of every identity the account signs in with (its e-mail and its phone): one proof of who the
 * owner is releases the brake whichever identity the guesser used.
 */
export async function clearSignInFailuresOf(db: TDbOrTx, userId: string): Promise<void> {
  const [user] = await db
    .select({ email: users.email, phoneCountry: users.phoneCountry, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const identities: TAccountIdentity[] = [];
  if (user.email) identities.push({ kind: 'email', email: user.email.toLowerCase() });
  if (user.phoneCountry && user.phoneNumber) identities.push({ kind: 'phone', phoneCountry: user.phoneCountry, phoneNumber: user.phoneNumber });
  if (identities.length) await db.delete(signInFailures).where(inArray(signInFailures.target, identities.map(identityTarget)));
}

/** Housekeeping: rows whose failures are forgotten anyway. */
export async function deleteForgottenSignInFailures(db: TDbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(signInFailures)
    .where(lt(signInFailures.lastFailureAt, sql`${before.toISOString()}::timestamptz`))
    .returning({ target: signInFailures.target });
  return rows.length;
}
