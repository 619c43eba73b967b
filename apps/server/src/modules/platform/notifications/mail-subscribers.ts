import { subscriber } from '../../../events/bus.ts';
import { deliverNotificationMails } from './deliver-notification-mails.ts';

/**
 * After a deal event commits, the e-mails its subscribers queued with their notifications go out (the sweep in
 * mail-sweep.ts catches what a crash or an outage left).
 */
const deliver = async (deps: Parameters<typeof deliverNotificationMails>[0]['deps']) => {
  await deliverNotificationMails({ deps });
};

export const platformMailSubscribers = [
  subscriber({ name: 'platform.mailDealParties', type: 'deal.made', afterCommit: deliver }),
  subscriber({ name: 'platform.mailReviewedDeal', type: 'deal.reviewed', afterCommit: deliver }),
];
