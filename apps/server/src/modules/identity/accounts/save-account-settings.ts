import type { TAccountSettings, TAccountSettingsRequest } from '@scrapbridge/domain/account-profile';
import type { TDb } from '../../../db/client.ts';
import { updateAccount } from './account.repository.ts';
import { getAccountSettings } from './get-account-settings.ts';

/**
 * `PUT /app-v2/account/settings` {weightType?, languageType?, pushEnabled?}: the settings page (§2: weight unit,
 * language, push). What is left out keeps its value. pushEnabled off stops every followed-category notification
 * and e-mail, whatever each category's own pushSwitch says.
 */
export async function saveAccountSettings(opts: TAccountSettingsRequest & { db: TDb; userId: string }): Promise<TAccountSettings> {
  const { db, userId, weightType, languageType, pushEnabled } = opts;
  await updateAccount(db, userId, {
    ...(weightType !== undefined ? { weightType } : {}),
    ...(languageType !== undefined ? { languageType } : {}),
    ...(pushEnabled !== undefined ? { pushEnabled } : {}),
  });
  return getAccountSettings({ db, userId });
}
