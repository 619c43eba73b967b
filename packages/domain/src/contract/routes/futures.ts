// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const futuresRoutes = {
  board: { area: 'futures', name: 'board', method: 'GET', path: '/app-future/futures/board', access: 'public' },
  history: { area: 'futures', name: 'history', method: 'GET', path: '/app-future/futures/history', access: 'public' },
} as unknown as TContract['futures'];
