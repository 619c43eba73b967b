/**
 * What the header offers in each state (§2 Global header), shared by the desktop bar and the drawer.
 * Part of the first load: no value imports from domain modules that build zod schemas (user.ts, auth.ts).
 */
import type { TFunction } from 'i18next';
import type { TCurrentUser } from '@scrapbridge/domain/user';

export type THeaderProps = {
  signedIn: boolean;
  user: TCurrentUser | null;
  onLogin: () => void;
  onSignup: () => void;
  onLogout: () => void;
};

export type TNavLink = { key: string; label: string; to: string };

/** FAQ lives in the wiki (the knowledge hub); the wiki screen opens on its FAQ tab. */
export const FAQ_PATH = '/wiki?tab=faq';

export function serviceLinks(t: TFunction): TNavLink[] {
  return [
    { key: 'marketPrice', label: t('shell.service.marketPrice'), to: '/market-price' },
    { key: 'futures', label: t('shell.service.futures'), to: '/futures' },
    { key: 'wiki', label: t('shell.service.wiki'), to: '/wiki' },
    { key: 'aiChat', label: t('shell.service.aiChat'), to: '/saas-chat' },
    { key: 'aiTools', label: t('shell.service.aiTools'), to: '/ai-tools' },
    { key: 'universe', label: t('shell.service.universe'), to: '/universe' },
    { key: 'videoX', label: t('shell.service.videoX'), to: '/videoX' },
    { key: 'download', label: t('shell.service.download'), to: '/download' },
  ];
}

/** Landing sections (§2 `/?section=`) and the about-us page. */
export function enterpriseLinks(t: TFunction): TNavLink[] {
  return [
    { key: 'aboutUs', label: t('shell.enterprise.aboutUs'), to: '/about-us' },
    { key: 'news', label: t('shell.enterprise.news'), to: '/?section=news' },
    { key: 'achievement', label: t('shell.enterprise.achievement'), to: '/?section=achievement' },
    { key: 'contactUs', label: t('shell.enterprise.contactUs'), to: '/?section=contactus' },
  ];
}

/** Signed-in top links (§2): market price, purchase, order, sell goods, buy goods, AI chat (business report is an action). */
export function signedInLinks(t: TFunction, user: TCurrentUser | null): TNavLink[] {
  const links: TNavLink[] = [
    { key: 'marketPrice', label: t('shell.nav.marketPrice'), to: '/market-price' },
    { key: 'purchase', label: t('shell.nav.purchase'), to: '/buyer-request' },
    { key: 'order', label: t('shell.nav.order'), to: '/order-list' },
    { key: 'sellGoods', label: t('shell.nav.sellGoods'), to: '/askList' },
    { key: 'buyGoods', label: t('shell.nav.buyGoods'), to: '/quoteList' },
    { key: 'aiChat', label: t('shell.nav.aiChat'), to: '/saas-chat' },
  ];
  if (user?.staff) links.push({ key: 'staff', label: t('shell.nav.staffConsole'), to: '/staff' });
  return links;
}

/**
 * The name shown in the header: Chinese names family-name first without a space, other names "first last";
 * without a name, the e-mail or phone.
 */
export function displayName(user: TCurrentUser, fallback: string): string {
  const first = user.firstName?.trim() ?? '';
  const last = user.lastName?.trim() ?? '';
  const cjk = /[\u3400-\u9fff]/.test(first + last);
  const name = cjk ? `${last}${first}` : [first, last].filter(Boolean).join(' ');
  return name || user.email || (user.phoneNumber ? `+${user.phoneCountry ?? ''} ${user.phoneNumber}`.trim() : '') || fallback;
}
