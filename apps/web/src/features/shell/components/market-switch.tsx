import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { MARKETS, type TMarket } from '@scrapbridge/domain/market';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import { openAccountDialog } from '#lib/account-dialogs.ts';
import { readMarketType } from '#lib/storage.ts';
import { switchMarket } from '../api/preferences.ts';

/**
 * Market in view, intl or cn (§1, §6). The choice moves at once and reverts when the server refuses it (1201).
 */
export function MarketSwitch({ user, compact = false }: { user: TCurrentUser; compact?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [market, setMarket] = useState<TMarket>(readMarketType);
  const [busy, setBusy] = useState(false);

  // The market permission dialog may move the view (switching the viewed market off): follow the stored one.
  useEffect(() => {
    if (!busy) setMarket(readMarketType());
  }, [user.marketPermissions, busy]);

  const choose = async (to: TMarket) => {
    if (busy || to === market) return;
    // §6: a market customer service has not granted cannot be switched on; the permission dialog says whom to contact.
    if (user.marketPermissions.find((p) => p.market === to)?.permission !== 1) {
      openAccountDialog('market');
      return;
    }
    const from = market;
    setMarket(to);
    setBusy(true);
    const ok = await switchMarket(to, user, queryClient);
    setBusy(false);
    if (!ok) setMarket(from);
  };

  return (
    <div
      role="radiogroup"
      aria-label={t('shell.market.label')}
      aria-busy={busy}
      className={`sb-market${compact ? ' sb-market-compact' : ''}`}
      data-testid="market-switch"
    >
      {MARKETS.map((m) => (
        <button
          key={m}
          type="button"
          role="radio"
          aria-checked={market === m}
          title={t(m === 'cn' ? 'shell.market.cnLong' : 'shell.market.intlLong')}
          className="sb-market-option"
          data-testid={`market-${m}`}
          disabled={busy}
          onClick={() => void choose(m)}
        >
          {t(`shell.market.${m}`)}
        </button>
      ))}
    </div>
  );
}
