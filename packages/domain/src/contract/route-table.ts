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
    categories: { area: 'catalog', name: 'categories', method: 'GET', path: '/app-v2/sys/category/list', access: 'public' },
    dictData: { area: 'catalog', name: 'dictData', method: 'GET', path: '/app-v2/system/dict/data/list', access: 'public' },
    dictBatch: { area: 'catalog', name: 'dictBatch', method: 'POST', path: '/app-v2/dictData/getDictDataList', access: 'public' },
    ports: { area: 'catalog', name: 'ports', method: 'POST', path: '/app-v2/dict/data/portDictList', access: 'public' },
    quoteMethods: { area: 'catalog', name: 'quoteMethods', method: 'GET', path: '/app-v2/quote/method/list', access: 'public' },
  },
  files: {
    upload: { area: 'files', name: 'upload', method: 'POST', path: '/ai-system/file/upload', access: 'user', multipart: true },
    file: { area: 'files', name: 'file', method: 'GET', path: '/app-v2/file/:fileRef', access: 'public', kind: 'file' },
    savePictures: { area: 'files', name: 'savePictures', method: 'POST', path: '/app-v2/picture', access: 'user' },
    albumGroups: { area: 'files', name: 'albumGroups', method: 'GET', path: '/app-v2/album/groups', access: 'user' },
    albumGroup: { area: 'files', name: 'albumGroup', method: 'GET', path: '/app-v2/album/group/:id', access: 'party' },
  },
  shops: {
  },
  contracts: {
    get: { area: 'contracts', name: 'get', method: 'GET', path: '/app-v2/contract/:contractId', access: 'party' },
  },
  orders: {
    list: { area: 'orders', name: 'list', method: 'GET', path: '/app-v2/order/list', access: 'user' },
    confirmCompany: { area: 'orders', name: 'confirmCompany', method: 'PUT', path: '/app-v2/contract/:contractId/confirm/company', access: 'party' },
    confirmBillOfLading: { area: 'orders', name: 'confirmBillOfLading', method: 'PUT', path: '/app-v2/contract/:contractId/confirm/bill-of-lading', access: 'party' },
    pdf: { area: 'orders', name: 'pdf', method: 'GET', path: '/app-v2/contract/:contractId/pdf', access: 'party', kind: 'file' },
    addressBook: { area: 'orders', name: 'addressBook', method: 'GET', path: '/app-v2/address-book', access: 'user' },
    addAddress: { area: 'orders', name: 'addAddress', method: 'POST', path: '/app-v2/address-book', access: 'user' },
    changeAddress: { area: 'orders', name: 'changeAddress', method: 'PUT', path: '/app-v2/address-book/:id', access: 'party' },
    removeAddress: { area: 'orders', name: 'removeAddress', method: 'DELETE', path: '/app-v2/address-book/:id', access: 'party' },
    voidContract: { area: 'orders', name: 'voidContract', method: 'POST', path: '/admin/contract/:contractId/void', access: 'staff' },
  },
  documents: {
    upload: { area: 'documents', name: 'upload', method: 'POST', path: '/app-v2/contract/:contractId/document', access: 'party', multipart: true },
    list: { area: 'documents', name: 'list', method: 'GET', path: '/app-v2/contract/:contractId/documents', access: 'party' },
    file: { area: 'documents', name: 'file', method: 'GET', path: '/app-v2/contract/:contractId/document/:documentId/file', access: 'party', kind: 'file' },
    withdraw: { area: 'documents', name: 'withdraw', method: 'DELETE', path: '/app-v2/contract/:contractId/document/:documentId', access: 'party' },
  },
  payments: {
    contractInvoices: { area: 'payments', name: 'contractInvoices', method: 'GET', path: '/app-v2/contract/:contractId/invoices', access: 'party' },
    issue: { area: 'payments', name: 'issue', method: 'POST', path: '/admin/contract/:contractId/invoice', access: 'staff' },
    update: { area: 'payments', name: 'update', method: 'PUT', path: '/admin/invoice/:invoiceId', access: 'staff' },
    recordPayment: { area: 'payments', name: 'recordPayment', method: 'POST', path: '/admin/invoice/:invoiceId/payment', access: 'staff' },
    remind: { area: 'payments', name: 'remind', method: 'POST', path: '/admin/invoice/:invoiceId/remind', access: 'staff' },
    staffList: { area: 'payments', name: 'staffList', method: 'GET', path: '/admin/payments', access: 'staff' },
  },
  shipments: {
    contractShipments: { area: 'shipments', name: 'contractShipments', method: 'GET', path: '/app-v2/contract/:contractId/shipments', access: 'party' },
    staffList: { area: 'shipments', name: 'staffList', method: 'GET', path: '/admin/shipments', access: 'staff' },
    create: { area: 'shipments', name: 'create', method: 'POST', path: '/admin/contract/:contractId/shipment', access: 'staff' },
    update: { area: 'shipments', name: 'update', method: 'PUT', path: '/admin/shipment/:shipmentId', access: 'staff' },
    addContainer: { area: 'shipments', name: 'addContainer', method: 'POST', path: '/admin/shipment/:shipmentId/container', access: 'staff' },
    editContainer: { area: 'shipments', name: 'editContainer', method: 'PUT', path: '/admin/container/:containerId', access: 'staff' },
    removeContainer: { area: 'shipments', name: 'removeContainer', method: 'DELETE', path: '/admin/container/:containerId', access: 'staff' },
    addEvent: { area: 'shipments', name: 'addEvent', method: 'POST', path: '/admin/shipment/:shipmentId/event', access: 'staff' },
    importEvents: { area: 'shipments', name: 'importEvents', method: 'POST', path: '/admin/shipment/:shipmentId/events/import', access: 'staff' },
    telexRelease: { area: 'shipments', name: 'telexRelease', method: 'POST', path: '/admin/shipment/:shipmentId/telex-release', access: 'staff' },
    refreshTracking: { area: 'shipments', name: 'refreshTracking', method: 'POST', path: '/admin/shipment/:shipmentId/tracking/refresh', access: 'staff' },
  },
  disputes: {
    raise: { area: 'disputes', name: 'raise', method: 'POST', path: '/app-v2/contract/:contractId/dispute', access: 'party' },
    contractDisputes: { area: 'disputes', name: 'contractDisputes', method: 'GET', path: '/app-v2/contract/:contractId/disputes', access: 'party' },
    staffQueue: { area: 'disputes', name: 'staffQueue', method: 'GET', path: '/admin/disputes', access: 'staff' },
    contact: { area: 'disputes', name: 'contact', method: 'POST', path: '/admin/dispute/:id/contact', access: 'staff' },
    answer: { area: 'disputes', name: 'answer', method: 'POST', path: '/admin/dispute/:id/answer', access: 'staff' },
    close: { area: 'disputes', name: 'close', method: 'POST', path: '/admin/dispute/:id/close', access: 'staff' },
  },
  operations: {
    contractQueue: { area: 'operations', name: 'contractQueue', method: 'GET', path: '/admin/contracts', access: 'staff' },
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
