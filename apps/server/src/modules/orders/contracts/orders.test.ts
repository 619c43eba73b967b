import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { verifiedBuyers } from '../../../../test/verified-buyers.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';

let o: TOrders;

beforeAll(async () => {
  o = await ordersTestApp();
});
afterAll(async () => {
  await o?.t.close();
});

const put = (url: string, body: unknown, token: string, lang: 'zh' | 'en' = 'en') => call(o.t, 'PUT', url, { body, token, lang });
const get = (url: string, token: string, lang: 'zh' | 'en' = 'en') => call(o.t, 'GET', url, { token, lang });

const company = (name: string) => ({ companyName: name, address: '1 Dock Road, Ningbo', email: 'ops@acme.test', taxNo: '91330200MA2AB', acceptTerms: true });
const party = (name: string) => ({ name, address: `${name} street 1`, contact: 'Li Lei', email: 'li@acme.test', landline: '+86 574 8888 1234', phone: '+86 138 0000 0000' });
const bl = (patch: Record<string, unknown> = {}) => ({
  consignee: party('Acme Consignee'),
  notify1: party('Acme Notify'),
  shipper: party('US Shipper'),
  shippingMarks: 'ACME / NINGBO',
  hsCode: '7404.00',
  taxId: 'TAX-7788',
  terminalDock: 'Beilun terminal 2',
  ...patch,
});

/** What a refused confirmation must leave behind: nothing. */
async function stored(contractId: string) {
  return {
    parties: await countRows(o.t, 'contract_parties', `contract_id = '${contractId}'`),
    bl: await countRows(o.t, 'contract_bl_instructions', `contract_id = '${contractId}'`),
    blParties: await countRows(o.t, 'contract_bl_parties', `contract_id = '${contractId}'`),
    disputes: await countRows(o.t, 'contract_disputes', `contract_id = '${contractId}'`),
    book: await countRows(o.t, 'address_book'),
    status: (await queryRows<{ status: string }>(o.t, `select status from contracts where id = '${contractId}'`))[0]!.status,
  };
}

describe('contract detail (GET /app-v2/contract/:id)', () => {
  it('shows both parties, the steps still to do and the statuses to the parties and staff; 404 to a third company', async () => {
    const { contractId, contractNo } = await dealContract(o);
    const buyer = await get(`/app-v2/contract/${contractId}`, o.tokens.buyer);
    expect(buyer.body.data).toMatchObject({
      contractNo,
      status: 'pending',
      viewerSide: 'buyer',
      myPendingSteps: ['company', 'billOfLading'],
      confirmation: { buyerCompany: null, sellerCompany: null, billOfLading: null },
      depositStatus: 'unpaid',
      paymentStatus: 'unpaid',
      shippingStatus: null,
      signedAt: null,
    });
    expect(buyer.body.data.lines.length).toBeGreaterThan(0);
    expect(buyer.body.data.seller.companyName).toBeTruthy();
    expect(buyer.body.data.companyDefaults.companyName).toBeTruthy();
    const seller = await get(`/app-v2/contract/${contractId}`, o.tokens.seller);
    expect(seller.body.data).toMatchObject({ viewerSide: 'seller', myPendingSteps: ['company'] });
    const staff = await get(`/app-v2/contract/${contractId}`, o.tokens.staff);
    expect(staff.body.data).toMatchObject({ viewerSide: 'staff', myPendingSteps: [], companyDefaults: null });
    const third = await get(`/app-v2/contract/${contractId}`, o.third.token);
    expect(third.status).toBe(404);
    expect(third.body.code).toBe(404);
  });
});

describe('two-step confirmation (§2, §5 Contract form)', () => {
  it('refuses every bad input with 1000 naming the field, storing nothing', async () => {
    const { contractId } = await dealContract(o);
    const before = await stored(contractId);
    const url = `/app-v2/contract/${contractId}/confirm/company`;
    for (const [field, value] of [
      ['companyName', ' '],
      ['address', ''],
      ['email', 'not-an-address'],
      ['taxNo', ''],
      ['companyName', 'x'.repeat(201)],
      ['acceptTerms', false],
      ['phone', 'call me'],
    ] as const) {
      const res = await put(url, { ...company('Acme'), [field]: value }, o.tokens.buyer);
      expect(res.status, field).toBe(422);
      expect(res.body.code).toBe(1000);
      expect(res.body.data.errors[0].field).toBe(field);
    }

    // Step 2 before the buyer's step 1, and by anyone but the buyer.
    const blUrl = `/app-v2/contract/${contractId}/confirm/bill-of-lading`;
    expect((await put(blUrl, bl(), o.tokens.buyer)).body.code).toBe(1303);
    const sellerBl = await put(blUrl, bl(), o.tokens.seller);
    expect(sellerBl.status).toBe(403);
    expect(sellerBl.body.code).toBe(1403);
    expect((await put(blUrl, bl(), o.tokens.staff)).status).toBe(403);
    // Staff do not confirm for a party.
    expect((await put(url, company('Staff Co'), o.tokens.staff)).status).toBe(403);
    expect(await stored(contractId)).toEqual(before);

    // Bad bill-of-lading instructions after step 1: nothing of step 2 is stored.
    expect((await put(url, company('Acme Buyer'), o.tokens.buyer)).body.code).toBe(200);
    const afterStep1 = await stored(contractId);
    expect(afterStep1).toEqual({ ...before, parties: 1 });
    for (const [patch, field] of [
      [{ hsCode: '74' }, 'hsCode'],
      [{ hsCode: '' }, 'hsCode'],
      [{ shippingMarks: ' ' }, 'shippingMarks'],
      [{ taxId: '' }, 'taxId'],
      [{ terminalDock: '' }, 'terminalDock'],
      [{ consignee: { ...party('C'), name: '' } }, 'consignee.name'],
      [{ notify1: { ...party('N'), email: 'nope' } }, 'notify1.email'],
      [{ dispute: { text: '  ' } }, 'dispute.text'],
      [{ shipper: undefined }, 'shipper'],
    ] as const) {
      const body = { ...bl(patch), saveToAddressBook: ['consignee'], dispute: 'dispute' in patch ? patch.dispute : { text: 'ok' } };
      const res = await put(blUrl, body, o.tokens.buyer);
      expect(res.body.code, JSON.stringify(patch)).toBe(1000);
      expect(res.body.data.errors[0].field).toBe(field);
    }
    expect(await stored(contractId)).toEqual(afterStep1);
  });

  it('words a bad field by its name in zh and en', async () => {
    const { contractId } = await dealContract(o);
    const url = `/app-v2/contract/${contractId}/confirm/company`;
    for (const [field, value, en, zh] of [
      ['companyName', ' ', 'Company name', '公司名称'],
      ['address', '', 'Address', '地址'],
      ['taxNo', '', 'Tax number', '税号'],
    ] as const) {
      expect((await put(url, { ...company('Acme'), [field]: value }, o.tokens.buyer)).body.msg).toContain(en);
      expect((await put(url, { ...company('Acme'), [field]: value }, o.tokens.buyer, 'zh')).body.msg).toContain(zh);
    }
    expect((await put(url, company('Acme'), o.tokens.buyer)).body.code).toBe(200);
    const res = await put(`/app-v2/contract/${contractId}/confirm/bill-of-lading`, bl({ hsCode: '7' }), o.tokens.buyer, 'zh');
    expect(res.body.msg).toBe('HS 编码：须为 4 至 10 位数字（可含小数点）');
    const blank = await put(`/app-v2/contract/${contractId}/confirm/bill-of-lading`, bl({ dispute: { text: '' } }), o.tokens.buyer);
    expect(blank.body.msg).toContain('Dispute text');
  });

  it('signs the contract once the buyer did both steps and the seller step 1; then nothing changes (1302)', async () => {
    const { contractId, contractNo } = await dealContract(o);
    const bookBefore = await countRows(o.t, 'address_book');
    const step1 = await put(`/app-v2/contract/${contractId}/confirm/company`, company('Pacific Rim Smelting Ltd.'), o.tokens.buyer);
    expect(step1.body.data).toMatchObject({ status: 'pending', myPendingSteps: ['billOfLading'] });
    expect(step1.body.data.confirmation.buyerCompany).toBeTruthy();

    const step2 = await put(
      `/app-v2/contract/${contractId}/confirm/bill-of-lading`,
      bl({ notify2: party('Second Notify'), saveToAddressBook: ['consignee', 'notify2'], dispute: { text: 'Moisture allowance should be 1%' } }),
      o.tokens.buyer,
    );
    expect(step2.body.code).toBe(200);
    expect(step2.body.data).toMatchObject({ status: 'pending', myPendingSteps: [], blInstructions: { hsCode: '7404.00', terminalDock: 'Beilun terminal 2' } });
    expect(step2.body.data.blParties.map((p: { role: string }) => p.role)).toEqual(['consignee', 'notify1', 'notify2', 'shipper']);
    // Saved to the buyer's company book (notify2 as a notify entry), the dispute filed for staff.
    expect(await countRows(o.t, 'address_book')).toBe(bookBefore + 2);
    const book = await get('/app-v2/address-book?kind=notify', o.tokens.buyer);
    expect(book.body.data.rows.map((r: { name: string }) => r.name)).toContain('Second Notify');
    expect(await queryRows(o.t, `select side, text from contract_disputes where contract_id = '${contractId}'`)).toEqual([
      { side: 'buyer', text: 'Moisture allowance should be 1%' },
    ]);

    // Sent again (a double click, a retry): still one dispute and no second book entry.
    const again2 = await put(
      `/app-v2/contract/${contractId}/confirm/bill-of-lading`,
      bl({ notify2: party('Second Notify'), saveToAddressBook: ['consignee', 'notify2'], dispute: { text: 'Moisture allowance should be 1%' } }),
      o.tokens.buyer,
    );
    expect(again2.body.code).toBe(200);
    expect(await countRows(o.t, 'contract_disputes', `contract_id = '${contractId}'`)).toBe(1);
    expect(await countRows(o.t, 'address_book')).toBe(bookBefore + 2);

    // The seller's step 1 completes it.
    const seller = await put(`/app-v2/contract/${contractId}/confirm/company`, company('Guangdong Hengxin'), o.tokens.seller);
    expect(seller.body.data).toMatchObject({ status: 'signed' });
    expect(seller.body.data.signedAt).toBeTruthy();
    const notes = await queryRows<{ kind: string; title_en: string; title_zh: string; mail_status: string }>(
      o.t,
      `select kind, title_en, title_zh, mail_status from notifications where ref_key = 'contract:${contractId}:signed'`,
    );
    expect(notes).toHaveLength(2);
    for (const n of notes) {
      expect(n).toMatchObject({ kind: 'contract_signed', title_en: `Contract ${contractNo} is signed`, title_zh: `合同 ${contractNo} 已签署` });
      // Queued for the e-mail too (sent after the commit).
      expect(n.mail_status).not.toBe('none');
    }

    // Signed: no party may change a step any more.
    const again = await put(`/app-v2/contract/${contractId}/confirm/company`, company('Other Co'), o.tokens.buyer);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(1302);
    expect((await put(`/app-v2/contract/${contractId}/confirm/bill-of-lading`, bl(), o.tokens.buyer)).body.code).toBe(1302);
    const [p] = await queryRows<{ company_name: string }>(o.t, `select company_name from contract_parties where contract_id = '${contractId}' and side = 'buyer'`);
    expect(p!.company_name).toBe('Pacific Rim Smelting Ltd.');

    // The next contract's step 1 starts from the last confirmation.
    const next = await dealContract(o);
    const d = await get(`/app-v2/contract/${next.contractId}`, o.tokens.buyer);
    expect(d.body.data.companyDefaults).toMatchObject({ companyName: 'Pacific Rim Smelting Ltd.', taxNo: '91330200MA2AB' });
  });
});

describe('order list and search (§2 /order-list)', () => {
  it("lists the viewer's contracts by tab and status, and finds them by contract, BL or container number", async () => {
    const { contractId, contractNo } = await dealContract(o);
    const other = await dealContract(o);
    const list = async (token: string, query: string) => (await get(`/app-v2/order/list?${query}`, token)).body.data as { rows: { contractId: string; side: string; needsMyConfirmation: boolean }[]; total: number };

    const purchase = await list(o.tokens.buyer, 'tab=purchase&pageSize=50');
    expect(purchase.rows.map((r) => r.contractId)).toEqual(expect.arrayContaining([contractId, other.contractId]));
    expect(purchase.rows.every((r) => r.side === 'buyer')).toBe(true);
    expect(purchase.rows[0]!.contractId).toBe(other.contractId); // newest first
    expect((await list(o.tokens.buyer, 'tab=sale')).total).toBe(0);
    const sale = await list(o.tokens.seller, 'tab=sale&pageSize=50');
    expect(sale.rows.find((r) => r.contractId === contractId)).toMatchObject({ side: 'seller', needsMyConfirmation: true });
    const row = (await list(o.tokens.buyer, `keyword=${contractNo}`)).rows;
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ contractId, contractNo, status: 'pending', side: 'buyer', currency: 'USD', shippingStatus: null, needsMyConfirmation: true });
    expect((row[0] as unknown as { commodity: unknown[] }).commodity.length).toBeGreaterThan(0);
    expect((row[0] as unknown as { counterparty: string }).counterparty).toBeTruthy();

    // Case-insensitive, trimmed, prefix; status filter.
    expect((await list(o.tokens.buyer, `keyword=${encodeURIComponent(` ${contractNo.toLowerCase()} `)}`)).rows.map((r) => r.contractId)).toEqual([contractId]);
    expect((await list(o.tokens.buyer, `keyword=${contractNo.slice(0, -1)}&pageSize=50`)).rows.map((r) => r.contractId)).toContain(contractId);
    expect((await list(o.tokens.buyer, 'status=signed&pageSize=50')).rows.map((r) => r.contractId)).not.toContain(contractId);
    expect((await list(o.tokens.buyer, 'status=pending&pageSize=50')).rows.map((r) => r.contractId)).toContain(contractId);

    // A shipment with a BL and two containers, as staff would enter them.
    const tag = contractId.slice(0, 6).toUpperCase();
    const [s] = await queryRows<{ id: string }>(
      o.t,
      `insert into shipments (contract_id, bill_no, status) values ('${contractId}', 'MEDU${tag}BL', 'loaded') returning id`,
    );
    await queryRows(o.t, `insert into shipment_containers (shipment_id, container_no, net_weight) values ('${s!.id}', 'MSCU${tag}1', 10), ('${s!.id}', 'TGHU${tag}2', 10.5)`);
    const byBl = await list(o.tokens.buyer, `keyword=medu${tag.toLowerCase()}bl`);
    expect(byBl.rows.map((r) => r.contractId)).toEqual([contractId]);
    expect((byBl.rows[0] as unknown as { shippingStatus: string }).shippingStatus).toBe('loaded');
    expect((await list(o.tokens.seller, `keyword=TGHU${tag}`)).rows.map((r) => r.contractId)).toEqual([contractId]);
    expect((await list(o.tokens.buyer, `keyword=MSCU${tag}1`)).rows.map((r) => r.contractId)).toEqual([contractId]);
    expect((await list(o.tokens.buyer, `keyword=ZZZZ${tag}`)).total).toBe(0);
    // A keyword's % is literal, not a wildcard.
    expect((await list(o.tokens.buyer, 'keyword=%25')).total).toBe(0);

    // Bounded pages.
    expect((await get('/app-v2/order/list?pageSize=51', o.tokens.buyer)).body.code).toBe(1000);
    const page2 = await list(o.tokens.buyer, 'tab=purchase&pageSize=1&pageNum=2');
    expect(page2.rows).toHaveLength(1);
    expect(page2.total).toBe(purchase.total);

    // The third company sees nothing, whatever it searches.
    for (const q of ['tab=all', 'tab=purchase', 'tab=sale', `keyword=${contractNo}`, `keyword=MEDU${tag}BL`, `keyword=MSCU${tag}1`]) {
      const res = await list(o.third.token, q);
      expect(res, q).toEqual({ rows: [], total: 0 });
    }
  });
});

describe("the seller's consignment agent (§6)", () => {
  it('sees the contract under sale and confirms step 1 for the seller', async () => {
    const [agent] = await verifiedBuyers(o.t.database.db, 1, 'agent');
    const { contractId, askId } = await dealContract(o);
    await queryRows(o.t, `update asks set agent_user_id = '${agent!.userId}' where id = '${askId}'`);
    const sale = (await get('/app-v2/order/list?tab=sale', agent!.token)).body.data;
    expect(sale.rows.map((r: { contractId: string; side: string }) => [r.contractId, r.side])).toEqual([[contractId, 'seller']]);
    expect((await get('/app-v2/order/list?tab=purchase', agent!.token)).body.data.total).toBe(0);
    expect((await get(`/app-v2/contract/${contractId}`, agent!.token)).body.data).toMatchObject({ viewerSide: 'seller', myPendingSteps: ['company'] });
    const res = await put(`/app-v2/contract/${contractId}/confirm/company`, company('Agent for the seller'), agent!.token);
    expect(res.body.data.confirmation.sellerCompany).toBeTruthy();
    expect((await put(`/app-v2/contract/${contractId}/confirm/bill-of-lading`, bl(), agent!.token)).status).toBe(403);
  });
});

describe('contract PDF', () => {
  it('is a bilingual PDF attachment named by the contract number, for the parties and staff only', async () => {
    const { contractId, contractNo } = await dealContract(o);
    await put(`/app-v2/contract/${contractId}/confirm/company`, company('Pacific Rim Smelting Ltd.'), o.tokens.buyer);
    await put(`/app-v2/contract/${contractId}/confirm/bill-of-lading`, bl(), o.tokens.buyer);
    const res = await o.t.app.inject({ method: 'GET', url: `/app-v2/contract/${contractId}/pdf`, headers: { authorization: `Bearer ${o.tokens.buyer}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="${contractNo}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBeGreaterThanOrEqual(1);
    for (const part of [contractNo, '销售合同', 'SALES CONTRACT', '合同编号', 'Contract No.', 'Pacific Rim Smelting Ltd.', 'Acme Consignee', '7404.00', '卖方（签字盖章）']) {
      expect(text, part).toContain(part);
    }

    for (const token of [o.tokens.seller, o.tokens.staff]) {
      const r = await o.t.app.inject({ method: 'GET', url: `/app-v2/contract/${contractId}/pdf`, headers: { authorization: `Bearer ${token}` } });
      expect(r.statusCode).toBe(200);
    }
    const third = await get(`/app-v2/contract/${contractId}/pdf`, o.third.token);
    expect(third.status).toBe(404);
  });
});

describe('a third company and a party acting as staff', () => {
  it('gets 404 on read, confirm and pdf; a party cannot void', async () => {
    const { contractId } = await dealContract(o);
    const before = await stored(contractId);
    expect((await get(`/app-v2/contract/${contractId}`, o.third.token)).status).toBe(404);
    expect((await put(`/app-v2/contract/${contractId}/confirm/company`, company('Third'), o.third.token)).status).toBe(404);
    expect((await put(`/app-v2/contract/${contractId}/confirm/bill-of-lading`, bl(), o.third.token)).status).toBe(404);
    expect((await get(`/app-v2/contract/${contractId}/pdf`, o.third.token)).status).toBe(404);
    for (const token of [o.tokens.buyer, o.tokens.seller, o.third.token]) {
      const res = await post(o.t, `/admin/contract/${contractId}/void`, { reason: 'mine' }, { token });
      expect(res.status).toBe(403);
    }
    expect(await stored(contractId)).toEqual(before);
  });
});

describe('staff void a contract', () => {
  it('voids with a reason, audits it, tells both parties; then nothing more happens on it (1301)', async () => {
    const { contractId, contractNo, askId } = await dealContract(o);
    const [askBefore] = await queryRows<{ state: string }>(o.t, `select state from asks where id = '${askId}'`);
    expect((await post(o.t, `/admin/contract/${contractId}/void`, { reason: ' ' }, { token: o.tokens.staff })).body.code).toBe(1000);
    const res = await post(o.t, `/admin/contract/${contractId}/void`, { reason: 'Buyer withdrew before booking' }, { token: o.tokens.staff });
    expect(res.body.data).toMatchObject({ status: 'voided', voidReason: 'Buyer withdrew before booking' });
    expect(await queryRows(o.t, `select action, target_id from audit_log where action = 'contract.void' and target_id = '${contractId}'`)).toHaveLength(1);
    const notes = await queryRows<{ body_en: string }>(o.t, `select body_en from notifications where kind = 'contract_voided' and ref_key = 'contract:${contractId}:voided'`);
    expect(notes).toHaveLength(2);
    expect(notes[0]!.body_en).toContain(contractNo);
    // The ask's state machine is left alone.
    expect(await queryRows(o.t, `select state from asks where id = '${askId}'`)).toEqual([askBefore]);

    const confirm = await put(`/app-v2/contract/${contractId}/confirm/company`, company('Late Co'), o.tokens.buyer);
    expect(confirm.body.code).toBe(1301);
    expect((await post(o.t, `/admin/contract/${contractId}/void`, { reason: 'again' }, { token: o.tokens.staff })).body.code).toBe(1301);
    expect((await get(`/app-v2/contract/${contractId}`, o.tokens.buyer)).body.data).toMatchObject({ status: 'voided', myPendingSteps: [] });
  });
});

describe('address book (§2 consignee, notifier and shipper management)', () => {
  it("keeps one book per company; another company's entry is not found; no company, no book", async () => {
    const add = await post(o.t, '/app-v2/address-book', { kind: 'shipper', ...party('Book Shipper') }, { token: o.tokens.buyer });
    expect(add.body.data).toMatchObject({ kind: 'shipper', name: 'Book Shipper' });
    const id = add.body.data.id as string;
    expect((await post(o.t, '/app-v2/address-book', { kind: 'shipper', name: '', address: 'x' }, { token: o.tokens.buyer })).body.code).toBe(1000);
    const changed = await put(`/app-v2/address-book/${id}`, { kind: 'shipper', ...party('Book Shipper 2') }, o.tokens.buyer);
    expect(changed.body.data.name).toBe('Book Shipper 2');
    expect((await get('/app-v2/address-book?kind=shipper', o.tokens.buyer)).body.data.rows.map((r: { id: string }) => r.id)).toContain(id);

    // The seller is another company.
    expect((await get('/app-v2/address-book', o.tokens.seller)).body.data.rows.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await put(`/app-v2/address-book/${id}`, { kind: 'shipper', ...party('Hijack') }, o.tokens.seller)).status).toBe(404);
    expect((await call(o.t, 'DELETE', `/app-v2/address-book/${id}`, { token: o.tokens.seller })).status).toBe(404);
    // A user without a company reads an empty book and cannot save.
    expect((await get('/app-v2/address-book', o.third.token)).body.data).toEqual({ rows: [], canSave: false });
    expect((await post(o.t, '/app-v2/address-book', { kind: 'shipper', ...party('X') }, { token: o.third.token })).status).toBe(403);

    expect((await call(o.t, 'DELETE', `/app-v2/address-book/${id}`, { token: o.tokens.buyer })).body.code).toBe(200);
    expect((await call(o.t, 'DELETE', `/app-v2/address-book/${id}`, { token: o.tokens.buyer })).status).toBe(404);
  });
});
