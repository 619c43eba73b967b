/**
 * §6 verified enterprise (Vip) mark beside the user's name in the header. Lazy, after the deferred catalogs: its
 * text lives in the accounts namespace.
 */
import { useTranslation } from 'react-i18next';

export default function VerifiedMark() {
  const { t } = useTranslation();
  return (
    <span className="sb-verified" title={t('accounts.verifiedBadge')} data-testid="header-verified">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M8 0l2 1.6 2.5-.3.9 2.4 2.3 1.1-.4 2.5L16 8l-1.6 2 .3 2.5-2.4.9-1.1 2.3-2.5-.4L8 16l-2-1.6-2.5.3-.9-2.4-2.3-1.1.4-2.5L0 8l1.6-2-.3-2.5 2.4-.9L4.8.3l2.5.4z" />
        <path fill="#fff" d="M7 10.6L4.4 8l1-1L7 8.6l3.6-3.6 1 1z" />
      </svg>
      <span className="sb-verified-text">{t('accounts.verifiedBadge')}</span>
    </span>
  );
}
