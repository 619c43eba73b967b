// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const creditRoutes = {
  report: { area: 'credit', name: 'report', method: 'GET', path: '/app-v2/credit/report', access: 'user' },
} as unknown as TContract['credit'];
