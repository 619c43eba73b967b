import { ASK_CLICK_FUNC_KEY, PUBLIC_ASK_STATES } from '@scrapbridge/domain/ask';
import type { TDb } from '../../../db/client.ts';
import { findAskForClick, incrementClickCount, insertClickOfDay, insertUserEvent } from './asks.repository.ts';

/**
 * §7 `POST /user/event/{funcKey}`: records what a signed-in user did. `ask_click` with an askId is a click on a
 * listing card: it counts once per viewer, ask and day, never for the seller's own clicks and only on asks the
 * market shows (these counts drive the §4 New tag and the "most viewed" sort). One transaction: the event, the
 * day's click row and the counter move together.
 */
export async function recordUserEvent(opts: {
  db: TDb;
  userId: string;
  funcKey: string;
  askId?: string;
  detailId?: string;
  extra?: Record<string, string | number | boolean>;
}): Promise<{ recorded: boolean; clickCount: number | null }> {
  return opts.db.transaction(async (tx) => {
    const found = opts.askId ? await findAskForClick(tx, opts.askId) : null;
    // An ask the market does not show is, to anyone but its seller, one that does not exist: no click count that
    // would tell a random id from an ask under review (issue 13 item 8).
    const ask = found && (found.sellerUserId === opts.userId || (PUBLIC_ASK_STATES as readonly string[]).includes(found.state)) ? found : null;
    await insertUserEvent(tx, {
      userId: opts.userId,
      source: 'user_event',
      funcKey: opts.funcKey,
      askId: ask ? opts.askId : null,
      detail: opts.detailId || opts.extra ? { detailId: opts.detailId ?? null, ...opts.extra } : null,
    });
    if (opts.funcKey !== ASK_CLICK_FUNC_KEY || !ask || !opts.askId) return { recorded: true, clickCount: null };
    const countable = ask.sellerUserId !== opts.userId && (PUBLIC_ASK_STATES as readonly string[]).includes(ask.state);
    if (!countable || !(await insertClickOfDay(tx, opts.askId, opts.userId))) return { recorded: true, clickCount: ask.clickCount };
    return { recorded: true, clickCount: await incrementClickCount(tx, opts.askId) };
  });
}
