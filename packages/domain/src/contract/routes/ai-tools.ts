// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const aiToolsRoutes = {
  settlements: { area: 'aiTools', name: 'settlements', method: 'GET', path: '/ai-system/tools/settlements', access: 'public' },
  recovery: { area: 'aiTools', name: 'recovery', method: 'POST', path: '/ai-system/tools/recovery', access: 'public' },
  cable: { area: 'aiTools', name: 'cable', method: 'POST', path: '/ai-system/tools/cable', access: 'public' },
  jacketPrint: { area: 'aiTools', name: 'jacketPrint', method: 'POST', path: '/ai-system/tools/jacket-print', access: 'public' },
  formula: { area: 'aiTools', name: 'formula', method: 'POST', path: '/ai-system/tools/formula', access: 'public' },
} as unknown as TContract['aiTools'];
