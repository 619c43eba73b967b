/**
 * §2 section 12: social and app-store links, privacy and terms, the ICP record (Chinese only) and the contact
 * number of the current locale. Only the app stores configured are linked; the installable web app (/download) always is.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../api/landing-api.ts';
import { linkKind, useLang } from '../lib/use-landing.ts';

const EXPLORE = [
  ['news', '/news'],
  ['wiki', '/wiki'],
  ['universe', '/universe'],
  ['videos', '/videoX'],
] as const;
const COMPANY = [
  ['about', '/about-us'],
  ['download', '/download'],
  ['mobile', '/mobile'],
] as const;

function SmartLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const kind = linkKind(to);
  if (kind === 'internal') {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: config } = useSiteConfig();
  const brand = t('common.brand');
  const phone = config ? (lang === 'zh' ? config.contact.phoneZh : config.contact.phoneEn) : null;
  const stores = [
    { key: 'ios', name: t('site.footer.appStore'), url: config?.appStores.ios ?? null },
    { key: 'android', name: t('site.footer.googlePlay'), url: config?.appStores.android ?? null },
  ].filter((s): s is typeof s & { url: string } => !!s.url);

  return (
    <footer className="sb-site-footer" data-testid="landing-footer">
      <div className="sb-container sb-footer-grid">
        <div className="sb-footer-brand">
          <p className="sb-footer-name">{brand}</p>
          <p>{t('home.hero.eyebrow')}</p>
          {config && config.social.length > 0 && (
            <>
              <h2 className="sb-footer-heading">{t('site.footer.followUs')}</h2>
              <ul className="sb-footer-social">
                {config.social.map((s) => (
                  <li key={s.key + s.url}>
                    <SmartLink to={s.url}>{t(`site.footer.social.${s.key}`)}</SmartLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="sb-footer-heading">
            {t('site.footer.explore')}
          </h2>
          <ul>
            {EXPLORE.map(([key, to]) => (
              <li key={key}>
                <Link to={to}>{t(`site.footer.links.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="sb-footer-heading">
            {t('site.footer.company')}
          </h2>
          <ul>
            {COMPANY.map(([key, to]) => (
              <li key={key}>
                <Link to={to}>{t(`site.footer.links.${key}`)}</Link>
              </li>
            ))}
            {config && (
              <>
                <li>
                  <SmartLink to={config.links.privacy}>{t('site.footer.privacy')}</SmartLink>
                </li>
                <li>
                  <SmartLink to={config.links.terms}>{t('site.footer.terms')}</SmartLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div>
          <h2 className="sb-footer-heading">{t('site.footer.getTheApp')}</h2>
          <ul data-testid="footer-stores">
            {stores.map((s) => (
              <li key={s.key}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
            <li>
              <Link to="/download" data-testid="footer-install">
                {t('site.footer.installApp')}
              </Link>
            </li>
          </ul>
          {config && (
            <>
              <h2 className="sb-footer-heading">{t('site.footer.contact')}</h2>
              <ul>
                <li>
                  {t('site.footer.phone')}:{' '}
                  <a href={`tel:${(phone ?? '').replace(/[^\d+]/g, '')}`} data-testid="footer-phone">
                    {phone}
                  </a>
                </li>
                <li>
                  {t('site.footer.email')}: <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
                </li>
              </ul>
            </>
          )}
        </div>
      </div>
      <div className="sb-footer-bottom">
        <p>{t('site.footer.rights', { year: new Date().getFullYear(), brand })}</p>
        {lang === 'zh' && config?.icpRecord && (
          <p>
            <a href={config.icpUrl} target="_blank" rel="noopener noreferrer" data-testid="footer-icp">
              {config.icpRecord}
            </a>
          </p>
        )}
      </div>
    </footer>
  );
}
