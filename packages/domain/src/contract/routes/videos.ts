// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const videosRoutes = {
  list: { area: 'videos', name: 'list', method: 'GET', path: '/app-v2/site/videos', access: 'public' },
  staffList: { area: 'videos', name: 'staffList', method: 'GET', path: '/admin/site/videos', access: 'staff' },
  create: { area: 'videos', name: 'create', method: 'POST', path: '/admin/site/videos', access: 'staff' },
  update: { area: 'videos', name: 'update', method: 'PUT', path: '/admin/site/videos/:id', access: 'staff' },
  reorder: { area: 'videos', name: 'reorder', method: 'PUT', path: '/admin/site/videos/order', access: 'staff' },
  remove: { area: 'videos', name: 'remove', method: 'DELETE', path: '/admin/site/videos/:id', access: 'staff' },
} as unknown as TContract['videos'];
