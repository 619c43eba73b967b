import {
  ZContractMoney,
  ZInvoiceContractParams,
  ZInvoiceParams,
  ZInvoiceRequest,
  ZInvoiceWritten,
  ZPaymentRequest,
  ZReminderSent,
  ZStaffPaymentPage,
  ZStaffPaymentQuery,
} from '../orders/money.ts';
import { defineArea } from './define-route.ts';

/**
 * Orders (issue 5 item 4; §3 deposit and final payment invoices; §4 deposit paid/unpaid, payment unpaid/partial/paid):
 * staff issue invoices, record payments with their receipt and remind buyers; the parties read their contract's
 * invoices.
 */
export const paymentsContract = defineArea('payments', {
  contractInvoices: {
    method: 'GET',
    path: '/app-v2/contract/:contractId/invoices',
    access: 'party',
    tag: 'orders',
    summary: "A contract's invoices with paid, outstanding, due and overdue, their payments, and the deposit/payment status (parties and staff)",
    params: ZInvoiceContractParams,
    response: ZContractMoney,
  },
  issue: {
    method: 'POST',
    path: '/admin/contract/:contractId/invoice',
    access: 'staff',
    tag: 'admin',
    summary: 'Issue an invoice {type deposit|final, invoiceNo, issueDate, dueDate?, issuer, billTo, amount, currency?} (staff)',
    description: "amount: > 0 with at most 2 decimals; currency: the contract's (defaults to it); invoiceNo unique. Voided contract: 1301.",
    params: ZInvoiceContractParams,
    body: ZInvoiceRequest,
    response: ZInvoiceWritten,
  },
  update: {
    method: 'PUT',
    path: '/admin/invoice/:invoiceId',
    access: 'staff',
    tag: 'admin',
    summary: 'Correct an invoice (same body as issuing; the amount cannot go below what is paid) (staff)',
    params: ZInvoiceParams,
    body: ZInvoiceRequest,
    response: ZInvoiceWritten,
  },
  recordPayment: {
    method: 'POST',
    path: '/admin/invoice/:invoiceId/payment',
    access: 'staff',
    tag: 'admin',
    summary: 'Record a payment {amount, paidOn, receiptDocumentId?, note?}; updates the deposit and payment status (staff)',
    description: 'More than the outstanding amount: 1000 naming amount. receiptDocumentId: a swift_receipt document of the same contract.',
    params: ZInvoiceParams,
    body: ZPaymentRequest,
    response: ZInvoiceWritten,
  },
  remind: {
    method: 'POST',
    path: '/admin/invoice/:invoiceId/remind',
    access: 'staff',
    tag: 'admin',
    summary: 'Remind the buyer of an unpaid invoice now, in-app and by e-mail in their language (staff)',
    params: ZInvoiceParams,
    response: ZReminderSent,
  },
  staffList: {
    method: 'GET',
    path: '/admin/payments',
    access: 'staff',
    tag: 'admin',
    summary: 'Invoices to chase: status due|overdue|unpaid|all, keyword (contract no, invoice no, company), pageNum, pageSize (staff)',
    query: ZStaffPaymentQuery,
    response: ZStaffPaymentPage,
  },
});
