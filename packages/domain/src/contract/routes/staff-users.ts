// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const staffUsersRoutes = {
  list: { area: 'staffUsers', name: 'list', method: 'GET', path: '/admin/users', access: 'staff' },
  get: { area: 'staffUsers', name: 'get', method: 'GET', path: '/admin/users/:userId', access: 'staff' },
  block: { area: 'staffUsers', name: 'block', method: 'POST', path: '/admin/users/:userId/block', access: 'staff' },
  unblock: { area: 'staffUsers', name: 'unblock', method: 'POST', path: '/admin/users/:userId/unblock', access: 'staff' },
  setMarketPermission: { area: 'staffUsers', name: 'setMarketPermission', method: 'POST', path: '/admin/users/:userId/market-permissions', access: 'staff' },
  linkAgent: { area: 'staffUsers', name: 'linkAgent', method: 'POST', path: '/admin/users/:agentId/agent-for', access: 'staff' },
  unlinkAgent: { area: 'staffUsers', name: 'unlinkAgent', method: 'DELETE', path: '/admin/users/:agentId/agent-for/:sellerUserId', access: 'staff' },
  auditLog: { area: 'staffUsers', name: 'auditLog', method: 'GET', path: '/admin/audit-log', access: 'staff' },
} as unknown as TContract['staffUsers'];
