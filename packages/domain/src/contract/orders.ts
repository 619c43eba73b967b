import { ZNoData } from '../api.ts';
import {
  ZAddressBookEntry,
  ZAddressBookList,
  ZAddressBookQuery,
  ZContractDetail,
  ZIdParams,
  ZOrderListQuery,
  ZOrderPage,
  ZVoidContractRequest,
} from '../orders/contract.ts';
import { ZAddressBookInput, ZConfirmBillOfLadingRequest, ZConfirmCompanyRequest } from '../orders/contract-form.ts';
import { ZContractParams } from '../quotes/quote-view.ts';
import { defineArea } from './define-route.ts';

/**
 * Orders (issue 5): the order list and search (§2 /order-list), the two-step contract confirmation (§2, §5 Contract
 * form), the company address book of consignees, notify parties and shippers, the contract PDF, and staff voiding.
 * Contract routes are for the contract's parties and staff (a third company is answered "not found").
 */
export const ordersContract = defineArea('orders', {
  list: {
    method: 'GET',
    path: '/app-v2/order/list',
    access: 'user',
    tag: 'orders',
    summary: "The viewer's contracts (all / purchase / sale), newest first; by status; search by contract, BL or container number",
    query: ZOrderListQuery,
    response: ZOrderPage,
  },
  confirmCompany: {
    method: 'PUT',
    path: '/app-v2/contract/:contractId/confirm/company',
    access: 'party',
    tag: 'orders',
    summary: "Confirmation step 1: the viewer's contract company and acceptance of the terms (each party for its side)",
    params: ZContractParams,
    body: ZConfirmCompanyRequest,
    response: ZContractDetail,
  },
  confirmBillOfLading: {
    method: 'PUT',
    path: '/app-v2/contract/:contractId/confirm/bill-of-lading',
    access: 'party',
    tag: 'orders',
    summary: 'Confirmation step 2 (the buyer): consignee, notify parties, shipper, shipping marks, HS code, taxId, terminal dock, dispute',
    params: ZContractParams,
    body: ZConfirmBillOfLadingRequest,
    response: ZContractDetail,
  },
  pdf: {
    method: 'GET',
    path: '/app-v2/contract/:contractId/pdf',
    access: 'party',
    tag: 'orders',
    summary: 'The bilingual contract PDF, as an attachment named by the contract number (parties and staff)',
    description: 'The session may come from the token cookie, so a plain link works.',
    params: ZContractParams,
    kind: 'file',
  },
  addressBook: {
    method: 'GET',
    path: '/app-v2/address-book',
    access: 'user',
    tag: 'orders',
    summary: "The viewer's company address book (consignees, notify parties, shippers), by kind",
    query: ZAddressBookQuery,
    response: ZAddressBookList,
  },
  addAddress: {
    method: 'POST',
    path: '/app-v2/address-book',
    access: 'user',
    tag: 'orders',
    summary: 'Add an address-book entry for the company',
    body: ZAddressBookInput,
    response: ZAddressBookEntry,
  },
  changeAddress: {
    method: 'PUT',
    path: '/app-v2/address-book/:id',
    access: 'party',
    tag: 'orders',
    summary: "Change an entry of the company's address book",
    params: ZIdParams,
    body: ZAddressBookInput,
    response: ZAddressBookEntry,
  },
  removeAddress: {
    method: 'DELETE',
    path: '/app-v2/address-book/:id',
    access: 'party',
    tag: 'orders',
    summary: "Delete an entry of the company's address book",
    params: ZIdParams,
    response: ZNoData,
  },
  voidContract: {
    method: 'POST',
    path: '/admin/contract/:contractId/void',
    access: 'staff',
    tag: 'orders',
    summary: 'Void a contract with its reason; both parties are told (staff)',
    params: ZContractParams,
    body: ZVoidContractRequest,
    response: ZContractDetail,
  },
});
