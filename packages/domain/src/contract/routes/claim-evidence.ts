// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const claimEvidenceRoutes = {
  get: { area: 'claimEvidence', name: 'get', method: 'GET', path: '/app-v2/claim/evidence', access: 'party' },
  saveContainers: { area: 'claimEvidence', name: 'saveContainers', method: 'POST', path: '/app-v2/claim/evidence/containers', access: 'party' },
  setFile: { area: 'claimEvidence', name: 'setFile', method: 'POST', path: '/app-v2/claim/evidence/file', access: 'party' },
  setTolerance: { area: 'claimEvidence', name: 'setTolerance', method: 'POST', path: '/admin/claim/evidence/tolerance', access: 'staff' },
} as unknown as TContract['claimEvidence'];
