// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const disputesRoutes = {
  raise: { area: 'disputes', name: 'raise', method: 'POST', path: '/app-v2/contract/:contractId/dispute', access: 'party' },
  contractDisputes: { area: 'disputes', name: 'contractDisputes', method: 'GET', path: '/app-v2/contract/:contractId/disputes', access: 'party' },
  staffQueue: { area: 'disputes', name: 'staffQueue', method: 'GET', path: '/admin/disputes', access: 'staff' },
  contact: { area: 'disputes', name: 'contact', method: 'POST', path: '/admin/dispute/:id/contact', access: 'staff' },
  answer: { area: 'disputes', name: 'answer', method: 'POST', path: '/admin/dispute/:id/answer', access: 'staff' },
  close: { area: 'disputes', name: 'close', method: 'POST', path: '/admin/dispute/:id/close', access: 'staff' },
} as unknown as TContract['disputes'];
