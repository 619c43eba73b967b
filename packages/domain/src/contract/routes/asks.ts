// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const asksRoutes = {
  publish: { area: 'asks', name: 'publish', method: 'POST', path: '/app-v2/ask', access: 'user' },
  buyerList: { area: 'asks', name: 'buyerList', method: 'GET', path: '/app-v2/ask/list/buyer', access: 'user' },
  recommended: { area: 'asks', name: 'recommended', method: 'GET', path: '/app-v2/ask/list/buyer/pub', access: 'public' },
  sellerList: { area: 'asks', name: 'sellerList', method: 'GET', path: '/app-v2/ask/list/seller', access: 'user' },
  latest: { area: 'asks', name: 'latest', method: 'GET', path: '/app-v2/ask/latest', access: 'user' },
  publicCard: { area: 'asks', name: 'publicCard', method: 'GET', path: '/app-v2/ask/:askId/pub', access: 'public' },
  get: { area: 'asks', name: 'get', method: 'GET', path: '/app-v2/ask/:askId', access: 'user' },
  edit: { area: 'asks', name: 'edit', method: 'PUT', path: '/app-v2/ask/:askId', access: 'party' },
  delete: { area: 'asks', name: 'delete', method: 'DELETE', path: '/app-v2/ask/:askId', access: 'party' },
  reviewQueue: { area: 'asks', name: 'reviewQueue', method: 'GET', path: '/admin/ask/review', access: 'staff' },
  approve: { area: 'asks', name: 'approve', method: 'POST', path: '/admin/ask/:askId/approve', access: 'staff' },
  refuse: { area: 'asks', name: 'refuse', method: 'POST', path: '/admin/ask/:askId/refuse', access: 'staff' },
  funcLog: { area: 'asks', name: 'funcLog', method: 'POST', path: '/app-v2/func/log', access: 'public' },
  userEvent: { area: 'asks', name: 'userEvent', method: 'POST', path: '/app-v2/user/event/:funcKey', access: 'user' },
} as unknown as TContract['asks'];
