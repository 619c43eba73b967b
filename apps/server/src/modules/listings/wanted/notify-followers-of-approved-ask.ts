import type { TTx } from '../../../db/client.ts';
import { notificationTexts } from '../../platform/index.ts';
import { findAskForFollowers, insertFollowerNotifications } from './wanted.repository.ts';

/** "38.500000" → "38.5": weights in the notification read as a trader writes them. */
function plainWeight(mt: string): string {
  return mt.includes('.') ? mt.replace(/0+$/, '').replace(/\.$/, '') : mt;
}

/**
 * The hook of the asks module (issue 6): call it from approve-ask.ts inside the approval transaction, after the
 * ask went active:
 *
 *   await notifyFollowersOfApprovedAsk({ tx, askId: opts.askId });
 *
 * Followers of any of the ask's categories (family or grade) with push on get an in-app notification, and an
 * e-mail in their language is queued in the same transaction (§4 Follow dialog push settings; §2 settings "push").
 * The seller and the agent of the ask are never told about their own ask. The queued mails are sent after the
 * commit by the notifications dispatcher (immediately when the route calls deliverNotificationMails, else by its
 * sweep within MAIL_SWEEP_SECONDS). Returns how many followers were notified.
 */
export async function notifyFollowersOfApprovedAsk(opts: { tx: TTx; askId: string }): Promise<number> {
  const ask = await findAskForFollowers(opts.tx, opts.askId);
  if (!ask || ask.state !== 'active') return 0;
  const categoryIds = [...new Set([...ask.categoryIds, ...ask.subCategoryIds])];
  const weight = plainWeight(ask.totalWeight);
  const texts = {
    zh: notificationTexts('followed_category_ask', { askName: ask.askNameZh || ask.askName || '', category: ask.category?.zh ?? '', weight }),
    en: notificationTexts('followed_category_ask', { askName: ask.askName || ask.askNameZh || '', category: ask.category?.en ?? '', weight }),
  };
  return insertFollowerNotifications(opts.tx, {
    askId: ask.id,
    market: ask.market,
    categoryIds,
    excludeUserIds: [ask.sellerUserId, ...(ask.agentUserId ? [ask.agentUserId] : [])],
    texts: { titleZh: texts.zh.titleZh, bodyZh: texts.zh.bodyZh, titleEn: texts.en.titleEn, bodyEn: texts.en.bodyEn },
    link: `/view-detail?askId=${ask.id}`,
  });
}
