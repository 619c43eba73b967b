// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const shopsRoutes = {
  apply: { area: 'shops', name: 'apply', method: 'POST', path: '/app-v2/shop', access: 'verified' },
  update: { area: 'shops', name: 'update', method: 'PUT', path: '/app-v2/shop', access: 'verified' },
  my: { area: 'shops', name: 'my', method: 'GET', path: '/app-v2/shop/my', access: 'user' },
  list: { area: 'shops', name: 'list', method: 'GET', path: '/app-v2/shop/list', access: 'public' },
  followed: { area: 'shops', name: 'followed', method: 'GET', path: '/app-v2/shop/follow/list', access: 'user' },
  follow: { area: 'shops', name: 'follow', method: 'POST', path: '/app-v2/shop/follow/:shopId', access: 'verified' },
  unfollow: { area: 'shops', name: 'unfollow', method: 'DELETE', path: '/app-v2/shop/follow/:shopId', access: 'verified' },
  sellerShop: { area: 'shops', name: 'sellerShop', method: 'GET', path: '/app-v2/shop/seller/:sellerId', access: 'public' },
  get: { area: 'shops', name: 'get', method: 'GET', path: '/app-v2/shop/:shopId', access: 'public' },
  reviewQueue: { area: 'shops', name: 'reviewQueue', method: 'GET', path: '/admin/shops/review', access: 'staff' },
  approve: { area: 'shops', name: 'approve', method: 'POST', path: '/admin/shops/:shopId/approve', access: 'staff' },
  refuse: { area: 'shops', name: 'refuse', method: 'POST', path: '/admin/shops/:shopId/refuse', access: 'staff' },
} as unknown as TContract['shops'];
