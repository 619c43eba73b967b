// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const liveRoutes = {
  stream: { area: 'live', name: 'stream', method: 'GET', path: '/app-v2/live/stream', access: 'user', kind: 'stream' },
} as unknown as TContract['live'];
