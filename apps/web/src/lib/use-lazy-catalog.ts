/**
 * Texts that only some screens need (the staff console's site and wiki pages) live in their own catalog files and load with
 * those screens, so the public pages' first load does not carry them (ARCHITECTURE: ≤ 170 KB gzip). The files sit
 * beside the site namespace in packages/domain (same keys in zh and en, checked by a unit test) and are added to
 * i18next as a namespace of their own when first needed.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';

type TLoader = () => Promise<{ default: object }>;

export function useLazyCatalog(ns: string, loaders: Record<TLang, TLoader>): boolean {
  const { i18n } = useTranslation();
  const lang: TLang = i18n.language === 'zh' ? 'zh' : 'en';
  const [loaded, setLoaded] = useState<string | null>(() => (i18n.hasResourceBundle(lang, ns) ? lang : null));

  useEffect(() => {
    let alive = true;
    if (i18n.hasResourceBundle(lang, ns)) {
      setLoaded(lang);
      return;
    }
    void loaders[lang]().then(async (mod) => {
      i18n.addResourceBundle(lang, ns, mod.default, true, true);
      // `ns.key` resolves only for namespaces i18next knows (nsSeparator equals keySeparator).
      await i18n.loadNamespaces(ns);
      if (alive) setLoaded(lang);
    });
    return () => {
      alive = false;
    };
    // The loaders are module constants; the language and namespace decide what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, lang, ns]);

  return loaded === lang;
}
