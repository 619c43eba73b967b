import { and, eq, sql } from 'drizzle-orm';
import type { TAccountIdentity } from '@scrapbridge/domain/account-identity';
import type { TDbOrTx } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';

export type TAccountRow = typeof users.$inferSelect;
export type TAccountInsert = typeof users.$inferInsert;

function identityWhere(identity: TAccountIdentity) {
  return identity.kind === 'email'
    ? eq(users.email, identity.email)
    : and(eq(users.phoneCountry, identity.phoneCountry), eq(users.phoneNumber, identity.phoneNumber));
}

/** The account an e-mail or phone signs in to (both are unique: users_email_key, users_phone_key). */
export async function findAccountByIdentity(db: TDbOrTx, identity: TAccountIdentity) {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, userState: users.userState })
    .from(users)
    .where(identityWhere(identity))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertAccount(db: TDbOrTx, values: TAccountInsert): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function insertCompany(db: TDbOrTx, values: typeof companies.$inferInsert): Promise<string> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

/** The account with its company, for the §3 current user. */
export async function findAccountWithCompany(db: TDbOrTx, userId: string) {
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateAccountPreferences(
  db: TDbOrTx,
  userId: string,
  values: { weightType: string; languageType: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function hasAnyAccount(db: TDbOrTx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
