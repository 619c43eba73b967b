import { listOf } from '../api.ts';
import { ZStaffContractRow, ZStaffContractsQuery } from '../orders/queue.ts';
import { defineArea } from './define-route.ts';

/** Orders (issue 5 item 7): the operations console — the staff contract queue. */
export const operationsContract = defineArea('operations', {
  contractQueue: {
    method: 'GET',
    path: '/admin/contracts',
    access: 'staff',
    tag: 'operations',
    summary: 'The contract queue: contracts that need staff first (status, needs, keyword: contract no prefix, BL or container no) (staff)',
    query: ZStaffContractsQuery,
    response: listOf(ZStaffContractRow),
  },
});
