import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, post } from '../../../../test/api.ts';
import { shipmentForClaims, shortageClaim } from '../../../../test/claim-fixtures.ts';
import { ordersTestApp, type TOrders } from '../../../../test/order-fixtures.ts';
import { tusCreate, tusPatch } from '../../../../test/resumable-fixtures.ts';
import { pdfBytes } from '../../../../test/upload-fixtures.ts';

let o: TOrders;
let claimId: string;
let contractId: string;
let containerIds: string[];
let ticketFileId: string;

beforeAll(async () => {
  o = await ordersTestApp();
  const s = await shipmentForClaims(o);
  contractId = s.contractId;
  containerIds = s.containerIds.slice(0, 2);
  // A weighbridge ticket sent as a resumable claim file, then named on the claim.
  const pdf = pdfBytes();
  const up = await tusCreate(o.t, o.tokens.buyer, pdf.length, { purpose: 'claim', contractId, filename: 'weighbridge.pdf' });
  const done = await tusPatch(o.t, o.tokens.buyer, up.uploadId!, 0, pdf);
  ticketFileId = done.headers['upload-file-id'] as string;
  const launched = await post(o.t, '/app-v2/claim/launchClaim', shortageClaim(s.shipmentId, containerIds, { files: [{ fileId: ticketFileId, type: 'weighbridge_ticket' }] }), { token: o.tokens.buyer });
  expect(launched.body.code, JSON.stringify(launched.body)).toBe(200);
  claimId = launched.body.data.id;
});
afterAll(async () => {
  await o?.t.close();
});

const evidence = (token: string) => call(o.t, 'GET', `/app-v2/claim/evidence?claimId=${claimId}`, { token });

describe('[CLAIMS] claim evidence: seals and weights on arrival against loading, and what supports each amount', () => {
  it('shows the containers as loaded (seal, net weight) with nothing entered yet, and the default ±3 % tolerance', async () => {
    const res = await evidence(o.tokens.buyer);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ claimId, contractId, tolerancePercent: '3', canEdit: true, totals: { loadedNet: '42.6', arrivalNet: null, sealMismatches: 0 } });
    expect(res.body.data.containers).toHaveLength(2);
    expect(res.body.data.containers[0]).toMatchObject({ loadedSealNo: 'SEAL0', loadedNetWeight: '21.300000', arrivalNetWeight: null, seal: { result: 'notEntered' }, weight: null });
  });

  it('flags a seal mismatch and computes each weight difference against the tolerance', async () => {
    const res = await post(
      o.t,
      '/app-v2/claim/evidence/containers',
      {
        claimId,
        containers: [
          { containerId: containerIds[0], arrivalSealNo: 'seal-0', arrivalNetWeight: '20.9', weighingSource: 'port' },
          { containerId: containerIds[1], arrivalSealNo: 'XX999', arrivalNetWeight: '19.809', weighingSource: 'third_party' },
        ],
      },
      { token: o.tokens.buyer },
    );
    expect(res.body.code).toBe(200);
    const [a, b] = res.body.data.containers;
    expect(a).toMatchObject({ seal: { result: 'match' }, weight: { difference: '-0.4', differencePercent: '-1.88', allowance: '0.639', shortageBeyondTolerance: '0', withinTolerance: true } });
    expect(b).toMatchObject({ seal: { result: 'mismatch', missing: ['SEAL1'], unexpected: ['XX999'] }, weight: { difference: '-1.491', differencePercent: '-7.00', shortageBeyondTolerance: '0.852', withinTolerance: false } });
    expect(res.body.data.totals).toMatchObject({ loadedNet: '42.6', arrivalNet: '40.709', shortageBeyondTolerance: '0.852', sealMismatches: 1 });
  });

  it("uses the contract's own tolerance once staff set it (audited)", async () => {
    const audits = await countRows(o.t, 'audit_log', `action = 'claim.evidence.tolerance'`);
    expect((await post(o.t, '/admin/claim/evidence/tolerance', { contractId, percent: '5' }, { token: o.tokens.staff })).body.data).toEqual({ tolerancePercent: '5' });
    expect(await countRows(o.t, 'audit_log', `action = 'claim.evidence.tolerance'`)).toBe(audits + 1);
    const res = await evidence(o.tokens.seller);
    expect(res.body.data.tolerancePercent).toBe('5');
    expect(res.body.data.containers[1].weight).toMatchObject({ allowance: '1.065', shortageBeyondTolerance: '0.426' });
    expect((await post(o.t, '/admin/claim/evidence/tolerance', { contractId, percent: '5' }, { token: o.tokens.buyer })).status).toBe(403);
  });

  it('says which file supports which amount; a weighbridge ticket cannot stand for a quality deduction', async () => {
    const bad = await post(o.t, '/app-v2/claim/evidence/file', { claimId, fileId: ticketFileId, type: 'weighbridge_ticket', supports: ['qualityDeduction'] }, { token: o.tokens.buyer });
    expect(bad.body.code).toBe(1000);
    expect(bad.body.data.errors[0].field).toBe('supports');
    const before = await evidence(o.tokens.buyer);
    expect(before.body.data.amounts.every((a: { supported: boolean }) => !a.supported)).toBe(true);
    const res = await post(o.t, '/app-v2/claim/evidence/file', { claimId, fileId: ticketFileId, type: 'weighbridge_ticket', containerId: containerIds[1], supports: ['shortageWeight', 'claimedWeight'] }, { token: o.tokens.buyer });
    expect(res.body.code).toBe(200);
    const evidenceId = res.body.data.files[0].evidenceId;
    expect(res.body.data.files[0]).toMatchObject({ fileId: ticketFileId, type: 'weighbridge_ticket', containerId: containerIds[1], fileFullPath: `/app-v2/file/${ticketFileId}.pdf` });
    expect(res.body.data.amounts).toEqual([
      { amount: 'shortageWeight', evidenceIds: [evidenceId], supported: true },
      { amount: 'claimedWeight', evidenceIds: [evidenceId], supported: true },
      { amount: 'totalClaimUsd', evidenceIds: [], supported: false },
    ]);
  });

  it('the seller reads but does not enter; a third company and a file not on the claim get 404', async () => {
    const seller = await evidence(o.tokens.seller);
    expect(seller.body.data.canEdit).toBe(false);
    expect((await post(o.t, '/app-v2/claim/evidence/containers', { claimId, containers: [] }, { token: o.tokens.seller })).body.code).toBe(1725);
    expect((await evidence(o.third.token)).status).toBe(404);
    const notOnClaim = await post(o.t, '/app-v2/claim/evidence/file', { claimId, fileId: '00000000-0000-4000-8000-000000000001', type: 'photo', supports: [] }, { token: o.tokens.buyer });
    expect(notOnClaim.status).toBe(404);
    const foreign = await post(o.t, '/app-v2/claim/evidence/containers', { claimId, containers: [{ containerId: '00000000-0000-4000-8000-000000000002', arrivalSealNo: 'X' }] }, { token: o.tokens.buyer });
    expect(foreign.body.code).toBe(1000);
    expect(foreign.body.data.errors[0].field).toBe('containers.0.containerId');
  });
});
