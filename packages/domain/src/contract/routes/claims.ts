// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const claimsRoutes = {
  queryClaimRecord: { area: 'claims', name: 'queryClaimRecord', method: 'GET', path: '/app-v2/claim/queryClaimRecord', access: 'user' },
  selection: { area: 'claims', name: 'selection', method: 'GET', path: '/app-v2/claim/selection', access: 'party' },
  detail: { area: 'claims', name: 'detail', method: 'GET', path: '/app-v2/claim/record/:claimId', access: 'party' },
  contractClaims: { area: 'claims', name: 'contractClaims', method: 'GET', path: '/app-v2/contract/:contractId/claims', access: 'party' },
  updateClaim: { area: 'claims', name: 'updateClaim', method: 'POST', path: '/app-v2/claim/updateClaim', access: 'party' },
  launchClaim: { area: 'claims', name: 'launchClaim', method: 'POST', path: '/app-v2/claim/launchClaim', access: 'party' },
  commitClaim: { area: 'claims', name: 'commitClaim', method: 'POST', path: '/app-v2/claim/commitClaim', access: 'party' },
  fallbackQuality: { area: 'claims', name: 'fallbackQuality', method: 'POST', path: '/app-v2/claim/fallbackQuality', access: 'party' },
  withdraw: { area: 'claims', name: 'withdraw', method: 'POST', path: '/app-v2/claim/:claimId/withdraw', access: 'party' },
  answer: { area: 'claims', name: 'answer', method: 'POST', path: '/app-v2/claim/:claimId/answer', access: 'party' },
  message: { area: 'claims', name: 'message', method: 'POST', path: '/app-v2/claim/:claimId/message', access: 'party' },
  staffQueue: { area: 'claims', name: 'staffQueue', method: 'GET', path: '/admin/claims', access: 'staff' },
  mediate: { area: 'claims', name: 'mediate', method: 'POST', path: '/admin/claim/:claimId/mediate', access: 'staff' },
  settle: { area: 'claims', name: 'settle', method: 'POST', path: '/admin/claim/:claimId/settle', access: 'staff' },
  close: { area: 'claims', name: 'close', method: 'POST', path: '/admin/claim/:claimId/close', access: 'staff' },
} as unknown as TContract['claims'];
