/**
 * /about-us: the company, its mission and how it works, contact details, and the privacy policy and terms of
 * service. `?section=privacy|terms` (the footer's links, configurable as PRIVACY_URL / TERMS_URL) scrolls to them.
 */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../api/site-api.ts';
import { PageHero } from '../components/page-hero.tsx';
import { LegalDoc, useLegalDocs } from '../components/legal-doc.tsx';
import { useLang } from '../lib/use-lang.ts';
import '../site.css';

const HOW = ['verify', 'broker', 'evidence'] as const;
const SECTIONS = ['company', 'contact', 'privacy', 'terms'] as const;

export default function AboutUsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const brand = t('common.brand');
  const { data: config } = useSiteConfig();
  const { docs, failed } = useLegalDocs(lang);
  const [params] = useSearchParams();
  const section = params.get('section');

  useEffect(() => {
    if (!section || !(SECTIONS as readonly string[]).includes(section)) return;
    // The legal texts arrive with their own chunk: scroll once the section exists.
    if ((section === 'privacy' || section === 'terms') && !docs) return;
    const id = requestAnimationFrame(() => document.getElementById(section)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(id);
  }, [section, docs]);

  const phone = config ? (lang === 'zh' ? config.contact.phoneZh : config.contact.phoneEn) : null;

  return (
    <div className="sb-public-page" data-testid="about-page">
      <PageHero eyebrow={t('site.about.eyebrow', { brand })} title={t('site.aboutUs.title')} intro={t('site.aboutUs.lead', { brand })} />
      <div className="sb-page-body sb-about">
        <nav className="sb-toc" aria-label={t('site.about.toc')}>
          <a href="#company">{t('site.about.companyTitle')}</a>
          <a href="#contact">{t('site.about.contactTitle')}</a>
          <a href="#privacy">{t('site.about.privacy')}</a>
          <a href="#terms">{t('site.about.terms')}</a>
        </nav>

        <section id="company" className="sb-anchor-target sb-about-grid" aria-labelledby="company-title">
          <div>
            <h2 id="company-title">{t('site.about.companyTitle')}</h2>
            <p>{t('site.about.company', { brand })}</p>
            <p>{t('site.aboutUs.body')}</p>
            <h2>{t('site.about.missionTitle')}</h2>
            <p className="sb-mission-quote">{t('site.aboutUs.mission')}</p>
          </div>
          <img src="/illustrations/about-yard.svg" alt="" width={480} height={320} loading="lazy" decoding="async" />
        </section>

        <section aria-labelledby="how-title">
          <h2 id="how-title">{t('site.about.howTitle')}</h2>
          <ul className="sb-how">
            {HOW.map((k) => (
              <li key={k}>{t(`site.about.how.${k}`)}</li>
            ))}
          </ul>
        </section>

        <section id="contact" className="sb-anchor-target" aria-labelledby="contact-title">
          <h2 id="contact-title">{t('site.about.contactTitle')}</h2>
          <p>{t('site.about.contactBody')}</p>
          {config && (
            <dl className="sb-facts">
              <div>
                <dt>{t('site.footer.phone')}</dt>
                <dd>
                  <a href={`tel:${(phone ?? '').replace(/[^\d+]/g, '')}`}>{phone}</a>
                </dd>
              </div>
              <div>
                <dt>{t('site.footer.email')}</dt>
                <dd>
                  <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
                </dd>
              </div>
            </dl>
          )}
          <Link className="sb-btn sb-btn-primary" to="/?section=contactus">
            {t('site.about.contactForm')}
          </Link>
        </section>

        {docs ? (
          <>
            <LegalDoc id="privacy" doc={docs.privacy} brand={brand} email={config?.contact.email ?? null} />
            <LegalDoc id="terms" doc={docs.terms} brand={brand} email={config?.contact.email ?? null} />
          </>
        ) : (
          <>
            <section id="privacy" className="sb-anchor-target">
              <h2>{t('site.about.privacy')}</h2>
              <p className="sb-muted" role={failed ? 'alert' : 'status'}>
                {failed ? t('site.about.docFailed') : t('site.about.loadingDoc')}
              </p>
            </section>
            <section id="terms" className="sb-anchor-target">
              <h2>{t('site.about.terms')}</h2>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
