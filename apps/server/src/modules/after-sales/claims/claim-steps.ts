import { settlementProblems, type TAnswerClaimRequest, type TClaim, type TClaimStatus } from '@scrapbridge/domain/claims/claim';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { compareDecimals } from '@scrapbridge/domain/decimal';
import { sql } from 'drizzle-orm';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { issueCreditNote } from '../../orders/index.ts';
import type { TClaimViewer } from './claim-access.ts';
import { presentClaim } from './claim-presenter.ts';
import { insertClaimEvent, releaseClaimContainers } from './claims.repository.ts';
import { queueClaimNotice, sendClaimNotices } from './notify-claim.ts';
import { runClaimStep } from './run-claim-step.ts';

type TStepOpts = { deps: TAppDeps; viewer: TClaimViewer; lang: TLang; claimId: string; seenStatus?: TClaimStatus | undefined };

const contactedNow = { staffContactedAt: sql`coalesce(${sql.identifier('staff_contacted_at')}, now())` };

/**
 * `POST /app-v2/claim/{claimId}/withdraw` (the buyer; a draft or a claim the seller has not answered yet): the claim
 * ends, its containers may be claimed again, the clocks stop.
 */
export async function withdrawClaim(opts: TStepOpts & { reason?: string | undefined }): Promise<TClaim> {
  const { db } = opts.deps.database;
  const { side } = await runClaimStep({
    db,
    claimId: opts.claimId,
    viewer: opts.viewer,
    action: 'withdraw',
    seenStatus: opts.seenStatus,
    change: async (c, tx) => {
      await releaseClaimContainers(tx, c.id);
      return { endedAt: sql`now()` };
    },
    event: () => ({ action: 'withdrawn', text: opts.reason ?? null }),
  });
  return presentClaim(db, opts.claimId, side, opts.lang);
}

/**
 * `POST /app-v2/claim/fallbackQuality` {claimId} (the buyer): a quality claim (draft or unanswered) is withdrawn and
 * becomes quality feedback instead (§2 /feedback takes feedbackType 1–3: 3, "somewhat dissatisfied"); the answer says
 * where the feedback form is. A shortage or combined claim is not opinion: 1724.
 */
export async function fallbackQuality(opts: TStepOpts & { reason?: string | undefined }): Promise<{ claim: TClaim; feedbackPath: string }> {
  const { db } = opts.deps.database;
  const { claim, side } = await runClaimStep({
    db,
    claimId: opts.claimId,
    viewer: opts.viewer,
    action: 'fallbackQuality',
    seenStatus: opts.seenStatus,
    change: async (c, tx) => {
      await releaseClaimContainers(tx, c.id);
      return { endedAt: sql`now()` };
    },
    event: () => ({ action: 'fallbackQuality', text: opts.reason ?? null }),
  });
  return { claim: await presentClaim(db, opts.claimId, side, opts.lang), feedbackPath: `/feedback?feedbackType=3&shipmentId=${claim.shipmentId}` };
}

/**
 * `POST /app-v2/claim/{claimId}/answer` (the seller, within 2 working days): accept the claim as it stands, counter
 * with a lower amount, or reject with a reason. The buyer is notified; staff mediate from here.
 */
export async function answerClaim(opts: TStepOpts & { body: TAnswerClaimRequest }): Promise<TClaim> {
  const { db } = opts.deps.database;
  const b = opts.body;
  const { side } = await runClaimStep({
    db,
    claimId: opts.claimId,
    viewer: opts.viewer,
    action: 'answer',
    seenStatus: b.status,
    change: (c) => {
      // A counter-offer below what was claimed; anything else is accepting (or more than was asked).
      if (b.answer === 'counter' && c.totalClaim && compareDecimals(b.amount!, c.totalClaim) >= 0) throw AppError.field('amount', 'claims.errors.counterNotBelow');
      const amount = b.answer === 'accept' ? c.totalClaim : b.answer === 'counter' ? b.amount! : null;
      return { answer: b.answer, answerAmount: amount, answerReason: b.reason ?? null, answeredAt: sql`now()` };
    },
    event: (c) => ({ action: 'answered', text: b.reason ?? b.answer, amount: b.answer === 'accept' ? c.totalClaim : (b.amount ?? null) }),
    after: (tx, _before, after, ctx) => queueClaimNotice(tx, { claim: after, contractNo: ctx.contractNo, kind: 'claim_answered', to: ['buyer'] }),
  });
  await sendClaimNotices(opts.deps);
  return presentClaim(db, opts.claimId, side, opts.lang);
}

/**
 * `POST /app-v2/claim/{claimId}/message` {text}: a message in the thread from the buyer, the seller or staff. A staff
 * message meets the 48-hour contact clock (staff reached the parties).
 */
export async function postClaimMessage(opts: TStepOpts & { text: string }): Promise<TClaim> {
  const { db } = opts.deps.database;
  const { side } = await runClaimStep({
    db,
    claimId: opts.claimId,
    viewer: opts.viewer,
    action: 'message',
    change: (_c, _tx, s) => (s === 'staff' ? contactedNow : {}),
    event: () => ({ action: 'message', text: opts.text }),
  });
  return presentClaim(db, opts.claimId, side, opts.lang);
}

/** `POST /admin/claim/{claimId}/mediate` (staff): staff take the claim up; meets the contact clock; both parties told. */
export async function mediateClaim(opts: TStepOpts & { note?: string | undefined }): Promise<TClaim> {
  const { db } = opts.deps.database;
  await runClaimStep({
    db,
    claimId: opts.claimId,
    viewer: opts.viewer,
    action: 'mediate',
    seenStatus: opts.seenStatus,
    change: () => ({ ...contactedNow, staffUserId: opts.viewer.userId }),
    event: () => ({ action: 'mediation', text: opts.note ?? null }),
    after: (tx, _b, after, ctx) => queueClaimNotice(tx, { claim: after, contractNo: ctx.contractNo, kind: 'claim_mediation', to: ['buyer', 'seller'] }),
  });
  await sendClaimNotices(opts.deps);
  return presentClaim(db, opts.claimId, 'staff', opts.lang);
}

/**
 * `POST /admin/claim/{claimId}/settle` {amount} (staff; answered or in mediation): the agreed amount (at most what was
 * claimed, 1000) becomes a credit note against the contract's final invoice (orders area: 1726 without one, 1727 above
 * what it still carries), and the contract's money status follows — all in one transaction.
 */
export async function settleClaim(opts: TStepOpts & { amount: string; note?: string | undefined }): Promise<TClaim> {
  const { db } = opts.deps.database;
  let creditNoteNo = '';
  await runClaimStep({
    db,
    claimId: opts.claimId,
    viewer: opts.viewer,
    action: 'settle',
    seenStatus: opts.seenStatus,
    change: async (c, tx) => {
      const problems = settlementProblems(opts.amount, c.totalClaim);
      if (problems.length > 0) throw new AppError(ErrorCode.Validation, undefined, undefined, problems);
      const note = await issueCreditNote(tx, { contractId: c.contractId, claimId: c.id, amount: opts.amount, reason: `Claim ${c.claimNo}`, staffUserId: opts.viewer.userId });
      creditNoteNo = note.creditNoteNo;
      return { ...contactedNow, agreedAmount: opts.amount, settledAt: sql`now()`, staffUserId: opts.viewer.userId };
    },
    event: () => ({ action: 'settled', text: opts.note ?? null, amount: opts.amount }),
    after: async (tx, _b, after, ctx) => {
      await insertClaimEvent(tx, { claimId: after.id, actorUserId: opts.viewer.userId, actor: 'staff', action: 'creditNote', text: creditNoteNo, amount: opts.amount, fromStatus: after.status, toStatus: after.status });
      await queueClaimNotice(tx, { claim: after, contractNo: ctx.contractNo, kind: 'claim_settled', to: ['buyer', 'seller'], params: { amount: `${opts.amount} ${after.currency}` } });
    },
  });
  await sendClaimNotices(opts.deps);
  return presentClaim(db, opts.claimId, 'staff', opts.lang);
}

/** `POST /admin/claim/{claimId}/close` (staff): the claim ends (settled, or answered/mediated without settlement). */
export async function closeClaim(opts: TStepOpts & { note?: string | undefined }): Promise<TClaim> {
  const { db } = opts.deps.database;
  await runClaimStep({
    db,
    claimId: opts.claimId,
    viewer: opts.viewer,
    action: 'close',
    seenStatus: opts.seenStatus,
    change: () => ({ ...contactedNow, endedAt: sql`now()`, staffUserId: opts.viewer.userId }),
    event: () => ({ action: 'closed', text: opts.note ?? null }),
    after: (tx, _b, after, ctx) => queueClaimNotice(tx, { claim: after, contractNo: ctx.contractNo, kind: 'claim_closed', to: ['buyer', 'seller'] }),
  });
  await sendClaimNotices(opts.deps);
  return presentClaim(db, opts.claimId, 'staff', opts.lang);
}
