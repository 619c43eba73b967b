import { describe, expect, it } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { issuesToErrors } from '#lib/form-errors.ts';
import { checkWithSchema } from '#lib/zod-form.ts';
import { ZRegisterRequest } from '@scrapbridge/domain/auth';
import { registerCheck, type TRegisterInput } from './register-validation.ts';

const tZh = i18n.getFixedT('zh');
const t = (key: string, params?: Record<string, string | number>) => tZh(key, params ?? {});

/** What the SMS and mail pages' kit does on submit. */
function validateRegister(tr: typeof t, input: TRegisterInput, alias: Record<string, string>) {
  const { request, values } = registerCheck(input);
  const { data, errors } = checkWithSchema(tr, ZRegisterRequest, request, { reportInput: true, alias, values });
  return { request: data, errors: errors ?? {} };
}

describe('form errors worded like the server: "<field>: <reason>"', () => {
  it('words register problems from the domain schemas', () => {
    const { errors, request } = validateRegister(
      t,
      { registerType: 'email', account: 'not-an-email', code: '12', password: '123', confirmPassword: '1234567', agreeTerms: false, inviteCode: '' },
      { account: 'email' },
    );
    expect(request).toBeNull();
    expect(errors.email).toBe('邮箱：格式不正确');
    expect(errors.password).toBe('密码：至少需要 6 个字符');
    expect(errors.agreeTerms).toBe(`服务条款：${t('errors.mustAgree')}`);
    expect(errors.code).toBe('验证码：格式不正确');
  });

  it('says "must match" when both passwords are long enough but differ', () => {
    const { errors } = validateRegister(
      t,
      { registerType: 'email', account: 'a@b.co', code: '123456', password: 'abcdef', confirmPassword: 'abcdeg', agreeTerms: true, inviteCode: '' },
      { account: 'email' },
    );
    expect(errors).toEqual({ confirmPassword: '确认密码：两次输入不一致' });
  });

  it('builds the request with transport hashes when everything is right', () => {
    const { errors, request } = validateRegister(
      t,
      { registerType: 'email', account: ' a@b.co ', code: '123456', password: 'abcdef', confirmPassword: 'abcdef', agreeTerms: true, inviteCode: ' INV1 ' },
      { account: 'email' },
    );
    expect(errors).toEqual({});
    expect(request).toMatchObject({ registerType: 'email', account: 'a@b.co', code: '123456', agreeTerms: true, inviteCode: 'INV1' });
    expect(request?.password).toMatch(/^[0-9a-f]{64}$/);
    expect(request?.password).not.toContain('abcdef');
  });

  it('keeps only the first problem of a field', () => {
    const errors = issuesToErrors(t, [
      { code: 'custom', path: ['account'], message: '', input: '' } as never,
      { code: 'custom', path: ['account'], message: '', params: { reasonKey: 'invalidFormat' } } as never,
    ]);
    expect(Object.keys(errors)).toEqual(['account']);
  });
});
