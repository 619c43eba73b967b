import { describe, expect, it } from 'vitest';
import { describeIssue } from './validation.ts';
import { ZFollowCategoriesRequest, ZWantedPushRequest, canUnfollow } from './wanted.ts';

describe('followed categories (§5: at least one must stay selected)', () => {
  it('refuses removing the last one', () => {
    expect(canUnfollow(2)).toBe(true);
    expect(canUnfollow(1)).toBe(false);
    expect(canUnfollow(0)).toBe(false);
  });

  it('needs at least one category to follow (leastone) and drops repeats', () => {
    expect(ZFollowCategoriesRequest.parse({ categoryIdList: [3, '3', 7] })).toEqual({ categoryIdList: [3, 7] });
    const parsed = ZFollowCategoriesRequest.safeParse({ categoryIdList: [] }, { reportInput: true });
    expect(parsed.success ? [] : parsed.error.issues.map(describeIssue)).toEqual([{ field: 'categoryIdList', reasonKey: 'accounts.leastone' }]);
    expect(ZFollowCategoriesRequest.safeParse({ categoryIdList: [0] }).success).toBe(false);
  });

  it('takes pushSwitch 0 (on) or 1 (off) only', () => {
    const wantedId = '6f1c0c3e-2b7a-4a44-9f0e-3c2d1b0a9e8f';
    expect(ZWantedPushRequest.safeParse({ wantedId, pushSwitch: 0 }).success).toBe(true);
    expect(ZWantedPushRequest.safeParse({ wantedId, pushSwitch: 1 }).success).toBe(true);
    expect(ZWantedPushRequest.safeParse({ wantedId, pushSwitch: 2 }).success).toBe(false);
  });
});
