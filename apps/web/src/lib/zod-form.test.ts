import { describe, expect, it } from 'vitest';
import { ZWikiArticleWrite } from '@scrapbridge/domain/wiki';
import { ZPlainPassword } from '@scrapbridge/domain/auth';
import { ApiError, type TApiFailure } from './api-client.ts';
import { i18n } from './i18n.ts';
import { checkWithSchema, hasFieldErrors, itemStatus, linesFieldOf, refusalErrors, toastOf } from './zod-form.ts';

const fixed = (lang: 'zh' | 'en') => {
  const tf = i18n.getFixedT(lang);
  return (key: string, params?: Record<string, string | number>) => tf(key, params ?? {});
};

const article = {
  slug: 'copper-grades',
  category: 'metals',
  titleZh: '铜的等级',
  titleEn: 'Copper grades',
  summaryZh: '',
  summaryEn: '',
  bodyZh: '',
  bodyEn: '',
  coverUrl: null,
  tags: [],
  published: false,
};

const refused = (patch: Partial<TApiFailure>): TApiFailure => ({ success: false, code: 1000, msg: 'Check the form', data: null, ...patch });

describe('the form kit (lib/zod-form.ts)', () => {
  it('returns the request the domain schema accepts', () => {
    const result = checkWithSchema(fixed('en'), ZWikiArticleWrite, article);
    expect(result.errors).toBeNull();
    expect(result.data?.slug).toBe('copper-grades');
  });

  it('words the first problem of each field like the server, in the user language, folded onto the form fields', () => {
    const input = { ...article, titleEn: '', tags: ['x'.repeat(200)] };
    const en = checkWithSchema(fixed('en'), ZWikiArticleWrite, input, { fieldOf: (f) => f.split('.')[0]! });
    expect(en.data).toBeNull();
    expect(en.errors?.titleEn).toMatch(/^Title \(English\): /);
    expect(Object.keys(en.errors ?? {})).toContain('tags');
    const zh = checkWithSchema(fixed('zh'), ZWikiArticleWrite, input);
    expect(zh.errors?.titleEn).toMatch(/^英文标题：/);
  });

  it('puts a 1000 answer’s field problems on the fields and anything else on the form', () => {
    const fields = refused({ fieldErrors: [{ field: 'tags.1', message: 'Tags: too long' }, { field: 'slug', message: 'Address (slug): taken' }] });
    expect(refusalErrors(fields, { fieldOf: (f) => f.split('.')[0]! })).toEqual({ tags: 'Tags: too long', slug: 'Address (slug): taken' });
    expect(refusalErrors(new ApiError(fields))).toEqual({ 'tags.1': 'Tags: too long', slug: 'Address (slug): taken' });
    expect(refusalErrors(fields, { knownFields: ['slug'] })).toEqual({ slug: 'Address (slug): taken' });
    expect(refusalErrors(refused({ code: 500, msg: 'Server error' }))).toEqual({ form: 'Server error' });
    expect(refusalErrors(new Error('offline'))).toBeNull();
    expect(refusalErrors(new Error('offline'), { fallback: 'Try again' })).toEqual({ form: 'Try again' });
    expect(refusalErrors(fields, { alias: { slug: 'address' } })).toMatchObject({ address: 'Address (slug): taken' });
  });

  it('runs the domain rules on a well-formed request only, worded like the schema problems', () => {
    const rules = (a: { titleEn: string }) => [a.titleEn === 'Copper grades' ? { field: 'titleEn', reasonKey: 'tooLong', params: { max: 5 } } : null];
    const en = checkWithSchema(fixed('en'), ZWikiArticleWrite, article, { rules });
    expect(en).toEqual({ data: null, errors: { titleEn: expect.stringMatching(/^Title \(English\): .*5/) } });
    expect(checkWithSchema(fixed('en'), ZWikiArticleWrite, { ...article, titleEn: 'Brass' }, { rules }).errors).toBeNull();
    // A malformed request shows the schema problems; the rules do not run on it.
    const malformed = checkWithSchema(fixed('en'), ZWikiArticleWrite, { ...article, slug: '' }, { rules });
    expect(Object.keys(malformed.errors ?? {})).toEqual(['slug']);
  });

  it('places the problems of a request array on the form rows they came from', () => {
    const rows = ['a', 'c'];
    const fieldOf = linesFieldOf('lines', (i, rest) => (rows[i] ? `line.${rows[i]}.${rest}` : null));
    expect(fieldOf('lines.1.price')).toBe('line.c.price');
    expect(fieldOf('lines.7.price')).toBe('lines');
    expect(fieldOf('lines')).toBe('lines');
    expect(fieldOf('linesTotal')).toBe('linesTotal');
    expect(fieldOf('remark')).toBe('remark');
    const media = linesFieldOf('details', (i, rest) => `details.${i}.${/^(media|coverFileId)\b/.test(rest) ? 'media' : rest}`);
    expect(media('details.2.media.4.fileId')).toBe('details.2.media');
    expect(media('details.1.coverFileId')).toBe('details.1.media');
    expect(media('details.0.weight')).toBe('details.0.weight');
    const refused1000 = refused({ fieldErrors: [{ field: 'lines.0.weight', message: 'Weight: too much' }] });
    expect(refusalErrors(refused1000, { fieldOf })).toEqual({ 'line.a.weight': 'Weight: too much' });
  });

  it('with fieldsOnly shows a 1000 answer’s field problems and leaves any other refusal to the toast', () => {
    const fields = refused({ fieldErrors: [{ field: 'slug', message: 'Address (slug): taken' }] });
    expect(refusalErrors(fields, { fieldsOnly: true })).toEqual({ slug: 'Address (slug): taken' });
    expect(refusalErrors(refused({}), { fieldsOnly: true })).toEqual({});
    expect(refusalErrors(refused({ code: 500, msg: 'Server error' }), { fieldsOnly: true })).toBeNull();
    expect(refusalErrors(new Error('offline'), { fieldsOnly: true, fallback: 'Try again' })).toBeNull();
    // A form without a place for the form's problem shows it under one of its fields.
    expect(refusalErrors(refused({}), { formAt: 'remark' })).toEqual({ remark: 'Check the form' });
    expect(refusalErrors(fields, { formAt: 'remark' })).toEqual({ slug: 'Address (slug): taken' });
  });

  it('checks values beside the request with their own schema, their problem winning over the schema’s', () => {
    const values = [{ field: 'titleEn', schema: ZPlainPassword, value: '123' }];
    // The request is fine, the value is not: no request, the value's problem on its field.
    const short = checkWithSchema(fixed('en'), ZWikiArticleWrite, article, { reportInput: true, values });
    expect(short.data).toBeNull();
    expect(Object.keys(short.errors ?? {})).toEqual(['titleEn']);
    expect(short.errors?.titleEn).toMatch(/^Title \(English\): .*6/);
    // Both refuse: the schema's other fields stay, the value's problem replaces the schema's on its field.
    const both = checkWithSchema(fixed('en'), ZWikiArticleWrite, { ...article, slug: '', titleEn: '' }, { values });
    expect(both.errors?.titleEn).toBe(short.errors?.titleEn);
    expect(both.errors?.slug).toBeTruthy();
    const ok = checkWithSchema(fixed('en'), ZWikiArticleWrite, article, { values: [{ field: 'titleEn', schema: ZPlainPassword, value: '123456' }] });
    expect(ok).toMatchObject({ errors: null, data: { slug: 'copper-grades' } });
  });

  it('adds the form’s own problems of the raw input, worded alike and winning over the schema’s', () => {
    const problem = { field: 'slug', reasonKey: 'invalidFormat' };
    const own = checkWithSchema(fixed('zh'), ZWikiArticleWrite, article, { inputProblems: [problem, null] });
    expect(own.data).toBeNull();
    expect(own.errors).toEqual({ slug: expect.stringMatching(/格式不正确$/) });
    const both = checkWithSchema(fixed('zh'), ZWikiArticleWrite, { ...article, slug: '' }, { inputProblems: [problem] });
    expect(both.errors?.slug).toBe(own.errors?.slug);
    expect(checkWithSchema(fixed('zh'), ZWikiArticleWrite, article, { inputProblems: [null, undefined] }).errors).toBeNull();
  });

  it('picks the toast a check calls for: the first listed field with a problem', () => {
    const toastFor = { companyName: 'Enter the company name', inviteCode: 'Enter the code' };
    expect(toastOf({ inviteCode: 'x', companyName: 'y' }, toastFor)).toBe('Enter the company name');
    expect(toastOf({ inviteCode: 'x' }, toastFor)).toBe('Enter the code');
    expect(toastOf({ email: 'x' }, toastFor)).toBeNull();
    expect(toastOf(null, toastFor)).toBeNull();
    expect(toastOf({ companyName: 'y' }, undefined)).toBeNull();
  });

  it('with validationOnly shows all of a 1000 answer (fields, or its message at formAt) and leaves the rest to the toast', () => {
    const fields = refused({ fieldErrors: [{ field: 'text', message: 'Text: too short' }] });
    expect(refusalErrors(new ApiError(fields), { validationOnly: true, formAt: 'text' })).toEqual({ text: 'Text: too short' });
    // A 1000 naming no field (or none the form shows) is still the form's: its message under the text.
    expect(refusalErrors(new ApiError(refused({})), { validationOnly: true, formAt: 'text' })).toEqual({ text: 'Check the form' });
    const status = refused({ msg: 'Status: invalid', fieldErrors: [{ field: 'status', message: 'Status: invalid' }] });
    expect(refusalErrors(status, { validationOnly: true, knownFields: ['text'], formAt: 'text' })).toEqual({ text: 'Status: invalid' });
    expect(refusalErrors(new ApiError(refused({ code: 110801, msg: 'Refresh' })), { validationOnly: true, formAt: 'text' })).toBeNull();
    expect(refusalErrors(new Error('offline'), { validationOnly: true, formAt: 'text', fallback: 'Try again' })).toBeNull();
  });

  it('gives antd items their status and tells field problems from the form’s', () => {
    expect(itemStatus({ slug: 'bad' }, 'slug')).toEqual({ validateStatus: 'error', help: 'bad' });
    expect(itemStatus({}, 'slug')).toEqual({ validateStatus: undefined, help: undefined });
    expect(hasFieldErrors({ form: 'x' })).toBe(false);
    expect(hasFieldErrors({ slug: 'x' })).toBe(true);
  });
});
