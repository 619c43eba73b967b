import { describe, expect, it } from 'vitest';
import { describeIssue } from './validation.ts';
import {
  ZRefuseVerificationRequest,
  ZUpgradeRequest,
  accountStateAfterReview,
  companyFileNeedsCompression,
  isCompanyFileName,
  isVerifiedUser,
  upgradeVerdict,
} from './verification.ts';

const FILE = '0b7d4f1e-8f55-4a53-9a3e-1d2c3b4a5f60';

function problems(data: unknown) {
  const parsed = ZUpgradeRequest.safeParse({ data }, { reportInput: true });
  return parsed.success ? [] : parsed.error.issues.map(describeIssue);
}

describe('company step (§5)', () => {
  it('needs a company name (dialogCompanyName)', () => {
    expect(problems({ companyName: '', businessLicense: FILE })).toEqual([{ field: 'data.companyName', reasonKey: 'accounts.dialogCompanyName' }]);
    expect(problems({ companyName: '   ', businessLicense: FILE })).toEqual([{ field: 'data.companyName', reasonKey: 'accounts.dialogCompanyName' }]);
    expect(problems({ businessLicense: FILE })).toEqual([{ field: 'data.companyName', reasonKey: 'accounts.dialogCompanyName' }]);
  });

  it('needs a business licence unless an invitation code is sent instead of documents', () => {
    expect(problems({ companyName: 'Acme Metals' })).toEqual([{ field: 'data.businessLicense', reasonKey: 'accounts.errors.licenceOrInvite' }]);
    expect(problems({ companyName: 'Acme Metals', personalCard: FILE })).toEqual([{ field: 'data.businessLicense', reasonKey: 'accounts.errors.licenceOrInvite' }]);
    expect(problems({ companyName: 'Acme Metals', inviteCode: 'SB-2025' })).toEqual([]);
    expect(problems({ companyName: 'Acme Metals', businessLicense: FILE, personalCard: '' })).toEqual([]);
  });

  it('takes a file id or the path or URL the upload answered, and refuses anything else', () => {
    const byPath = ZUpgradeRequest.parse({ data: { companyName: 'A', businessLicense: `/app-v2/file/${FILE.toUpperCase()}.png` } });
    expect(byPath.data.businessLicense).toBe(FILE);
    const byUrl = ZUpgradeRequest.parse({ data: { companyName: 'A', businessLicense: `https://x.test/app-v2/file/${FILE}.jpg` } });
    expect(byUrl.data.businessLicense).toBe(FILE);
    expect(problems({ companyName: 'A', businessLicense: 'licence.pdf' })).toEqual([{ field: 'data.businessLicense', reasonKey: 'accounts.IncorrectFileFormat' }]);
    expect(problems({ companyName: 'A', inviteCode: 'x' })).toEqual([{ field: 'data.inviteCode', reasonKey: 'invalidFormat' }]);
  });

  it('accepts only jpeg, jpg, gif, bmp and png names and compresses 10 MB or more', () => {
    for (const name of ['a.JPEG', 'b.jpg', 'c.gif', 'd.bmp', 'e.png']) expect(isCompanyFileName(name)).toBe(true);
    for (const name of ['a.webp', 'b.pdf', 'png', '.png', 'c.png.exe']) expect(isCompanyFileName(name)).toBe(false);
    expect(companyFileNeedsCompression(10 * 1024 * 1024 - 1)).toBe(false);
    expect(companyFileNeedsCompression(10 * 1024 * 1024)).toBe(true);
  });
});

describe('userState and the upgrade (§4)', () => {
  it('lets states 1 and 3 submit, warns in state 2, and has nothing to do for VIPs or the blocked', () => {
    expect(upgradeVerdict({ userState: 1, userType: 'General' })).toBe('ok');
    expect(upgradeVerdict({ userState: 3, userType: 'General' })).toBe('ok');
    expect(upgradeVerdict({ userState: 2, userType: 'General' })).toBe('pending');
    expect(upgradeVerdict({ userState: 0, userType: 'Supplier' })).toBe('verified');
    expect(upgradeVerdict({ userState: 9, userType: 'General' })).toBe('blocked');
  });

  it('approves to state 0 and refuses to state 3, but never lifts a block', () => {
    expect(accountStateAfterReview({ userState: 2, stateBeforeBlock: null }, 'approved')).toEqual({ userState: 0, stateBeforeBlock: null });
    expect(accountStateAfterReview({ userState: 2, stateBeforeBlock: null }, 'refused')).toEqual({ userState: 3, stateBeforeBlock: null });
    expect(accountStateAfterReview({ userState: 9, stateBeforeBlock: 2 }, 'approved')).toEqual({ userState: 9, stateBeforeBlock: 0 });
  });

  it('counts only unblocked Supplier and Buyer accounts as verified (§6)', () => {
    expect(isVerifiedUser({ userType: 'Supplier', userState: 0 })).toBe(true);
    expect(isVerifiedUser({ userType: 'Buyer', userState: 0 })).toBe(true);
    expect(isVerifiedUser({ userType: 'General', userState: 0 })).toBe(false);
    expect(isVerifiedUser({ userType: 'Buyer', userState: 9 })).toBe(false);
  });

  it('needs a reason to refuse', () => {
    const parsed = ZRefuseVerificationRequest.safeParse({ version: 1, reason: ' ' }, { reportInput: true });
    expect(parsed.success ? [] : parsed.error.issues.map(describeIssue)).toEqual([{ field: 'reason', reasonKey: 'accounts.errors.reasonRequired' }]);
  });
});
