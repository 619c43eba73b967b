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
 * accounts, staff, shops, negotiation, … — and any namespace added later) is a chunk of its own, loaded by
 * `ensureCatalogs()` before any other screen renders (the route guard awaits it) — issue 7's 170 KB budget.
 */
const CORE = {
  zh: { common: commonZh, errors: errorsZh, fields: fieldsZh, auth: authZh, shell: shellZh, home: homeZh, site: siteZh },
  en: { common: commonEn, errors: errorsEn, fields: fieldsEn, auth: authEn, shell: shellEn, home: homeEn, site: siteEn },
};

type TCatalogModule = { default: Record<string, unknown> };

/**
 * `<ns>/<lang>.json` of every other namespace. The core files are excluded from the pattern (not just skipped):
 * a file both imported and globbed becomes a chunk of its own, a dozen extra requests on the landing.
 */
const CATALOG_FILES = import.meta.glob<TCatalogModule>([
  '../../../../packages/domain/src/i18n/*/*.json',
  '!../../../../packages/domain/src/i18n/{common,errors,fields,auth,shell,home,site}/*.json',
]);

function catalogFileParts(file: string): { ns: string; lang: TLang } | null {
  const match = /\/i18n\/([^/]+)\/(zh|en)\.json$/.exec(file);
  return match ? { ns: match[1]!, lang: match[2] as TLang } : null;
}

const DEFERRED_FILES = Object.keys(CATALOG_FILES).filter((file) => {
  const parts = catalogFileParts(file);
  return parts !== null && !(parts.ns in CORE.en);
});

/** Every namespace the domain ships; i18next resolves `ns.key` only for namespaces it was told about. */
export const NAMESPACES = [
  ...new Set([...Object.keys(CORE.en), ...DEFERRED_FILES.map((file) => catalogFileParts(file)!.ns)]),
];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: CORE,
  lng: readLang(),
  fallbackLng: 'en',
  supportedLngs: ['zh', 'en'],
  ns: NAMESPACES,
  defaultNS: 'common',
  nsSeparator: '.',
  keySeparator: '.',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
  showSupportNotice: false,
});

let deferredLoaded: Promise<void> | null = null;

/**
 * Loads every deferred namespace in both languages (once; later calls return the same promise). Screens get it
 * through the route guard; a component that can show on the landing (a dialog opened on load, a header widget)
 * loads as `lazy(() => ensureCatalogs().then(() => import('./x.tsx')))`. A failed load (offline) is retried on the
 * next call.
 */
export function ensureCatalogs(): Promise<void> {
  deferredLoaded ??= Promise.all(
    DEFERRED_FILES.map(async (file) => {
      const parts = catalogFileParts(file)!;
      const mod = await CATALOG_FILES[file]!();
      i18n.addResourceBundle(parts.lang, parts.ns, mod.default, true, true);
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      deferredLoaded = null;
      throw error;
    },
  );
  return deferredLoaded;
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
  await i18n.changeLanguage(lang);
}
