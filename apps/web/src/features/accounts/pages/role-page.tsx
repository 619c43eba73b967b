/**
 * /role — "choose your role" (§2, §6): the client's role cookie myRole is Buyer on the buyer screens and Supplier
 * on the seller screens; this screen lets a user pick where to start. Verified enterprises (Vip) may do both.
 */
import '../lib/accounts-catalog.ts';
import '../accounts.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setRole } from '#lib/session.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { isVip } from '@scrapbridge/domain/user-state';
import { VerifiedBadge } from '../components/verified-badge.tsx';

const CHOICES = [
  { role: 'Buyer', to: '/quoteList' },
  { role: 'Supplier', to: '/askList' },
] as const;

export default function RolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useShellContext();

  return (
    <section className="sb-acc-page sb-acc-role" data-testid="role-page">
      <h1 className="sb-acc-title">
        {t('accounts.role.title')}
        {user && isVip(user.userType) && <VerifiedBadge />}
      </h1>
      <p className="sb-acc-intro">{t('accounts.role.intro')}</p>
      <div className="sb-acc-role-grid">
        {CHOICES.map((c) => (
          <button
            key={c.role}
            type="button"
            className="sb-acc-card-button sb-acc-role-card"
            data-testid={`role-${c.role}`}
            onClick={() => {
              setRole(c.role);
              void navigate(c.to);
            }}
          >
            <strong>{t(`accounts.role.${c.role}`)}</strong>
            <span>{t(`accounts.role.${c.role}Hint`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
