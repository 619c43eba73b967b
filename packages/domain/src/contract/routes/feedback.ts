// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const feedbackRoutes = {
  latestDueBill: { area: 'feedback', name: 'latestDueBill', method: 'GET', path: '/app-v2/claim/queryLatestDueBill', access: 'user' },
  bill: { area: 'feedback', name: 'bill', method: 'GET', path: '/app-v2/claim/queryBill', access: 'party' },
  rate: { area: 'feedback', name: 'rate', method: 'POST', path: '/app-v2/feedback/rate', access: 'party' },
  later: { area: 'feedback', name: 'later', method: 'POST', path: '/app-v2/feedback/later', access: 'party' },
  submit: { area: 'feedback', name: 'submit', method: 'POST', path: '/app-v2/feedback', access: 'party' },
  contractFeedback: { area: 'feedback', name: 'contractFeedback', method: 'GET', path: '/app-v2/contract/:contractId/feedback', access: 'party' },
  photo: { area: 'feedback', name: 'photo', method: 'GET', path: '/app-v2/feedback/photo', access: 'party', kind: 'file' },
} as unknown as TContract['feedback'];
