import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, queryRows } from '../../../../test/api.ts';
import { dealContract, ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { brokenStream, tusCreate, tusDelete, tusHead, tusPatch } from '../../../../test/resumable-fixtures.ts';
import { removeAbandonedUploads } from './abandoned-uploads.ts';
import { fetchFile, filesUnder, pdfBytes, solidJpeg, tinyMp4 } from '../../../../test/upload-fixtures.ts';

const MB = 1024 * 1024;

let o: TOrders;
let contractId: string;
let limitsContractId: string;
let resumableDir: string;

beforeAll(async () => {
  o = await ordersTestApp();
  ({ contractId } = await dealContract(o));
  ({ contractId: limitsContractId } = await dealContract(o));
  resumableDir = path.join(o.t.app.deps.config.storage.uploadDir, 'resumable');
});
afterAll(async () => {
  await o?.t.close();
});

const claimMeta = (filename: string, patch: Record<string, string> = {}) => ({ purpose: 'claim', contractId, filename, ...patch });

/** A PDF of `size` bytes: a real header, then padding (what a scanned report of that size looks like to file-type). */
function bigPdf(size: number): Buffer {
  const head = pdfBytes();
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

describe('[CLAIMS] claim file limits are checked before a byte is stored (§5: 500 MB, 50 files, 1024 MB)', () => {
  it('refuses a 501 MB file with 1750 and the §8-style message, storing nothing', async () => {
    const rows = await countRows(o.t, 'resumable_uploads');
    const onDisk = filesUnder(resumableDir).length;
    const res = await tusCreate(o.t, o.tokens.buyer, 501 * MB, claimMeta('unloading.mp4', { contractId: limitsContractId }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 1750, msg: 'Upload size cannot exceed 500 MB per file' });
    const zh = await tusCreate(o.t, o.tokens.buyer, 501 * MB, claimMeta('unloading.mp4', { contractId: limitsContractId }), 'zh');
    expect(zh.body?.msg).toBe('单个文件大小不能超过 500 MB');
    expect(res.location).toBeUndefined();
    expect(await countRows(o.t, 'resumable_uploads')).toBe(rows);
    expect(filesUnder(resumableDir).length).toBe(onDisk);
  });

  it('takes exactly 500 MB, then refuses the 51st file of a claim with 1751', async () => {
    const meta = claimMeta('ticket.pdf', { contractId: limitsContractId });
    const first = await tusCreate(o.t, o.tokens.buyer, 500 * MB, meta);
    expect(first.status).toBe(201);
    expect(first.location).toMatch(/^\/app-v2\/files\/resumable\/[0-9a-f]{32}$/);
    for (let i = 1; i < 50; i++) expect((await tusCreate(o.t, o.tokens.buyer, 1000, meta)).status).toBe(201);
    const rows = await countRows(o.t, 'resumable_uploads');
    const fiftyFirst = await tusCreate(o.t, o.tokens.buyer, 1000, meta);
    expect(fiftyFirst.status).toBe(409);
    expect(fiftyFirst.body).toMatchObject({ code: 1751, msg: 'At most 50 files per claim' });
    expect(await countRows(o.t, 'resumable_uploads')).toBe(rows);
    // Cancelling one gives its place back.
    expect((await tusDelete(o.t, o.tokens.buyer, first.uploadId!)).status).toBe(204);
    expect((await tusCreate(o.t, o.tokens.buyer, 1000, meta)).status).toBe(201);
  });

  it('refuses what would take the claim past 1024 MB in total with 1752, saying what is used', async () => {
    // The seller's draft for the same contract is a limit group of its own.
    const meta = claimMeta('survey.pdf', { contractId: limitsContractId });
    expect((await tusCreate(o.t, o.tokens.seller, 500 * MB, meta)).status).toBe(201);
    expect((await tusCreate(o.t, o.tokens.seller, 500 * MB, meta)).status).toBe(201);
    const over = await tusCreate(o.t, o.tokens.seller, 24 * MB + 1, meta);
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 1752, msg: 'Claim files cannot exceed 1024 MB in total (1000 MB already used)' });
    expect((await tusCreate(o.t, o.tokens.seller, 24 * MB, meta)).status).toBe(201);
    const limits = await call(o.t, 'GET', `/app-v2/files/resumable/limits?purpose=claim&contractId=${limitsContractId}`, { token: o.tokens.seller });
    expect(limits.body.data).toMatchObject({ maxFileBytes: 500 * MB, maxFiles: 50, maxTotalBytes: 1024 * MB, usedFiles: 3, usedBytes: 1024 * MB });
  });

  it('two files started at once cannot together pass the total', async () => {
    const { contractId: raceContract } = await dealContract(o);
    const meta = claimMeta('race.mp4', { contractId: raceContract });
    expect((await tusCreate(o.t, o.tokens.buyer, 600 * MB - 1, { ...meta })).status).toBe(413);
    expect((await tusCreate(o.t, o.tokens.buyer, 500 * MB, meta)).status).toBe(201);
    const both = await Promise.all([tusCreate(o.t, o.tokens.buyer, 300 * MB, meta), tusCreate(o.t, o.tokens.buyer, 300 * MB, meta)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 413]);
  });

  it('refuses bad metadata with 1000 naming it, a deferred length, and a stranger to the contract with 404', async () => {
    const noContract = await tusCreate(o.t, o.tokens.buyer, 10, { purpose: 'claim', filename: 'a.pdf' });
    expect(noContract.status).toBe(422);
    expect(noContract.body?.code).toBe(1000);
    expect(noContract.body?.data.errors[0].field).toBe('contractId');
    const badLength = await tusCreate(o.t, o.tokens.buyer, '-1', claimMeta('a.pdf'));
    expect(badLength.body).toMatchObject({ code: 1000 });
    expect(badLength.body?.data.errors[0].field).toBe('Upload-Length');
    const stranger = await tusCreate(o.t, o.third.token, 10, claimMeta('a.pdf'));
    expect(stranger.status).toBe(404);
    expect((await tusCreate(o.t, undefined, 10, claimMeta('a.pdf'))).status).toBe(401);
    const otherClaim = await tusCreate(o.t, o.tokens.buyer, 10, claimMeta('a.pdf', { claimId: '00000000-0000-4000-8000-000000000009' }));
    expect(otherClaim.status).toBe(404);
  });
});

describe('[CLAIMS] a claim file is uploaded in pieces, resumed after a break, sniffed, and read by the trade only', () => {
  let fileId: string;
  let filePath: string;
  const pdf = bigPdf(300 * 1024);

  it('goes on from the last byte the server has after a PATCH broke off', async () => {
    const created = await tusCreate(o.t, o.tokens.buyer, pdf.length, claimMeta('weighbridge ticket.pdf'));
    expect(created.status).toBe(201);
    const id = created.uploadId!;
    expect((await tusHead(o.t, o.tokens.buyer, id)).offset).toBe(0);

    // The first piece arrives whole.
    const first = await tusPatch(o.t, o.tokens.buyer, id, 0, pdf.subarray(0, 64 * 1024));
    expect(first.status).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(64 * 1024));

    // The second breaks off part way: what arrived is kept, and HEAD says how much.
    await tusPatch(o.t, o.tokens.buyer, id, 64 * 1024, brokenStream(pdf.subarray(64 * 1024, 160 * 1024))).catch(() => undefined);
    const head = await tusHead(o.t, o.tokens.buyer, id);
    expect(head.status).toBe(200);
    expect(head.offset).toBeGreaterThanOrEqual(64 * 1024);
    expect(head.offset).toBeLessThanOrEqual(160 * 1024);
    expect(head.headers['upload-length']).toBe(String(pdf.length));

    // A piece sent from the wrong offset changes nothing (409: the client reads the offset again).
    const wrong = await tusPatch(o.t, o.tokens.buyer, id, 0, pdf.subarray(0, 10));
    expect(wrong.status).toBe(409);
    expect((await tusHead(o.t, o.tokens.buyer, id)).offset).toBe(head.offset);

    // The rest from where the server is: the file is complete and stored.
    const rest = await tusPatch(o.t, o.tokens.buyer, id, head.offset!, pdf.subarray(head.offset!));
    expect(rest.status).toBe(204);
    fileId = rest.headers['upload-file-id'] as string;
    filePath = rest.headers['upload-file-path'] as string;
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(filePath).toBe(`/app-v2/file/${fileId}.pdf`);

    const status = await call(o.t, 'GET', `/app-v2/files/resumable/${id}/status`, { token: o.tokens.buyer });
    expect(status.body.data).toMatchObject({ state: 'done', size: pdf.length, file: { fileId, mime: 'application/pdf', fileName: 'weighbridge ticket.pdf', size: pdf.length } });
    const [row] = await queryRows<{ purpose: string; kind: string; size: number }>(o.t, `select purpose, kind, size from files where id = '${fileId}'`);
    expect(row).toMatchObject({ purpose: 'claim', kind: 'document', size: pdf.length });

    // Finished: no more bytes, and the same file is not recorded twice.
    const after = await tusPatch(o.t, o.tokens.buyer, id, pdf.length, Buffer.alloc(0));
    expect(after.body).toMatchObject({ code: 1753 });
    expect(await countRows(o.t, 'files', `id = '${fileId}'`)).toBe(1);
  });

  it('serves the bytes to the uploader and staff, to the seller once the file is on a submitted claim; a third company and anonymous get 404', async () => {
    // On a draft the file is the buyer's own still: the seller does not see the claim, nor what is gathered for it.
    const [shipment] = await queryRows<{ id: string }>(o.t, `insert into shipments (contract_id, status) values ('${contractId}', 'arrived') returning id`);
    const [claim] = await queryRows<{ id: string }>(
      o.t,
      `insert into claims (claim_no, type, status, contract_id, shipment_id, buyer_user_id, seller_user_id, currency, total_claim, reason)
       select contract_no || '-CF1', 'shortage', 'draft', id, '${shipment!.id}', buyer_user_id, seller_user_id, currency, 100, 'short weight'
       from contracts c where id = '${contractId}' returning id`,
    );
    await queryRows(o.t, `insert into claim_evidence_files (claim_id, file_id, type, added_by_user_id) select '${claim!.id}', '${fileId}', 'weighbridge_ticket', buyer_user_id from contracts where id = '${contractId}'`);
    expect((await fetchFile(o.t, filePath, { token: o.tokens.seller })).status).toBe(404);
    await queryRows(o.t, `update claims set status = 'submitted', submitted_at = now() where id = '${claim!.id}'`);
    for (const token of [o.tokens.buyer, o.tokens.seller, o.tokens.staff]) {
      const res = await fetchFile(o.t, filePath, { token });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(res.body, pdf)).toBe(0);
    }
    expect((await fetchFile(o.t, filePath, { token: o.third.token })).status).toBe(404);
    expect((await fetchFile(o.t, filePath)).status).toBe(404);
  });

  it('an upload is the uploader\'s own: others cannot read its offset, send bytes to it or cancel it', async () => {
    const created = await tusCreate(o.t, o.tokens.buyer, 100, claimMeta('photo.jpg'));
    const id = created.uploadId!;
    expect((await tusHead(o.t, o.tokens.seller, id)).status).toBe(404);
    expect((await tusHead(o.t, o.third.token, id)).status).toBe(404);
    expect((await tusPatch(o.t, o.tokens.seller, id, 0, Buffer.alloc(10))).status).toBe(404);
    expect((await tusDelete(o.t, o.third.token, id)).status).toBe(404);
    expect((await call(o.t, 'GET', `/app-v2/files/resumable/${id}/status`, { token: o.tokens.seller })).status).toBe(404);
    expect((await tusHead(o.t, o.tokens.buyer, id)).offset).toBe(0);
  });

  it('reads the type from the bytes: a text file named .pdf is refused with 1000 and deleted; a photo and a video are taken', async () => {
    const text = Buffer.from('not really a report\n'.repeat(200));
    const created = await tusCreate(o.t, o.tokens.buyer, text.length, claimMeta('report.pdf'));
    const files = await countRows(o.t, 'files');
    const res = await tusPatch(o.t, o.tokens.buyer, created.uploadId!, 0, text);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 1000, msg: 'Incorrect file format: report.pdf is not a photo, video (MP4, MOV), PDF, Excel or Word file' });
    expect(await countRows(o.t, 'files')).toBe(files);
    expect(filesUnder(resumableDir).some((f) => f.includes(created.uploadId!))).toBe(false);
    expect((await tusHead(o.t, o.tokens.buyer, created.uploadId!)).status).toBe(404);

    for (const [name, bytes, mime, kind] of [
      ['door.jpg', await solidJpeg(320, 240), 'image/jpeg', 'image'],
      ['unloading.mp4', tinyMp4(4096), 'video/mp4', 'video'],
    ] as const) {
      const up = await tusCreate(o.t, o.tokens.buyer, bytes.length, claimMeta(name));
      const done = await tusPatch(o.t, o.tokens.buyer, up.uploadId!, 0, bytes);
      expect(done.status, name).toBe(204);
      const [row] = await queryRows<{ mime: string; kind: string }>(o.t, `select mime, kind from files where id = '${done.headers['upload-file-id'] as string}'`);
      expect(row).toEqual({ mime, kind });
    }
  });
});

describe('[CLAIMS] uploads nobody finishes', () => {
  it('are deleted, bytes and all, a week after they started; a finished file is kept', async () => {
    const stale = await tusCreate(o.t, o.tokens.buyer, 4096, claimMeta('left behind.pdf'));
    await tusPatch(o.t, o.tokens.buyer, stale.uploadId!, 0, pdfBytes());
    const fresh = await tusCreate(o.t, o.tokens.buyer, 4096, claimMeta('still going.pdf'));
    await queryRows(o.t, `update resumable_uploads set created_at = now() - interval '8 days' where id = '${stale.uploadId}'`);
    expect(filesUnder(resumableDir).some((f) => f.includes(stale.uploadId!))).toBe(true);
    expect(await removeAbandonedUploads({ deps: o.t.app.deps })).toBe(1);
    expect(filesUnder(resumableDir).some((f) => f.includes(stale.uploadId!))).toBe(false);
    expect((await tusHead(o.t, o.tokens.buyer, stale.uploadId!)).status).toBe(404);
    expect((await tusHead(o.t, o.tokens.buyer, fresh.uploadId!)).status).toBe(200);
    expect(await countRows(o.t, 'files', `purpose = 'claim'`)).toBeGreaterThan(0);
  });
});
