// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const wantedRoutes = {
  list: { area: 'wanted', name: 'list', method: 'GET', path: '/app-v2/wanted/list', access: 'user' },
  listNew: { area: 'wanted', name: 'listNew', method: 'GET', path: '/app-v2/wanted/list/new', access: 'user' },
  follow: { area: 'wanted', name: 'follow', method: 'POST', path: '/app-v2/wanted', access: 'user' },
  setPush: { area: 'wanted', name: 'setPush', method: 'PUT', path: '/app-v2/wanted', access: 'party' },
  unfollow: { area: 'wanted', name: 'unfollow', method: 'DELETE', path: '/app-v2/wanted/:wantedId', access: 'party' },
} as unknown as TContract['wanted'];
