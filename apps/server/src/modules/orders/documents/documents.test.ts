import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, queryRows } from '../../../../test/api.ts';
import sharp from 'sharp';
import { fetchFile, solidJpeg, solidPng } from '../../../../test/upload-fixtures.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { onePagePdf, tinyXlsx, uploadDocument } from '../../../../test/document-fixtures.ts';

/** How a 1000 message names the `type` field (documents.fields.type). */
const typeNamed = (lang: 'zh' | 'en') => (lang === 'zh' ? '类型' : 'Type');

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

const list = (token: string, id = contractId, lang: 'zh' | 'en' = 'en') => call(o.t, 'GET', `/app-v2/contract/${id}/documents`, { token, lang });
const withdraw = (token: string, documentId: string) => call(o.t, 'DELETE', `/app-v2/contract/${contractId}/document/${documentId}`, { token });

describe('uploading contract documents (§3 contract files)', () => {
  it('takes a PDF packing list and an Excel packing list from the seller, a PNG receipt from the buyer, a draft BL from staff', async () => {
    const pdf = await uploadDocument(o.t, o.tokens.seller, contractId, { type: 'packing_list', remark: 'Containers 1-2' }, { name: 'packing list.pdf', content: onePagePdf() });
    expect(pdf.body).toMatchObject({
      code: 200,
      data: { type: 'packing_list', name: 'packing list.pdf', mime: 'application/pdf', uploadedBy: 'seller', mine: true, previewable: true, remark: 'Containers 1-2' },
    });
    const xlsx = await uploadDocument(o.t, o.tokens.seller, contractId, { type: 'packing_list' }, { name: 'weights.xlsx', content: tinyXlsx() });
    expect(xlsx.body).toMatchObject({ code: 200, data: { ext: 'xlsx', previewable: false } });
    const png = await uploadDocument(o.t, o.tokens.buyer, contractId, { type: 'swift_receipt' }, { name: 'swift.png', content: await solidPng(64, 48) });
    expect(png.body).toMatchObject({ code: 200, data: { mime: 'image/png', uploadedBy: 'buyer', previewable: true } });
    const staffAudits = await countRows(o.t, 'audit_log');
    const bl = await uploadDocument(o.t, o.tokens.staff, contractId, { type: 'draft_bl' }, { name: 'draft-bl.pdf', content: onePagePdf('BL') });
    expect(bl.body).toMatchObject({ code: 200, data: { type: 'draft_bl', uploadedBy: 'staff' } });
    expect(await countRows(o.t, 'audit_log', `action = 'contract.document.upload' and target_id = '${contractId}'`)).toBe(1);
    expect(await countRows(o.t, 'audit_log')).toBe(staffAudits + 1);
  });

  it('takes JPEG and WebP packing photos, kept as they were taken (not resized)', async () => {
    const webp = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 10, g: 90, b: 160 } } }).webp().toBuffer();
    for (const [name, content, mime] of [
      ['door.jpg', await solidJpeg(1400, 900), 'image/jpeg'],
      ['seal.webp', webp, 'image/webp'],
    ] as const) {
      const res = await uploadDocument(o.t, o.tokens.seller, contractId, { type: 'packing_photo' }, { name, content });
      expect(res.body, name).toMatchObject({ code: 200, data: { mime, size: content.length, previewable: true } });
      await withdraw(o.tokens.seller, res.body.data.id);
    }
  });

  it('refuses a text file renamed .pdf with 1000, storing nothing', async () => {
    const before = { docs: await countRows(o.t, 'contract_documents'), files: await countRows(o.t, 'files') };
    const res = await uploadDocument(o.t, o.tokens.seller, contractId, { type: 'packing_list' }, { name: 'list.pdf', content: Buffer.from('just some words\n'.repeat(20)) });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(1000);
    expect(res.body.msg).toContain('list.pdf');
    expect({ docs: await countRows(o.t, 'contract_documents'), files: await countRows(o.t, 'files') }).toEqual(before);
  });

  it('refuses a type the side may not upload with 403 naming the type', async () => {
    const seller = await uploadDocument(o.t, o.tokens.seller, contractId, { type: 'swift_receipt' }, { name: 'r.pdf', content: onePagePdf() });
    expect(seller.status).toBe(403);
    expect(seller.body).toMatchObject({ code: 1000 });
    expect(seller.body.msg).toMatch(new RegExp(`^${typeNamed('en')}: `));
    const buyer = await uploadDocument(o.t, o.tokens.buyer, contractId, { type: 'draft_bl' }, { name: 'bl.pdf', content: onePagePdf() }, 'zh');
    expect(buyer.status).toBe(403);
    expect(buyer.body.msg).toMatch(new RegExp(`^${typeNamed('zh')}`));
    const photoAsPdf = await uploadDocument(o.t, o.tokens.seller, contractId, { type: 'packing_photo' }, { name: 'p.pdf', content: onePagePdf() });
    expect(photoAsPdf.body.code).toBe(1000);
    const missingType = await uploadDocument(o.t, o.tokens.seller, contractId, {}, { name: 'p.pdf', content: onePagePdf() });
    expect(missingType.body.code).toBe(1000);
    expect(missingType.body.msg).toMatch(new RegExp(`^${typeNamed('en')}: `));
  });

  it('refuses a file above 20 MB with the upload-too-large code', async () => {
    const big = Buffer.concat([onePagePdf(), Buffer.alloc(20 * 1024 * 1024 + 10, 0x20)]);
    const res = await uploadDocument(o.t, o.tokens.seller, contractId, { type: 'packing_list' }, { name: 'huge.pdf', content: big });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 403 });
    expect(res.body.msg).toContain('20 MB');
  });

  it('tells the other party in-app, in both languages', async () => {
    const rows = await queryRows<{ user_id: string; kind: string; title_en: string; title_zh: string; link: string }>(
      o.t,
      `select n.user_id, n.kind, n.title_en, n.title_zh, n.link from notifications n join contract_documents d on n.ref_key = 'document:' || d.id
       where d.contract_id = '${contractId}' and d.type = 'draft_bl'`,
    );
    // A staff upload concerns both parties.
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ kind: 'contract_document', title_en: `Draft BL uploaded for ${contractNo}`, title_zh: `合同 ${contractNo} 已上传提单草稿`, link: `/deal-detail/${contractId}` });
    const [buyerPacking] = await queryRows<{ n: number }>(
      o.t,
      `select count(*)::int as n from notifications n join contract_documents d on n.ref_key = 'document:' || d.id
       join contracts c on c.id = d.contract_id where d.type = 'packing_list' and n.user_id = c.buyer_user_id and d.contract_id = '${contractId}'`,
    );
    expect(buyerPacking!.n).toBe(2);
  });
});

describe('reading contract documents (parties and staff only)', () => {
  it('lists the documents by type for both parties and staff, with what each may upload', async () => {
    for (const token of [o.tokens.buyer, o.tokens.seller, o.tokens.staff]) {
      const res = await list(token);
      expect(res.body.code).toBe(200);
      expect(res.body.data.rows.map((r: { type: string }) => r.type)).toEqual(['packing_list', 'packing_list', 'draft_bl', 'swift_receipt']);
    }
    expect((await list(o.tokens.buyer)).body.data.uploadTypes).toEqual(['signed_contract', 'swift_receipt']);
    expect((await list(o.tokens.staff)).body.data.uploadTypes).toHaveLength(7);
  });

  it('serves the bytes to both parties and staff, inline or as an attachment, with Range', async () => {
    const [doc] = (await list(o.tokens.buyer)).body.data.rows as { url: string; name: string }[];
    for (const token of [o.tokens.buyer, o.tokens.seller, o.tokens.staff]) {
      const res = await fetchFile(o.t, doc!.url, { token });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toMatch(/^inline/);
    }
    const attachment = await fetchFile(o.t, `${doc!.url}?download=1`, { token: o.tokens.buyer });
    expect(attachment.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(doc!.name)}`);
    const part = await fetchFile(o.t, doc!.url, { token: o.tokens.buyer, headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe('%PDF');
    // Links and <img> carry the session in the cookie.
    const byCookie = await fetchFile(o.t, doc!.url, { headers: { cookie: `token=${o.tokens.seller}` } });
    expect(byCookie.status).toBe(200);
  });

  it('gives the third company 404 on the list, the upload, the file route and the generic file path', async () => {
    const third = o.third.token;
    expect((await list(third)).status).toBe(404);
    const upload = await uploadDocument(o.t, third, contractId, { type: 'signed_contract' }, { name: 's.pdf', content: onePagePdf() });
    expect(upload.status).toBe(404);
    const rows = (await list(o.tokens.staff)).body.data.rows as { id: string; url: string }[];
    const [file] = await queryRows<{ file_id: string }>(o.t, `select file_id from contract_documents where id = '${rows[0]!.id}'`);
    expect((await fetchFile(o.t, rows[0]!.url, { token: third })).status).toBe(404);
    expect((await fetchFile(o.t, `/app-v2/file/${file!.file_id}.pdf`, { token: third })).status).toBe(404);
    expect((await fetchFile(o.t, `/app-v2/file/${file!.file_id}.pdf`)).status).toBe(404);
    // The generic path serves a contract file to its uploader and staff only, never to the other party.
    expect((await fetchFile(o.t, `/app-v2/file/${file!.file_id}.pdf`, { token: o.tokens.buyer })).status).toBe(404);
    expect((await fetchFile(o.t, `/app-v2/file/${file!.file_id}.pdf`, { token: o.tokens.seller })).status).toBe(200);
    expect((await fetchFile(o.t, `/app-v2/file/${file!.file_id}.pdf`, { token: o.tokens.staff })).status).toBe(200);
    expect((await call(o.t, 'GET', `/app-v2/contract/${contractId}/document/${rows[0]!.id}/file`)).status).toBe(401);
  });
});

describe('withdrawing documents', () => {
  it('lets the uploader and staff withdraw, not the other party; a withdrawn document leaves the list and its file route', async () => {
    const rows = (await list(o.tokens.seller)).body.data.rows as { id: string; uploadedBy: string; canWithdraw: boolean; url: string }[];
    const sellers = rows.filter((r) => r.uploadedBy === 'seller');
    const buyers = (await list(o.tokens.buyer)).body.data.rows as { id: string; canWithdraw: boolean; uploadedBy: string }[];
    expect(buyers.find((r) => r.id === sellers[0]!.id)?.canWithdraw).toBe(false);
    const refused = await withdraw(o.tokens.buyer, sellers[0]!.id);
    expect(refused.body.code).toBe(1403);
    expect((await withdraw(o.third.token, sellers[0]!.id)).status).toBe(404);

    expect((await withdraw(o.tokens.seller, sellers[0]!.id)).body).toMatchObject({ code: 200, data: { documentId: sellers[0]!.id } });
    expect((await list(o.tokens.buyer)).body.data.rows.map((r: { id: string }) => r.id)).not.toContain(sellers[0]!.id);
    expect((await fetchFile(o.t, sellers[0]!.url, { token: o.tokens.buyer })).status).toBe(404);
    expect((await withdraw(o.tokens.seller, sellers[0]!.id)).status).toBe(404);
    // Kept on record.
    expect(await countRows(o.t, 'contract_documents', `id = '${sellers[0]!.id}' and deleted_at is not null`)).toBe(1);

    const receipt = buyers.find((r) => r.uploadedBy === 'buyer')!;
    expect((await withdraw(o.tokens.staff, receipt.id)).body.code).toBe(200);
    expect(await countRows(o.t, 'audit_log', `action = 'contract.document.withdraw' and target_id = '${contractId}'`)).toBe(1);
  });

  it('closes a voided contract to new documents (1301)', async () => {
    const voided = await dealContract(o);
    await queryRows(o.t, `update contracts set status = 'voided', voided_at = now() where id = '${voided.contractId}'`);
    const res = await uploadDocument(o.t, o.tokens.buyer, voided.contractId, { type: 'signed_contract' }, { name: 's.pdf', content: onePagePdf() });
    expect(res.body.code).toBe(1301);
    expect((await list(o.tokens.buyer, voided.contractId)).body.data.uploadTypes).toEqual([]);
  });
});

describe('storage quota (issue 13)', () => {
  it("counts a party's documents against its storage quota (1501 when full, nothing stored); staff have none", async () => {
    // The buyer's account made full: stored files of 12 GB (the verified quota is 10 GB), removed again afterwards.
    const fill = `insert into files (owner_user_id, purpose, kind, mime, ext, size, storage_driver, storage_key, sha256, original_name)
      select u.id, 'picture', 'image', 'image/png', 'png', 2000000000, 'disk', 'quota-fill-' || u.email || '-' || g, 'x', 'fill.png'
      from users u cross join generate_series(1, 6) g where u.email in ('buyer@demo.test', 'staff@demo.test')`;
    await queryRows(o.t, fill);
    try {
      const before = { docs: await countRows(o.t, 'contract_documents'), files: await countRows(o.t, 'files') };
      const full = await uploadDocument(o.t, o.tokens.buyer, contractId, { type: 'swift_receipt' }, { name: 'swift.pdf', content: onePagePdf() });
      expect(full.status).toBe(413);
      expect(full.body).toMatchObject({ code: 1501, msg: 'Storage limit reached: this account may keep 10 GB of files and 11.2 GB is used; this file does not fit' });
      expect({ docs: await countRows(o.t, 'contract_documents'), files: await countRows(o.t, 'files') }).toEqual(before);
      const staff = await uploadDocument(o.t, o.tokens.staff, contractId, { type: 'draft_bl' }, { name: 'draft-bl-2.pdf', content: onePagePdf('BL 2') });
      expect(staff.body.code).toBe(200);
    } finally {
      await queryRows(o.t, `delete from files where storage_key like 'quota-fill-%'`);
    }
  });
});
