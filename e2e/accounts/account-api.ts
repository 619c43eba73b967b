/**
 * API helpers of the account browser tests: the staff review calls and the reference data the forms offer (signing
 * in and registering are e2e/support/session.ts). The browser drives the screens under test; these only prepare
 * and check.
 */
import { call, staffToken } from '../support/session.ts';

type TQueueRow = { verificationId: string; email: string | null; version: number; state: string };

export async function pendingVerificationOf(baseUrl: string, email: string): Promise<TQueueRow> {
  const staff = await staffToken(baseUrl);
  const queue = await call<{ rows: TQueueRow[] }>(baseUrl, 'GET', '/admin/verifications?state=pending&pageNum=1&pageSize=100', { token: staff });
  const row = queue.data.rows.find((r) => r.email === email);
  if (!row) throw new Error(`no pending verification for ${email}`);
  return row;
}

export async function reviewVerification(baseUrl: string, email: string, outcome: { approve: true } | { refuse: string }): Promise<void> {
  const staff = await staffToken(baseUrl);
  const row = await pendingVerificationOf(baseUrl, email);
  const res =
    'approve' in outcome
      ? await call(baseUrl, 'POST', `/admin/verifications/${row.verificationId}/approve`, { token: staff, body: { version: row.version } })
      : await call(baseUrl, 'POST', `/admin/verifications/${row.verificationId}/refuse`, { token: staff, body: { version: row.version, reason: outcome.refuse } });
  if (res.code !== 200) throw new Error(`review ${email}: ${res.code} ${res.msg}`);
}

type TDict = { dictDataId: number; dictLabel: string };

/** The first Country, DESTINATION PORT and PORT entries as the English form shows them. */
export async function profileDicts(baseUrl: string): Promise<{ country: TDict; destination: TDict; fas: TDict }> {
  const res = await call<Record<string, TDict[]>>(baseUrl, 'POST', '/app-v2/dictData/getDictDataList', {
    body: { dictTypes: ['Country', 'DESTINATION PORT', 'PORT'] },
  });
  const first = (type: string) => {
    const row = res.data[type]?.[0];
    if (!row) throw new Error(`no ${type} dictionary`);
    return row;
  };
  return { country: first('Country'), destination: first('DESTINATION PORT'), fas: first('PORT') };
}
