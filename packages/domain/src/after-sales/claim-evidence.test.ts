import { describe, expect, it } from 'vitest';
import { checkSeals, checkWeight, evidenceByAmount, sealSet, unsupportableAmounts, ZContainerEvidenceInput } from './claim-evidence.ts';
import { CLAIM_FILE_MAX_BYTES, CLAIM_MAX_TOTAL_BYTES, claimFileRefusal, formatBytes } from './claim-files.ts';

const MB = 1024 * 1024;

describe('[CLAIMS] seal numbers on arrival against those recorded at loading', () => {
  it('reads several seals, ignoring case, spaces and dashes', () => {
    expect(sealSet(' abc-123 / ABC124,abc 125 ')).toEqual(['ABC123', 'ABC124', 'ABC125']);
    expect(sealSet(null)).toEqual([]);
  });

  it('matches the same seals written differently', () => {
    expect(checkSeals('SL-778812', 'sl778812').result).toBe('match');
    expect(checkSeals('A1/B2', 'b2, a1').result).toBe('match');
  });

  it('flags a replaced or missing seal and names it', () => {
    expect(checkSeals('SL778812', 'SL990001')).toEqual({ result: 'mismatch', missing: ['SL778812'], unexpected: ['SL990001'] });
    expect(checkSeals('A1/B2', 'A1')).toEqual({ result: 'mismatch', missing: ['B2'], unexpected: [] });
  });

  it('says when there is nothing to compare', () => {
    expect(checkSeals(null, 'A1').result).toBe('notRecorded');
    expect(checkSeals('A1', '').result).toBe('notEntered');
  });
});

describe('[CLAIMS] arrival weight against the loaded net weight, with the tolerance', () => {
  it('a 2 % shortage is within the default ±3 %', () => {
    const c = checkWeight('20', '19.6');
    expect(c).toMatchObject({ difference: '-0.4', differencePercent: '-2.00', allowance: '0.6', shortageBeyondTolerance: '0', withinTolerance: true, tolerancePercent: '3' });
  });

  it('a 5 % shortage lies 2 % beyond the tolerance, computed exactly', () => {
    const c = checkWeight('24.350', '23.1325');
    expect(c.difference).toBe('-1.2175');
    expect(c.differencePercent).toBe('-5.00');
    expect(c.allowance).toBe('0.7305');
    expect(c.shortageBeyondTolerance).toBe('0.487');
    expect(c.withinTolerance).toBe(false);
  });

  it("uses the contract's own tolerance", () => {
    expect(checkWeight('20', '19.6', '1').withinTolerance).toBe(false);
    expect(checkWeight('20', '19.6', '1').shortageBeyondTolerance).toBe('0.2');
    expect(checkWeight('20', '19.6', '0.5').allowance).toBe('0.1');
  });

  it('more weight than loaded is no shortage, and beyond the tolerance it is flagged too', () => {
    expect(checkWeight('20', '20.1')).toMatchObject({ difference: '0.1', shortageBeyondTolerance: '0', withinTolerance: true });
    expect(checkWeight('20', '21').withinTolerance).toBe(false);
  });

  it('keeps 6 decimals without float noise', () => {
    expect(checkWeight('0.3', '0.1', '0').difference).toBe('-0.2');
    expect(checkWeight('18.123456', '18.023455').difference).toBe('-0.100001');
  });

  it('arrival weights have at most 6 decimals', () => {
    expect(ZContainerEvidenceInput.safeParse({ containerId: '00000000-0000-4000-8000-000000000001', arrivalNetWeight: '1.1234567' }).success).toBe(false);
    expect(ZContainerEvidenceInput.parse({ containerId: '00000000-0000-4000-8000-000000000001', arrivalNetWeight: '19.600000' }).arrivalNetWeight).toBe('19.600000');
  });
});

describe('[CLAIMS] which evidence supports each amount', () => {
  const evidence = [
    { id: 'w1', type: 'weighbridge_ticket' as const, supports: ['shortageWeight', 'claimedWeight'] as const },
    { id: 's1', type: 'surveyor_report' as const, supports: ['shortageWeight', 'totalClaimUsd'] as const },
  ];
  it('lists the documents per amount and the amounts nothing supports', () => {
    expect(evidenceByAmount(['shortageWeight', 'claimedWeight', 'totalClaimUsd', 'qualityDeduction'], evidence)).toEqual([
      { amount: 'shortageWeight', evidenceIds: ['w1', 's1'], supported: true },
      { amount: 'claimedWeight', evidenceIds: ['w1'], supported: true },
      { amount: 'totalClaimUsd', evidenceIds: ['s1'], supported: true },
      { amount: 'qualityDeduction', evidenceIds: [], supported: false },
    ]);
  });

  it('a weighbridge ticket cannot stand for a quality deduction', () => {
    expect(unsupportableAmounts('weighbridge_ticket', ['shortageWeight', 'qualityDeduction'])).toEqual(['qualityDeduction']);
    expect(unsupportableAmounts('surveyor_report', ['qualityDeduction'])).toEqual([]);
  });
});

describe('[CLAIMS] claim file limits (§5: 500 MB each, 50 files, 1024 MB in total)', () => {
  it('takes a file of exactly 500 MB and refuses one byte more', () => {
    expect(claimFileRefusal(CLAIM_FILE_MAX_BYTES, { files: 0, bytes: 0 })).toBeNull();
    expect(claimFileRefusal(CLAIM_FILE_MAX_BYTES + 1, { files: 0, bytes: 0 })).toEqual({ reason: 'fileTooLarge', maxMb: 500 });
  });

  it('refuses the 51st file', () => {
    expect(claimFileRefusal(1, { files: 49, bytes: 0 })).toBeNull();
    expect(claimFileRefusal(1, { files: 50, bytes: 0 })).toEqual({ reason: 'tooManyFiles', max: 50 });
  });

  it('refuses what would pass 1024 MB in total, and says what is used', () => {
    expect(claimFileRefusal(24 * MB, { files: 2, bytes: 1000 * MB })).toBeNull();
    expect(claimFileRefusal(24 * MB + 1, { files: 2, bytes: 1000 * MB })).toEqual({ reason: 'totalTooLarge', maxMb: 1024, usedMb: 1000 });
    expect(CLAIM_MAX_TOTAL_BYTES).toBe(1024 * MB);
  });

  it('formats sizes', () => {
    expect(formatBytes(500 * MB)).toBe('500 MB');
    expect(formatBytes(1536 * MB)).toBe('1.5 GB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(0)).toBe('0 MB');
  });
});
