import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { announceNewDisputes } from './announce-disputes.ts';
import { insertDispute } from './disputes.repository.ts';

let o: TOrders;
let contractId: string;
let contractNo: string;

beforeAll(async () => {
  o = await ordersTestApp();
  ({ contractId, contractNo } = await dealContract(o));
});
afterAll(async () => {
  await o?.t.close();
});

const raise = (token: string, text: unknown, id = contractId, lang: 'zh' | 'en' = 'en') => post(o.t, `/app-v2/contract/${id}/dispute`, { text }, { token, lang });
const disputesOf = (token: string, id = contractId) => call(o.t, 'GET', `/app-v2/contract/${id}/disputes`, { token });
const staffAct = (id: string, action: string, body: Record<string, unknown> = {}, token = o.tokens.staff) => post(o.t, `/admin/dispute/${id}/${action}`, body, { token });

describe('raising a dispute (§2 dispute section, §5 dispute text cannot be empty)', () => {
  it('the buyer raises one: stored with both §9 clocks running, and the operator is e-mailed', async () => {
    const mailsBefore = o.t.sentMail.length;
    const res = await raise(o.tokens.buyer, '  Two containers are 1.2 MT short of the contract weight.  ');
    expect(res.body).toMatchObject({ code: 200, data: { contractId, side: 'buyer', status: 'open', text: 'Two containers are 1.2 MT short of the contract weight.', answer: null } });
    const { clock, createdAt } = res.body.data;
    expect(new Date(clock.contact.dueAt).getTime() - new Date(createdAt).getTime()).toBe(48 * 3_600_000);
    expect(clock.contact.state).toBe('due');
    expect(clock.answer.state).toBe('due');
    expect(new Date(clock.answer.dueAt).getTime()).toBeGreaterThanOrEqual(new Date(clock.contact.dueAt).getTime());

    const mail = o.t.sentMail.slice(mailsBefore).find((m) => m.to === 'ops@scrapbridge.local');
    expect(mail?.subject).toContain(contractNo);
    expect(mail?.text).toContain('Two containers are 1.2 MT short');
    // Announced once: the sweep finds nothing more to tell.
    expect(await announceNewDisputes({ deps: o.t.app.deps })).toBe(0);
  });

  it('refuses empty text and text over 2000 characters with 1000 naming the field, storing nothing', async () => {
    const before = await countRows(o.t, 'contract_disputes');
    const empty = await raise(o.tokens.seller, '   ');
    expect(empty.body.code).toBe(1000);
    expect(empty.body.msg).toMatch(/text/i);
    const long = await raise(o.tokens.seller, 'x'.repeat(2001), contractId, 'zh');
    expect(long.body.code).toBe(1000);
    expect(await countRows(o.t, 'contract_disputes')).toBe(before);
  });

  it('a third company is told the contract does not exist; staff cannot raise one', async () => {
    const before = await countRows(o.t, 'contract_disputes');
    const third = await raise(o.third.token, 'Not my contract');
    expect(third.status).toBe(404);
    expect(third.body.code).toBe(404);
    expect((await disputesOf(o.third.token)).body.code).toBe(404);
    const staff = await raise(o.tokens.staff, 'Staff do not raise disputes');
    expect(staff.status).toBe(403);
    expect(await countRows(o.t, 'contract_disputes')).toBe(before);
  });

  it('both parties and staff read the contract disputes with their clocks', async () => {
    await raise(o.tokens.seller, 'Buyer has not confirmed the BL instructions after a week.');
    for (const token of [o.tokens.buyer, o.tokens.seller, o.tokens.staff]) {
      const res = await disputesOf(token);
      expect(res.body.code).toBe(200);
      expect(res.body.data.total).toBe(2);
      expect(res.body.data.rows.map((d: { side: string }) => d.side)).toEqual(['seller', 'buyer']);
      expect(res.body.data.rows[0].clock.contact.state).toBe('due');
    }
  });

  it('disputes filed by the confirmation step are announced by the sweep, once', async () => {
    const mailsBefore = o.t.sentMail.length;
    const [buyer] = await queryRows<{ buyer_user_id: string }>(o.t, `select buyer_user_id from contracts where id = '${contractId}'`);
    await insertDispute(o.t.database.db, { contractId, raisedByUserId: buyer!.buyer_user_id, side: 'buyer', text: 'Filed with the BL instructions' });
    expect(await announceNewDisputes({ deps: o.t.app.deps })).toBe(1);
    expect(await announceNewDisputes({ deps: o.t.app.deps })).toBe(0);
    const mails = o.t.sentMail.slice(mailsBefore).filter((m) => m.to === 'ops@scrapbridge.local');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Filed with the BL instructions');
  });
});

describe('staff handle disputes (§9 clocks, audited)', () => {
  it('parties cannot use the staff dispute routes', async () => {
    const [d] = await queryRows<{ id: string }>(o.t, `select id from contract_disputes where contract_id = '${contractId}' limit 1`);
    for (const token of [o.tokens.buyer, o.tokens.seller]) {
      expect((await call(o.t, 'GET', '/admin/disputes', { token })).status).toBe(403);
      for (const action of ['contact', 'answer', 'close']) {
        const res = await staffAct(d!.id, action, { answer: 'x' }, token);
        expect(res.status).toBe(403);
      }
    }
    const [row] = await queryRows<{ status: string }>(o.t, `select status from contract_disputes where id = '${d!.id}'`);
    expect(row!.status).toBe('open');
  });

  it('contact, answer and close: each changes the dispute, meets its clock and writes an audit entry; the party is told', async () => {
    const raised = await raise(o.tokens.buyer, 'Moisture above the agreed limit.');
    const id = raised.body.data.id as string;

    const queue = await call(o.t, 'GET', '/admin/disputes?status=open', { token: o.tokens.staff });
    expect(queue.body.code).toBe(200);
    const row = queue.body.data.rows.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ contractNo, status: 'open', side: 'buyer' });
    expect(row.buyerCompany).toBeTruthy();
    expect(row.raisedByCompany).toBe(row.buyerCompany);

    const contacted = await staffAct(id, 'contact', { status: 'open' });
    expect(contacted.body).toMatchObject({ code: 200, data: { status: 'contacted', clock: { contact: { state: 'met', late: false } } } });
    // A second staff member who still sees it open is told to refresh.
    expect((await staffAct(id, 'contact', { status: 'open' })).body.code).toBe(110801);

    const blank = await staffAct(id, 'answer', { answer: ' ' });
    expect(blank.body.code).toBe(1000);

    const mailsBefore = o.t.sentMail.length;
    const answered = await staffAct(id, 'answer', { answer: 'The surveyor report confirms 1.5 %; a price deduction follows.', status: 'contacted' });
    expect(answered.body).toMatchObject({ code: 200, data: { status: 'answered', answer: 'The surveyor report confirms 1.5 %; a price deduction follows.', clock: { answer: { state: 'met' } } } });
    expect((await staffAct(id, 'answer', { answer: 'Again' })).body.code).toBe(110801);
    const [buyerMail] = await queryRows<{ email: string }>(o.t, `select u.email from users u join contracts c on c.buyer_user_id = u.id where c.id = '${contractId}'`);
    expect(o.t.sentMail.slice(mailsBefore).some((m) => m.to === buyerMail!.email && m.subject.includes(contractNo))).toBe(true);

    const party = await disputesOf(o.tokens.buyer);
    expect(party.body.data.rows.find((d: { id: string }) => d.id === id)).toMatchObject({ status: 'answered', answer: expect.stringContaining('surveyor') });

    const closed = await staffAct(id, 'close', { status: 'answered' });
    expect(closed.body).toMatchObject({ code: 200, data: { status: 'closed' } });
    expect(closed.body.data.closedAt).toBeTruthy();
    expect((await staffAct(id, 'close', {})).body.code).toBe(110801);

    const audit = await queryRows<{ action: string; actor_user_id: string | null }>(
      o.t,
      `select action, actor_user_id from audit_log where target_type = 'dispute' and target_id = '${id}' order by created_at, action`,
    );
    expect(audit.map((a) => a.action)).toEqual(['dispute.announce', 'dispute.contact', 'dispute.answer', 'dispute.close']);
    expect(audit.filter((a) => a.action !== 'dispute.announce').every((a) => a.actor_user_id)).toBe(true);
  });

  it('lists overdue disputes (a clock run out) and answers 404 for an unknown dispute', async () => {
    const raised = await raise(o.tokens.seller, 'Deposit not received.');
    const id = raised.body.data.id as string;
    await queryRows(o.t, `update contract_disputes set created_at = now() - interval '3 days' where id = '${id}'`);
    const overdue = await call(o.t, 'GET', '/admin/disputes?status=overdue', { token: o.tokens.staff });
    expect(overdue.body.code).toBe(200);
    const row = overdue.body.data.rows.find((r: { id: string }) => r.id === id);
    expect(row.clock.contact.state).toBe('overdue');
    expect(overdue.body.data.rows.every((r: { status: string }) => r.status === 'open' || r.status === 'contacted')).toBe(true);

    const all = await call(o.t, 'GET', '/admin/disputes?pageSize=100', { token: o.tokens.staff });
    // Waiting ones first, the oldest (soonest due) at the top.
    expect(all.body.data.rows[0].id).toBe(id);
    expect(all.body.data.rows.at(-1).status).toBe('closed');

    expect((await staffAct('00000000-0000-4000-8000-000000000000', 'contact')).body.code).toBe(404);
    // Closed before anyone called: the clocks stop, the contact one marked late.
    const closed = await staffAct(id, 'close', {});
    expect(closed.body).toMatchObject({ code: 200, data: { status: 'closed', clock: { contact: { state: 'stopped', late: true } } } });
  });
});
