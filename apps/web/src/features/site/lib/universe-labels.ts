/** /universe helpers the page needs without the map (kept out of the map chunk's dependencies). */
import type { TUniverse } from '@scrapbridge/domain/site';
import type { TLang } from '@scrapbridge/domain/i18n';

export type TUniverseMode = 'all' | 'sellers' | 'buyers';

export function countryLabel(code: string, lang: TLang, universe: TUniverse | null): string {
  const known = universe?.countries.find((c) => c.code === code);
  if (known) return lang === 'zh' ? known.nameZh : known.nameEn;
  try {
    return new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

