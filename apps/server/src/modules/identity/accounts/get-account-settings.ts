import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TAccountSettings } from '@scrapbridge/domain/account-profile';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findAccountWithCompany } from './account.repository.ts';

/** `GET /app-v2/account/settings`: weight unit, language and the global push switch of followed categories. */
export async function getAccountSettings(opts: { db: TDbOrTx; userId: string }): Promise<TAccountSettings> {
  const row = await findAccountWithCompany(opts.db, opts.userId);
  if (!row) throw new AppError(ErrorCode.Unauthorized);
  return {
    weightType: row.user.weightType,
    languageType: row.user.languageType,
    pushEnabled: row.user.pushEnabled,
  };
}
