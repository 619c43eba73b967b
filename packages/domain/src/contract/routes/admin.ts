// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const adminRoutes = {
  outbox: { area: 'admin', name: 'outbox', method: 'GET', path: '/admin/outbox', access: 'staff' },
} as unknown as TContract['admin'];
