// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const catalogRoutes = {
  categories: { area: 'catalog', name: 'categories', method: 'GET', path: '/app-v2/sys/category/list', access: 'public' },
  dictData: { area: 'catalog', name: 'dictData', method: 'GET', path: '/app-v2/system/dict/data/list', access: 'public' },
  dictBatch: { area: 'catalog', name: 'dictBatch', method: 'POST', path: '/app-v2/dictData/getDictDataList', access: 'public' },
  ports: { area: 'catalog', name: 'ports', method: 'POST', path: '/app-v2/dict/data/portDictList', access: 'public' },
  quoteMethods: { area: 'catalog', name: 'quoteMethods', method: 'GET', path: '/app-v2/quote/method/list', access: 'public' },
} as unknown as TContract['catalog'];
