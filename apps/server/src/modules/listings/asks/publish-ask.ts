import { sql } from 'drizzle-orm';
import type { TPublishAskRequest } from '@scrapbridge/domain/ask';
import type { z } from 'zod';
import type { ZAskSaved } from '@scrapbridge/domain/ask-view';
import type { TDb } from '../../../db/client.ts';
import type { TSessionUser } from '../../identity/index.ts';
import { insertAsk } from './asks.repository.ts';
import { assertMayPublish, prepareAskWrite } from './prepare-ask-write.ts';
import { resolveAskSeller } from './resolve-ask-seller.ts';
import { writeAskLines } from './write-ask-lines.ts';

export type TAskSaved = z.infer<typeof ZAskSaved>;

/**
 * `POST /app-v2/ask`: publishes an ask for review (state auditing, §4 "New asks start auditing") or, with
 * `draft: true`, saves a draft. A consignment agent may publish for a seller they are linked to (`sellerUserId`,
 * §6 Agents): the ask is the seller's, the caller its agent. The §5 rules ran at the edge (ZPublishAskRequest) and
 * the database ones in prepareAskWrite; the ask, its lines and media are then written in one transaction, so a
 * failure stores nothing.
 */
export async function publishAsk(opts: TPublishAskRequest & { db: TDb; session: TSessionUser }): Promise<TAskSaved> {
  const { db, session, sellerUserId: forSeller, ...input } = opts;
  const parties = await resolveAskSeller(db, session, forSeller);
  const { companyId } = await assertMayPublish(db, session, input.market, parties.sellerUserId);
  const plan = await prepareAskWrite(db, input, [session.userId, parties.sellerUserId]);
  const state = input.draft ? 'draft' : 'auditing';
  const askId = await db.transaction(async (tx) => {
    const id = await insertAsk(tx, {
      ...plan.ask,
      sellerUserId: parties.sellerUserId,
      agentUserId: parties.agentUserId,
      companyId,
      state,
      submittedAt: state === 'auditing' ? sql`now()` : null,
    });
    await writeAskLines(tx, id, plan.details);
    return id;
  });
  return { askId, askState: state, version: 1 };
}
