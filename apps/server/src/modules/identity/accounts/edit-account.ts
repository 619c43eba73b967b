import type { TEditAccountRequest } from '@scrapbridge/domain/auth';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { updateAccountPreferences } from './account.repository.ts';

/**
 * `POST /app-v2/account/editAccount` (§7): the caller's weight unit and language. The client sends its own
 * accountId; any other id is refused (1403), never silently applied to the caller.
 */
export async function editAccount(opts: TEditAccountRequest & { db: TDb; userId: string }): Promise<null> {
  if (opts.accountId !== opts.userId) throw new AppError(ErrorCode.Forbidden);
  await updateAccountPreferences(opts.db, opts.userId, { weightType: opts.weightType, languageType: opts.languageType });
  return null;
}
