import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post, queryRows } from '../../../test/api.ts';
import { askTestApp } from '../../../test/ask-fixtures.ts';
import { openEventStream, until } from '../../../test/event-stream.ts';
import { fetchFile, multipart, pdfBytes, solidPng } from '../../../test/upload-fixtures.ts';
import type { TTestApp } from '../../../test/test-app.ts';

let t: TTestApp;
let tokens: Awaited<ReturnType<typeof askTestApp>>['tokens'];
let base: string;

beforeAll(async () => {
  ({ t, tokens } = await askTestApp());
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

async function attach(token: string, file: { name: string; content: Buffer }, lang: 'zh' | 'en' = 'en') {
  const body = multipart({}, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/app-v2/support/file',
    headers: { 'content-type': body.contentType, appLang: lang === 'zh' ? 'zh-CN' : 'en-US', authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the shape it expects
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

const thread = (token: string) => call(t, 'GET', '/app-v2/support/conversation', { token });
const send = (token: string, body: unknown, lang: 'zh' | 'en' = 'en') => post(t, '/app-v2/support/message', body, { token, lang });
const inbox = (query = '') => call(t, 'GET', `/admin/support/conversations${query}`, { token: tokens.staff });
const staffThread = (id: string) => call(t, 'GET', `/admin/support/conversation/${id}`, { token: tokens.staff });
const reply = (id: string, body: unknown) => post(t, `/admin/support/conversation/${id}/message`, body, { token: tokens.staff });

let conversationId: string;
let buyerFileUrl: string;
let staffFileUrl: string;

describe('customer service conversation (issue 16 item 2)', () => {
  it('a user writes from a "request China market access" link with a photo; staff see it in the inbox with its subject', async () => {
    const photo = await attach(tokens.buyer, { name: 'licence.png', content: await solidPng(80, 60) });
    expect(photo.body).toMatchObject({ code: 200, data: { name: 'licence.png', mime: 'image/png', kind: 'image' } });
    buyerFileUrl = photo.body.data.url;
    const sent = await send(tokens.buyer, { text: '您好，请为我开通中国市场权限。', fileIds: [photo.body.data.fileId], context: { topic: 'market-access', market: 'cn' } }, 'zh');
    expect(sent.body).toMatchObject({ code: 200, data: { author: 'user', context: { topic: 'market-access', market: 'cn' }, files: [{ name: 'licence.png' }] } });
    conversationId = sent.body.data.conversationId;

    const own = await thread(tokens.buyer);
    expect(own.body.data).toMatchObject({ id: conversationId, status: 'open', unread: 0, hasEarlier: false });
    expect(own.body.data.messages).toHaveLength(1);

    const list = await inbox('?status=open');
    const row = list.body.data.rows.find((r: { id: string }) => r.id === conversationId);
    expect(row).toMatchObject({ status: 'open', unread: 1, context: { topic: 'market-access', market: 'cn' }, lastMessageAuthor: 'user', assigneeUserId: null });
    expect(row.userEmail).toBe('buyer@demo.test');
    expect((await inbox('?topic=quote-type')).body.data.rows.some((r: { id: string }) => r.id === conversationId)).toBe(false);
    expect((await inbox('?keyword=buyer%40demo')).body.data.rows.map((r: { id: string }) => r.id)).toEqual([conversationId]);
  });

  it('staff answer in English with a PDF: the user reads it (unread until marked), is notified, and the answer is audited', async () => {
    const pdf = await attach(tokens.staff, { name: 'access-form.pdf', content: pdfBytes() });
    expect(pdf.body.code).toBe(200);
    staffFileUrl = pdf.body.data.url;
    const audits = await countRows(t, 'audit_log', `action = 'support.reply' and target_id = '${conversationId}'`);
    const answered = await reply(conversationId, { text: 'Hello, please fill in the attached form.', fileIds: [pdf.body.data.fileId] });
    expect(answered.body).toMatchObject({ code: 200, data: { author: 'staff', files: [{ name: 'access-form.pdf', kind: 'document' }] } });
    expect(await countRows(t, 'audit_log', `action = 'support.reply' and target_id = '${conversationId}'`)).toBe(audits + 1);

    const own = await thread(tokens.buyer);
    expect(own.body.data).toMatchObject({ status: 'waiting', unread: 1 });
    expect(own.body.data.messages.map((m: { author: string }) => m.author)).toEqual(['user', 'staff']);
    expect((await call(t, 'GET', '/app-v2/support/unread', { token: tokens.buyer })).body.data).toEqual({ unread: 1 });
    const [note] = await queryRows<{ title_en: string; body_en: string; link: string; mail_status: string }>(
      t,
      `select n.title_en, n.body_en, n.link, n.mail_status from notifications n join users u on u.id = n.user_id where u.email = 'buyer@demo.test' and n.kind = 'support_reply'`,
    );
    // The buyer had just written (read the conversation a moment ago): in-app only, no e-mail.
    expect(note).toMatchObject({ title_en: 'Customer service answered', body_en: 'Hello, please fill in the attached form.', link: '/customer', mail_status: 'none' });

    expect((await post(t, '/app-v2/support/read', {}, { token: tokens.buyer })).body.data).toEqual({ unread: 0 });
    expect((await thread(tokens.buyer)).body.data.unread).toBe(0);
  });

  it('attachments are read by the conversation\'s user and staff only; a third company gets 404 and an empty conversation of its own', async () => {
    for (const url of [buyerFileUrl, staffFileUrl]) {
      expect((await fetchFile(t, url, { token: tokens.buyer })).status, url).toBe(200);
      expect((await fetchFile(t, url, { token: tokens.staff })).status, url).toBe(200);
      expect((await fetchFile(t, url, { token: tokens.seller })).status, url).toBe(404);
      expect((await fetchFile(t, url, { token: tokens.user })).status, url).toBe(404);
      expect((await fetchFile(t, url)).status, url).toBe(404);
    }
    const other = await thread(tokens.user);
    expect(other.body).toMatchObject({ code: 200, data: { id: null, messages: [], unread: 0 } });
    // Another user cannot send someone else's upload, nor send the same file twice.
    const staffFileId = staffFileUrl.split('/').pop()!.slice(0, 36);
    expect((await send(tokens.user, { text: 'x', fileIds: [staffFileId] })).body.code).toBe(1780);
    expect((await thread(tokens.user)).body.data.id).toBeNull();
    const buyerFileId = buyerFileUrl.split('/').pop()!.slice(0, 36);
    expect((await send(tokens.buyer, { text: 'again', fileIds: [buyerFileId] })).body.code).toBe(1780);
  });

  it('staff-only routes refuse users; staff write from the inbox only', async () => {
    for (const [method, url] of [
      ['GET', '/admin/support/conversations'],
      ['GET', `/admin/support/conversation/${conversationId}`],
      ['POST', `/admin/support/conversation/${conversationId}/message`],
      ['POST', `/admin/support/conversation/${conversationId}/status`],
      ['GET', '/admin/support/staff-members'],
    ] as const) {
      const res = await call(t, method, url, { token: tokens.user, body: method === 'POST' ? { text: 'hi', status: 'closed', version: 1 } : undefined });
      expect(res.status, url).toBe(403);
    }
    expect((await call(t, 'GET', '/app-v2/support/conversation')).status).toBe(401);
    expect((await send(tokens.staff, { text: 'hello' })).body.code).toBe(1781);
    expect((await staffThread('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('bad input is 1000 naming the field, and nothing is stored', async () => {
    const before = await countRows(t, 'support_messages');
    const empty = await send(tokens.buyer, { text: '   ' });
    expect(empty.body.code).toBe(1000);
    expect(empty.body.msg).toMatch(/Message/);
    const emptyZh = await send(tokens.buyer, { text: '' }, 'zh');
    expect(emptyZh.body.msg).toMatch(/消息/);
    expect((await send(tokens.buyer, { text: 'x'.repeat(4001) })).body.msg).toMatch(/Message/);
    const topic = await send(tokens.buyer, { text: 'hi', context: { topic: 'nonsense' } });
    expect(topic.body.code).toBe(1000);
    expect(topic.body.msg).toMatch(/Subject/);
    expect((await send(tokens.buyer, { text: 'hi', fileIds: ['not-a-uuid'] })).body.code).toBe(1000);
    expect((await send(tokens.buyer, { text: 'hi', context: { topic: 'contract-change', ref: '<script>' } })).body.code).toBe(1000);
    expect(await countRows(t, 'support_messages')).toBe(before);

    const files = await countRows(t, 'files');
    const text = await attach(tokens.buyer, { name: 'notes.pdf', content: Buffer.from('just words\n'.repeat(40)) });
    expect(text.body.code).toBe(1000);
    expect(await countRows(t, 'files')).toBe(files);
  });

  it('staff assign and close with the version they read (110801 when stale); the user writing again opens it; audited', async () => {
    const seen = (await staffThread(conversationId)).body.data.conversation;
    expect((await post(t, `/admin/support/conversation/${conversationId}/read`, {}, { token: tokens.staff })).body.data.unread).toBe(0);
    const [staffUser] = await queryRows<{ id: string }>(t, `select id from users where email = 'staff@demo.test'`);
    const [plainUser] = await queryRows<{ id: string }>(t, `select id from users where email = 'user@demo.test'`);
    const notStaff = await post(t, `/admin/support/conversation/${conversationId}/assign`, { staffUserId: plainUser!.id, version: seen.version }, { token: tokens.staff });
    expect(notStaff.body.code).toBe(1000);
    expect(notStaff.body.msg).toMatch(/Staff member/);
    const assigned = await post(t, `/admin/support/conversation/${conversationId}/assign`, { staffUserId: staffUser!.id, version: seen.version }, { token: tokens.staff });
    expect(assigned.body).toMatchObject({ code: 200, data: { assigneeUserId: staffUser!.id } });
    const stale = await post(t, `/admin/support/conversation/${conversationId}/status`, { status: 'closed', version: seen.version }, { token: tokens.staff });
    expect(stale.body.code).toBe(110801);
    const closed = await post(t, `/admin/support/conversation/${conversationId}/status`, { status: 'closed', version: assigned.body.data.version }, { token: tokens.staff });
    expect(closed.body.data.status).toBe('closed');
    expect((await inbox('?assigned=me&status=closed')).body.data.rows.map((r: { id: string }) => r.id)).toContain(conversationId);
    expect((await inbox('?assigned=none')).body.data.rows.map((r: { id: string }) => r.id)).not.toContain(conversationId);
    expect(await countRows(t, 'audit_log', `action in ('support.assign', 'support.status') and target_id = '${conversationId}'`)).toBe(2);
    expect((await thread(tokens.buyer)).body.data.status).toBe('closed');
    await send(tokens.buyer, { text: 'One more question' });
    expect((await thread(tokens.buyer)).body.data.status).toBe('open');
  });

  it("messages reach the user's and the staff's open pages over the live stream, and nobody else's", async () => {
    const user = await openEventStream(`${base}/app-v2/live/stream`, tokens.buyer);
    const staff = await openEventStream(`${base}/app-v2/live/stream`, tokens.staff);
    const outsider = await openEventStream(`${base}/app-v2/live/stream`, tokens.user);
    try {
      await until(() => ([user, staff, outsider].every((s) => s.events.some((e) => e.event === 'ready')) ? true : undefined));
      await send(tokens.buyer, { text: 'Are you there?' });
      const heard = await until(() => staff.events.find((e) => e.event === 'support' && e.data?.author === 'user'));
      expect(heard.data).toMatchObject({ type: 'support', conversationId, action: 'message' });
      await reply(conversationId, { text: 'Yes, we are.' });
      const answer = await until(() => user.events.find((e) => e.event === 'support' && e.data?.author === 'staff'));
      expect(answer.data).toMatchObject({ conversationId, action: 'message' });
      expect(outsider.events.filter((e) => e.event === 'support')).toEqual([]);
    } finally {
      user.close();
      staff.close();
      outsider.close();
    }
  });
});
