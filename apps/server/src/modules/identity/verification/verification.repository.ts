import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { files, users, verifications } from '../../../db/schema.ts';

export type TVerificationRowDb = typeof verifications.$inferSelect;

const licenceFile = alias(files, 'licence_file');
const cardFile = alias(files, 'card_file');
const reviewer = alias(users, 'reviewer');

export async function insertVerification(tx: TTx, values: typeof verifications.$inferInsert): Promise<TVerificationRowDb> {
  const [row] = await tx.insert(verifications).values(values).returning();
  return row!;
}

/** The submission, locked until the transaction ends (two reviewers cannot both decide it). */
export async function lockVerification(tx: TTx, verificationId: string): Promise<TVerificationRowDb | null> {
  const rows = await tx.select().from(verifications).where(eq(verifications.id, verificationId)).for('update').limit(1);
  return rows[0] ?? null;
}

/** Writes a review and bumps the version; returns the new version. */
export async function updateVerification(tx: TTx, verificationId: string, values: PgUpdateSetSource<typeof verifications>): Promise<number> {
  const [row] = await tx
    .update(verifications)
    .set({ ...values, version: sql`${verifications.version} + 1` })
    .where(eq(verifications.id, verificationId))
    .returning({ version: verifications.version });
  return row!.version;
}

/** Submissions with the submitter, the documents and the reviewer: what the staff queue and histories show. */
function verificationRows(db: TDbOrTx) {
  return db
    .select({
      v: verifications,
      email: users.email,
      phoneCountry: users.phoneCountry,
      phoneNumber: users.phoneNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      bizType: users.bizType,
      businessType: users.businessType,
      licence: { id: licenceFile.id, ext: licenceFile.ext, name: licenceFile.originalName },
      card: { id: cardFile.id, ext: cardFile.ext, name: cardFile.originalName },
      reviewerEmail: reviewer.email,
    })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.userId))
    .leftJoin(licenceFile, eq(licenceFile.id, verifications.businessLicenseFileId))
    .leftJoin(cardFile, eq(cardFile.id, verifications.personalCardFileId))
    .leftJoin(reviewer, eq(reviewer.id, verifications.reviewedBy));
}
export type TVerificationJoined = Awaited<ReturnType<typeof verificationRows>>[number];

/**
 * The staff queue: pending submissions oldest first (verifications_queue_idx), or the reviewed ones of an outcome
 * newest review first (verifications_reviewed_idx). Bounded by the page.
 */
export async function listVerificationRows(
  db: TDbOrTx,
  opts: { state: 'pending' | 'approved' | 'refused' | 'all'; limit: number; offset: number },
): Promise<{ rows: TVerificationJoined[]; total: number }> {
  const where: SQL | undefined = opts.state === 'all' ? undefined : eq(verifications.state, opts.state);
  const order =
    opts.state === 'pending'
      ? [asc(verifications.submittedAt), asc(verifications.id)]
      : [desc(sql`coalesce(${verifications.reviewedAt}, ${verifications.submittedAt})`), desc(verifications.id)];
  const rows = await verificationRows(db)
    .where(where)
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(verifications).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findVerificationRow(db: TDbOrTx, verificationId: string): Promise<TVerificationJoined | null> {
  const rows = await verificationRows(db).where(eq(verifications.id, verificationId)).limit(1);
  return rows[0] ?? null;
}

/** One user's submissions, newest first (the staff user page). */
export async function listUserVerificationRows(db: TDbOrTx, userId: string, limit: number): Promise<TVerificationJoined[]> {
  return verificationRows(db)
    .where(eq(verifications.userId, userId))
    .orderBy(desc(verifications.submittedAt), desc(verifications.id))
    .limit(limit);
}

/** The documents of the user's latest submission (§3 companyInfo personalCardFile / businessLicenseFile). */
export async function findLatestVerificationFiles(db: TDbOrTx, userId: string) {
  const rows = await db
    .select({
      licence: { id: licenceFile.id, ext: licenceFile.ext, name: licenceFile.originalName },
      card: { id: cardFile.id, ext: cardFile.ext, name: cardFile.originalName },
      state: verifications.state,
    })
    .from(verifications)
    .leftJoin(licenceFile, eq(licenceFile.id, verifications.businessLicenseFileId))
    .leftJoin(cardFile, eq(cardFile.id, verifications.personalCardFileId))
    .where(eq(verifications.userId, userId))
    .orderBy(desc(verifications.submittedAt), desc(verifications.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The pending submission of a user, if any (the one approving or refusing must decide). */
export async function findPendingVerificationId(db: TDbOrTx, userId: string): Promise<string | null> {
  const rows = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.userId, userId), eq(verifications.state, 'pending')))
    .limit(1);
  return rows[0]?.id ?? null;
}
