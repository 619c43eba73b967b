// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const accountsRoutes = {
  currentUser: { area: 'accounts', name: 'currentUser', method: 'GET', path: '/app-v2/getInfo', access: 'user' },
  saveInfo: { area: 'accounts', name: 'saveInfo', method: 'PUT', path: '/app-v2/account/info', access: 'user' },
  upgrade: { area: 'accounts', name: 'upgrade', method: 'PUT', path: '/app-v2/account/upgrade', access: 'user' },
  settings: { area: 'accounts', name: 'settings', method: 'GET', path: '/app-v2/account/settings', access: 'user' },
  saveSettings: { area: 'accounts', name: 'saveSettings', method: 'PUT', path: '/app-v2/account/settings', access: 'user' },
  agentFor: { area: 'accounts', name: 'agentFor', method: 'GET', path: '/app-v2/account/agent-for', access: 'user' },
  editAccount: { area: 'accounts', name: 'editAccount', method: 'POST', path: '/app-v2/account/editAccount', access: 'party' },
  switchMarket: { area: 'accounts', name: 'switchMarket', method: 'POST', path: '/app-v2/user/info/market/switch', access: 'user' },
} as unknown as TContract['accounts'];
