import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="sb-brand" aria-label={t('shell.brandHome', { brand: t('common.brand') })}>
      <svg className="sb-brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" />
        <path d="M6 21h20M9 21v-6a7 7 0 0 1 14 0v6" />
      </svg>
      <span className="sb-brand-name">{t('common.brand')}</span>
    </Link>
  );
}

export function GlobeIcon() {
  return (
    <svg className="sb-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}
