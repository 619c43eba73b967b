// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const marketPricesRoutes = {
  categoryGroups: { area: 'marketPrices', name: 'categoryGroups', method: 'GET', path: '/saas-v1/category-group/list', access: 'public' },
  list: { area: 'marketPrices', name: 'list', method: 'GET', path: '/saas-v1/market-price/list', access: 'public' },
  detail: { area: 'marketPrices', name: 'detail', method: 'GET', path: '/saas-v1/market-price/item/:id', access: 'public' },
  history: { area: 'marketPrices', name: 'history', method: 'GET', path: '/saas-v1/market-price/item/:id/history', access: 'public' },
  historyCsv: { area: 'marketPrices', name: 'historyCsv', method: 'GET', path: '/saas-v1/market-price/item/:id/history/csv', access: 'public', kind: 'file' },
  soldHistory: { area: 'marketPrices', name: 'soldHistory', method: 'GET', path: '/saas-v1/market-price/item/:id/sold', access: 'public' },
  firmQuotes: { area: 'marketPrices', name: 'firmQuotes', method: 'GET', path: '/saas-v1/market-price/item/:id/firm-quotes', access: 'public' },
  follows: { area: 'marketPrices', name: 'follows', method: 'GET', path: '/saas-v1/market-price/follow/list', access: 'user' },
  follow: { area: 'marketPrices', name: 'follow', method: 'POST', path: '/saas-v1/market-price/follow', access: 'user' },
  updateFollow: { area: 'marketPrices', name: 'updateFollow', method: 'PUT', path: '/saas-v1/market-price/follow', access: 'user' },
  unfollow: { area: 'marketPrices', name: 'unfollow', method: 'DELETE', path: '/saas-v1/market-price/follow/:kind/:key', access: 'user' },
  staffItems: { area: 'marketPrices', name: 'staffItems', method: 'GET', path: '/admin/market-price/item', access: 'staff' },
  createItem: { area: 'marketPrices', name: 'createItem', method: 'POST', path: '/admin/market-price/item', access: 'staff' },
  updateItem: { area: 'marketPrices', name: 'updateItem', method: 'PUT', path: '/admin/market-price/item/:id', access: 'staff' },
  retireItem: { area: 'marketPrices', name: 'retireItem', method: 'POST', path: '/admin/market-price/item/:id/retire', access: 'staff' },
  grid: { area: 'marketPrices', name: 'grid', method: 'GET', path: '/admin/market-price/grid', access: 'staff' },
  saveGrid: { area: 'marketPrices', name: 'saveGrid', method: 'PUT', path: '/admin/market-price/grid', access: 'staff' },
  importCsv: { area: 'marketPrices', name: 'importCsv', method: 'POST', path: '/admin/market-price/import', access: 'staff' },
  importXlsx: { area: 'marketPrices', name: 'importXlsx', method: 'POST', path: '/admin/market-price/import-xlsx', access: 'staff' },
} as unknown as TContract['marketPrices'];
