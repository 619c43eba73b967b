/**
 * i18next over the shared catalogs (packages/domain/src/i18n). Keys are written `namespace.key` — the same form the
 * server's translate() uses — so `nsSeparator` is '.' as well (i18next treats the first segment as the namespace
 * when it names a known one).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';
import { readLang, rememberLangForServer, writeLang } from './storage.ts';

/**
 * Texts load per language, never both: the core namespaces (what the landing, the header and the sign-in dialog
 * show: ./catalogs/core-zh.ts, ./catalogs/core-en.ts) before the first render (`i18nReady`, which main.tsx awaits;
 * the server modulepreloads the page language's chunk into index.html so it arrives with the entry), and every other
 * namespace of packages/domain/src/i18n (listings, accounts, staff, shops, negotiation, … — and any namespace added
 * later) in one chunk per language (./catalogs/zh.ts, ./catalogs/en.ts), loaded by `ensureCatalogs()` before any
 * other screen renders (the route guard awaits it, in parallel with the screen's own chunk). Issue 19: the landing's
 * initial JS carries one language's texts, and a screen waits for one request in the reader's language, not one per
 * namespace in both. A language switch loads the other language's chunks first (changeLanguage).
 */
type TCore = { CORE: Record<string, Record<string, unknown>> };

const CORE_CHUNKS: Record<TLang, () => Promise<TCore>> = {
  zh: () => import('./catalogs/core-zh.ts'),
  en: () => import('./catalogs/core-en.ts'),
};

type TCatalogs = { CATALOGS: Record<string, Record<string, unknown>> };

const CATALOG_CHUNKS: Record<TLang, () => Promise<TCatalogs>> = {
  zh: () => import('./catalogs/zh.ts'),
  en: () => import('./catalogs/en.ts'),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: readLang(),
  fallbackLng: 'en',
  supportedLngs: ['zh', 'en'],
  // Namespaces join this list as their chunk loads: `ns.key` resolves only for namespaces i18next knows (nsSeparator
  // equals keySeparator).
  ns: [],
  defaultNS: 'common',
  nsSeparator: '.',
  keySeparator: '.',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
  showSupportNotice: false,
});
rememberLangForServer(i18n.language === 'zh' ? 'zh' : 'en');

const coreLoaded: Partial<Record<TLang, Promise<void>>> = {};
const deferredLoaded: Partial<Record<TLang, Promise<void>>> = {};

/** Adds one chunk's namespaces to i18next (once per language; a failed load, e.g. offline, is retried next call). */
function loadChunk(loaded: Partial<Record<TLang, Promise<void>>>, lang: TLang, chunk: () => Promise<Record<string, Record<string, unknown>>>): Promise<void> {
  loaded[lang] ??= chunk()
    .then(async (catalogs) => {
      for (const [ns, texts] of Object.entries(catalogs)) i18n.addResourceBundle(lang, ns, texts, true, true);
      await i18n.loadNamespaces(Object.keys(catalogs));
    })
    .catch((error: unknown) => {
      delete loaded[lang];
      throw error;
    });
  return loaded[lang];
}

function loadCore(lang: TLang): Promise<void> {
  return loadChunk(coreLoaded, lang, () => CORE_CHUNKS[lang]().then((m) => m.CORE));
}

function loadDeferred(lang: TLang): Promise<void> {
  return loadChunk(deferredLoaded, lang, () => CATALOG_CHUNKS[lang]().then((m) => m.CATALOGS));
}

/**
 * Loads every namespace in the current language, core and deferred (once; later calls return the same promise). Only the
 * reader's language: zh and en carry the same keys (a unit test checks it), so the fallback is never needed. Screens
 * get it through the route guard; a component that can show on the landing (a dialog opened on load, a header widget)
 * loads as `lazy(() => ensureCatalogs().then(() => import('./x.tsx')))`. A language switch loads the new language's
 * chunk before switching (changeLanguage).
 */
export function ensureCatalogs(lang: TLang = currentLang()): Promise<void> {
  return Promise.all([loadCore(lang), loadDeferred(lang)]).then(() => undefined);
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

/**
 * What a switch to `lang` needs before anything re-renders: its core texts, and its deferred ones once this page has
 * loaded any (screens past the landing read them).
 */
function loadForSwitch(lang: TLang): Promise<unknown> {
  return Promise.all([loadCore(lang), Object.keys(deferredLoaded).length > 0 ? loadDeferred(lang) : undefined]);
}

/** The reader's core texts: the app renders once they are in (main.tsx). */
export const i18nReady: Promise<void> = loadCore(currentLang()).then(() => applyDocumentLanguage(currentLang()));

/**
 * Fetches another language's texts without switching to it: the language switch calls it when the reader shows intent
 * (pointer over it, focus, the phone menu that holds it opened), so the switch itself need not wait on the network.
 * A failed fetch is forgotten (loadChunk) and retried by the switch.
 */
export function prefetchLanguage(lang: TLang): void {
  void loadForSwitch(lang).catch(() => undefined);
}

/** Switch the UI language locally: i18next (and through it antd, dayjs, <html lang>, title) plus the stored `lang`. */
export async function changeLanguage(lang: TLang): Promise<void> {
  writeLang(lang);
  // Screens past the landing read the deferred namespaces: the new language's are there before anything re-renders.
  await loadForSwitch(lang);
  await i18n.changeLanguage(lang);
}
