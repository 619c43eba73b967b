import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { UserState } from '@scrapbridge/domain/user-state';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockAccount, updateAccount } from '../accounts/account.repository.ts';
import { insertAuditEntry } from '../../platform/index.ts';
import { applySessionNoticeHere } from '../auth/session-notice.ts';
import { revokeLiveSessions } from './staff-users.repository.ts';

/**
 * `POST /admin/users/{userId}/block` {reason?} (staff; §4 userState 9, §6 "account blocked or frozen"): the account
 * is blocked and every session of it ends in the same transaction, so an old token answers 401 on its next call on
 * any instance and its open live streams close (session-notice.ts); sign-in answers 1409. The state it had is kept
 * for unblocking. Staff cannot block themselves or other staff (staff accounts are managed by the operator, not from
 * the console). Blocking twice changes nothing more.
 */
export async function blockUser(opts: { db: TDb; staffUserId: string; userId: string; reason: string | undefined }) {
  const result = await opts.db.transaction(async (tx) => {
    const user = await lockAccount(tx, opts.userId);
    if (!user) throw new AppError(ErrorCode.NotFound);
    if (user.id === opts.staffUserId) throw new AppError(ErrorCode.Forbidden, 'accounts.errors.cannotBlockSelf');
    if (user.isStaff) throw new AppError(ErrorCode.Forbidden, 'accounts.errors.cannotBlockStaff');
    const revokedSessions = await revokeLiveSessions(tx, user.id);
    if (user.userState !== UserState.Blocked) {
      await updateAccount(tx, user.id, { userState: UserState.Blocked, stateBeforeBlock: user.userState });
      await insertAuditEntry(tx, {
        actorUserId: opts.staffUserId,
        action: 'user.block',
        targetType: 'user',
        targetId: user.id,
        detail: { reason: opts.reason ?? null, previousState: user.userState, revokedSessions },
      });
    }
    return { userId: user.id, userState: UserState.Blocked, revokedSessions };
  });
  applySessionNoticeHere(opts.db, { k: 'end', u: [result.userId] });
  return result;
}
