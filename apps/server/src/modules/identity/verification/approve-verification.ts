import { sql } from 'drizzle-orm';
import { defaultVipType } from '@scrapbridge/domain/account-profile';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TUserType } from '@scrapbridge/domain/user-state';
import { CompanyState, accountStateAfterReview, type TVerificationReviewed } from '@scrapbridge/domain/verification';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockAccount, updateAccount, updateCompany } from '../accounts/account.repository.ts';
import { deliverNotificationMails, insertAuditEntry, queueNotification } from '../../platform/index.ts';
import { lockVerification, updateVerification } from './verification.repository.ts';

/**
 * `POST /admin/verifications/{id}/approve` {version, userType?} (staff; §4 "approved (becomes VIP)"): the user
 * becomes a verified enterprise: userState 0, userType Supplier or Buyer (the reviewer's choice, else
 * defaultVipType from the user's bizType and business types), auditResult cleared, the company approved. The
 * submission row is locked and must still be the pending version the reviewer read (else 110801); the account row
 * is locked too. The user is notified (in-app and e-mail); everything, the audit entry included, commits together.
 */
export async function approveVerification(opts: {
  deps: TAppDeps;
  staffUserId: string;
  verificationId: string;
  version: number;
  userType: Exclude<TUserType, 'General'> | undefined;
}): Promise<TVerificationReviewed> {
  const { db } = opts.deps.database;
  const result = await db.transaction(async (tx) => {
    const v = await lockVerification(tx, opts.verificationId);
    if (!v) throw new AppError(ErrorCode.NotFound);
    if (v.state !== 'pending' || v.version !== opts.version) throw new AppError(ErrorCode.StaleData);
    const user = await lockAccount(tx, v.userId);
    if (!user) throw new AppError(ErrorCode.NotFound);
    const userType = opts.userType ?? defaultVipType(user.bizType, user.businessType);
    const next = accountStateAfterReview(user, 'approved');
    const version = await updateVerification(tx, v.id, { state: 'approved', reviewedBy: opts.staffUserId, reviewedAt: sql`now()`, approvedUserType: userType });
    await updateCompany(tx, v.companyId, { name: v.companyName, nameEn: v.companyNameEn, state: CompanyState.Approved, verifiedAt: sql`now()` });
    await updateAccount(tx, v.userId, { userState: next.userState, stateBeforeBlock: next.stateBeforeBlock, userType, auditResult: null, companyId: v.companyId });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'verification.approve',
      targetType: 'verification',
      targetId: v.id,
      detail: { userId: v.userId, version: opts.version, userType, companyName: v.companyName },
    });
    await queueNotification({
      tx,
      userId: v.userId,
      kind: 'verification_approved',
      refKey: `verification:${v.id}`,
      params: { companyName: v.companyName },
      link: '/account',
      mail: true,
    });
    return { verificationId: v.id, state: 'approved' as const, version, userId: v.userId, userState: next.userState, userType };
  });
  await deliverNotificationMails({ deps: opts.deps });
  return result;
}
