/**
 * Reference data the listing screens read (§3 Category, Dictionary data, Quote method; §7), through the typed client
 * (lib/route-client.ts). It changes with the operator's edits, not while a page is open, so it is cached long.
 * Labels are localized by the server (appLang), so every key carries the language.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDictType } from '@scrapbridge/domain/catalog';
import { catalogRoutes } from '@scrapbridge/domain/contract/routes/catalog';
import type { TMarket } from '@scrapbridge/domain/market';
import { routeQuery } from '#lib/route-client.ts';

const LONG = 10 * 60_000;

/** The form and the filters need these together: one call (POST /dictData/getDictDataList). */
export const FORM_DICT_TYPES: TDictType[] = ['Country', 'biz_prescription', 'PORT', 'DESTINATION PORT', 'RAMP'];

export const categoriesQuery = (parentId: number) =>
  queryOptions({ ...routeQuery(catalogRoutes.categories, { query: { parentId } }), select: (d) => d.rows, staleTime: LONG });

/** parentId 0 → the families; a family id → its grades (none while no family is chosen). */
export function useCategories(parentId: number | undefined) {
  return useQuery({ ...categoriesQuery(parentId ?? 0), enabled: parentId !== undefined });
}

export const dictsQuery = () => queryOptions({ ...routeQuery(catalogRoutes.dictBatch, { body: { dictTypes: FORM_DICT_TYPES } }), staleTime: LONG });

export function useDicts() {
  return useQuery(dictsQuery());
}

/** POST /dict/data/portDictList: the ports (or ramps) of one country, for the loading-port choice. */
export const portsQuery = (dictType: 'PORT' | 'DESTINATION PORT' | 'RAMP', countryCode: string | undefined) =>
  queryOptions({
    ...routeQuery(catalogRoutes.ports, { body: { dictType, ...(countryCode ? { countryCode } : {}), pageNum: 1, pageSize: 100 } }),
    select: (d) => d.rows,
    staleTime: LONG,
  });

export function usePorts(dictType: 'PORT' | 'DESTINATION PORT' | 'RAMP', countryCode: string | undefined, enabled = true) {
  return useQuery({ ...portsQuery(dictType, countryCode), enabled });
}

export const quoteMethodsQuery = (market: TMarket | undefined) =>
  queryOptions({ ...routeQuery(catalogRoutes.quoteMethods, { query: { market } }), select: (d) => d.rows, staleTime: LONG });

export function useQuoteMethods(market: TMarket | undefined) {
  return useQuery(quoteMethodsQuery(market));
}
