/**
 * Reference data the listing screens read (§3 Category, Dictionary data, Quote method; §7). It changes with the
 * operator's edits, not while a page is open, so it is cached long. Labels are localized by the server (appLang),
 * so every key carries the language.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory, TDictData, TDictType } from '@scrapbridge/domain/catalog';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TQuoteMethod } from '@scrapbridge/domain/quote-method';
import { api } from '#lib/api-client.ts';

type TRows<T> = { rows: T[]; total: number };

const LONG = 10 * 60_000;

/** The form and the filters need these together: one call (POST /dictData/getDictDataList). */
export const FORM_DICT_TYPES: TDictType[] = ['Country', 'biz_prescription', 'PORT', 'DESTINATION PORT', 'RAMP'];

export const categoriesQuery = (lang: TLang, parentId: number) =>
  queryOptions({
    queryKey: ['catalog', 'categories', lang, parentId] as const,
    queryFn: ({ signal }) => api.data<TRows<TCategory>>('/sys/category/list', { query: { parentId }, signal }),
    select: (d) => d.rows,
    staleTime: LONG,
  });

/** parentId 0 → the families; a family id → its grades (none while no family is chosen). */
export function useCategories(lang: TLang, parentId: number | undefined) {
  return useQuery({ ...categoriesQuery(lang, parentId ?? 0), enabled: parentId !== undefined });
}

export const dictsQuery = (lang: TLang) =>
  queryOptions({
    queryKey: ['catalog', 'dicts', lang] as const,
    queryFn: ({ signal }) =>
      api.data<Record<string, TDictData[]>>('/dictData/getDictDataList', { method: 'POST', body: { dictTypes: FORM_DICT_TYPES }, signal }),
    staleTime: LONG,
  });

export function useDicts(lang: TLang) {
  return useQuery(dictsQuery(lang));
}

/** POST /dict/data/portDictList: the ports (or ramps) of one country, for the loading-port choice. */
export const portsQuery = (lang: TLang, dictType: 'PORT' | 'DESTINATION PORT' | 'RAMP', countryCode: string | undefined) =>
  queryOptions({
    queryKey: ['catalog', 'ports', lang, dictType, countryCode ?? ''] as const,
    queryFn: ({ signal }) =>
      api.data<TRows<TDictData>>('/dict/data/portDictList', {
        method: 'POST',
        body: { dictType, ...(countryCode ? { countryCode } : {}), pageNum: 1, pageSize: 100 },
        signal,
      }),
    select: (d) => d.rows,
    staleTime: LONG,
  });

export function usePorts(lang: TLang, dictType: 'PORT' | 'DESTINATION PORT' | 'RAMP', countryCode: string | undefined, enabled = true) {
  return useQuery({ ...portsQuery(lang, dictType, countryCode), enabled });
}

export const quoteMethodsQuery = (lang: TLang, market: TMarket | undefined) =>
  queryOptions({
    queryKey: ['catalog', 'quote-methods', lang, market ?? 'all'] as const,
    queryFn: ({ signal }) => api.data<TRows<TQuoteMethod>>('/quote/method/list', { query: { market }, signal }),
    select: (d) => d.rows,
    staleTime: LONG,
  });

export function useQuoteMethods(lang: TLang, market: TMarket | undefined) {
  return useQuery(quoteMethodsQuery(lang, market));
}
