// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const systemRoutes = {
  ping: { area: 'system', name: 'ping', method: 'GET', path: '/app-v2/system/ping', access: 'public' },
} as unknown as TContract['system'];
