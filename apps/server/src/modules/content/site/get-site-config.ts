import type { TLang } from '@scrapbridge/domain/i18n';
import { translate } from '@scrapbridge/domain/i18n';
import { formatFigure, type TSiteConfig } from '@scrapbridge/domain/site';
import type { TConfig } from '../../../config.ts';

/** The key of a figure label in the site catalog; unknown keys (an operator's own figures) have none. */
function catalogLabel(lang: TLang, key: string): string | null {
  const catalogKey = `site.figures.${key}`;
  const text = translate(lang, catalogKey);
  return text === catalogKey ? null : text;
}

/**
 * `GET /app-v2/site/config` (public): landing figures (§1), brand, contact numbers per locale, ICP record (§2
 * footer, shown in Chinese only), social and app-store links. All from configuration: no database read.
 */
export function getSiteConfig(opts: { config: TConfig; lang: TLang }): TSiteConfig {
  const { config, lang } = opts;
  const { site } = config;
  return {
    brand: { zh: config.brand.zh, en: config.brand.en },
    brandName: lang === 'zh' ? config.brand.zh : config.brand.en,
    figures: site.figures.map((f) => ({
      key: f.key,
      value: f.value,
      suffix: f.suffix,
      unit: f.unit,
      display: formatFigure(f),
      labelZh: f.labelled ? (f.labelZh ?? catalogLabel('zh', f.key)) : null,
      labelEn: f.labelled ? (f.labelEn ?? catalogLabel('en', f.key)) : null,
    })),
    contact: {
      phone: site.contactPhone[lang],
      phoneZh: site.contactPhone.zh,
      phoneEn: site.contactPhone.en,
      email: site.contactEmail,
    },
    icpRecord: site.icpRecord,
    icpUrl: 'https://beian.miit.gov.cn/',
    social: site.social,
    appStores: site.appStores,
    links: site.links,
  };
}
