// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const buyerRequestsRoutes = {
  post: { area: 'buyerRequests', name: 'post', method: 'POST', path: '/app-v2/buyer-request', access: 'verified' },
  market: { area: 'buyerRequests', name: 'market', method: 'GET', path: '/app-v2/buyer-request/list', access: 'user' },
  mine: { area: 'buyerRequests', name: 'mine', method: 'GET', path: '/app-v2/buyer-request/mine', access: 'user' },
  edit: { area: 'buyerRequests', name: 'edit', method: 'PUT', path: '/app-v2/buyer-request/:requestId', access: 'party' },
  withdraw: { area: 'buyerRequests', name: 'withdraw', method: 'POST', path: '/app-v2/buyer-request/:requestId/withdraw', access: 'party' },
  fulfil: { area: 'buyerRequests', name: 'fulfil', method: 'POST', path: '/app-v2/buyer-request/:requestId/fulfilled', access: 'party' },
  get: { area: 'buyerRequests', name: 'get', method: 'GET', path: '/app-v2/ask/wanted/:id', access: 'user' },
  offer: { area: 'buyerRequests', name: 'offer', method: 'POST', path: '/app-v2/ask/wanted/:id/offer', access: 'verified' },
  withdrawOffer: { area: 'buyerRequests', name: 'withdrawOffer', method: 'DELETE', path: '/app-v2/ask/wanted/:id/offer/:offerId', access: 'user' },
  reviewQueue: { area: 'buyerRequests', name: 'reviewQueue', method: 'GET', path: '/admin/buyer-request/review', access: 'staff' },
  approve: { area: 'buyerRequests', name: 'approve', method: 'POST', path: '/admin/buyer-request/:requestId/approve', access: 'staff' },
  refuse: { area: 'buyerRequests', name: 'refuse', method: 'POST', path: '/admin/buyer-request/:requestId/refuse', access: 'staff' },
} as unknown as TContract['buyerRequests'];
