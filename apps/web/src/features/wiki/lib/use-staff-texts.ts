import type { TLang } from '@scrapbridge/domain/i18n';
import { useLazyCatalog } from '#lib/use-lazy-catalog.ts';

/** The staff console's site texts (namespace `siteStaff`, shared with the site feature's staff pages). */
const STAFF_TEXTS: Record<TLang, () => Promise<{ default: object }>> = {
  zh: () => import('@scrapbridge/domain/i18n/site/lazy/staff.zh.json'),
  en: () => import('@scrapbridge/domain/i18n/site/lazy/staff.en.json'),
};

export function useStaffTexts(): boolean {
  return useLazyCatalog('siteStaff', STAFF_TEXTS);
}
