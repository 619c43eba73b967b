/**
 * The listings screens' own texts. The `listings` namespace in the first-load catalogs holds only what the server
 * and the staff menu need (field names, reasons, status lines, the review menu label); the screens' texts live in
 * packages/domain/src/i18n/listings/lazy/web.{zh,en}.json and join the same namespace when a listings screen loads,
 * so the landing's first load does not carry them (ARCHITECTURE: ≤ 170 KB gzip). Both languages come together: a
 * language switch on an open screen needs no fetch. Every listings page imports this module first.
 */
import webZh from '@scrapbridge/domain/i18n/listings/lazy/web.zh.json';
import webEn from '@scrapbridge/domain/i18n/listings/lazy/web.en.json';
import { i18n } from '#lib/i18n.ts';

export const LISTINGS_WEB_CATALOGS = { zh: webZh, en: webEn } as const;

/** Deep-merges the screens' texts into `listings` (idempotent: the same texts again change nothing). */
export function installListingsCatalog(): void {
  i18n.addResourceBundle('zh', 'listings', webZh, true, true);
  i18n.addResourceBundle('en', 'listings', webEn, true, true);
}

installListingsCatalog();
