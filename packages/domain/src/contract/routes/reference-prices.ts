// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const referencePricesRoutes = {
  latest: { area: 'referencePrices', name: 'latest', method: 'GET', path: '/app-v2/reference-price/latest', access: 'user' },
  list: { area: 'referencePrices', name: 'list', method: 'GET', path: '/admin/reference-price', access: 'staff' },
  create: { area: 'referencePrices', name: 'create', method: 'POST', path: '/admin/reference-price', access: 'staff' },
  update: { area: 'referencePrices', name: 'update', method: 'PUT', path: '/admin/reference-price/:id', access: 'staff' },
  remove: { area: 'referencePrices', name: 'remove', method: 'DELETE', path: '/admin/reference-price/:id', access: 'staff' },
  import: { area: 'referencePrices', name: 'import', method: 'POST', path: '/admin/reference-price/import', access: 'staff' },
} as unknown as TContract['referencePrices'];
