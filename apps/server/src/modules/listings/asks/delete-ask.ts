import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findAskOwner, lockAsk, updateAsk } from './asks.repository.ts';
import { assertMayManageAsk } from './resolve-ask-seller.ts';

/**
 * `DELETE /app-v2/ask/{askId}`: the seller, or the agent who placed it (§6 Agents, while linked), withdraws the ask
 * (state deleted: kept for the record, shown to no one). A sold ask stays, since a contract refers to it. Another
 * user's ask is 404.
 */
export async function deleteAsk(opts: { db: TDb; userId: string; askId: string }): Promise<null> {
  const owner = await findAskOwner(opts.db, opts.askId);
  if (!owner) throw new AppError(ErrorCode.NotFound);
  await assertMayManageAsk(opts.db, opts.userId, owner);
  await opts.db.transaction(async (tx) => {
    const ask = await lockAsk(tx, opts.askId);
    if (!ask || ask.state === 'deleted' || ask.sellerUserId !== owner.sellerUserId) throw new AppError(ErrorCode.NotFound);
    if (ask.state === 'deal') throw new AppError(ErrorCode.Validation, 'listings.errors.notDeletable');
    await updateAsk(tx, opts.askId, { state: 'deleted' });
  });
  return null;
}
