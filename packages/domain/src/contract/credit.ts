import { ZCreditQuery, ZCreditReport } from '../after-sales/credit.ts';
import { defineArea } from './define-route.ts';

/**
 * Credit reports (issue 15 item 6; §2 /buyer-credit; §3 Credit report). Who reads whose: a company always reads its
 * own; a party reads its counterparties' (any contract between them); a verified company reads a verified company's;
 * staff read all. Anyone else is told there is no such report (404). Counterparties are never named in it.
 */
export const creditContract = defineArea('credit', {
  report: {
    method: 'GET',
    path: '/app-v2/credit/report',
    access: 'user',
    tag: 'credit',
    summary: "A company's credit report as seller and as buyer, 12 months and lifetime {companyId? | userId? | contractId + party?; none: one's own}",
    query: ZCreditQuery,
    response: ZCreditReport,
  },
});
