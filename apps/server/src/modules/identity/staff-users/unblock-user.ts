import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { stateAfterUnblock } from '@scrapbridge/domain/staff-users';
import { UserState } from '@scrapbridge/domain/user-state';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockAccount, updateAccount } from '../accounts/account.repository.ts';
import { insertAuditEntry } from '../../platform/index.ts';

/**
 * `POST /admin/users/{userId}/unblock` (staff): restores the state the account had before the block (a review
 * decided while blocked is what it restores, see accountStateAfterReview). The user signs in again; the sessions the
 * block ended stay ended. An account that is not blocked is refused (1000), so a double click does nothing.
 */
export async function unblockUser(opts: { db: TDb; staffUserId: string; userId: string }) {
  return opts.db.transaction(async (tx) => {
    const user = await lockAccount(tx, opts.userId);
    if (!user) throw new AppError(ErrorCode.NotFound);
    if (user.userState !== UserState.Blocked) throw new AppError(ErrorCode.Validation, 'accounts.errors.notBlocked');
    const userState = stateAfterUnblock(user.stateBeforeBlock);
    await updateAccount(tx, user.id, { userState, stateBeforeBlock: null });
    await insertAuditEntry(tx, { actorUserId: opts.staffUserId, action: 'user.unblock', targetType: 'user', targetId: user.id, detail: { restoredState: userState } });
    return { userId: user.id, userState, revokedSessions: 0 };
  });
}
