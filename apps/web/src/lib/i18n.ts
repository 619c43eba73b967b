/**
 * i18next over the shared catalogs (packages/domain/src/i18n). Keys are written `namespace.key` — the same form the
 * server's translate() uses — so `nsSeparator` is '.' as well (i18next treats the first segment as the namespace
 * when it names a known one).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogs, type TLang } from '@scrapbridge/domain/i18n';
import { readLang, writeLang } from './storage.ts';

/** Every namespace the domain ships (common, errors, fields, auth, shell, staff, home, …). */
export const NAMESPACES = Object.keys(catalogs.en);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: catalogs,
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
