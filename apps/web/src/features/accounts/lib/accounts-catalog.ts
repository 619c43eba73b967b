/**
 * The account screens' own texts. The `accounts` namespace of the shared catalogs holds what the server needs
 * (field names, error reasons, notification texts); the screens' and dialogs' texts live in
 * packages/domain/src/i18n/accounts/lazy/web.{zh,en}.json and join the same namespace when an account module
 * loads, so the landing's first load does not carry them. Both languages come together: a language switch on an
 * open dialog needs no fetch. Every accounts module that shows text imports this module first.
 */
import webZh from '@scrapbridge/domain/i18n/accounts/lazy/web.zh.json';
import webEn from '@scrapbridge/domain/i18n/accounts/lazy/web.en.json';
import { i18n } from '#lib/i18n.ts';

export const ACCOUNTS_WEB_CATALOGS = { zh: webZh, en: webEn } as const;

/** Deep-merges the texts into `accounts` (idempotent). */
export function installAccountsCatalog(): void {
  i18n.addResourceBundle('zh', 'accounts', webZh, true, true);
  i18n.addResourceBundle('en', 'accounts', webEn, true, true);
}

installAccountsCatalog();
