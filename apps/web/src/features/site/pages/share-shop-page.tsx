/** /share-shop: shop pages come with the shops work; until then the learn-more banner and a plain notice. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../components/page-hero.tsx';
import { LearnMoreBanner } from '../components/learn-more-banner.tsx';
import '../site.css';

export default function ShareShopPage() {
  const { t } = useTranslation();
  return (
    <div className="sb-public-page" data-testid="share-shop-page">
      <LearnMoreBanner />
      <PageHero title={t('site.share.shopTitle')} />
      <div className="sb-page-body sb-narrow">
        <p className="sb-empty-state">{t('site.share.shopSoon')}</p>
        <p className="sb-center">
          <Link className="sb-btn sb-btn-primary" to="/">
            {t('site.share.backHome')}
          </Link>
        </p>
      </div>
    </div>
  );
}
