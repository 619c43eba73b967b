// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const quotesRoutes = {
  place: { area: 'quotes', name: 'place', method: 'POST', path: '/app-v2/quote', access: 'verified' },
  update: { area: 'quotes', name: 'update', method: 'PUT', path: '/app-v2/quote/:quoteId', access: 'verified' },
  counter: { area: 'quotes', name: 'counter', method: 'POST', path: '/app-v2/quote/:quoteId/counter', access: 'verified' },
  accept: { area: 'quotes', name: 'accept', method: 'POST', path: '/app-v2/quote/:quoteId/accept', access: 'verified' },
  reject: { area: 'quotes', name: 'reject', method: 'POST', path: '/app-v2/quote/:quoteId/reject', access: 'verified' },
  recall: { area: 'quotes', name: 'recall', method: 'POST', path: '/app-v2/quote/:quoteId/recall', access: 'verified' },
  cancel: { area: 'quotes', name: 'cancel', method: 'POST', path: '/app-v2/quote/:quoteId/cancel', access: 'verified' },
  buyNow: { area: 'quotes', name: 'buyNow', method: 'POST', path: '/app-v2/quote/buy-now', access: 'verified' },
  inquiries: { area: 'quotes', name: 'inquiries', method: 'GET', path: '/app-v2/quote/list/buyer', access: 'user' },
  askQuotes: { area: 'quotes', name: 'askQuotes', method: 'GET', path: '/app-v2/quote/ask/:askId', access: 'party' },
  askStatus: { area: 'quotes', name: 'askStatus', method: 'GET', path: '/app-v2/quote/ask/:askId/status', access: 'user' },
  get: { area: 'quotes', name: 'get', method: 'GET', path: '/app-v2/quote/:quoteId', access: 'party' },
  dealReviews: { area: 'quotes', name: 'dealReviews', method: 'GET', path: '/admin/quote/deal-review', access: 'staff' },
  approveDeal: { area: 'quotes', name: 'approveDeal', method: 'POST', path: '/admin/quote/:quoteId/deal/approve', access: 'staff' },
  refuseDeal: { area: 'quotes', name: 'refuseDeal', method: 'POST', path: '/admin/quote/:quoteId/deal/refuse', access: 'staff' },
} as unknown as TContract['quotes'];
