// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const operationsRoutes = {
  contractQueue: { area: 'operations', name: 'contractQueue', method: 'GET', path: '/admin/contracts', access: 'staff' },
} as unknown as TContract['operations'];
