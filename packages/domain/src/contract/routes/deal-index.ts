// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const dealIndexRoutes = {
  weekly: { area: 'dealIndex', name: 'weekly', method: 'GET', path: '/app-v2/deal-index/weekly', access: 'public' },
} as unknown as TContract['dealIndex'];
