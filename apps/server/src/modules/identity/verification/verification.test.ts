import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@scrapbridge/domain/i18n';
import { COMPANY_FILE_TARGET_MAX_BYTES, ZVerificationRow } from '@scrapbridge/domain/verification';
import { addWorkingDays } from '@scrapbridge/domain/working-days';
import { call, countRows, post, queryRows } from '../../../../test/api.ts';
import { testLane, type TTestApp } from '../../../../test/test-app.ts';
import { approveVerification, getInfo, infoBody, registerUser, submittedUser, trustTestApp, uploadDocument, uploadPhoto } from '../../../../test/trust-fixtures.ts';
import { fetchFile, noisePng, pdfBytes, upload } from '../../../../test/upload-fixtures.ts';

const UPGRADE = '/app-v2/account/upgrade';
const QUEUE = '/admin/verifications';
/** A small image limit, so a too-large document is cheap to send (the real one is 10 MB, §9). */
const IMAGE_LIMIT = 256 * 1024;

describe(`[VERIFICATION] company step and staff review (${testLane()})`, () => {
  let t: TTestApp;
  let tokens: Awaited<ReturnType<typeof trustTestApp>>['tokens'];
  beforeAll(async () => {
    ({ t, tokens } = await trustTestApp({ UPLOAD_IMAGE_MAX_BYTES: String(IMAGE_LIMIT) }));
  });
  afterAll(async () => {
    await t.close();
  });

  /** What a refused submission must leave untouched. */
  async function snapshot(email: string) {
    const [user] = await queryRows(t, `select user_state, user_type, company_id, audit_result, version from users where email = '${email}'`);
    return { user, verifications: await countRows(t, 'verifications'), companies: await countRows(t, 'companies'), files: await countRows(t, 'files') };
  }

  it('takes a new user from sign-up through both steps and staff approval to VIP (§4)', async () => {
    const token = await registerUser(t, 'maria@fundicion.test');
    expect(await getInfo(t, token)).toMatchObject({ userState: 1, userType: 'General', needUpgrade: true, companyInfo: null });
    expect((await call(t, 'PUT', '/app-v2/account/info', { token, body: infoBody('maria@fundicion.test', { bizType: 'buy', businessType: 'smelter' }) })).body.code).toBe(200);
    const licence = await uploadDocument(t, token);
    const card = await uploadDocument(t, token, 'jpg');

    const before = Date.now();
    const res = await call(t, 'PUT', UPGRADE, {
      token,
      lang: 'zh',
      // Older clients send back the path the upload answered; the id inside it is what counts.
      body: { data: { companyName: 'Fundición del Norte S.A.', companyEnglishName: 'Northern Foundry', businessLicense: licence.fileFullPath, personalCard: card.fileId } },
    });
    expect(res.body).toMatchObject({ code: 200, msg: '操作成功', data: { userState: 2 } });
    const { submittedAt, dueAt, verificationId } = res.body.data;
    expect(new Date(submittedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // §9: the result is due 1 working day after submission.
    expect(dueAt).toBe(addWorkingDays(new Date(submittedAt), 1).toISOString());

    const pending = await getInfo(t, token);
    expect(pending).toMatchObject({
      userState: 2,
      needUpgrade: true,
      auditResult: null,
      companyInfo: { companyName: 'Fundición del Norte S.A.', companyEnglishName: 'Northern Foundry', state: 2 },
    });
    expect(pending.companyInfo.businessLicenseFile).toEqual({
      fileFullPath: licence.fileFullPath,
      fileName: 'licence.png',
      generateUrl: `http://localhost:3000${licence.fileFullPath}`,
    });
    expect(pending.companyInfo.personalCardFile.fileFullPath).toBe(card.fileFullPath);

    // The staff queue shows it, oldest first, with the due time; staff may open the documents.
    const queue = await call(t, 'GET', QUEUE, { token: tokens.staff });
    const row = ZVerificationRow.parse(queue.body.data.rows.find((r: { verificationId: string }) => r.verificationId === verificationId));
    expect(row).toMatchObject({ state: 'pending', email: 'maria@fundicion.test', companyName: 'Fundición del Norte S.A.', businessType: 'smelter', dueAt, overdue: false, version: 1 });
    expect((await fetchFile(t, row.businessLicenseFile!.fileFullPath, { token: tokens.staff })).status).toBe(200);

    const approved = await approveVerification(t, tokens.staff, verificationId);
    // No type chosen: bizType "buy" makes a Buyer.
    expect(approved.body).toMatchObject({ code: 200, data: { verificationId, state: 'approved', userState: 0, userType: 'Buyer', version: 2 } });
    const vip = await getInfo(t, token);
    expect(vip).toMatchObject({ userState: 0, userType: 'Buyer', needUpgrade: false, auditResult: null, companyInfo: { state: 0, companyName: 'Fundición del Norte S.A.' } });
    // The same session is verified at once: it may now use verified-only calls (a shop application gets past the guard).
    const shop = await post(t, '/app-v2/shop', { companyPictures: [], factoriesNumber: 1, employeesNumber: 1, establishmentTime: '2001-01-01' }, { token });
    expect(shop.body.data?.errors?.[0]?.field).toBe('companyPictures');

    const [audit] = await queryRows<{ email: string; detail: { userType: string } }>(
      t,
      `select u.email, a.detail from audit_log a join users u on u.id = a.actor_user_id where a.action = 'verification.approve' and a.target_id = '${verificationId}'`,
    );
    expect(audit).toMatchObject({ email: 'staff@demo.test', detail: { userType: 'Buyer' } });
    // The user is told, in-app and by e-mail in their language.
    expect(t.sentMail.at(-1)).toMatchObject({ to: 'maria@fundicion.test', subject: 'ScrapBridge: Enterprise verification approved' });
    expect((await call(t, 'GET', '/app-v2/notifications/unread-count', { token })).body.data).toEqual({ unread: 1 });
  });

  it('refuses an empty company name (dialogCompanyName) and changes nothing', async () => {
    const licence = await uploadDocument(t, tokens.user);
    await call(t, 'PUT', '/app-v2/account/info', { token: tokens.user, body: infoBody('user@demo.test', { phoneNumber: '2025550100' }) });
    const before = await snapshot('user@demo.test');
    for (const companyName of ['', '   ', undefined]) {
      const res = await call(t, 'PUT', UPGRADE, { token: tokens.user, lang: 'zh', body: { data: { companyName, businessLicense: licence.fileId } } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 1000, msg: `公司名称：${translate('zh', 'accounts.dialogCompanyName')}` });
    }
    expect(await snapshot('user@demo.test')).toEqual(before);
  });

  it('needs a business licence unless an invitation code is sent instead', async () => {
    const before = await snapshot('user@demo.test');
    const res = await call(t, 'PUT', UPGRADE, { token: tokens.user, lang: 'en', body: { data: { companyName: 'Sharma Metals' } } });
    expect(res.body).toMatchObject({ code: 1000, msg: 'Business licence: please upload the business licence, or use an invitation code instead' });
    expect(await snapshot('user@demo.test')).toEqual(before);
  });

  it('accepts only the caller’s own image documents (IncorrectFileFormat) and changes nothing', async () => {
    const before = await snapshot('user@demo.test');
    // A listing photo is not a company document.
    const photo = await uploadPhoto(t, tokens.user);
    const wrongKind = await call(t, 'PUT', UPGRADE, { token: tokens.user, lang: 'zh', body: { data: { companyName: 'Sharma Metals', businessLicense: photo } } });
    expect(wrongKind.body).toMatchObject({ code: 1000, msg: `营业执照：${translate('zh', 'accounts.IncorrectFileFormat')}` });
    // Something that is not an uploaded file at all.
    const notAFile = await call(t, 'PUT', UPGRADE, { token: tokens.user, lang: 'en', body: { data: { companyName: 'Sharma Metals', businessLicense: 'licence.pdf' } } });
    expect(notAFile.body.msg).toBe(`Business licence: ${translate('en', 'accounts.IncorrectFileFormat')}`);
    // Another user's document reads as not theirs.
    const sellersDoc = await uploadDocument(t, tokens.seller);
    const foreign = await call(t, 'PUT', UPGRADE, { token: tokens.user, lang: 'en', body: { data: { companyName: 'Sharma Metals', businessLicense: sellersDoc.fileId } } });
    expect(foreign.body.msg).toBe('Business licence: was not uploaded by you');
    const after = await snapshot('user@demo.test');
    expect({ ...after, files: before.files }).toEqual(before);
  });

  it('refuses uploads of other types or too large, storing nothing (§5, §8)', async () => {
    const files = await countRows(t, 'files');
    const pdf = await upload(t, tokens.user, { name: 'licence.pdf', content: pdfBytes() }, { fileType: 'user_info' }, 'en');
    expect(pdf.body).toMatchObject({ code: 1000, msg: 'licence.pdf: incorrect file format' });
    const big = await upload(t, tokens.user, { name: 'scan.png', content: await noisePng(400, 400) }, { fileType: 'user_info' }, 'zh');
    expect(big.status).toBe(403);
    expect(big.body.code).toBe(403);
    expect(await countRows(t, 'files')).toBe(files);
  });

  it('stores a large document compressed below the §5 6 MB ceiling', async () => {
    const res = await upload(t, tokens.user, { name: 'scan.png', content: await noisePng(290, 290) }, { fileType: 'user_info' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.size).toBeLessThanOrEqual(COMPANY_FILE_TARGET_MAX_BYTES);
  });

  it('only warns (upGradeWait) while under review, and lets a refused user reapply', async () => {
    const { token, verificationId } = await submittedUser(t, 'kim@scrap.test');
    const again = await call(t, 'PUT', UPGRADE, { token, lang: 'zh', body: { data: { companyName: 'Kim Scrap', inviteCode: 'SB-2025' } } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ code: 1000, msg: translate('zh', 'accounts.upGradeWait'), data: null });
    expect(await countRows(t, 'verifications', `user_id = (select id from users where email = 'kim@scrap.test')`)).toBe(1);

    const noReason = await post(t, `${QUEUE}/${verificationId}/refuse`, { version: 1, reason: ' ' }, { token: tokens.staff, lang: 'en' });
    expect(noReason.body).toMatchObject({ code: 1000, msg: 'Reason: please give a reason' });
    const refused = await post(t, `${QUEUE}/${verificationId}/refuse`, { version: 1, reason: 'The licence photo is unreadable' }, { token: tokens.staff });
    expect(refused.body).toMatchObject({ code: 200, data: { state: 'refused', userState: 3, userType: 'General' } });
    expect(await getInfo(t, token)).toMatchObject({ userState: 3, needUpgrade: true, auditResult: 'The licence photo is unreadable', companyInfo: { state: 3 } });
    expect(t.sentMail.at(-1)!.text).toContain('The licence photo is unreadable');

    // State 3 may reapply, with an invitation code instead of documents this time.
    const reapply = await call(t, 'PUT', UPGRADE, { token, body: { data: { companyName: 'Kim Scrap Co.', inviteCode: 'SB-2025' } } });
    expect(reapply.body).toMatchObject({ code: 200, data: { userState: 2 } });
    expect(await getInfo(t, token)).toMatchObject({ userState: 2, auditResult: null, companyInfo: { companyName: 'Kim Scrap Co.', state: 2, businessLicenseFile: null } });
    const history = await queryRows<{ state: string; invite_code: string | null }>(
      t,
      `select state, invite_code from verifications where user_id = (select id from users where email = 'kim@scrap.test') order by submitted_at`,
    );
    expect(history).toEqual([
      { state: 'refused', invite_code: null },
      { state: 'pending', invite_code: 'SB-2025' },
    ]);
    // Staff choose the type explicitly.
    const second = await call(t, 'GET', `${QUEUE}?state=pending`, { token: tokens.staff });
    const row = second.body.data.rows.find((r: { email: string }) => r.email === 'kim@scrap.test');
    expect(row).toMatchObject({ inviteCode: 'SB-2025', businessLicenseFile: null });
    expect((await approveVerification(t, tokens.staff, row.verificationId, { userType: 'Supplier' })).body.data.userType).toBe('Supplier');
  });

  it('answers 110801 to a stale or repeated review and changes nothing', async () => {
    const { verificationId } = await submittedUser(t, 'lee@alloy.test');
    const stale = await post(t, `${QUEUE}/${verificationId}/approve`, { version: 7 }, { token: tokens.staff, lang: 'en' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ code: 110801, msg: 'Please refresh and try again', data: null });
    expect((await approveVerification(t, tokens.staff, verificationId)).body.code).toBe(200);
    const twice = await post(t, `${QUEUE}/${verificationId}/refuse`, { version: 1, reason: 'late' }, { token: tokens.staff });
    expect(twice.body.code).toBe(110801);
    const [row] = await queryRows(t, `select state, version, refuse_reason from verifications where id = '${verificationId}'`);
    expect(row).toEqual({ state: 'approved', version: 2, refuse_reason: null });
    // Two reviewers at once: one wins, the other is told to refresh.
    const other = await submittedUser(t, 'race@alloy.test');
    const [a, b] = await Promise.all([
      post(t, `${QUEUE}/${other.verificationId}/approve`, { version: 1 }, { token: tokens.staff }),
      post(t, `${QUEUE}/${other.verificationId}/refuse`, { version: 1, reason: 'duplicate' }, { token: tokens.staff }),
    ]);
    expect([a.body.code, b.body.code].sort((x, y) => x - y)).toEqual([200, 110801]);
  });

  it('has nothing to upgrade for a verified enterprise', async () => {
    const res = await call(t, 'PUT', UPGRADE, { token: tokens.seller, lang: 'en', body: { data: { companyName: 'Hengxin', inviteCode: 'SB-2025' } } });
    expect(res.body).toMatchObject({ code: 1000, msg: 'Your enterprise is already verified' });
  });

  it('asks for step 1 before the company step', async () => {
    const token = await registerUser(t, 'early@bird.test');
    const res = await call(t, 'PUT', UPGRADE, { token, lang: 'en', body: { data: { companyName: 'Early Bird', inviteCode: 'SB-2025' } } });
    expect(res.body).toMatchObject({ code: 1000, msg: 'Please complete your basic information first' });
  });

  it('keeps verification documents from other users, and the queue from non-staff', async () => {
    const { licence } = await submittedUser(t, 'private@docs.test');
    expect((await fetchFile(t, licence.fileFullPath, { token: tokens.buyer })).status).toBe(404);
    expect((await fetchFile(t, licence.fileFullPath)).status).toBe(404);
    const queue = await call(t, 'GET', QUEUE, { token: tokens.buyer });
    expect(queue.body.code).toBe(1403);
    expect((await call(t, 'GET', QUEUE)).body.code).toBe(401);
    const approve = await post(t, `${QUEUE}/00000000-0000-4000-8000-000000000000/approve`, { version: 1 }, { token: tokens.seller });
    expect(approve.body.code).toBe(1403);
    expect((await post(t, `${QUEUE}/00000000-0000-4000-8000-000000000000/approve`, { version: 1 }, { token: tokens.staff })).body.code).toBe(404);
  });

  it('lists reviewed submissions by outcome', async () => {
    const approved = await call(t, 'GET', `${QUEUE}?state=approved&pageSize=50`, { token: tokens.staff });
    expect(approved.body.data.rows.every((r: { state: string; reviewerEmail: string }) => r.state === 'approved' && r.reviewerEmail === 'staff@demo.test')).toBe(true);
    const all = await call(t, 'GET', `${QUEUE}?state=all&pageSize=1`, { token: tokens.staff });
    expect(all.body.data.rows).toHaveLength(1);
    expect(all.body.data.total).toBe(await countRows(t, 'verifications'));
  });
});
