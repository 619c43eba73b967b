import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TAppDeps } from '../../../app.ts';
import { sendMail } from '../../../providers/messenger.ts';
import { claimPendingMails, finishMail } from './notifications.repository.ts';

/** Mails claimed per round, and rounds per run: one run sends at most 1,000, the next sweep continues. */
const BATCH = 50;
const ROUNDS = 20;

/**
 * Sends the e-mails queued with notifications, in each recipient's language, through the messenger (which records
 * every one in the staff outbox). Claims a batch in a short transaction, sends outside it (the messenger writes
 * with the outer client; PGlite has one connection), then records the result. Returns how many it handled.
 *
 * Called right after a use case that queued mails commits, and by the sweep (mail-sweep.ts) for anything left
 * behind (a crash between commit and send, a provider outage).
 */
export async function deliverNotificationMails(opts: { deps: Pick<TAppDeps, 'database' | 'mail' | 'config'> }): Promise<number> {
  const { deps } = opts;
  const { db } = deps.database;
  let handled = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const batch = await db.transaction((tx) => claimPendingMails(tx, BATCH));
    if (batch.length === 0) break;
    for (const n of batch) {
      const lang: TLang = n.mailLang === 'zh' ? 'zh' : 'en';
      const brand = deps.config.brand[lang];
      const url = n.link ? `${deps.config.publicUrl}${n.link}` : deps.config.publicUrl;
      const delivery = await sendMail(deps, {
        to: n.mailTo!,
        subject: translate(lang, 'accounts.notifications.mailSubject', { brand, title: lang === 'zh' ? n.titleZh : n.titleEn }),
        text: translate(lang, 'accounts.notifications.mailText', { body: lang === 'zh' ? n.bodyZh : n.bodyEn, url, brand }),
      });
      await finishMail(db, n.id, { status: delivery.status === 'failed' ? 'failed' : 'sent', outboxId: delivery.outboxId });
      handled++;
    }
    if (batch.length < BATCH) break;
  }
  return handled;
}
