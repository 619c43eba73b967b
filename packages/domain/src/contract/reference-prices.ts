import { ZNoData } from '../api.ts';
import {
  ZLatestReferencePrices,
  ZReferencePrice,
  ZReferencePriceImportRequest,
  ZReferencePriceImportResult,
  ZReferencePriceInput,
  ZReferencePriceListQuery,
  ZReferencePricePage,
  ZReferencePriceParams,
} from '../quotes/reference-price.ts';
import { defineArea } from './define-route.ts';

/** Reference prices (daily settlement per basis) that quotes are ranked at: staff CRUD and CSV import, latest for all. */
export const referencePricesContract = defineArea('referencePrices', {
  latest: {
    method: 'GET',
    path: '/app-v2/reference-price/latest',
    access: 'user',
    tag: 'reference-prices',
    summary: 'The latest settlement of every basis (what the quote ranking uses)',
    response: ZLatestReferencePrices,
  },
  list: {
    method: 'GET',
    path: '/admin/reference-price',
    access: 'staff',
    tag: 'reference-prices',
    summary: 'Reference prices, newest day first (staff)',
    query: ZReferencePriceListQuery,
    response: ZReferencePricePage,
  },
  create: {
    method: 'POST',
    path: '/admin/reference-price',
    access: 'staff',
    tag: 'reference-prices',
    summary: 'Enter a daily settlement (staff)',
    body: ZReferencePriceInput,
    response: ZReferencePrice,
  },
  update: {
    method: 'PUT',
    path: '/admin/reference-price/:id',
    access: 'staff',
    tag: 'reference-prices',
    summary: 'Correct a daily settlement (staff)',
    params: ZReferencePriceParams,
    body: ZReferencePriceInput,
    response: ZReferencePrice,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/reference-price/:id',
    access: 'staff',
    tag: 'reference-prices',
    summary: 'Delete a settlement (staff)',
    params: ZReferencePriceParams,
    response: ZNoData,
  },
  import: {
    method: 'POST',
    path: '/admin/reference-price/import',
    access: 'staff',
    tag: 'reference-prices',
    summary: 'Import settlements from CSV text: basis,date,price[,source] (staff; all or nothing)',
    body: ZReferencePriceImportRequest,
    response: ZReferencePriceImportResult,
  },
});
