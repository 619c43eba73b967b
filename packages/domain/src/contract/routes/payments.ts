// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const paymentsRoutes = {
  contractInvoices: { area: 'payments', name: 'contractInvoices', method: 'GET', path: '/app-v2/contract/:contractId/invoices', access: 'party' },
  issue: { area: 'payments', name: 'issue', method: 'POST', path: '/admin/contract/:contractId/invoice', access: 'staff' },
  update: { area: 'payments', name: 'update', method: 'PUT', path: '/admin/invoice/:invoiceId', access: 'staff' },
  recordPayment: { area: 'payments', name: 'recordPayment', method: 'POST', path: '/admin/invoice/:invoiceId/payment', access: 'staff' },
  remind: { area: 'payments', name: 'remind', method: 'POST', path: '/admin/invoice/:invoiceId/remind', access: 'staff' },
  staffList: { area: 'payments', name: 'staffList', method: 'GET', path: '/admin/payments', access: 'staff' },
} as unknown as TContract['payments'];
