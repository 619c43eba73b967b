import { translate, type TLang } from '@scrapbridge/domain/i18n';
import { outstandingOf, sumMoney } from '@scrapbridge/domain/orders/money';
import type { TAppDeps } from '../../../app.ts';
import type { TTx } from '../../../db/client.ts';
import { sendMail } from '../../../providers/messenger.ts';
import { findAccountContacts } from '../../identity/index.ts';
import { contractLink, notifyContractParty } from '../documents/notify-contract-party.ts';
import type { TInvoiceRow } from './payments.repository.ts';

/** What a reminder is about: one unpaid invoice of a contract, due soon or overdue. */
export type TReminderSubject = { invoice: TInvoiceRow; paid: string; contractNo: string; buyerUserId: string; overdue: boolean };

function reminderParams(s: TReminderSubject, lang: TLang) {
  return {
    invoiceNo: s.invoice.invoiceNo,
    contractNo: s.contractNo,
    type: translate(lang, `payments.invoiceTypes.${s.invoice.type}`),
    outstanding: outstandingOf(sumMoney([s.invoice.amount]), sumMoney([s.paid])),
    currency: s.invoice.currency,
    dueDate: s.invoice.dueDate ?? '-',
  };
}

function reminderText(s: TReminderSubject, lang: TLang, part: 'title' | 'body'): string {
  // A staff reminder may concern an invoice without a due date: "outstanding", not "due by".
  const kind = s.overdue ? 'overdue' : s.invoice.dueDate ? 'due' : 'outstanding';
  return translate(lang, `payments.notifications.${kind}.${part}`, reminderParams(s, lang));
}

/**
 * The in-app half of a reminder, inside the caller's transaction (with reminded_at): one per invoice and operator day
 * (refKey), for the buyer, who pays (§1 "payment chasing").
 */
export async function notifyReminder(tx: TTx, s: TReminderSubject, today: string): Promise<void> {
  await notifyContractParty({
    tx,
    userId: s.buyerUserId,
    kind: 'invoice_due',
    refKey: `invoice:${s.invoice.id}:${today}`,
    texts: { titleZh: reminderText(s, 'zh', 'title'), titleEn: reminderText(s, 'en', 'title'), bodyZh: reminderText(s, 'zh', 'body'), bodyEn: reminderText(s, 'en', 'body') },
    link: contractLink(s.invoice.contractId),
  });
}

/**
 * The e-mail half, after the commit (the messenger writes with the outer client): to the buyer's address, in the
 * buyer's language (languageType China → zh, otherwise en). Returns whether a mail went out.
 */
export async function mailReminder(deps: Pick<TAppDeps, 'database' | 'mail' | 'config'>, s: TReminderSubject): Promise<boolean> {
  const [contact] = await findAccountContacts(deps.database.db, [s.buyerUserId]);
  if (!contact?.email) return false;
  const lang: TLang = contact.languageType === 'China' ? 'zh' : 'en';
  const brand = deps.config.brand[lang];
  const url = `${deps.config.publicUrl}${contractLink(s.invoice.contractId)}`;
  const delivery = await sendMail(deps, {
    to: contact.email,
    subject: translate(lang, 'accounts.notifications.mailSubject', { brand, title: reminderText(s, lang, 'title') }),
    text: translate(lang, 'accounts.notifications.mailText', { body: reminderText(s, lang, 'body'), url, brand }),
  });
  return delivery.status !== 'failed';
}
