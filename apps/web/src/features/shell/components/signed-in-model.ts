/** Signed-in header rules that need the domain's user module (kept out of the first load with the signed-in header). */
import { type TCurrentUser } from '@scrapbridge/domain/user';
import { isVip, UserState } from '@scrapbridge/domain/user-state';

export type TUpgradeEntry = 'upgrade' | 'dataReview' | null;

/**
 * §2/§6 upgrade item: "upgrade" while the user may (state 1), failed (state 3) or is flagged needUpgrade;
 * "data review" while the upgrade is under review (state 2), which only warns that it is pending.
 */
export function upgradeEntry(user: Pick<TCurrentUser, 'userState' | 'needUpgrade'>): TUpgradeEntry {
  if (user.userState === UserState.UnderReview) return 'dataReview';
  if (user.userState === UserState.CanUpgrade || user.userState === UserState.UpgradeFailed || user.needUpgrade) {
    return 'upgrade';
  }
  return null;
}

/** §6: Vip (userType Supplier or Buyer) can follow shops and apply for / see their shop. */
export function showVipEntries(user: Pick<TCurrentUser, 'userType'>): boolean {
  return isVip(user.userType);
}

/**
 * §2/§6 the More menu's shop entry for Vip: "My shop" (the shop page) once the shop is approved (shopStatus ok),
 * otherwise "Apply for a shop" (/apply-shop, which also shows an application's status).
 */
export function shopEntry(shop: { shopId: string; shopStatus: string } | null | undefined): { kind: 'myShop' | 'applyShop'; to: string } {
  if (shop?.shopStatus === 'ok') return { kind: 'myShop', to: `/shop?shopId=${encodeURIComponent(shop.shopId)}` };
  return { kind: 'applyShop', to: '/apply-shop' };
}
