import { addDays } from '@scrapbridge/domain/orders/money';
import { localDateOf } from '@scrapbridge/domain/working-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { onePagePdf, uploadDocument } from '../../../../test/document-fixtures.ts';
import { solidPng } from '../../../../test/upload-fixtures.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { remindDueInvoices } from './remind-due-invoices.ts';

let o: TOrders;
let contractId: string;
let contractNo: string;
let currency: string;
const today = localDateOf(new Date());

beforeAll(async () => {
  o = await ordersTestApp();
  ({ contractId, contractNo } = await dealContract(o));
  [{ currency } = { currency: '' }] = await queryRows<{ currency: string }>(o.t, `select currency from contracts where id = '${contractId}'`);
});
afterAll(async () => {
  await o?.t.close();
});

const invoice = (patch: Record<string, unknown> = {}) => ({
  type: 'deposit',
  invoiceNo: `DEP-${Math.random().toString(36).slice(2, 8)}`,
  issueDate: today,
  dueDate: addDays(today, 10),
  issuer: 'ScrapBridge Trading Ltd',
  billTo: 'Demo Buyer Co',
  amount: '300.00',
  ...patch,
});
const issue = (body: unknown, token = o.tokens.staff, id = contractId, lang: 'zh' | 'en' = 'en') => post(o.t, `/admin/contract/${id}/invoice`, body, { token, lang });
const pay = (invoiceId: string, body: unknown, token = o.tokens.staff) => post(o.t, `/admin/invoice/${invoiceId}/payment`, body, { token });
const money = (token: string, id = contractId) => call(o.t, 'GET', `/app-v2/contract/${id}/invoices`, { token });
const contractStatus = async () =>
  (await queryRows<{ deposit_status: string; payment_status: string }>(o.t, `select deposit_status, payment_status from contracts where id = '${contractId}'`))[0];

let depositId: string;
let finalId: string;

describe('invoices (§3 deposit and final payment invoices, staff)', () => {
  it('refuses a party on every staff route with 403', async () => {
    for (const token of [o.tokens.buyer, o.tokens.seller]) {
      expect((await issue(invoice(), token)).status).toBe(403);
      expect((await call(o.t, 'GET', '/admin/payments', { token })).status).toBe(403);
    }
    expect(await countRows(o.t, 'invoices')).toBe(0);
  });

  it('names the field of every bad input and stores nothing', async () => {
    // Each message names the field as the form labels it.
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0' }, 'Amount'],
      [{ amount: '10.123' }, 'Amount'],
      [{ amount: 'ten' }, 'Amount'],
      [{ amount: '' }, 'Amount'],
      [{ issuer: '' }, 'Issuer'],
      [{ billTo: undefined }, 'Bill to'],
      [{ invoiceNo: '' }, 'Invoice number'],
      [{ invoiceNo: 'INV 7' }, 'Invoice number'],
      [{ issueDate: '2026-13-01' }, 'Issue date'],
      [{ dueDate: addDays(today, -1) }, 'Due date'],
      [{ type: 'advance' }, 'Type'],
      [{ currency: currency === 'USD' ? 'CNY' : 'USD' }, 'Currency'],
    ];
    for (const [patch, label] of cases) {
      const res = await issue(invoice(patch));
      expect(res.body.code, JSON.stringify(patch)).toBe(1000);
      expect(res.body.msg, JSON.stringify(patch)).toMatch(new RegExp(`^${label}: `));
    }
    const zh = await issue(invoice({ amount: '1.001' }), o.tokens.staff, contractId, 'zh');
    expect(zh.body.msg).toMatch(/^金额/);
    expect(await countRows(o.t, 'invoices')).toBe(0);
  });

  it('issues a deposit and a final invoice; a duplicate number is refused naming invoiceNo', async () => {
    const dep = await issue(invoice({ invoiceNo: 'INV-2026-001', amount: '300' }));
    expect(dep.body).toMatchObject({
      code: 200,
      data: { invoice: { invoiceNo: 'INV-2026-001', amount: '300.00', paid: '0.00', outstanding: '300.00', status: 'unpaid', currency }, depositStatus: 'unpaid', paymentStatus: 'unpaid' },
    });
    depositId = dep.body.data.invoice.id;
    const dup = await issue(invoice({ invoiceNo: 'inv-2026-001', type: 'final' }), o.tokens.staff, contractId, 'zh');
    expect(dup.body.code).toBe(1000);
    expect(dup.body.msg).toContain('已有发票使用此号码');
    const fin = await issue(invoice({ type: 'final', invoiceNo: 'INV-2026-002', amount: '700.50', dueDate: addDays(today, 30) }));
    expect(fin.body.code).toBe(200);
    finalId = fin.body.data.invoice.id;
    expect(await countRows(o.t, 'invoices')).toBe(2);
    expect(await countRows(o.t, 'audit_log', `action = 'contract.invoice.issue' and target_id = '${contractId}'`)).toBe(2);
  });

  it('corrects an invoice, never below what is paid', async () => {
    const res = await call(o.t, 'PUT', `/admin/invoice/${finalId}`, {
      token: o.tokens.staff,
      body: invoice({ type: 'final', invoiceNo: 'INV-2026-002', amount: '700.00', dueDate: addDays(today, 30), billTo: 'Demo Buyer Co., Ltd' }),
    });
    expect(res.body).toMatchObject({ code: 200, data: { invoice: { amount: '700.00', billTo: 'Demo Buyer Co., Ltd' } } });
    expect(await countRows(o.t, 'audit_log', `action = 'contract.invoice.update'`)).toBe(1);
  });
});

describe('payments (§4 deposit paid/unpaid, payment unpaid/partial/paid)', () => {
  let receiptId: string;

  it('records a partial deposit, then the rest with the buyer\'s receipt: deposit paid, payment partial', async () => {
    const receipt = await uploadDocument(o.t, o.tokens.buyer, contractId, { type: 'swift_receipt' }, { name: 'swift.png', content: await solidPng(40, 40) });
    receiptId = receipt.body.data.id;
    const first = await pay(depositId, { amount: '100', paidOn: today });
    expect(first.body).toMatchObject({ code: 200, data: { invoice: { paid: '100.00', outstanding: '200.00', status: 'partial' }, depositStatus: 'unpaid', paymentStatus: 'partial' } });
    expect(await contractStatus()).toEqual({ deposit_status: 'unpaid', payment_status: 'partial' });
    const rest = await pay(depositId, { amount: '200.00', paidOn: today, receiptDocumentId: receiptId, note: 'TT received' });
    expect(rest.body).toMatchObject({ code: 200, data: { invoice: { status: 'paid', outstanding: '0.00' }, depositStatus: 'paid', paymentStatus: 'partial' } });
    expect(rest.body.data.invoice.payments[1]).toMatchObject({ amount: '200.00', receiptDocumentId: receiptId, note: 'TT received' });
    expect(await contractStatus()).toEqual({ deposit_status: 'paid', payment_status: 'partial' });
  });

  it('refuses an overpayment, a foreign receipt and a future date, storing nothing', async () => {
    const before = await countRows(o.t, 'payments');
    const over = await pay(finalId, { amount: '700.01', paidOn: today });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe(1000);
    expect(over.body.msg).toMatch(/^Amount: /);
    expect((await pay(depositId, { amount: '0.01', paidOn: today })).body.code).toBe(1000);
    const packing = await uploadDocument(o.t, o.tokens.seller, contractId, { type: 'packing_list' }, { name: 'pl.pdf', content: onePagePdf() });
    const wrongDoc = await pay(finalId, { amount: '10', paidOn: today, receiptDocumentId: packing.body.data.id });
    expect(wrongDoc.body.code).toBe(1000);
    expect(wrongDoc.body.msg).toMatch(/^Receipt: /);
    const future = await pay(finalId, { amount: '10', paidOn: addDays(today, 2) });
    expect(future.body.code).toBe(1000);
    expect(await countRows(o.t, 'payments')).toBe(before);
    expect(await contractStatus()).toEqual({ deposit_status: 'paid', payment_status: 'partial' });
    // An invoice cannot be lowered under what was paid on it.
    const lowered = await call(o.t, 'PUT', `/admin/invoice/${depositId}`, { token: o.tokens.staff, body: invoice({ invoiceNo: 'INV-2026-001', amount: '250' }) });
    expect(lowered.body.code).toBe(1000);
  });

  it('marks the contract paid once the final invoice is paid', async () => {
    const res = await pay(finalId, { amount: '700', paidOn: today });
    expect(res.body.data).toMatchObject({ depositStatus: 'paid', paymentStatus: 'paid' });
    expect(await contractStatus()).toEqual({ deposit_status: 'paid', payment_status: 'paid' });
    expect(await countRows(o.t, 'audit_log', `action = 'contract.payment.record' and target_id = '${contractId}'`)).toBe(3);
  });

  it('shows both parties and staff the invoices, payments and status; the third company gets 404', async () => {
    for (const token of [o.tokens.buyer, o.tokens.seller, o.tokens.staff]) {
      const res = await money(token);
      expect(res.body).toMatchObject({
        code: 200,
        data: { contractId, currency, depositStatus: 'paid', paymentStatus: 'paid', totals: { amount: '1000.00', paid: '1000.00', outstanding: '0.00' } },
      });
      expect(res.body.data.invoices.map((i: { invoiceNo: string }) => i.invoiceNo)).toEqual(['INV-2026-001', 'INV-2026-002']);
      expect(res.body.data.invoices[0].payments[1].receiptUrl).toBe(`/app-v2/contract/${contractId}/document/${receiptId}/file`);
    }
    expect((await money(o.third.token)).status).toBe(404);
    expect((await post(o.t, `/admin/invoice/${finalId}/payment`, { amount: '1', paidOn: today }, { token: o.third.token })).status).toBe(403);
  });
});

describe('reminders for what is due (issue 5 item 4)', () => {
  let other: { contractId: string; contractNo: string };
  let dueId: string;
  let buyerEmail: string;

  beforeAll(async () => {
    other = await dealContract(o);
    const [buyer] = await queryRows<{ email: string }>(o.t, `select u.email from users u join contracts c on c.buyer_user_id = u.id where c.id = '${other.contractId}'`);
    buyerEmail = buyer!.email;
    const due = await issue(invoice({ invoiceNo: 'DUE-1', dueDate: addDays(today, 2), amount: '50' }), o.tokens.staff, other.contractId);
    dueId = due.body.data.invoice.id;
    // Far from due: not reminded.
    await issue(invoice({ invoiceNo: 'LATER-1', type: 'final', dueDate: addDays(today, 20), amount: '80' }), o.tokens.staff, other.contractId);
  });

  it('e-mails the buyer once a day per unpaid invoice due within 3 days, in their language', async () => {
    const mailsBefore = o.t.sentMail.length;
    const now = new Date();
    expect(await remindDueInvoices({ deps: o.t.app.deps, now })).toBe(1);
    const mails = o.t.sentMail.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(buyerEmail);
    expect(`${mails[0]!.subject} ${mails[0]!.text}`).toMatch(/DUE-1/);
    expect(`${mails[0]!.subject} ${mails[0]!.text}`).toContain(other.contractNo);
    // Paid invoices of the first contract are not chased.
    expect(`${mails[0]!.text}`).not.toContain(contractNo);

    // And in-app, to the buyer, with the contract's link.
    const inApp = await queryRows<{ kind: string; title_en: string; link: string }>(
      o.t,
      `select n.kind, n.title_en, n.link from notifications n join contracts c on c.buyer_user_id = n.user_id
       where c.id = '${other.contractId}' and n.ref_key like 'invoice:${dueId}:%'`,
    );
    expect(inApp).toEqual([{ kind: 'invoice_due', title_en: `Payment due: Deposit invoice DUE-1 for ${other.contractNo}`, link: `/deal-detail/${other.contractId}` }]);

    expect(await remindDueInvoices({ deps: o.t.app.deps, now: new Date(now.getTime() + 3_600_000) })).toBe(0);
    expect(o.t.sentMail.length).toBe(mailsBefore + 1);
    expect(await remindDueInvoices({ deps: o.t.app.deps, now: new Date(now.getTime() + 25 * 3_600_000) })).toBe(1);
    expect(o.t.sentMail.length).toBe(mailsBefore + 2);

    // A buyer who reads Chinese is reminded in Chinese.
    await queryRows(o.t, `update users set language_type = 'China' where id = (select buyer_user_id from contracts where id = '${other.contractId}')`);
    expect(await remindDueInvoices({ deps: o.t.app.deps, now: new Date(now.getTime() + 50 * 3_600_000) })).toBe(1);
    expect(o.t.sentMail.at(-1)!.subject).toContain('付款');
    await queryRows(o.t, `update users set language_type = 'English' where id = (select buyer_user_id from contracts where id = '${other.contractId}')`);
  });

  it('lists what is due, overdue and unpaid for staff, and staff can remind at once', async () => {
    const due = await call(o.t, 'GET', '/admin/payments?status=due', { token: o.tokens.staff });
    expect(due.body.data.rows.map((r: { invoiceNo: string }) => r.invoiceNo)).toEqual(['DUE-1']);
    expect(due.body.data.rows[0]).toMatchObject({ contractNo: other.contractNo, contractId: other.contractId, outstanding: '50.00', due: true, overdue: false });
    const unpaid = await call(o.t, 'GET', '/admin/payments?status=unpaid', { token: o.tokens.staff });
    expect(unpaid.body.data.total).toBe(2);
    const all = await call(o.t, 'GET', `/admin/payments?status=all&keyword=${contractNo.toLowerCase()}`, { token: o.tokens.staff });
    expect(all.body.data.rows.map((r: { invoiceNo: string }) => r.invoiceNo).sort()).toEqual(['INV-2026-001', 'INV-2026-002']);
    await queryRows(o.t, `update invoices set due_date = '${addDays(today, -3)}' where id = '${dueId}'`);
    const overdue = await call(o.t, 'GET', '/admin/payments?status=overdue', { token: o.tokens.staff });
    expect(overdue.body.data.rows).toHaveLength(1);
    expect(overdue.body.data.rows[0]).toMatchObject({ invoiceNo: 'DUE-1', overdue: true });

    const mailsBefore = o.t.sentMail.length;
    const res = await post(o.t, `/admin/invoice/${dueId}/remind`, {}, { token: o.tokens.staff });
    expect(res.body).toMatchObject({ code: 200, data: { invoiceId: dueId, mailed: true } });
    expect(o.t.sentMail.length).toBe(mailsBefore + 1);
    expect(await countRows(o.t, 'audit_log', `action = 'contract.invoice.remind'`)).toBe(1);
    // Nothing outstanding: nothing to remind of.
    expect((await post(o.t, `/admin/invoice/${depositId}/remind`, {}, { token: o.tokens.staff })).body.code).toBe(1000);
    expect((await post(o.t, `/admin/invoice/${dueId}/remind`, {}, { token: o.tokens.buyer })).status).toBe(403);
  });
});
