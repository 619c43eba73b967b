/**
 * Signs a demo account in through the API (POST /saas-v1/account/login, §5 transport hash) and hands the browser
 * context the `token` cookie with the server's expiry — what the login dialog does, without driving the dialog in
 * every listings test (the auth tests cover the dialog).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { newContext, type VIEWPORTS } from '../support/browser.ts';

export const DEMO_PASSWORD = 'demo1234';

export async function apiLogin(baseUrl: string, email: string): Promise<{ token: string; expire: number }> {
  const res = await fetch(`${baseUrl}/saas-v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: 'password', account: email, password: hashPasswordForTransport(DEMO_PASSWORD) }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string; expire: number } | null };
  if (body.code !== 200 || !body.data) throw new Error(`login ${email} failed: ${body.code} ${body.msg}`);
  return body.data;
}

export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  email: string,
  opts: { lang: 'zh' | 'en'; viewport?: keyof typeof VIEWPORTS },
): Promise<BrowserContext> {
  const { token, expire } = await apiLogin(baseUrl, email);
  const context = await newContext(browser, baseUrl, { lang: opts.lang, ...(opts.viewport ? { viewport: opts.viewport } : {}) });
  await context.addCookies([{ name: 'token', value: token, url: baseUrl, expires: Math.floor(expire / 1000), sameSite: 'Lax' }]);
  return context;
}
