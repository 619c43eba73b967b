/** /download: the installable web app (the browser's install prompt, else the steps) and the app-store links that are configured. */
import { useTranslation } from 'react-i18next';
import { PageHero } from '../components/page-hero.tsx';
import { StoreLinks } from '../components/store-links.tsx';
import { InstallGuide } from '../components/install-guide.tsx';
import '../site.css';

export default function DownloadPage() {
  const { t } = useTranslation();
  return (
    <div className="sb-public-page" data-testid="download-page">
      <PageHero title={t('site.download.title')} intro={t('site.download.intro')} />
      <div className="sb-page-body sb-narrow">
        <StoreLinks />
        <InstallGuide />
      </div>
    </div>
  );
}
