import { expect } from 'vitest';
import { call, codeIn, passwordLogin, post, pw, queryRows } from './api.ts';
import { createTestApp, type TTestApp } from './test-app.ts';
import { solidJpeg, solidPng, upload } from './upload-fixtures.ts';

/**
 * Test material of issue 6 (accounts and trust): a test app with the catalogue, the demo accounts and their
 * sessions, new users registered the way the web registers them, and the user info and company step bodies.
 */
export async function trustTestApp(env: Record<string, string> = {}) {
  const t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_CODE_PER_MINUTE: '1000', ...env }, { template: 'catalog+demo' });
  const tokens = {
    seller: await passwordLogin(t, 'seller@demo.test'),
    buyer: await passwordLogin(t, 'buyer@demo.test'),
    staff: await passwordLogin(t, 'staff@demo.test'),
    user: await passwordLogin(t, 'user@demo.test'),
  };
  const cats = await queryRows<{ id: number; code: string }>(t, 'select id, code from categories');
  const cat = Object.fromEntries(cats.map((c) => [c.code, c.id])) as Record<string, number>;
  return { t, tokens, cat };
}

/** Registers a new e-mail account (code, password twice, terms) and answers its session token. */
export async function registerUser(t: TTestApp, email: string): Promise<string> {
  const sent = await post(t, '/app-v2/account/captcha', { channel: 'email', account: email, purpose: 'register' });
  expect(sent.body.code, 'captcha').toBe(200);
  const code = codeIn(t.sentMail.at(-1)!.text);
  const res = await post(t, '/app-v2/account/register', {
    registerType: 'email',
    account: email,
    code,
    password: pw(),
    confirmPassword: pw(),
    agreeTerms: true,
  });
  expect(res.body, `register ${email}`).toMatchObject({ code: 200 });
  return res.body.data.token as string;
}

/** A phone number of its own for each e-mail (phones are unique sign-in identities). */
function phoneFor(email: string): string {
  let h = 0;
  for (const c of email) h = (h * 31 + c.charCodeAt(0)) % 100_000;
  return `20255${String(h).padStart(5, '0')}`;
}

/** A complete §5 step-1 form: United States, Shanghai destination, Los Angeles FAS port. */
export function infoBody(email: string, patch: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'Lopez',
    bizType: 'sell',
    countryId: 101,
    email,
    phoneNumber: phoneFor(email),
    phoneCountry: '+1',
    destinationId: 401,
    fasId: 301,
    businessType: 'recycler,scrap_dealer',
    ...patch,
  };
}

/** Uploads a company document (fileType user_info) and answers its fileId and fileFullPath. */
export async function uploadDocument(t: TTestApp, token: string, kind: 'png' | 'jpg' = 'png'): Promise<{ fileId: string; fileFullPath: string }> {
  const file = kind === 'png' ? { name: 'licence.png', content: await solidPng(400, 300) } : { name: 'card.jpg', content: await solidJpeg(300, 200) };
  const res = await upload(t, token, file, { fileType: 'user_info' });
  expect(res.body, 'document upload').toMatchObject({ code: 200 });
  return { fileId: res.body.data.fileId, fileFullPath: res.body.data.fileFullPath };
}

/** A picture for listings or a shop (fileType ask). */
export async function uploadPhoto(t: TTestApp, token: string): Promise<string> {
  const res = await upload(t, token, { name: 'yard.png', content: await solidPng(120, 90, [90, 120, 150]) });
  expect(res.body, 'photo upload').toMatchObject({ code: 200 });
  return res.body.data.fileId as string;
}

export async function getInfo(t: TTestApp, token: string, lang: 'zh' | 'en' = 'en') {
  const res = await call(t, 'GET', '/app-v2/getInfo', { token, lang });
  expect(res.body.code, 'getInfo').toBe(200);
  return res.body.data;
}

/** A new user who completed step 1 and submitted the company step with a licence; answers token and verification. */
export async function submittedUser(t: TTestApp, email: string) {
  const token = await registerUser(t, email);
  expect((await call(t, 'PUT', '/app-v2/account/info', { token, body: infoBody(email) })).body.code, 'info').toBe(200);
  const licence = await uploadDocument(t, token);
  const res = await call(t, 'PUT', '/app-v2/account/upgrade', { token, body: { data: { companyName: `${email} Metals Ltd.`, businessLicense: licence.fileId } } });
  expect(res.body, 'upgrade').toMatchObject({ code: 200 });
  return { token, verificationId: res.body.data.verificationId as string, licence };
}

/** Staff approve a pending submission (reading its version from the queue, as the console does). */
export async function approveVerification(t: TTestApp, staff: string, verificationId: string, body: Record<string, unknown> = {}) {
  const [row] = await queryRows<{ version: number }>(t, `select version from verifications where id = '${verificationId}'`);
  return post(t, `/admin/verifications/${verificationId}/approve`, { version: row!.version, ...body }, { token: staff });
}
