// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const contractsRoutes = {
  get: { area: 'contracts', name: 'get', method: 'GET', path: '/app-v2/contract/:contractId', access: 'party' },
} as unknown as TContract['contracts'];
