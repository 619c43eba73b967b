import { ZContractDetail } from '../orders/contract.ts';
import { ZContractParams } from '../quotes/quote-view.ts';
import { defineArea } from './define-route.ts';

/** Contracts written by deals (§3 Contract/order); confirmation, PDF and lists are in the orders area. */
export const contractsContract = defineArea('contracts', {
  get: {
    method: 'GET',
    path: '/app-v2/contract/:contractId',
    access: 'party',
    tag: 'contracts',
    summary: 'A contract made by a deal: parties, lines, weights, prices, terms, confirmation steps, money and shipping status (parties and staff)',
    params: ZContractParams,
    response: ZContractDetail,
  },
});
