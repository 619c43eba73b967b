/**
 * The header for signed-in users (§2: More menu, market price, purchase, order, sell goods, buy goods, AI chat,
 * business report, market switch; staff console for staff). A lazy chunk: visitors never download it.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { shopsRoutes } from '@scrapbridge/domain/contract/routes/shops';
import { routeQuery } from '#lib/route-client.ts';
import { DropdownMenu, type TMenuEntry } from './dropdown-menu.tsx';
import { Brand } from './header-bits.tsx';
import { DrawerLinks, HeaderDrawer } from './drawer.tsx';
import { MarketSwitch } from './market-switch.tsx';
import { displayName, FAQ_PATH, signedInLinks, type THeaderProps, type TNavLink } from './header-model.ts';
import { shopEntry, showVipEntries, upgradeEntry } from './signed-in-model.ts';
import { useHeaderActions, useWeightUnit } from './use-header-actions.ts';
import { ensureCatalogs } from '#lib/i18n.ts';

// Their texts live in the accounts namespace, loaded after the first paint (lib/i18n.ts ensureCatalogs).
const NotificationBell = lazy(() => ensureCatalogs().then(() => import('./notification-bell.tsx')));
const VerifiedMark = lazy(() => ensureCatalogs().then(() => import('./verified-mark.tsx')));

type TProps = Pick<THeaderProps, 'user' | 'onLogout'> & { mobile: boolean };

export default function SignedInHeader({ mobile, user, onLogout }: TProps) {
  const { t } = useTranslation();
  const actions = useHeaderActions(user);
  const unit = useWeightUnit();
  const name = user ? displayName(user, t('shell.more.account')) : '…';
  const upgrade = user ? upgradeEntry(user) : null;
  const vip = user ? showVipEntries(user) : false;
  const links = signedInLinks(t, user);
  // The shop entry names "My shop" once it is approved (§6); the key is the shops screens' own, so applying or an
  // approval seen there updates the menu too.
  const myShop = useQuery({ ...routeQuery(shopsRoutes.my, {}, { quiet: true }), enabled: vip, staleTime: 5 * 60_000 });
  const shop = shopEntry(myShop.data);

  /** More-menu links after the language and unit choices (§2 order: FAQ, upgrade, good goods list, account, shops). */
  const moreLinks: TNavLink[] = [
    { key: 'recommend', label: t('shell.more.recommendGoods'), to: '/recommendList' },
    { key: 'account', label: t('shell.more.account'), to: '/account' },
    // Issue 4: the buyer's quotes and the sellers' answers (/inquiry-list), for every signed-in user.
    { key: 'inquiries', label: t('shell.more.myInquiries'), to: '/inquiry-list' },
    // Issue 17: the recovery and cable estimators and the formula calculator (public, also in the Service menu).
    { key: 'aiTools', label: t('shell.more.aiTools'), to: '/ai-tools' },
    // Issue 16 item 3: the photo album, for every signed-in user (photos for listings and purchase requests).
    { key: 'album', label: t('shell.more.myPhotos'), to: '/album' },
    ...(vip
      ? [
          { key: 'follow', label: t('shell.more.followedShops'), to: '/follow-shop' },
          { key: 'shop', label: t(`shell.more.${shop.kind}`), to: shop.to },
        ]
      : []),
  ];
  const upgradeLabel = upgrade ? t(upgrade === 'upgrade' ? 'shell.more.upgrade' : 'shell.more.dataReview') : null;

  const bell: ReactNode = (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
  const verified: ReactNode = vip ? (
    <Suspense fallback={null}>
      <VerifiedMark />
    </Suspense>
  ) : null;

  const avatar: ReactNode = (
    <span className="sb-avatar" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );

  if (mobile) {
    return (
      <HeaderDrawer
        toggleTestId="more-menu"
        bar={bell}
        head={
          <span className="sb-drawer-user">
            {avatar}
            <span data-testid="user-menu-name">{name}</span>
            {verified}
          </span>
        }
      >
        {(close) => {
          const run = (fn: () => void) => () => {
            close();
            fn();
          };
          return (
            <>
              {user && (
                <div className="sb-drawer-market">
                  <span>{t('shell.market.label')}</span>
                  <MarketSwitch user={user} compact />
                </div>
              )}
              <DrawerLinks links={links} onNavigate={close} />
              <ul className="sb-drawer-list">
                <li>
                  <button type="button" className="sb-drawer-item" onClick={run(() => void actions.openBusinessReport())}>
                    {t('shell.nav.businessReport')}
                  </button>
                </li>
              </ul>
              <h2 className="sb-drawer-heading">{t('shell.nav.more')}</h2>
              <div className="sb-drawer-row" role="radiogroup" aria-label={t('shell.more.language')}>
                <span>{t('shell.more.language')}</span>
                {(['zh', 'en'] as const).map((l) => (
                  <button
                    key={l}
                    type="button"
                    role="radio"
                    aria-checked={actions.lang === l}
                    className="sb-chip"
                    data-testid={`lang-${l}`}
                    onClick={() => actions.setLanguage(l)}
                  >
                    {t(`shell.lang.${l}`)}
                  </button>
                ))}
              </div>
              <div className="sb-drawer-row" role="radiogroup" aria-label={t('shell.more.weightUnit')}>
                <span>{t('shell.more.weightUnit')}</span>
                {(['MT', 'LBS'] as const).map((u) => (
                  <button
                    key={u}
                    type="button"
                    role="radio"
                    aria-checked={unit === u}
                    className="sb-chip"
                    data-testid={`unit-${u}`}
                    onClick={() => actions.setUnit(u)}
                  >
                    {u}
                  </button>
                ))}
              </div>
              <DrawerLinks links={[{ key: 'faq', label: t('shell.more.faq'), to: FAQ_PATH }]} onNavigate={close} />
              {upgrade && upgradeLabel && (
                <ul className="sb-drawer-list">
                  <li>
                    <button type="button" className="sb-drawer-item" onClick={run(() => actions.onUpgrade(upgrade))}>
                      {upgradeLabel}
                    </button>
                  </li>
                </ul>
              )}
              <DrawerLinks links={moreLinks} onNavigate={close} />
              <ul className="sb-drawer-list">
                <li>
                  <button type="button" className="sb-drawer-item sb-danger" data-testid="logout" onClick={run(onLogout)}>
                    {t('shell.more.logout')}
                  </button>
                </li>
              </ul>
            </>
          );
        }}
      </HeaderDrawer>
    );
  }

  const more: TMenuEntry[] = [
    { kind: 'heading', key: 'lang-h', label: t('shell.more.language') },
    { kind: 'radio', key: 'lang-zh', label: t('shell.lang.zh'), checked: actions.lang === 'zh', onSelect: () => actions.setLanguage('zh'), testId: 'lang-zh' },
    { kind: 'radio', key: 'lang-en', label: t('shell.lang.en'), checked: actions.lang === 'en', onSelect: () => actions.setLanguage('en'), testId: 'lang-en' },
    { kind: 'separator', key: 's1' },
    { kind: 'heading', key: 'unit-h', label: t('shell.more.weightUnit') },
    { kind: 'radio', key: 'unit-mt', label: t('shell.unit.MT'), checked: unit === 'MT', onSelect: () => actions.setUnit('MT'), testId: 'unit-MT' },
    { kind: 'radio', key: 'unit-lbs', label: t('shell.unit.LBS'), checked: unit === 'LBS', onSelect: () => actions.setUnit('LBS'), testId: 'unit-LBS' },
    { kind: 'separator', key: 's2' },
    { kind: 'link', key: 'faq', label: t('shell.more.faq'), to: FAQ_PATH },
    ...(upgrade && upgradeLabel
      ? [{ kind: 'action', key: 'upgrade', label: upgradeLabel, onSelect: () => actions.onUpgrade(upgrade), testId: 'menu-upgrade' } as const]
      : []),
    ...moreLinks.map((l) => ({ kind: 'link', key: l.key, label: l.label, to: l.to }) as const),
    { kind: 'separator', key: 's3' },
    { kind: 'action', key: 'logout', label: t('shell.more.logout'), onSelect: onLogout, testId: 'logout', danger: true },
  ];

  return (
    <>
      <Brand />
      <nav className="sb-nav sb-nav-signed" aria-label={t('shell.nav.main')}>
        {links.map((l) => (
          <NavLink key={l.key} to={l.to} className="sb-nav-link">
            {l.label}
          </NavLink>
        ))}
        <button type="button" className="sb-nav-link sb-nav-linkbutton" onClick={() => void actions.openBusinessReport()}>
          {t('shell.nav.businessReport')}
        </button>
      </nav>
      <div className="sb-header-actions">
        {user && <MarketSwitch user={user} />}
        {bell}
        <DropdownMenu
          align="end"
          testId="more-menu"
          entries={more}
          label={
            <>
              {avatar}
              <span className="sb-user-name" data-testid="user-menu-name">
                {name}
              </span>
              {verified}
              <span className="sb-more-label">{t('shell.nav.more')}</span>
            </>
          }
        />
      </div>
    </>
  );
}
