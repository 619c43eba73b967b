/**
 * The privacy policy and terms of service (about-us `section=privacy|terms`). Long documents, so they are content
 * files loaded with the page (packages/domain/src/i18n/site/lazy/docs.*.json, same structure in zh and en, checked
 * by a unit test) rather than first-load catalog texts.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@scrapbridge/domain/i18n';

export type TLegalSection = { heading: string; paragraphs: string[]; items: string[] };
export type TLegalDoc = { title: string; updated: string; intro: string; sections: TLegalSection[] };
export type TLegalDocs = { privacy: TLegalDoc; terms: TLegalDoc };

export const LEGAL_DOCS: Record<TLang, () => Promise<{ default: TLegalDocs }>> = {
  zh: () => import('@scrapbridge/domain/i18n/site/lazy/docs.zh.json'),
  en: () => import('@scrapbridge/domain/i18n/site/lazy/docs.en.json'),
};

export function useLegalDocs(lang: TLang): { docs: TLegalDocs | null; failed: boolean } {
  const [state, setState] = useState<{ lang: TLang; docs: TLegalDocs | null; failed: boolean }>({ lang, docs: null, failed: false });
  useEffect(() => {
    let alive = true;
    LEGAL_DOCS[lang]().then(
      (m) => alive && setState({ lang, docs: m.default, failed: false }),
      () => alive && setState({ lang, docs: null, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, [lang]);
  return state.lang === lang ? { docs: state.docs, failed: state.failed } : { docs: null, failed: false };
}

export function LegalDoc({ id, doc, brand, email }: { id: string; doc: TLegalDoc; brand: string; email: string | null }) {
  const { t } = useTranslation();
  const fill = (text: string) => text.replaceAll('{{brand}}', brand);
  return (
    <section id={id} className="sb-legal sb-anchor-target" aria-labelledby={`${id}-title`} data-testid={`legal-${id}`}>
      <h2 id={`${id}-title`}>{doc.title}</h2>
      <p className="sb-muted">{doc.updated}</p>
      <p>{fill(doc.intro)}</p>
      {doc.sections.map((s, i) => (
        <section key={i} aria-labelledby={`${id}-s${i}`}>
          <h3 id={`${id}-s${i}`}>
            {i + 1}. {s.heading}
          </h3>
          {s.paragraphs.map((p, j) => (
            <p key={j}>{fill(p)}</p>
          ))}
          {s.items.length > 0 && (
            <ul>
              {s.items.map((item, j) => (
                <li key={j}>{fill(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {email && (
        <p>
          {t('site.footer.email')}: <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
    </section>
  );
}
