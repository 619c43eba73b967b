import { sql } from 'drizzle-orm';
import type { TEditAskRequest } from '@scrapbridge/domain/ask';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { findAskOwner, listDetailIds, lockAsk, updateAsk } from './asks.repository.ts';
import { assertMayPublish, prepareAskWrite } from './prepare-ask-write.ts';
import type { TAskSaved } from './publish-ask.ts';
import { assertMayManageAsk } from './resolve-ask-seller.ts';
import { writeAskLines } from './write-ask-lines.ts';

/**
 * `PUT /app-v2/ask/{askId}` (/edit): the seller, or the consignment agent who placed it (§6 Agents, while linked),
 * changes the ask. What buyers see must be reviewed again, so any submitted edit goes (back) to auditing, an active
 * one included (it leaves the market until approved); a draft may stay a draft. A sold ask cannot change, nor can
 * an ask move to another seller (`sellerUserId`, when sent, must be its seller). The row is locked and the version
 * the client read must still be current (else 110801, §8 "Please refresh and try again"). Another user's ask, or a
 * deleted one, is 404.
 */
export async function editAsk(opts: TEditAskRequest & { db: TDb; session: TSessionUser; askId: string }): Promise<TAskSaved> {
  const { db, session, askId, version, sellerUserId, ...input } = opts;
  // Ownership first: another user's ask is 404 before anything about the body is said.
  const owner = await findAskOwner(db, askId);
  if (!owner) throw new AppError(ErrorCode.NotFound);
  await assertMayManageAsk(db, session.userId, owner);
  if (sellerUserId && sellerUserId !== owner.sellerUserId) throw AppError.forbiddenField('sellerUserId', 'listings.errors.sellerFixed');
  const { companyId } = await assertMayPublish(db, session, input.market, owner.sellerUserId);
  const plan = await prepareAskWrite(db, input, [session.userId, owner.sellerUserId, ...(owner.agentUserId ? [owner.agentUserId] : [])]);
  return db.transaction(async (tx) => {
    const ask = await lockAsk(tx, askId);
    // Seller and agent never change after publication; re-read under the lock all the same.
    if (!ask || ask.state === 'deleted' || ask.sellerUserId !== owner.sellerUserId || ask.agentUserId !== owner.agentUserId) throw new AppError(ErrorCode.NotFound);
    if (ask.version !== version) throw new AppError(ErrorCode.StaleData);
    if (ask.state === 'deal') throw new AppError(ErrorCode.Validation, 'listings.errors.notEditable');
    if (input.draft && ask.state !== 'draft') throw AppError.field('draft', 'listings.errors.draftOnly');
    const existing = new Set(await listDetailIds(tx, askId));
    plan.details.forEach((d, i) => {
      if (d.detailId && !existing.has(d.detailId)) throw AppError.field(`details.${i}.detailId`, 'errors.invalidValue');
    });
    const state = input.draft ? 'draft' : 'auditing';
    const newVersion = await updateAsk(tx, askId, {
      ...plan.ask,
      companyId,
      state,
      refuseReason: null,
      // Live again only after approval, which starts the validity anew.
      validUntil: null,
      submittedAt: state === 'auditing' ? sql`now()` : null,
    });
    await writeAskLines(tx, askId, plan.details);
    return { askId, askState: state, version: newVersion };
  });
}
