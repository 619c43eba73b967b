/** §2 /share: the learn-more banner shown to visitors without a token; it leads to the landing page. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '#lib/shell-context.ts';

export function LearnMoreBanner() {
  const { t } = useTranslation();
  const { signedIn } = useShellContext();
  if (signedIn) return null;
  return (
    <aside className="sb-learn-more" data-testid="learn-more-banner">
      <p>{t('site.share.banner')}</p>
      <Link className="sb-btn sb-btn-accent" to="/">
        {t('site.share.learnMore')}
      </Link>
    </aside>
  );
}
