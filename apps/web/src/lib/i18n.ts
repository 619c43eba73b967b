/**
 * i18next over the shared catalogs (packages/domain/src/i18n). Keys are written `namespace.key` — the same form the
 * server's translate() uses — so `nsSeparator` is '.' as well (i18next treats the first segment as the namespace
 * when it names a known one).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';
import commonZh from '@scrapbridge/domain/i18n/common/zh.json';
import commonEn from '@scrapbridge/domain/i18n/common/en.json';
import errorsZh from '@scrapbridge/domain/i18n/errors/zh.json';
import errorsEn from '@scrapbridge/domain/i18n/errors/en.json';
import fieldsZh from '@scrapbridge/domain/i18n/fields/zh.json';
import fieldsEn from '@scrapbridge/domain/i18n/fields/en.json';
import authZh from '@scrapbridge/domain/i18n/auth/zh.json';
import authEn from '@scrapbridge/domain/i18n/auth/en.json';
import shellZh from '@scrapbridge/domain/i18n/shell/zh.json';
import shellEn from '@scrapbridge/domain/i18n/shell/en.json';
import homeZh from '@scrapbridge/domain/i18n/home/zh.json';
import homeEn from '@scrapbridge/domain/i18n/home/en.json';
import siteZh from '@scrapbridge/domain/i18n/site/zh.json';
import siteEn from '@scrapbridge/domain/i18n/site/en.json';
import { readLang, writeLang } from './storage.ts';

/**
 * The first load carries only what the landing, the header and the sign-in dialog show (both languages, so the
 * language switch on the landing needs no fetch). Every other namespace of packages/domain/src/i18n (listings,
 * accounts, staff, shops, negotiation, … — and any namespace added later) is in one chunk per language
 * (./catalogs/zh.ts, ./catalogs/en.ts), loaded by `ensureCatalogs()` before any other screen renders (the route guard
 * awaits it, in parallel with the screen's own chunk) — issue 7's 170 KB budget, and issue 19 item 1: one request in
 * the reader's language, not one per namespace in both.
 */
const CORE = {
  zh: { common: commonZh, errors: errorsZh, fields: fieldsZh, auth: authZh, shell: shellZh, home: homeZh, site: siteZh },
  en: { common: commonEn, errors: errorsEn, fields: fieldsEn, auth: authEn, shell: shellEn, home: homeEn, site: siteEn },
};

type TCatalogs = { CATALOGS: Record<string, Record<string, unknown>> };

const CATALOG_CHUNKS: Record<TLang, () => Promise<TCatalogs>> = {
  zh: () => import('./catalogs/zh.ts'),
  en: () => import('./catalogs/en.ts'),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: CORE,
  lng: readLang(),
  fallbackLng: 'en',
  supportedLngs: ['zh', 'en'],
  // The deferred namespaces join this list as their chunk loads: `ns.key` resolves only for namespaces i18next knows
  // (nsSeparator equals keySeparator).
  ns: Object.keys(CORE.en),
  defaultNS: 'common',
  nsSeparator: '.',
  keySeparator: '.',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
  showSupportNotice: false,
});

const deferredLoaded: Partial<Record<TLang, Promise<void>>> = {};

function loadDeferred(lang: TLang): Promise<void> {
  deferredLoaded[lang] ??= CATALOG_CHUNKS[lang]()
    .then(async ({ CATALOGS }) => {
      for (const [ns, texts] of Object.entries(CATALOGS)) i18n.addResourceBundle(lang, ns, texts, true, true);
      await i18n.loadNamespaces(Object.keys(CATALOGS));
    })
    .catch((error: unknown) => {
      // A failed load (offline) is retried on the next call.
      delete deferredLoaded[lang];
      throw error;
    });
  return deferredLoaded[lang];
}

/**
 * Loads every deferred namespace in the current language (once; later calls return the same promise). Only the
 * reader's language: zh and en carry the same keys (a unit test checks it), so the fallback is never needed. Screens
 * get it through the route guard; a component that can show on the landing (a dialog opened on load, a header widget)
 * loads as `lazy(() => ensureCatalogs().then(() => import('./x.tsx')))`. A language switch loads the new language's
 * chunk before switching (changeLanguage).
 */
export function ensureCatalogs(lang: TLang = currentLang()): Promise<void> {
  return loadDeferred(lang);
}

export function currentLang(): TLang {
  return i18n.language === 'zh' ? 'zh' : 'en';
}

/** Translate outside React (api client, toasts). */
export function t(key: string, params?: Record<string, string | number>): string {
  return i18n.t(key, params ?? {});
}

/** <html lang>, page title (§2: the Chinese brand in zh, the brand otherwise) and dayjs locale follow the language. */
function applyDocumentLanguage(lang: TLang): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  document.title = i18n.t('common.brand', { lng: lang });
}

let dayjsLoaded: Promise<void> | null = null;

/**
 * dayjs (an antd dependency) stays out of the first load: its locale is applied when it is first needed
 * (see antd-scope.tsx) and on every later language change once loaded.
 */
export function syncDayjsLocale(lang: TLang = currentLang()): Promise<void> {
  dayjsLoaded = (dayjsLoaded ?? Promise.resolve()).then(async () => {
    const [{ default: dayjs }] = await Promise.all([import('dayjs'), import('dayjs/locale/zh-cn')]);
    dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
  });
  return dayjsLoaded;
}

i18n.on('languageChanged', (lng: string) => {
  const lang: TLang = lng === 'zh' ? 'zh' : 'en';
  applyDocumentLanguage(lang);
  if (dayjsLoaded) void syncDayjsLocale(lang);
});

applyDocumentLanguage(currentLang());

/** Switch the UI language locally: i18next (and through it antd, dayjs, <html lang>, title) plus the stored `lang`. */
export async function changeLanguage(lang: TLang): Promise<void> {
  writeLang(lang);
  // Screens past the landing read the deferred namespaces: the new language's are there before anything re-renders.
  if (Object.keys(deferredLoaded).length > 0) await ensureCatalogs(lang);
  await i18n.changeLanguage(lang);
}
