/**
 * Market price calls (issue 14 items 1 and 3; §2 market price list, /price-detail, /market-price-index; §7 /saas-v1
 * market-price and category-group paths), through the typed client (lib/route-client.ts). A follow or an item change
 * refreshes the whole area (the list's "following" flags and tab, the follows, the staff tables).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogRoutes } from '@scrapbridge/domain/contract/routes/catalog';
import { marketPricesRoutes } from '@scrapbridge/domain/contract/routes/market-prices';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TPriceFollowFormInput, TPriceFollowKind } from '@scrapbridge/domain/pricing/price-follow';
import type { TPriceGridInput, TPriceItemFormInput } from '@scrapbridge/domain/pricing/price-list';
import type { THistoryRange } from '@scrapbridge/domain/pricing/price-list-view';
import type { TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TWeightUnit } from '@scrapbridge/domain/weight';
import { areaKey, callRoute, downloadRoute, routeQuery } from '#lib/route-client.ts';

export type TPriceListFilters = {
  tab: 'all' | 'following';
  keyword: string;
  categoryId: number | undefined;
  market: TMarket | undefined;
  unit: TWeightUnit;
  pageNum: number;
  pageSize: number;
};

export function useCategoryGroups(market: TMarket | undefined) {
  return useQuery({ ...routeQuery(marketPricesRoutes.categoryGroups, { query: { market } }), staleTime: 60_000 });
}

export function usePriceList(f: TPriceListFilters, enabled = true) {
  return useQuery({
    ...routeQuery(marketPricesRoutes.list, {
      query: { tab: f.tab, keyword: f.keyword || undefined, categoryId: f.categoryId, market: f.market, unit: f.unit, pageNum: f.pageNum, pageSize: f.pageSize },
    }),
    placeholderData: keepPreviousData,
    enabled,
    // §9 price refresh: daily. A minute is plenty; coming back to the kept-alive page reads again after it.
    staleTime: 60_000,
  });
}

export function usePriceItem(id: string, unit: TWeightUnit) {
  return useQuery({ ...routeQuery(marketPricesRoutes.detail, { params: { id }, query: { unit } }, { quiet: [ErrorCode.NotFound] }), enabled: !!id, retry: false });
}

export function usePriceHistory(id: string, range: THistoryRange, unit: TWeightUnit, basis: TReferenceBasis | undefined) {
  return useQuery({
    ...routeQuery(marketPricesRoutes.history, { params: { id }, query: { range, unit, basis } }, { quiet: [ErrorCode.NotFound] }),
    enabled: !!id,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The history as a CSV file (column names in the reader's language, so it is fetched with the §7 headers rather than
 * opened as a plain link) handed to the browser as a download.
 */
export function downloadHistoryCsv(id: string, range: THistoryRange, unit: TWeightUnit, fileName: string): Promise<void> {
  return downloadRoute(marketPricesRoutes.historyCsv, { params: { id }, query: { range, unit } }, { accept: 'text/csv', fileName });
}

export function useSoldHistory(id: string) {
  return useQuery({ ...routeQuery(marketPricesRoutes.soldHistory, { params: { id } }, { quiet: [ErrorCode.NotFound] }), enabled: !!id, retry: false });
}

export function useFirmQuotes(id: string) {
  return useQuery({ ...routeQuery(marketPricesRoutes.firmQuotes, { params: { id } }, { quiet: [ErrorCode.NotFound] }), enabled: !!id, retry: false });
}

export function usePriceFollows(enabled: boolean) {
  return useQuery({ ...routeQuery(marketPricesRoutes.follows, {}), enabled, staleTime: 0 });
}

export function useFollowPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPriceFollowFormInput & { update?: boolean }) => {
      const { update, ...rest } = body;
      return callRoute(update ? marketPricesRoutes.updateFollow : marketPricesRoutes.follow, { body: rest }, { quiet: [ErrorCode.Validation] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('marketPrices') }),
  });
}

export function useUnfollowPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { kind: TPriceFollowKind; key: string }) => callRoute(marketPricesRoutes.unfollow, { params: p }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('marketPrices') }),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Staff

export type TStaffItemFilters = { keyword: string; categoryId: number | undefined; market: TMarket | undefined; retired: 'live' | 'retired' | 'all'; pageNum: number; pageSize: number };

export function useStaffPriceItems(f: TStaffItemFilters) {
  return useQuery({
    ...routeQuery(marketPricesRoutes.staffItems, { query: { ...f, keyword: f.keyword || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePriceGrid(priceDate: string, categoryId: number | undefined, market: TMarket | undefined) {
  return useQuery({ ...routeQuery(marketPricesRoutes.grid, { query: { priceDate, categoryId, market } }), staleTime: 0 });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { id?: string; body: TPriceItemFormInput }) =>
      p.id
        ? callRoute(marketPricesRoutes.updateItem, { params: { id: p.id }, body: p.body }, { quiet: [ErrorCode.Validation] })
        : callRoute(marketPricesRoutes.createItem, { body: p.body }, { quiet: [ErrorCode.Validation] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('marketPrices') }),
  });
}

export function useRetireItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: string; retired: boolean }) => callRoute(marketPricesRoutes.retireItem, { params: { id: p.id }, body: { retired: p.retired } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('marketPrices') }),
  });
}

export function useSaveGrid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPriceGridInput) => callRoute(marketPricesRoutes.saveGrid, { body }, { quiet: [ErrorCode.Validation] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('marketPrices') }),
  });
}

export function useImportPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { csv: string } | { xlsx: string }) =>
      'csv' in p
        ? callRoute(marketPricesRoutes.importCsv, { body: { csv: p.csv } }, { quiet: [ErrorCode.Validation] })
        : callRoute(marketPricesRoutes.importXlsx, { body: { xlsx: p.xlsx } }, { quiet: [ErrorCode.Validation] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('marketPrices') }),
  });
}

/** The catalogue's families (parentId 0) or one family's grades, for the item form (public reference data). */
export function useCatalogCategories(parentId: number | undefined) {
  return useQuery({
    ...routeQuery(catalogRoutes.categories, { query: { parentId: parentId ?? 0 } }),
    select: (d) => d.rows,
    enabled: parentId !== undefined,
    staleTime: 10 * 60_000,
  });
}
