import { describe, expect, it } from 'vitest';
import { hideFollow, isFollowHidden, readUpgradeFlags, writeUpgradeFlags } from './account-flags.ts';
import { compressedName, COMPRESSION_STEPS } from './compress-image.ts';

describe('account dialog flags', () => {
  it('keep the success flag and the acknowledgement across reads, and clear them', () => {
    writeUpgradeFlags({ successFor: 'u1', ack: { userId: 'u1', userState: 3, auditResult: 'Blurred licence' } });
    expect(readUpgradeFlags()).toEqual({ successFor: 'u1', ack: { userId: 'u1', userState: 3, auditResult: 'Blurred licence' } });
    writeUpgradeFlags({ successFor: null, ack: null });
    expect(readUpgradeFlags()).toEqual({ successFor: null, ack: null });
  });

  it('hide the follow offer per user', () => {
    hideFollow('a');
    hideFollow('b');
    hideFollow('a');
    expect(isFollowHidden('a')).toBe(true);
    expect(isFollowHidden('b')).toBe(true);
    expect(isFollowHidden('c')).toBe(false);
  });
});

describe('§5 document compression', () => {
  it('names the result as the JPEG it is', () => {
    expect(compressedName('licence.PNG')).toBe('licence.jpg');
    expect(compressedName('营业执照.bmp')).toBe('营业执照.jpg');
    expect(compressedName('scan')).toBe('scan.jpg');
  });

  it('tries quality before size, and only ever shrinks', () => {
    expect(COMPRESSION_STEPS[0]).toEqual({ scale: 1, quality: 0.85 });
    for (let i = 1; i < COMPRESSION_STEPS.length; i++) {
      expect(COMPRESSION_STEPS[i]!.scale).toBeLessThanOrEqual(COMPRESSION_STEPS[i - 1]!.scale);
    }
  });
});
