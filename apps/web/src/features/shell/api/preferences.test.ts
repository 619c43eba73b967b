import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import type { TMarketPermission } from '@scrapbridge/domain/market';
import { currentUserKey } from '#lib/query-keys.ts';
import { readMarketType, readUnits, STORAGE_KEYS, store, writeMarketType, writeUnits } from '#lib/storage.ts';
import type { TApiResult } from '#lib/api-client.ts';
import type { requestRoute } from '#lib/route-client.ts';
import { planMarketSwitch, switchMarket } from './preferences.ts';

const permissions: TMarketPermission[] = [
  { market: 'intl', permission: 1, switchEnable: 1, marketZh: '国际市场' },
  { market: 'cn', permission: 1, switchEnable: 0, marketZh: '中国市场' },
];

const user = {
  id: 'u1',
  weightType: 'LBS',
  languageType: 'English',
  marketPermissions: permissions,
} as unknown as TCurrentUser;

/** Stands in for the typed client: records each call by its route's path and answers by path. */
function fakeClient(answers: Record<string, TApiResult<unknown>>) {
  const calls: { path: string; body: unknown }[] = [];
  const client = vi.fn(async (route: { path: string }, input: { body?: unknown }) => {
    calls.push({ path: route.path, body: input.body });
    return answers[route.path] ?? { success: true as const, code: 200 as const, msg: 'ok', data: null };
  }) as unknown as typeof requestRoute;
  return { client, calls };
}

describe('market switch glue (§4, §6)', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(currentUserKey(), user);
    writeMarketType('intl');
    writeUnits({ weightUnit: 'LBS', oldWeightUnit: null });
  });

  it('plans: entering China forces MT and remembers the unit; leaving restores it', () => {
    expect(planMarketSwitch('intl', 'cn', { weightUnit: 'LBS', oldWeightUnit: null })).toEqual({
      request: { market: 'cn', switchEnable: 1 },
      units: { weightUnit: 'MT', oldWeightUnit: 'LBS' },
      unitChanged: true,
    });
    expect(planMarketSwitch('cn', 'intl', { weightUnit: 'MT', oldWeightUnit: 'LBS' })).toEqual({
      request: { market: 'intl', switchEnable: 1 },
      units: { weightUnit: 'LBS', oldWeightUnit: null },
      unitChanged: true,
    });
    expect(planMarketSwitch('intl', 'cn', { weightUnit: 'MT', oldWeightUnit: null }).unitChanged).toBe(false);
  });

  it('on success: market, units (oldWeightType), cached profile follow; the account gets the new unit', async () => {
    const next: TMarketPermission[] = [permissions[0]!, { ...permissions[1]!, switchEnable: 1 }];
    const { client, calls } = fakeClient({
      '/app-v2/user/info/market/switch': { success: true, code: 200, msg: 'ok', data: next },
    });
    expect(await switchMarket('cn', user, queryClient, client)).toBe(true);
    expect(calls[0]).toEqual({ path: '/app-v2/user/info/market/switch', body: { market: 'cn', switchEnable: 1 } });
    expect(calls[1]).toEqual({
      path: '/app-v2/account/editAccount',
      body: { accountId: 'u1', weightType: 'MT', languageType: expect.stringMatching(/China|English/) },
    });
    expect(readMarketType()).toBe('cn');
    expect(readUnits()).toEqual({ weightUnit: 'MT', oldWeightUnit: 'LBS' });
    expect(store.get(STORAGE_KEYS.oldWeightType)).toBe('LBS');
    expect(store.get(STORAGE_KEYS.weightUnit)).toBe('MT');
    const cached = queryClient.getQueryData<TCurrentUser>(currentUserKey());
    expect(cached?.marketPermissions).toEqual(next);
    expect(cached?.weightType).toBe('MT');

    // And back: the earlier unit returns.
    const back = fakeClient({});
    expect(await switchMarket('intl', user, queryClient, back.client)).toBe(true);
    expect(readMarketType()).toBe('intl');
    expect(readUnits()).toEqual({ weightUnit: 'LBS', oldWeightUnit: null });
    expect(store.get(STORAGE_KEYS.oldWeightType)).toBeNull();
  });

  it('on 1201: nothing local changes (the toggle reverts) and the account is left alone', async () => {
    const { client, calls } = fakeClient({
      '/app-v2/user/info/market/switch': { success: false, code: 1201, msg: 'rejected', data: null },
    });
    expect(await switchMarket('cn', user, queryClient, client)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(readMarketType()).toBe('intl');
    expect(readUnits()).toEqual({ weightUnit: 'LBS', oldWeightUnit: null });
    expect(queryClient.getQueryData<TCurrentUser>(currentUserKey())?.marketPermissions).toEqual(permissions);
  });

  it('choosing the market already in view does nothing', async () => {
    const { client, calls } = fakeClient({});
    expect(await switchMarket('intl', user, queryClient, client)).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
