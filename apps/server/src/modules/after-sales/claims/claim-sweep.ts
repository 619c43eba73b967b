import { CLAIM_CONTACT_HOURS, claimClock, isClaimOverdue } from '@scrapbridge/domain/claims/claim';
import type { TAppDeps } from '../../../app.ts';
import type { TJob } from '../../../jobs/registry.ts';
import { insertClaimEvent, listOverdueCandidates, markOverdueFlagged } from './claims.repository.ts';
import { mailOperatorAboutClaim } from './notify-claim.ts';

const BATCH = 50;

/**
 * Flags claims whose seller-answer (2 working days) or staff-contact (48 h) clock has run out: once per claim, a
 * thread entry and an e-mail to the operator. The staff queue shows them as overdue whether or not the sweep ran
 * (reads compute the clocks). Returns how many were flagged.
 */
export async function flagOverdueClaims(opts: { deps: TAppDeps; now?: Date }): Promise<number> {
  const { db } = opts.deps.database;
  const now = opts.now ?? new Date();
  const candidates = await listOverdueCandidates(db, { submittedBefore: new Date(now.getTime() - CLAIM_CONTACT_HOURS * 3_600_000), limit: BATCH });
  let flagged = 0;
  for (const r of candidates) {
    const clock = claimClock(r.claim, now);
    if (!isClaimOverdue(clock)) continue;
    const what = [clock.answer?.state === 'overdue' ? 'seller answer' : null, clock.contact?.state === 'overdue' ? 'staff contact' : null].filter(Boolean).join(', ');
    const marked = await db.transaction(async (tx) => {
      if (!(await markOverdueFlagged(tx, r.claim.id))) return false;
      await insertClaimEvent(tx, { claimId: r.claim.id, actorUserId: null, actor: 'system', action: 'overdue', text: what, fromStatus: r.claim.status, toStatus: r.claim.status });
      return true;
    });
    if (!marked) continue;
    flagged++;
    await mailOperatorAboutClaim(opts.deps, {
      kind: 'overdue',
      claimNo: r.claim.claimNo,
      contractNo: r.contractNo,
      buyer: r.buyerCompany ?? r.buyerCompanyEn,
      seller: r.sellerCompany ?? r.sellerCompanyEn,
      what,
    });
  }
  return flagged;
}

export const claimSweepJob: TJob = {
  name: 'claim clocks',
  everySeconds: (app) => app.deps.config.claims.sweepSeconds,
  steps: (app) => [{ name: 'claim clocks', run: () => flagOverdueClaims({ deps: app.deps }), done: 'claims past a deadline flagged to staff' }],
};
