// Generated from contract.ts by `npm run contract:table`; do not edit. A test fails when it is out of date.
// Methods and paths only: the web calls routes through this table, so no schema code reaches pages that need none.
import type { TContract } from './contract.ts';

export const ROUTES = {
  auth: {
    login: { area: 'auth', name: 'login', method: 'POST', path: '/saas-v1/account/login', access: 'public' },
    sendCode: { area: 'auth', name: 'sendCode', method: 'POST', path: '/app-v2/account/captcha', access: 'public' },
    register: { area: 'auth', name: 'register', method: 'POST', path: '/app-v2/account/register', access: 'public' },
    logout: { area: 'auth', name: 'logout', method: 'POST', path: '/app-v2/account/logout', access: 'user' },
  },
  accounts: {
    currentUser: { area: 'accounts', name: 'currentUser', method: 'GET', path: '/app-v2/getInfo', access: 'user' },
    saveInfo: { area: 'accounts', name: 'saveInfo', method: 'PUT', path: '/app-v2/account/info', access: 'user' },
    upgrade: { area: 'accounts', name: 'upgrade', method: 'PUT', path: '/app-v2/account/upgrade', access: 'user' },
    settings: { area: 'accounts', name: 'settings', method: 'GET', path: '/app-v2/account/settings', access: 'user' },
    saveSettings: { area: 'accounts', name: 'saveSettings', method: 'PUT', path: '/app-v2/account/settings', access: 'user' },
    agentFor: { area: 'accounts', name: 'agentFor', method: 'GET', path: '/app-v2/account/agent-for', access: 'user' },
    editAccount: { area: 'accounts', name: 'editAccount', method: 'POST', path: '/app-v2/account/editAccount', access: 'party' },
    switchMarket: { area: 'accounts', name: 'switchMarket', method: 'POST', path: '/app-v2/user/info/market/switch', access: 'user' },
  },
  verification: {
    queue: { area: 'verification', name: 'queue', method: 'GET', path: '/admin/verifications', access: 'staff' },
    approve: { area: 'verification', name: 'approve', method: 'POST', path: '/admin/verifications/:verificationId/approve', access: 'staff' },
    refuse: { area: 'verification', name: 'refuse', method: 'POST', path: '/admin/verifications/:verificationId/refuse', access: 'staff' },
  },
  staffUsers: {
    list: { area: 'staffUsers', name: 'list', method: 'GET', path: '/admin/users', access: 'staff' },
    get: { area: 'staffUsers', name: 'get', method: 'GET', path: '/admin/users/:userId', access: 'staff' },
    block: { area: 'staffUsers', name: 'block', method: 'POST', path: '/admin/users/:userId/block', access: 'staff' },
    unblock: { area: 'staffUsers', name: 'unblock', method: 'POST', path: '/admin/users/:userId/unblock', access: 'staff' },
    setMarketPermission: { area: 'staffUsers', name: 'setMarketPermission', method: 'POST', path: '/admin/users/:userId/market-permissions', access: 'staff' },
    linkAgent: { area: 'staffUsers', name: 'linkAgent', method: 'POST', path: '/admin/users/:agentId/agent-for', access: 'staff' },
    unlinkAgent: { area: 'staffUsers', name: 'unlinkAgent', method: 'DELETE', path: '/admin/users/:agentId/agent-for/:sellerUserId', access: 'staff' },
    auditLog: { area: 'staffUsers', name: 'auditLog', method: 'GET', path: '/admin/audit-log', access: 'staff' },
  },
  notifications: {
    list: { area: 'notifications', name: 'list', method: 'GET', path: '/app-v2/notifications', access: 'user' },
    unreadCount: { area: 'notifications', name: 'unreadCount', method: 'GET', path: '/app-v2/notifications/unread-count', access: 'user' },
    readAll: { area: 'notifications', name: 'readAll', method: 'POST', path: '/app-v2/notifications/read-all', access: 'user' },
    read: { area: 'notifications', name: 'read', method: 'POST', path: '/app-v2/notifications/:id/read', access: 'party' },
  },
  wanted: {
    list: { area: 'wanted', name: 'list', method: 'GET', path: '/app-v2/wanted/list', access: 'user' },
    listNew: { area: 'wanted', name: 'listNew', method: 'GET', path: '/app-v2/wanted/list/new', access: 'user' },
    follow: { area: 'wanted', name: 'follow', method: 'POST', path: '/app-v2/wanted', access: 'user' },
    setPush: { area: 'wanted', name: 'setPush', method: 'PUT', path: '/app-v2/wanted', access: 'party' },
    unfollow: { area: 'wanted', name: 'unfollow', method: 'DELETE', path: '/app-v2/wanted/:wantedId', access: 'party' },
  },
  admin: {
    outbox: { area: 'admin', name: 'outbox', method: 'GET', path: '/admin/outbox', access: 'staff' },
  },
  quotes: {
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
  },
  asks: {
  },
  catalog: {
  },
  files: {
  },
  shops: {
  },
  contracts: {
  },
  orders: {
  },
  documents: {
  },
  payments: {
  },
  shipments: {
  },
  disputes: {
  },
  operations: {
  },
  site: {
  },
  wiki: {
  },
  questions: {
  },
  referencePrices: {
  },
  live: {
  },
} as unknown as TContract;
