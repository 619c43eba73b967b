// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const ordersRoutes = {
  list: { area: 'orders', name: 'list', method: 'GET', path: '/app-v2/order/list', access: 'user' },
  confirmCompany: { area: 'orders', name: 'confirmCompany', method: 'PUT', path: '/app-v2/contract/:contractId/confirm/company', access: 'party' },
  confirmBillOfLading: { area: 'orders', name: 'confirmBillOfLading', method: 'PUT', path: '/app-v2/contract/:contractId/confirm/bill-of-lading', access: 'party' },
  pdf: { area: 'orders', name: 'pdf', method: 'GET', path: '/app-v2/contract/:contractId/pdf', access: 'party', kind: 'file' },
  addressBook: { area: 'orders', name: 'addressBook', method: 'GET', path: '/app-v2/address-book', access: 'user' },
  addAddress: { area: 'orders', name: 'addAddress', method: 'POST', path: '/app-v2/address-book', access: 'user' },
  changeAddress: { area: 'orders', name: 'changeAddress', method: 'PUT', path: '/app-v2/address-book/:id', access: 'party' },
  removeAddress: { area: 'orders', name: 'removeAddress', method: 'DELETE', path: '/app-v2/address-book/:id', access: 'party' },
  voidContract: { area: 'orders', name: 'voidContract', method: 'POST', path: '/admin/contract/:contractId/void', access: 'staff' },
} as unknown as TContract['orders'];
