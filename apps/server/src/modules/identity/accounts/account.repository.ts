import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TAccountIdentity } from '@scrapbridge/domain/account-identity';
import type { TLanguageType } from '@scrapbridge/domain/user-state';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { companies, users } from '../../../db/schema.ts';
import { announceSessionNotice } from '../auth/session-notice.ts';

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
  values: { weightType: TWeightUnit; languageType: TLanguageType },
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

/** The account row, locked until the transaction ends (profile writes, upgrade, reviews and blocks serialize on it). */
export async function lockAccount(tx: TTx, userId: string): Promise<TAccountRow | null> {
  const rows = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return rows[0] ?? null;
}

/** Writes account fields and bumps the optimistic-lock version (every profile or state change is a new version). */
export async function updateAccount(db: TDbOrTx, userId: string, values: PgUpdateSetSource<typeof users>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  // State, type or staff flag may change: every instance reads this user's session again (session-notice.ts; at
  // commit when in a transaction).
  await announceSessionNotice(db, { k: 'change', u: [userId] });
}

/** Another account already using this e-mail or phone (both are sign-in identities, unique). */
export async function findOtherAccountWith(
  db: TDbOrTx,
  userId: string,
  identity: { email?: string; phoneCountry?: string; phoneNumber?: string },
): Promise<{ email: boolean; phone: boolean }> {
  const byEmail = identity.email
    ? await db.select({ id: users.id }).from(users).where(and(eq(users.email, identity.email), ne(users.id, userId))).limit(1)
    : [];
  const byPhone =
    identity.phoneCountry && identity.phoneNumber
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.phoneCountry, identity.phoneCountry), eq(users.phoneNumber, identity.phoneNumber), ne(users.id, userId)))
          .limit(1)
      : [];
  return { email: byEmail.length > 0, phone: byPhone.length > 0 };
}

export async function findCompany(db: TDbOrTx, companyId: string) {
  const rows = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return rows[0] ?? null;
}

export async function updateCompany(db: TDbOrTx, companyId: string, values: PgUpdateSetSource<typeof companies>): Promise<void> {
  await db.update(companies).set(values).where(eq(companies.id, companyId));
}

/** Who to tell and in which language (notifications, e-mails): the e-mail, languageType and push switch. */
export async function findAccountContacts(db: TDbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      languageType: users.languageType,
      pushEnabled: users.pushEnabled,
      userState: users.userState,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, userIds))
    .limit(userIds.length);
}
