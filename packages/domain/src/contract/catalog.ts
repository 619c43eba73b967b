import { listOf } from '../api.ts';
import {
  ZCategory,
  ZCategoryListQuery,
  ZDictBatchRequest,
  ZDictBatchResponse,
  ZDictData,
  ZDictListQuery,
  ZPortSearchRequest,
} from '../catalog.ts';
import { ZQuoteMethod, ZQuoteMethodListQuery } from '../quote-method.ts';
import { defineArea } from './define-route.ts';

/**
 * The catalogue (§3 Category, Dictionary data, Quote method; §7). Public: it is reference data the home page's
 * recommended asks and the sign-up profile form need before anyone signs in.
 */
export const catalogContract = defineArea('catalog', {
  categories: {
    method: 'GET',
    path: '/app-v2/sys/category/list',
    access: 'public',
    tag: 'catalog',
    summary: 'Scrap categories: parentId 0 the families, a family id its grades, none the whole tree',
    query: ZCategoryListQuery,
    response: listOf(ZCategory),
  },
  dictData: {
    method: 'GET',
    path: '/app-v2/system/dict/data/list',
    access: 'public',
    tag: 'catalog',
    summary: 'One dictionary: Country, biz_prescription (872 = Until Sold, others hours), PORT, DESTINATION PORT, RAMP',
    query: ZDictListQuery,
    response: listOf(ZDictData),
  },
  dictBatch: {
    method: 'POST',
    path: '/app-v2/dictData/getDictDataList',
    access: 'public',
    tag: 'catalog',
    summary: 'Several dictionaries at once, keyed by dictType',
    body: ZDictBatchRequest,
    response: ZDictBatchResponse,
  },
  ports: {
    method: 'POST',
    path: '/app-v2/dict/data/portDictList',
    access: 'public',
    tag: 'catalog',
    summary: 'Search ports and ramps by name or UN/LOCODE, optionally in one country',
    body: ZPortSearchRequest,
    response: listOf(ZDictData),
  },
  quoteMethods: {
    method: 'GET',
    path: '/app-v2/quote/method/list',
    access: 'public',
    tag: 'catalog',
    summary: 'Quote methods (FIXED, LME, CMX, SHCU, CJCU, JLCU, BTAL) with formula support and deduction',
    query: ZQuoteMethodListQuery,
    response: listOf(ZQuoteMethod),
  },
});
