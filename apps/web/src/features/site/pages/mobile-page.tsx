/** /mobile: the mobile app in short, with the store links and the same install steps as /download. */
import { useTranslation } from 'react-i18next';
import { PageHero } from '../components/page-hero.tsx';
import { StoreLinks } from '../components/store-links.tsx';
import { InstallGuide } from '../components/install-guide.tsx';
import '../site.css';

const POINTS = ['list', 'quote', 'track', 'claims'] as const;

export default function MobilePage() {
  const { t } = useTranslation();
  const brand = t('common.brand');
  return (
    <div className="sb-public-page" data-testid="mobile-page">
      <PageHero title={t('site.mobile.title', { brand })} intro={t('site.mobile.intro')} />
      <div className="sb-page-body sb-narrow">
        <div className="sb-mobile-intro">
          <img src="/illustrations/feature-ai.svg" alt="" width={480} height={320} loading="lazy" decoding="async" />
          <ul className="sb-how">
            {POINTS.map((p) => (
              <li key={p}>{t(`site.mobile.points.${p}`)}</li>
            ))}
          </ul>
        </div>
        <StoreLinks />
        <InstallGuide />
      </div>
    </div>
  );
}
