/**
 * §6 Market permissions: one per market (intl, cn), granted by customer service; a granted market can be switched
 * on or off, but at least one must stay on — the server answers 1201 otherwise and the toggle reverts (§8). A
 * market without permission tells the user to contact the provider. Used by the §2 "market permission switch"
 * dialog and the settings page.
 */
import '../lib/accounts-catalog.ts';
import { useState } from 'react';
import { Switch, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContactSupportLink } from '#components/contact-support-link.tsx';
import { MARKETS, type TMarket } from '@scrapbridge/domain/market';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import { readMarketType, readUnits, writeMarketType, writeUnits } from '#lib/storage.ts';
import { toast } from '#lib/toast.ts';
import { patchUser, saveSettings, toggleMarket } from '../api/accounts-api.ts';
import { viewAfterToggle } from '../lib/market-model.ts';

export function MarketPermissions({ user, onNavigate }: { user: TCurrentUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The toggles move at once and revert on refusal; null while nothing is in flight.
  const [optimistic, setOptimistic] = useState<{ market: TMarket; on: boolean } | null>(null);

  const toggle = async (market: TMarket, on: boolean) => {
    if (optimistic) return;
    setOptimistic({ market, on });
    try {
      const result = await toggleMarket(queryClient, market, on ? 1 : 0);
      if (!result.success) return;
      void toast('success', t('accounts.marketSwitch.success'));
      const units = readUnits();
      const next = viewAfterToggle(readMarketType(), result.data, units);
      writeMarketType(next.view);
      if (next.units.weightUnit !== units.weightUnit) {
        writeUnits(next.units);
        patchUser(queryClient, { weightType: next.units.weightUnit });
        // §4: China forces MT; the account keeps the unit in effect, as the header's switch does.
        await saveSettings({ weightType: next.units.weightUnit });
      } else writeUnits(next.units);
    } finally {
      setOptimistic(null);
    }
  };

  return (
    <ul className="sb-acc-markets" data-testid="market-permissions">
      {MARKETS.map((market) => {
        const p = user.marketPermissions.find((x) => x.market === market);
        const granted = p?.permission === 1;
        const on = optimistic?.market === market ? optimistic.on : p?.switchEnable === 1;
        return (
          <li key={market} className="sb-acc-market" data-testid={`market-row-${market}`} data-granted={granted ? 1 : 0}>
            <div className="sb-acc-market-main">
              <span className="sb-acc-market-name">{t(`accounts.marketSwitch.${market}`)}</span>
              <Tag color={granted ? 'green' : 'default'}>{t(granted ? 'accounts.settings.granted' : 'accounts.settings.notGranted')}</Tag>
            </div>
            {granted ? (
              <Switch
                checked={on}
                loading={optimistic?.market === market}
                disabled={!!optimistic && optimistic.market !== market}
                aria-label={t(`accounts.marketSwitch.${market}`)}
                onChange={(v) => void toggle(market, v)}
                data-testid={`market-toggle-${market}`}
              />
            ) : (
              <div className="sb-acc-market-none">
                <span>{t('accounts.marketSwitch.noPermission')}</span>
                <ContactSupportLink context={{ topic: 'market-access', market }} onNavigate={onNavigate} className="sb-acc-link" />
              </div>
            )}
          </li>
        );
      })}
      <li className="sb-acc-hint">{t('accounts.marketSwitch.atLeastOne')}</li>
      {readMarketType() === 'cn' && <li className="sb-acc-hint">{t('accounts.marketSwitch.cnForcesMt')}</li>}
    </ul>
  );
}
