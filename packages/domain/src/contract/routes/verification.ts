// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const verificationRoutes = {
  queue: { area: 'verification', name: 'queue', method: 'GET', path: '/admin/verifications', access: 'staff' },
  approve: { area: 'verification', name: 'approve', method: 'POST', path: '/admin/verifications/:verificationId/approve', access: 'staff' },
  refuse: { area: 'verification', name: 'refuse', method: 'POST', path: '/admin/verifications/:verificationId/refuse', access: 'staff' },
} as unknown as TContract['verification'];
