/**
 * Language, weight unit and market — the signed-in user's preferences in the header (§1, §4, §6, §7).
 * Local state changes at once; the account is told afterwards (POST /account/editAccount).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TEditAccountRequest, TMarketSwitchRequest } from '@scrapbridge/domain/auth';
import { languageTypeFor, type TLang } from '@scrapbridge/domain/i18n';
import { applyMarketSwitch, unitAfterMarketChange, type TMarket } from '@scrapbridge/domain/market';
import { accountsRoutes } from '@scrapbridge/domain/contract/routes/accounts';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { changeLanguage, currentLang, t } from '#lib/i18n.ts';
import { currentUserKey } from '#lib/query-keys.ts';
import { requestRoute } from '#lib/route-client.ts';
import { writeMarketCookies } from '#lib/session.ts';
import {
  readMarketType,
  readUnits,
  writeCachedUser,
  writeMarketType,
  writeUnits,
  type TStoredUnits,
} from '#lib/storage.ts';
import { toast } from '#lib/toast.ts';

function updateCachedUser(queryClient: QueryClient, patch: Partial<TCurrentUser>): void {
  const user = queryClient.getQueryData<TCurrentUser>(currentUserKey());
  if (!user) return;
  const next = { ...user, ...patch };
  queryClient.setQueryData(currentUserKey(), next);
  writeCachedUser(next);
}

function editAccount(user: TCurrentUser, lang: TLang, unit: TWeightUnit) {
  const body: TEditAccountRequest = { accountId: user.id, weightType: unit, languageType: languageTypeFor(lang) };
  return requestRoute(accountsRoutes.editAccount, { body });
}

/** Language switch (header): i18next, antd, dayjs, <html lang>, title; and the account when signed in. */
export async function switchLanguage(lang: TLang, user: TCurrentUser | null, queryClient: QueryClient): Promise<void> {
  await changeLanguage(lang);
  if (!user) return;
  const result = await editAccount(user, lang, readUnits().weightUnit);
  if (result.success) updateCachedUser(queryClient, { languageType: languageTypeFor(lang) });
}

/** Weight unit (More menu). The China market only trades in MT (§8 "China market only tonnes"). */
export async function switchWeightUnit(unit: TWeightUnit, user: TCurrentUser, queryClient: QueryClient): Promise<boolean> {
  if (readMarketType() === 'cn' && unit !== 'MT') {
    void toast('warning', t('shell.unit.chinaMtOnly'));
    return false;
  }
  const previous = readUnits();
  writeUnits({ weightUnit: unit, oldWeightUnit: null });
  const result = await editAccount(user, currentLang(), unit);
  if (!result.success) {
    writeUnits(previous);
    return false;
  }
  updateCachedUser(queryClient, { weightType: unit });
  return true;
}

export type TMarketSwitchPlan = {
  request: TMarketSwitchRequest;
  /** Units after the switch (§4: China forces MT and remembers the unit; leaving China restores it). */
  units: TStoredUnits;
  unitChanged: boolean;
};

/** Choosing market `to` in the header switches it on for the user and makes it the market in view. */
export function planMarketSwitch(from: TMarket, to: TMarket, units: TStoredUnits): TMarketSwitchPlan {
  const next = unitAfterMarketChange(units, from, to);
  return { request: { market: to, switchEnable: 1 }, units: next, unitChanged: next.weightUnit !== units.weightUnit };
}

/**
 * Market switch glue. Success: the market in view, units, flag cookies and cached profile follow, the account
 * gets the new unit when it changed, and "operation successful" shows. Rejection (1201, or any failure): nothing
 * local changes, so the caller's optimistic toggle reverts; the client has already shown the server's reason.
 */
export async function switchMarket(
  to: TMarket,
  user: TCurrentUser,
  queryClient: QueryClient,
  send: typeof requestRoute = requestRoute,
): Promise<boolean> {
  const from = readMarketType();
  if (from === to) return true;
  const plan = planMarketSwitch(from, to, readUnits());
  const result = await send(accountsRoutes.switchMarket, { body: plan.request });
  if (!result.success) return false;
  writeMarketType(to);
  writeUnits(plan.units);
  // The server answers with the user's market list; an older answer without it is mirrored locally.
  const permissions = Array.isArray(result.data)
    ? result.data
    : (applyMarketSwitch(user.marketPermissions, to, 1) ?? user.marketPermissions);
  writeMarketCookies(permissions);
  updateCachedUser(queryClient, { marketPermissions: permissions, weightType: plan.units.weightUnit });
  if (plan.unitChanged) {
    const body: TEditAccountRequest = {
      accountId: user.id,
      weightType: plan.units.weightUnit,
      languageType: languageTypeFor(currentLang()),
    };
    await send(accountsRoutes.editAccount, { body });
  }
  void toast('success', t('common.operationSuccess'));
  return true;
}
