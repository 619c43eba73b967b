import type { TNotificationKind } from '@scrapbridge/domain/notification';
import type { TTx } from '../../../db/client.ts';
import { insertNotification } from '../../platform/index.ts';

/** The order notifications of documents and money (issue 5): a contract document added, an invoice due or overdue. */
export type TOrderNotificationKind = Extract<TNotificationKind, 'contract_document' | 'invoice_due'>;

/**
 * Tells one party of a contract something in-app, in both languages (texts made by the caller, since they name
 * translated things such as the document type), inside the caller's transaction. A repeat of the same event
 * (kind + refKey) is ignored. In-app only: the reminders send their e-mail themselves, after the commit.
 */
export async function notifyContractParty(opts: {
  tx: TTx;
  userId: string;
  kind: TOrderNotificationKind;
  refKey: string;
  texts: { titleZh: string; titleEn: string; bodyZh: string; bodyEn: string };
  link: string;
}): Promise<string | null> {
  return insertNotification(opts.tx, {
    userId: opts.userId,
    kind: opts.kind,
    refKey: opts.refKey,
    ...opts.texts,
    link: opts.link,
    mailStatus: 'none',
    mailTo: null,
    mailLang: null,
  });
}

/** The order page of a contract for its parties (staff open it from their console). */
export function contractLink(contractId: string): string {
  return `/deal-detail/${contractId}`;
}
