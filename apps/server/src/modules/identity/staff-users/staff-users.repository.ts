import { and, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TShopStatus } from '@scrapbridge/domain/shop';
import type { TUserState, TUserType } from '@scrapbridge/domain/user-state';
import type { TVerificationState } from '@scrapbridge/domain/verification';
import type { TDbOrTx, TTx } from '../../../db/client.ts';
import { auditLog, companies, sessions, userMarketPermissions, users } from '../../../db/schema.ts';
import { announceSessionNotice } from '../auth/session-notice.ts';

/** Counting stops here: the console says "10000+" rather than scan a large table for an exact number. */
export const STAFF_COUNT_MAX = 10_000;

const latestVerificationState = sql<TVerificationState | null>`(select v.state from verifications v where v.user_id = ${users.id} order by v.submitted_at desc limit 1)`;
const shopStatus = sql<TShopStatus | null>`(select s.status from shops s where s.seller_user_id = ${users.id})`;

export type TStaffUserFilters = { keyword?: string; userState?: TUserState; userType?: TUserType; limit: number; offset: number };

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function staffUserWhere(f: TStaffUserFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.userState !== undefined) parts.push(eq(users.userState, f.userState));
  if (f.userType !== undefined) parts.push(eq(users.userType, f.userType));
  if (f.keyword) {
    const pattern = likePattern(f.keyword);
    const terms: SQL[] = [
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
      ilike(companies.name, pattern),
      ilike(companies.nameEn, pattern),
    ];
    // Phones are stored without "+", spaces or dashes: match the digits the staff member typed.
    const digits = f.keyword.replace(/\D/g, '');
    if (digits.length >= 4) terms.push(ilike(sql`coalesce(${users.phoneCountry}, '') || ${users.phoneNumber}`, `%${digits}%`));
    parts.push(or(...terms)!);
  }
  return parts.length ? and(...parts) : undefined;
}

/** Users for the staff console, newest first, with their company, latest verification and shop status. */
export async function listStaffUserRows(db: TDbOrTx, f: TStaffUserFilters) {
  const where = staffUserWhere(f);
  const rows = await db
    .select({ user: users, companyName: companies.name, verificationState: latestVerificationState, shopStatus })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(f.limit)
    .offset(f.offset);
  const capped = db
    .select({ one: sql`1` })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .limit(STAFF_COUNT_MAX)
    .as('capped');
  const [total] = await db.select({ n: count() }).from(capped);
  return { rows, total: total?.n ?? 0 };
}

export async function findStaffUserRow(db: TDbOrTx, userId: string) {
  const rows = await db
    .select({ user: users, company: companies, verificationState: latestVerificationState, shopStatus })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Live sessions (not revoked, not expired) and all sessions of a user (sessions_user_idx). */
export async function countUserSessions(db: TDbOrTx, userId: string): Promise<{ active: number; total: number }> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())::int`,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return { active: Number(row?.active ?? 0), total: row?.total ?? 0 };
}

/** Ends every live session of a user at once (blocking); every instance hears it at commit (session-notice.ts). Returns how many were live. */
export async function revokeLiveSessions(tx: TTx, userId: string): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  await announceSessionNotice(tx, { k: 'end', u: [userId] });
  return rows.length;
}

/** Staff set both flags of one market (the user's own switch only touches switchEnable). */
export async function upsertMarketPermission(tx: TTx, row: typeof userMarketPermissions.$inferInsert): Promise<void> {
  await tx
    .insert(userMarketPermissions)
    .values(row)
    .onConflictDoUpdate({
      target: [userMarketPermissions.userId, userMarketPermissions.market],
      set: { permission: row.permission, switchEnable: row.switchEnable },
    });
}

export type TAuditFilters = { actorUserId?: string; action?: string; targetType?: string; targetId?: string; limit: number; offset: number };

/** The audit log, newest first, by actor (audit_log_actor_idx), action (_action_idx) or target (_target_idx). */
export async function listAuditRows(db: TDbOrTx, f: TAuditFilters) {
  const parts: SQL[] = [];
  if (f.actorUserId) parts.push(eq(auditLog.actorUserId, f.actorUserId));
  if (f.action) parts.push(eq(auditLog.action, f.action));
  if (f.targetType) parts.push(eq(auditLog.targetType, f.targetType));
  if (f.targetId) parts.push(eq(auditLog.targetId, f.targetId));
  const where = parts.length ? and(...parts) : undefined;
  const rows = await db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(f.limit)
    .offset(f.offset);
  const capped = db.select({ one: sql`1` }).from(auditLog).where(where).limit(STAFF_COUNT_MAX).as('capped');
  const [total] = await db.select({ n: count() }).from(capped);
  return { rows, total: total?.n ?? 0 };
}
