import { translate, type TLang } from '@scrapbridge/domain/i18n';
import { disputeClock } from '@scrapbridge/domain/orders/dispute';
import type { TAppDeps } from '../../../app.ts';
import type { TTx } from '../../../db/client.ts';
import { sendMail } from '../../../providers/messenger.ts';
import { companyIn } from './dispute-presenter.ts';
import { findStaffDispute, findUnannouncedDisputes, insertDisputeAnnouncement } from './disputes.repository.ts';

/** The sweep looks this far back: older disputes are in the staff queue already, flagged by their §9 clocks. */
const ANNOUNCE_LOOKBACK_MS = 7 * 86_400_000;
const ANNOUNCE_BATCH = 20;

/** One line, no control characters: a party's text must not add mail headers. */
function oneLine(value: string, max = 80): string {
  const line = [...value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim()];
  return line.length > max ? `${line.slice(0, max - 1).join('')}…` : line.join('');
}

/**
 * Marks a dispute as announced to the operator (a system entry in the audit log, so staff also see when the operator
 * was told). Written in the transaction that stores the dispute, so a dispute and its mark commit together.
 */
export async function markDisputeAnnounced(tx: TTx, disputeId: string, contractId: string): Promise<void> {
  await insertDisputeAnnouncement(tx, disputeId, contractId);
}

/**
 * E-mails the operator (OPERATOR_EMAIL, in OPERATOR_LANG, as the contact form does) about a new dispute with both §9
 * due times, so someone calls the party within 48 hours. Outside any transaction (messenger rule); a failed delivery
 * is in the outbox, and the dispute is in the staff queue either way.
 */
export async function mailOperatorAboutDispute(opts: { deps: TAppDeps; disputeId: string }): Promise<void> {
  const { deps } = opts;
  const row = await findStaffDispute(deps.database.db, opts.disputeId);
  if (!row) return;
  const d = row.dispute;
  const lang: TLang = deps.config.site.operatorLang;
  const clock = disputeClock({ raisedAt: d.createdAt, contactedAt: null, answeredAt: null });
  const company = (d.side === 'buyer' ? companyIn(lang, row.buyerCompany, row.buyerCompanyEn) : companyIn(lang, row.sellerCompany, row.sellerCompanyEn)) ?? '—';
  await sendMail(deps, {
    to: deps.config.site.operatorEmail,
    subject: translate(lang, 'operations.mail.disputeSubject', { brand: deps.config.brand[lang], contractNo: row.contractNo, company: oneLine(company, 40) }),
    text: translate(lang, 'operations.mail.disputeText', {
      brand: deps.config.brand[lang],
      contractNo: row.contractNo,
      side: translate(lang, `operations.side.${d.side}`),
      company,
      raisedAt: d.createdAt.toISOString(),
      contactDue: clock.contact.dueAt,
      answerDue: clock.answer.dueAt,
      text: d.text,
      link: `${deps.config.publicUrl}/staff/disputes`,
    }),
  });
}

/**
 * The sweep's step: disputes stored without the operator being told (the confirmation step 2 files them in its own
 * transaction) are marked, then mailed. Marked first: two instances racing may mail twice, but a crash never mails
 * in a loop. Returns how many were announced.
 */
export async function announceNewDisputes(opts: { deps: TAppDeps; now?: Date }): Promise<number> {
  const { db } = opts.deps.database;
  const now = opts.now ?? new Date();
  const pending = await findUnannouncedDisputes(db, { raisedAfter: new Date(now.getTime() - ANNOUNCE_LOOKBACK_MS), limit: ANNOUNCE_BATCH });
  for (const d of pending) {
    await db.transaction((tx) => markDisputeAnnounced(tx, d.id, d.contractId));
    await mailOperatorAboutDispute({ deps: opts.deps, disputeId: d.id });
  }
  return pending.length;
}
