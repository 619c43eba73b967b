import { sql } from 'drizzle-orm';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { CompanyState, accountStateAfterReview, type TVerificationReviewed } from '@scrapbridge/domain/verification';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockAccount, updateAccount, updateCompany } from '../accounts/account.repository.ts';
import { deliverNotificationMails, insertAuditEntry, queueNotification } from '../../platform/index.ts';
import { lockVerification, updateVerification } from './verification.repository.ts';

/**
 * `POST /admin/verifications/{id}/refuse` {version, reason} (staff; §4 "failed (reason shown, may reapply)"): the
 * user goes to userState 3 with the reason in auditResult (the upgrade dialog shows it on load), the company to
 * refused. Locked, version-checked (110801 when stale), audited and notified like approval.
 */
export async function refuseVerification(opts: {
  deps: TAppDeps;
  staffUserId: string;
  verificationId: string;
  version: number;
  reason: string;
}): Promise<TVerificationReviewed> {
  const { db } = opts.deps.database;
  const result = await db.transaction(async (tx) => {
    const v = await lockVerification(tx, opts.verificationId);
    if (!v) throw new AppError(ErrorCode.NotFound);
    if (v.state !== 'pending' || v.version !== opts.version) throw new AppError(ErrorCode.StaleData);
    const user = await lockAccount(tx, v.userId);
    if (!user) throw new AppError(ErrorCode.NotFound);
    const next = accountStateAfterReview(user, 'refused');
    const version = await updateVerification(tx, v.id, { state: 'refused', reviewedBy: opts.staffUserId, reviewedAt: sql`now()`, refuseReason: opts.reason });
    await updateCompany(tx, v.companyId, { state: CompanyState.Refused });
    await updateAccount(tx, v.userId, { userState: next.userState, stateBeforeBlock: next.stateBeforeBlock, auditResult: opts.reason });
    await insertAuditEntry(tx, {
      actorUserId: opts.staffUserId,
      action: 'verification.refuse',
      targetType: 'verification',
      targetId: v.id,
      detail: { userId: v.userId, version: opts.version, reason: opts.reason },
    });
    await queueNotification({
      tx,
      userId: v.userId,
      kind: 'verification_refused',
      refKey: `verification:${v.id}`,
      params: { companyName: v.companyName, reason: opts.reason },
      link: '/account',
      mail: true,
    });
    return { verificationId: v.id, state: 'refused' as const, version, userId: v.userId, userState: next.userState, userType: user.userType };
  });
  await deliverNotificationMails({ deps: opts.deps });
  return result;
}
