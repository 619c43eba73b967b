import { listOf } from '../api.ts';
import {
  ZAnswerDisputeRequest,
  ZDispute,
  ZDisputeActionRequest,
  ZDisputeParams,
  ZRaiseDisputeRequest,
  ZStaffDispute,
  ZStaffDisputesQuery,
} from '../orders/dispute.ts';
import { ZContractParams } from '../quotes/quote-view.ts';
import { defineArea } from './define-route.ts';

/**
 * Orders (issue 5): contract disputes (§2 dispute section) with the §9 response-time clocks — raised by a party, read
 * by both parties and staff, contacted, answered and closed by staff (each staff action audited).
 */
export const disputesContract = defineArea('disputes', {
  raise: {
    method: 'POST',
    path: '/app-v2/contract/:contractId/dispute',
    access: 'party',
    tag: 'disputes',
    summary: 'Raise a dispute on a contract {text} (its buyer or seller; staff 1403); the operator is e-mailed',
    params: ZContractParams,
    body: ZRaiseDisputeRequest,
    response: ZDispute,
  },
  contractDisputes: {
    method: 'GET',
    path: '/app-v2/contract/:contractId/disputes',
    access: 'party',
    tag: 'disputes',
    summary: "A contract's disputes with status, answer and the §9 clocks (parties and staff)",
    params: ZContractParams,
    response: listOf(ZDispute),
  },
  staffQueue: {
    method: 'GET',
    path: '/admin/disputes',
    access: 'staff',
    tag: 'disputes',
    summary: 'The dispute queue: waiting first, soonest due first, with contract, parties and §9 clocks (staff)',
    query: ZStaffDisputesQuery,
    response: listOf(ZStaffDispute),
  },
  contact: {
    method: 'POST',
    path: '/admin/dispute/:id/contact',
    access: 'staff',
    tag: 'disputes',
    summary: 'Staff contacted the party {status?: the status read} (open only; else 110801)',
    params: ZDisputeParams,
    body: ZDisputeActionRequest,
    response: ZDispute,
  },
  answer: {
    method: 'POST',
    path: '/admin/dispute/:id/answer',
    access: 'staff',
    tag: 'disputes',
    summary: 'Answer a dispute {answer, status?} (open or contacted; else 110801); the party is notified',
    params: ZDisputeParams,
    body: ZAnswerDisputeRequest,
    response: ZDispute,
  },
  close: {
    method: 'POST',
    path: '/admin/dispute/:id/close',
    access: 'staff',
    tag: 'disputes',
    summary: 'Close a dispute {status?} (not already closed; else 110801)',
    params: ZDisputeParams,
    body: ZDisputeActionRequest,
    response: ZDispute,
  },
});
