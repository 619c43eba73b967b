// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const reportsRoutes = {
  myReports: { area: 'reports', name: 'myReports', method: 'GET', path: '/app-v2/web/view/type/my_reports', access: 'user' },
  business: { area: 'reports', name: 'business', method: 'GET', path: '/app-v2/report/business', access: 'user' },
  export: { area: 'reports', name: 'export', method: 'GET', path: '/app-v2/report/business/export/:format', access: 'user', kind: 'file' },
} as unknown as TContract['reports'];
