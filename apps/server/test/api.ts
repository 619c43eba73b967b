import { hashPasswordForTransport } from '@scrapbridge/domain/password';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { executeRows } from '../src/db/execute-rows.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import type { TTestApp } from './test-app.ts';

/** Request helpers for API tests: what a client sends (§7 headers) and what a user would check. */
export type TCall = {
  body?: unknown;
  token?: string;
  lang?: 'zh' | 'en';
  headers?: Record<string, string>;
  remoteAddress?: string;
};

export async function call(t: TTestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: TCall = {}) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      appLang: opts.lang === 'zh' ? 'zh-CN' : 'en-US',
      'user-agent': 'vitest-client/1.0',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
  // `data` is loosely typed on purpose: each test asserts the shape it expects of it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = res.json() as { code: number; msg: string; data: any };
  checkTrustedAnswer(t, method, url, body);
  return { status: res.statusCode, headers: res.headers, body };
}

/**
 * Answers written with plain JSON.stringify (route option `trustedJson`: the hottest routes skip the schema encoder in
 * every environment) are checked here against the contract's response schema, so a presenter that drifts from the
 * contract fails its tests instead of reaching a client.
 */
function checkTrustedAnswer(t: TTestApp, method: string, url: string, body: { code: number; data: unknown }): void {
  if (body.code !== 200) return;
  const pathname = url.split('?')[0]!;
  const route = t.app.apiRoutes.find((r) => r.trustedJson && r.method === method && routePattern(r.url).test(pathname));
  route?.contract?.response?.parse(body.data);
}

const routePattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);

export function post(t: TTestApp, url: string, body: unknown, opts: Omit<TCall, 'body'> = {}) {
  return call(t, 'POST', url, { ...opts, body });
}

/** The transport hash the web client sends for a typed password (§5). */
export const pw = (plain: string = DEMO_PASSWORD) => hashPasswordForTransport(plain);

export async function passwordLogin(t: TTestApp, account: string, plain: string = DEMO_PASSWORD): Promise<string> {
  const res = await post(t, '/saas-v1/account/login', { loginType: 'password', account, password: pw(plain) });
  expect(res.body, `login of ${account}`).toMatchObject({ code: 200 });
  return res.body.data.token as string;
}

/** The 6-digit code in the last message a test provider delivered. */
export function codeIn(text: string | undefined): string {
  const m = /\b(\d{6})\b/.exec(text ?? '');
  if (!m) throw new Error(`no code in message: ${text}`);
  return m[1]!;
}

/** Row count of a table, to prove a failed call stored nothing. */
export async function countRows(t: TTestApp, table: string, where = 'true'): Promise<number> {
  const rows = await executeRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number(rows[0]!.n);
}

export async function queryRows<T = Record<string, unknown>>(t: TTestApp, text: string): Promise<T[]> {
  return executeRows<T>(t.database.db, sql.raw(text));
}
