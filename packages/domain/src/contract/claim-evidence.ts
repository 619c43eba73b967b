import { ZAddEvidenceFileRequest, ZClaimEvidence, ZClaimEvidenceQuery, ZSaveClaimEvidenceRequest, ZSetWeightToleranceRequest } from '../after-sales/claim-evidence.ts';
import { defineArea } from './define-route.ts';

/**
 * Claim evidence (issue 15 item 4, beyond the spec): what the product checks of a claim — seals found on arrival
 * against those recorded at loading, each container's arrival weight against its loaded net weight within the
 * contract's tolerance (±3 % unless staff set the contract's own) — and which of the claim's files supports which
 * claimed amount. The claim's parties and staff read it; the buyer enters it while the claim is open; staff too.
 */
export const claimEvidenceContract = defineArea('claimEvidence', {
  get: {
    method: 'GET',
    path: '/app-v2/claim/evidence',
    access: 'party',
    tag: 'claims',
    summary: "A claim's evidence: per container the seals and weights at loading and on arrival with the checks, the typed files, which file supports which amount",
    query: ZClaimEvidenceQuery,
    response: ZClaimEvidence,
  },
  saveContainers: {
    method: 'POST',
    path: '/app-v2/claim/evidence/containers',
    access: 'party',
    tag: 'claims',
    summary: 'The seals found and the weights measured on arrival, per claimed container (the buyer while the claim is open; staff)',
    description: '1000 naming the container when it is not one of the claim; 1723 once the claim is settled, closed or withdrawn.',
    body: ZSaveClaimEvidenceRequest,
    response: ZClaimEvidence,
  },
  setFile: {
    method: 'POST',
    path: '/app-v2/claim/evidence/file',
    access: 'party',
    tag: 'claims',
    summary: 'What one of the claim\'s files is (weighbridge ticket, surveyor report with its surveyor …), the container it is about and the amounts it supports',
    description: '404 when the file is not one of the claim; 1000 naming supports when a file of that type cannot support an amount (a weighbridge ticket and a quality deduction).',
    body: ZAddEvidenceFileRequest,
    response: ZClaimEvidence,
  },
  setTolerance: {
    method: 'POST',
    path: '/admin/claim/evidence/tolerance',
    access: 'staff',
    tag: 'claims',
    summary: "A contract's own weight tolerance in percent (default ±3 %), as its terms state it; audited",
    body: ZSetWeightToleranceRequest,
    response: ZClaimEvidence.pick({ tolerancePercent: true }),
  },
});
