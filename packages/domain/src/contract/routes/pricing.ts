// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const pricingRoutes = {
  info: { area: 'pricing', name: 'info', method: 'GET', path: '/app-v2/order/queryPricingInfo', access: 'party' },
  commit: { area: 'pricing', name: 'commit', method: 'POST', path: '/app-v2/order/commitPricing', access: 'party' },
  staffQueue: { area: 'pricing', name: 'staffQueue', method: 'GET', path: '/admin/price-fixes', access: 'staff' },
  confirm: { area: 'pricing', name: 'confirm', method: 'POST', path: '/admin/price-fix/:id/confirm', access: 'staff' },
  reject: { area: 'pricing', name: 'reject', method: 'POST', path: '/admin/price-fix/:id/reject', access: 'staff' },
} as unknown as TContract['pricing'];
