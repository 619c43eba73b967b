import { ZClaim } from '@scrapbridge/domain/claims/claim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { uploadPicture } from '../../../../test/ask-fixtures.ts';
import { addFinalInvoice, shipmentForClaims, shortageClaim } from '../../../../test/claim-fixtures.ts';
import { ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { verifiedBuyers } from '../../../../test/verified-buyers.ts';
import { flagOverdueClaims } from './claim-sweep.ts';

let o: TOrders;
beforeAll(async () => {
  o = await ordersTestApp();
});
afterAll(async () => {
  await o?.t.close();
});

const launch = (token: string, body: unknown, lang: 'zh' | 'en' = 'en') => post(o.t, '/app-v2/claim/launchClaim', body, { token, lang });
const save = (token: string, body: unknown) => post(o.t, '/app-v2/claim/updateClaim', body, { token });
const commit = (token: string, claimId: string) => post(o.t, '/app-v2/claim/commitClaim', { claimId }, { token });
const detail = (token: string, claimId: string) => call(o.t, 'GET', `/app-v2/claim/record/${claimId}`, { token });
const step = (token: string, claimId: string, action: string, body: Record<string, unknown> = {}) => post(o.t, `/app-v2/claim/${claimId}/${action}`, body, { token });
const staff = (claimId: string, action: string, body: Record<string, unknown> = {}) => post(o.t, `/admin/claim/${claimId}/${action}`, body, { token: o.tokens.staff });
const statusOf = async (claimId: string) => (await queryRows<{ status: string }>(o.t, `select status from claims where id = '${claimId}'`))[0]?.status;

describe('making a claim (§5 Claim rules)', () => {
  it('refuses each missing §5 required field with 1000 naming it, storing nothing', async () => {
    const s = await shipmentForClaims(o);
    const before = await countRows(o.t, 'claims');
    for (const field of ['shortageWeight', 'totalClaim', 'reason', 'claimedWeight', 'calculationMethod']) {
      const res = await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[0]!], { [field]: '' }));
      expect(res.body.code, field).toBe(1000);
      expect(res.body.msg).toMatch(new RegExp({ shortageWeight: 'Shortage weight', totalClaim: 'Total claim', reason: 'Reason', claimedWeight: 'Claimed weight', calculationMethod: 'Calculation method' }[field]!));
    }
    const decimals = await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[0]!], { shortageWeight: '0.1234567', totalClaim: '10.001' }), 'zh');
    expect(decimals.body.code).toBe(1000);
    expect(await countRows(o.t, 'claims')).toBe(before);
    expect(await countRows(o.t, 'claim_containers')).toBe(0);
  });

  it('the buyer launches a claim: submitted, numbered after the contract, the clocks running, the seller and the operator told', async () => {
    const s = await shipmentForClaims(o);
    const fileId = await uploadPicture(o.t, o.tokens.buyer);
    const mails = o.t.sentMail.length;
    const res = await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[0]!], { files: [{ fileId, type: 'weighbridge_ticket' }] }));
    expect(res.body.code).toBe(200);
    const c = ZClaim.parse(res.body.data);
    expect(c).toMatchObject({ status: 'submitted', claimNo: `${s.contractNo}-C1`, type: 'shortage', shortageWeight: '0.845', totalClaim: '1368.90', viewerSide: 'buyer' });
    expect(c.containers.map((k) => k.id)).toEqual([s.containerIds[0]]);
    expect(c.files).toMatchObject([{ fileId, type: 'weighbridge_ticket' }]);
    expect(c.clock.notice?.state).toBe('met');
    expect(c.clock.answer?.state).toBe('due');
    expect(new Date(c.clock.contact!.dueAt).getTime() - new Date(c.submittedAt!).getTime()).toBe(48 * 3_600_000);
    expect(c.events.map((e) => e.action)).toEqual(['created', 'submitted']);
    const [seller] = await queryRows<{ seller_user_id: string }>(o.t, `select seller_user_id from contracts where id = '${s.contractId}'`);
    expect(await countRows(o.t, 'notifications', `user_id = '${seller!.seller_user_id}' and kind = 'claim_submitted'`)).toBe(1);
    expect(o.t.sentMail.slice(mails).some((m) => m.to === 'ops@scrapbridge.local' && m.subject.includes(c.claimNo))).toBe(true);

    // §5 goods already claimed cannot be claimed again.
    const again = await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[0]!, s.containerIds[1]!]));
    expect(again.body.code).toBe(1721);
    expect(await countRows(o.t, 'claims', `contract_id = '${s.contractId}'`)).toBe(1);
    // The selection says which container is taken.
    const sel = await call(o.t, 'GET', `/app-v2/claim/selection?shipmentId=${s.shipmentId}`, { token: o.tokens.buyer });
    expect(sel.body.data.open).toBe(true);
    expect(sel.body.data.containers.map((k: { claimedBy: unknown }) => k.claimedBy !== null)).toEqual([true, false, false]);
  });

  it('two parallel submissions on one container: one claim stored, the other told 1721', async () => {
    const s = await shipmentForClaims(o);
    const body = shortageClaim(s.shipmentId, [s.containerIds[1]!]);
    const [a, b] = await Promise.all([launch(o.tokens.buyer, body), launch(o.tokens.buyer, body)]);
    expect([a.body.code, b.body.code].sort((x, y) => x - y)).toEqual([200, 1721]);
    expect(await countRows(o.t, 'claims', `contract_id = '${s.contractId}'`)).toBe(1);
    expect(await countRows(o.t, 'claim_containers', `container_id = '${s.containerIds[1]}' and live`)).toBe(1);
  });

  it('a shipment not arrived yet (1720), a notice window passed (1722), the seller claiming (1725), a stranger (404)', async () => {
    const loaded = await shipmentForClaims(o, { arrivedDaysAgo: null });
    expect((await launch(o.tokens.buyer, shortageClaim(loaded.shipmentId, [loaded.containerIds[0]!]))).body.code).toBe(1720);
    const old = await shipmentForClaims(o, { arrivedDaysAgo: 30 });
    expect((await launch(o.tokens.buyer, shortageClaim(old.shipmentId, [old.containerIds[0]!]))).body.code).toBe(1722);
    const sel = await call(o.t, 'GET', `/app-v2/claim/selection?shipmentId=${old.shipmentId}`, { token: o.tokens.buyer });
    expect(sel.body.data).toMatchObject({ open: false, closedReason: 'noticePassed' });
    expect((await launch(o.tokens.seller, shortageClaim(old.shipmentId, [old.containerIds[0]!]))).body.code).toBe(1725);
    const stranger = await launch(o.third.token, shortageClaim(old.shipmentId, [old.containerIds[0]!]));
    expect(stranger.status).toBe(404);
    expect((await call(o.t, 'GET', `/app-v2/claim/selection?shipmentId=${old.shipmentId}`, { token: o.third.token })).status).toBe(404);
    expect(await countRows(o.t, 'claims', `shipment_id in ('${loaded.shipmentId}', '${old.shipmentId}')`)).toBe(0);
  });

  it('a draft is saved with only its type and containers; committing it checks §5; a completed draft is submitted', async () => {
    const s = await shipmentForClaims(o);
    const draft = await save(o.tokens.buyer, { shipmentId: s.shipmentId, type: 'both', containerIds: [s.containerIds[0]!] });
    expect(draft.body.data).toMatchObject({ status: 'draft' });
    const id = draft.body.data.id as string;
    // The seller and staff do not see a draft; nor does a stranger.
    for (const token of [o.tokens.seller, o.tokens.staff, o.third.token]) expect((await detail(token, id)).status).toBe(404);
    const missing = await commit(o.tokens.buyer, id);
    expect(missing.body.code).toBe(1000);
    expect(await statusOf(id)).toBe('draft');
    const filled = await save(o.tokens.buyer, { ...shortageClaim(s.shipmentId, [s.containerIds[0]!], { type: 'both' }), claimId: id });
    expect(filled.body.data).toMatchObject({ id, status: 'draft', totalClaim: '1368.90' });
    expect((await commit(o.tokens.buyer, id)).body.data).toMatchObject({ status: 'submitted' });
    // A submitted claim is no draft any more.
    expect((await save(o.tokens.buyer, { ...shortageClaim(s.shipmentId, [s.containerIds[0]!]), claimId: id })).body.code).toBe(1723);
  });

  it('a file that is not the buyer\'s own upload is refused (1729)', async () => {
    const s = await shipmentForClaims(o);
    const sellersFile = await uploadPicture(o.t, o.tokens.seller);
    const res = await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[0]!], { files: [{ fileId: sellersFile, type: 'photo' }] }));
    expect(res.body.code).toBe(1729);
    expect(await countRows(o.t, 'claims', `contract_id = '${s.contractId}'`)).toBe(0);
  });
});

describe('answering, mediating, settling (the state machine)', () => {
  it('forbidden steps are refused with a clear code and change nothing; the happy path ends in a credit note on the final invoice', async () => {
    const s = await shipmentForClaims(o);
    const c = (await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[0]!]))).body.data;
    // Wrong party, wrong stage.
    expect((await step(o.tokens.buyer, c.id, 'answer', { answer: 'accept' })).body.code).toBe(1725);
    expect((await staff(c.id, 'settle', { amount: '100' })).body.code).toBe(1723);
    expect((await post(o.t, '/app-v2/claim/fallbackQuality', { claimId: c.id }, { token: o.tokens.buyer })).body.code).toBe(1724);
    expect((await step(o.tokens.seller, c.id, 'answer', { answer: 'counter', amount: '1368.90', reason: 'x' })).body.code).toBe(1000);
    expect((await step(o.tokens.seller, c.id, 'answer', { answer: 'counter', reason: 'x' })).body.code).toBe(1000);
    expect(await statusOf(c.id)).toBe('submitted');

    // The seller counters; the buyer is told.
    const answered = await step(o.tokens.seller, c.id, 'answer', { answer: 'counter', amount: '900.00', reason: 'Within the 0.5 % weighing tolerance for part of it' });
    expect(answered.body.data).toMatchObject({ status: 'answered', answer: 'counter', answerAmount: '900.00', viewerSide: 'seller' });
    expect(answered.body.data.clock.answer.state).toBe('met');
    expect((await step(o.tokens.seller, c.id, 'answer', { answer: 'accept' })).body.code).toBe(1723);
    expect((await step(o.tokens.buyer, c.id, 'withdraw', {})).body.code).toBe(1723);
    // The thread: both parties and staff write; a stranger is told it does not exist.
    expect((await step(o.tokens.buyer, c.id, 'message', { text: 'We can accept 1,100' })).body.code).toBe(200);
    expect((await step(o.third.token, c.id, 'message', { text: 'hello' })).status).toBe(404);

    // Staff mediate (contact clock met), then settle: above the claim is 1000; without a final invoice 1726.
    const mediated = await staff(c.id, 'mediate', { status: 'answered', note: 'Called both sides' });
    expect(mediated.body.data).toMatchObject({ status: 'mediation' });
    expect(mediated.body.data.clock.contact.state).toBe('met');
    expect((await staff(c.id, 'settle', { amount: '1368.91' })).body.code).toBe(1000);
    expect((await staff(c.id, 'settle', { amount: '1100.00' })).body.code).toBe(1726);
    expect(await statusOf(c.id)).toBe('mediation');
    expect(await countRows(o.t, 'credit_notes')).toBe(0);

    await addFinalInvoice(o, s.contractId, '5000.00');
    const settled = await staff(c.id, 'settle', { amount: '1100.00', status: 'mediation' });
    expect(settled.body.data).toMatchObject({ status: 'settled', agreedAmount: '1100.00' });
    expect(settled.body.data.creditNote).toMatchObject({ amount: '1100.00' });
    expect(settled.body.data.creditNote.creditNoteNo).toMatch(/^CN-INV-F-/);
    // The invoice shows the credit note and owes less; the contract's money status follows.
    const money = await call(o.t, 'GET', `/app-v2/contract/${s.contractId}/invoices`, { token: o.tokens.buyer });
    const final = money.body.data.invoices.find((i: { type: string }) => i.type === 'final');
    expect(final).toMatchObject({ credited: '1100.00', outstanding: '3900.00', status: 'partial' });
    expect(final.creditNotes).toHaveLength(1);
    expect(money.body.data.paymentStatus).toBe('partial');
    const [row] = await queryRows<{ payment_status: string }>(o.t, `select payment_status from contracts where id = '${s.contractId}'`);
    expect(row!.payment_status).toBe('partial');
    // Both parties notified; staff steps audited.
    expect(await countRows(o.t, 'notifications', `kind = 'claim_settled' and ref_key = 'claim:${c.id}'`)).toBe(2);
    expect(await countRows(o.t, 'audit_log', `target_type = 'claim' and target_id = '${c.id}'`)).toBe(2);

    // Settled is not settled twice; staff close it; closed takes nothing more.
    expect((await staff(c.id, 'settle', { amount: '1' })).body.code).toBe(1723);
    expect((await staff(c.id, 'close', {})).body.data).toMatchObject({ status: 'closed' });
    expect((await step(o.tokens.buyer, c.id, 'message', { text: 'thanks' })).body.code).toBe(1723);
    const thread = (await detail(o.tokens.seller, c.id)).body.data.events.map((e: { action: string }) => e.action);
    expect(thread).toEqual(['created', 'submitted', 'answered', 'message', 'mediation', 'settled', 'creditNote', 'closed']);
  });

  it('a stale stage (someone acted in between) answers 110801', async () => {
    const s = await shipmentForClaims(o);
    const c = (await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[0]!]))).body.data;
    expect((await staff(c.id, 'mediate', { status: 'answered' })).body.code).toBe(110801);
    expect(await statusOf(c.id)).toBe('submitted');
  });

  it('a quality claim falls back to feedback: withdrawn, its containers free again', async () => {
    const s = await shipmentForClaims(o);
    const c = (await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[2]!], { type: 'quality', reason: 'Zinc content above grade' }))).body.data;
    const res = await post(o.t, '/app-v2/claim/fallbackQuality', { claimId: c.id }, { token: o.tokens.buyer });
    expect(res.body.data.claim.status).toBe('withdrawn');
    expect(res.body.data.feedbackPath).toBe(`/feedback?feedbackType=3&shipmentId=${s.shipmentId}`);
    expect((await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[2]!]))).body.code).toBe(200);
  });
});

describe('who sees what', () => {
  it('a third company sees no claim: the detail answers as a random id does, its lists are empty', async () => {
    const s = await shipmentForClaims(o);
    const c = (await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[0]!]))).body.data;
    const third = await detail(o.third.token, c.id);
    const random = await detail(o.third.token, '00000000-0000-4000-8000-000000000000');
    expect(third.status).toBe(404);
    expect(third.body).toEqual(random.body);
    const list = await call(o.t, 'GET', '/app-v2/claim/queryClaimRecord?side=buyer', { token: o.third.token });
    expect(list.body.data.total).toBe(0);
    expect((await call(o.t, 'GET', '/app-v2/claim/queryClaimRecord?side=seller', { token: o.third.token })).body.data.total).toBe(0);
    expect((await call(o.t, 'GET', `/app-v2/contract/${s.contractId}/claims`, { token: o.third.token })).status).toBe(404);
    // The parties and staff do.
    const sellerList = await call(o.t, 'GET', '/app-v2/claim/queryClaimRecord?side=seller', { token: o.tokens.seller });
    expect(sellerList.body.data.rows.map((r: { id: string }) => r.id)).toContain(c.id);
    expect((await call(o.t, 'GET', `/app-v2/contract/${s.contractId}/claims`, { token: o.tokens.seller })).body.data.total).toBe(1);
    expect((await detail(o.tokens.staff, c.id)).body.data.viewerSide).toBe('staff');
    // Staff may not act as a party.
    expect((await step(o.tokens.staff, c.id, 'answer', { answer: 'accept' })).body.code).toBe(1725);
  });

  it("the seller's consignment agent (§6) sees and answers claims on the deals it made for the seller, never the buyer's drafts", async () => {
    const [agent] = await verifiedBuyers(o.t.database.db, 1, 'claimagent');
    const s = await shipmentForClaims(o);
    await queryRows(o.t, `update asks set agent_user_id = '${agent!.userId}' where id = (select ask_id from contracts where id = '${s.contractId}')`);
    const draft = (await save(o.tokens.buyer, { shipmentId: s.shipmentId, type: 'shortage', containerIds: [s.containerIds[1]!] })).body.data;
    const c = (await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[0]!]))).body.data;
    // Its sale's claims are listed to it as the seller's, on the claim record and the order page.
    const mine = (await call(o.t, 'GET', '/app-v2/claim/queryClaimRecord?side=seller', { token: agent!.token })).body.data;
    expect(mine.rows.map((r: { id: string }) => r.id)).toEqual([c.id]);
    const onOrder = (await call(o.t, 'GET', `/app-v2/contract/${s.contractId}/claims`, { token: agent!.token })).body.data;
    expect(onOrder.rows.map((r: { id: string; viewerSide: string }) => [r.id, r.viewerSide])).toEqual([[c.id, 'seller']]);
    expect((await detail(agent!.token, c.id)).body.data.viewerSide).toBe('seller');
    // Told of it as the seller is.
    expect(await countRows(o.t, 'notifications', `user_id = '${agent!.userId}' and kind = 'claim_submitted' and ref_key = 'claim:${c.id}'`)).toBe(1);
    expect((await call(o.t, 'GET', `/app-v2/claim/evidence?claimId=${c.id}`, { token: agent!.token })).body.code).toBe(200);
    // The buyer's draft stays the buyer's own: the agent is told it does not exist.
    expect((await detail(agent!.token, draft.id)).status).toBe(404);
    // It answers for the seller; it never claims.
    const answered = await step(agent!.token, c.id, 'answer', { answer: 'counter', amount: '800.00', reason: 'Tolerance' });
    expect(answered.body.data).toMatchObject({ status: 'answered', answerAmount: '800.00', viewerSide: 'seller' });
    expect((await launch(agent!.token, shortageClaim(s.shipmentId, [s.containerIds[2]!]))).body.code).toBe(1725);
  });
});

describe('clocks and the sweep', () => {
  it('a claim whose seller answer and staff contact ran out is flagged once, mailed to the operator, and in the overdue queue', async () => {
    const s = await shipmentForClaims(o);
    const c = (await launch(o.tokens.buyer, shortageClaim(s.shipmentId, [s.containerIds[0]!]))).body.data;
    // The clock the test controls: the server's now() cannot be faked, so "now" is set relative to the submission.
    const submittedAt = new Date(c.submittedAt as string);
    expect(await flagOverdueClaims({ deps: o.t.app.deps, now: new Date(submittedAt.getTime() + 47 * 3_600_000) })).toBe(0);
    const mails = o.t.sentMail.length;
    const later = new Date(submittedAt.getTime() + 6 * 86_400_000);
    // Submitted six days ago as the database sees it, so the queue (which reads now()) agrees with the sweep's clock.
    await queryRows(o.t, `update claims set submitted_at = now() - interval '6 days' where id = '${c.id}'`);
    expect(await flagOverdueClaims({ deps: o.t.app.deps, now: later })).toBeGreaterThanOrEqual(1);
    expect(await flagOverdueClaims({ deps: o.t.app.deps, now: later })).toBe(0);
    expect(o.t.sentMail.slice(mails).filter((m) => m.subject.includes(c.claimNo))).toHaveLength(1);
    const queue = await call(o.t, 'GET', '/admin/claims?filter=overdue', { token: o.tokens.staff });
    const row = queue.body.data.rows.find((r: { id: string }) => r.id === c.id);
    expect(row).toMatchObject({ overdue: true });
    expect(row.clock.answer.state).toBe('overdue');
    expect((await detail(o.tokens.buyer, c.id)).body.data.events.map((e: { action: string }) => e.action)).toContain('overdue');
  });
});
