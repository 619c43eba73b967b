/**
 * Sessions and API calls of the browser tests. Every suite signs people in through the API (§5 transport hash) and
 * hands the browser context the `token` cookie with the server's expiry — what the login dialog does, without
 * driving the dialog in every test (the auth tests cover the dialog). New accounts register by e-mail, the code
 * read from the staff outbox, where the development mail provider keeps it.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { newContext, type VIEWPORTS } from './browser.ts';

export const DEMO_PASSWORD = 'demo1234';

export type TSession = { token: string; expire: number };
export type TEnvelope<T> = { code: number; msg: string; data: T };

/**
 * One call as the app makes it (envelope answer): a JSON body, or a FormData body sent as multipart; `lang` picks the
 * appLang header, English unless told; `market` the market header.
 */
export async function call<T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { token?: string; body?: unknown; lang?: 'zh' | 'en'; market?: 'intl' | 'cn' } = {},
): Promise<TEnvelope<T>> {
  const isForm = opts.body instanceof FormData;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.market ? { market: opts.market } : {}),
      appLang: opts.lang === 'zh' ? 'zh-CN' : 'en-US',
    },
    ...(opts.body !== undefined ? { body: isForm ? (opts.body as FormData) : JSON.stringify(opts.body) } : {}),
  });
  return (await res.json()) as TEnvelope<T>;
}

export async function apiLogin(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<TSession> {
  const res = await fetch(`${baseUrl}/saas-v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: 'password', account: email, password: hashPasswordForTransport(password) }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: TSession | null };
  if (body.code !== 200 || !body.data) throw new Error(`login ${email} failed: ${body.code} ${body.msg}`);
  return body.data;
}

/** A browser context signed in as `session` (the `token` cookie, expiring when the server's session does). */
export async function contextWithSession(
  browser: Browser,
  baseUrl: string,
  session: TSession,
  opts: { lang: 'zh' | 'en'; viewport?: keyof typeof VIEWPORTS; feedbackPrompt?: boolean },
): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl, { lang: opts.lang, ...(opts.viewport ? { viewport: opts.viewport } : {}), ...(opts.feedbackPrompt ? { feedbackPrompt: true } : {}) });
  await context.addCookies([{ name: 'token', value: session.token, url: baseUrl, expires: Math.floor(session.expire / 1000), sameSite: 'Lax' }]);
  return context;
}

/** A browser context signed in as the demo account `email`. */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  email: string,
  opts: { lang: 'zh' | 'en'; viewport?: keyof typeof VIEWPORTS; feedbackPrompt?: boolean },
): Promise<BrowserContext> {
  return contextWithSession(browser, baseUrl, await apiLogin(baseUrl, email), opts);
}

export async function staffToken(baseUrl: string): Promise<string> {
  return (await apiLogin(baseUrl, 'staff@demo.test')).token;
}

/** Registers `email` (§5 Registration) with its e-mail code and returns the new account's session. */
export async function registerByEmail(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<TSession> {
  const sent = await call(baseUrl, 'POST', '/app-v2/account/captcha', { body: { channel: 'email', account: email, purpose: 'register' } });
  if (sent.code !== 200) throw new Error(`captcha ${email}: ${sent.code} ${sent.msg}`);
  const outbox = await call<{ rows: { recipient: string; body: string }[] }>(baseUrl, 'GET', '/admin/outbox?pageNum=1&pageSize=50', {
    token: await staffToken(baseUrl),
  });
  const mail = outbox.data.rows.find((r) => r.recipient.toLowerCase() === email.toLowerCase());
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  const hashed = hashPasswordForTransport(password);
  const reg = await call<TSession>(baseUrl, 'POST', '/app-v2/account/register', {
    body: { registerType: 'email', account: email, code, password: hashed, confirmPassword: hashed, agreeTerms: true },
  });
  if (reg.code !== 200) throw new Error(`register ${email}: ${reg.code} ${reg.msg}`);
  return reg.data;
}
