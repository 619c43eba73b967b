import { describe, expect, it } from 'vitest';
import { ZCaptchaRequest, ZLoginRequest, ZRegisterRequest } from './auth.ts';
import { hashPasswordForTransport } from './password.ts';
import { describeIssue } from './validation.ts';

const pw = hashPasswordForTransport('demo1234');

function reasons(result: { success: boolean; error?: { issues: Parameters<typeof describeIssue>[0][] } }) {
  return result.success ? [] : result.error!.issues.map((i) => describeIssue(i));
}

describe('ZLoginRequest', () => {
  it('needs a password for password login and a code for code login', () => {
    expect(ZLoginRequest.safeParse({ loginType: 'password', account: 'a@b.cn', password: pw }).success).toBe(true);
    expect(reasons(ZLoginRequest.safeParse({ loginType: 'password', account: 'a@b.cn' }))).toEqual([{ field: 'password', reasonKey: 'required' }]);
    expect(reasons(ZLoginRequest.safeParse({ loginType: 'sms', account: '13800138000' }))).toEqual([{ field: 'code', reasonKey: 'required' }]);
    expect(ZLoginRequest.safeParse({ loginType: 'sms', account: '13800138000', code: '123456' }).success).toBe(true);
  });
  it('needs an address for e-mail code login, and a 6-digit code', () => {
    expect(reasons(ZLoginRequest.safeParse({ loginType: 'email', account: '13800138000', code: '123456' }))).toEqual([
      { field: 'account', reasonKey: 'invalidFormat' },
    ]);
    expect(ZLoginRequest.safeParse({ loginType: 'email', account: 'a@b.cn', code: '12345' }).success).toBe(false);
  });
  it('refuses a plain password: only the transport hash travels (§5)', () => {
    expect(ZLoginRequest.safeParse({ loginType: 'password', account: 'a@b.cn', password: 'demo1234' }).success).toBe(false);
  });
});

describe('ZCaptchaRequest', () => {
  it('needs an address for e-mail codes', () => {
    expect(ZCaptchaRequest.safeParse({ channel: 'email', account: 'a@b.cn', purpose: 'login' }).success).toBe(true);
    expect(ZCaptchaRequest.safeParse({ channel: 'email', account: '13800138000', purpose: 'login' }).success).toBe(false);
    expect(ZCaptchaRequest.safeParse({ channel: 'sms', account: '13800138000', purpose: 'register' }).success).toBe(true);
  });
});

describe('ZRegisterRequest (§5 Registration)', () => {
  const base = { registerType: 'email', account: 'a@b.cn', code: '123456', password: pw, confirmPassword: pw, agreeTerms: true };
  it('accepts a complete form, invitation code optional', () => {
    expect(ZRegisterRequest.safeParse(base).success).toBe(true);
    expect(ZRegisterRequest.safeParse({ ...base, inviteCode: 'HX2026' }).success).toBe(true);
  });
  it('needs equal passwords and ticked terms', () => {
    const other = hashPasswordForTransport('other-pass');
    expect(reasons(ZRegisterRequest.safeParse({ ...base, confirmPassword: other }))).toEqual([{ field: 'confirmPassword', reasonKey: 'mustMatch' }]);
    expect(reasons(ZRegisterRequest.safeParse({ ...base, agreeTerms: false }))).toEqual([{ field: 'agreeTerms', reasonKey: 'mustAgree' }]);
  });
});
