import { describe, expect, it } from 'vitest';
import { fieldLabel, reasonText, serverFieldErrors, wordProblem } from './form-errors.ts';
import { i18n } from './i18n.ts';

const fixed = (lang: 'zh' | 'en') => {
  const tf = i18n.getFixedT(lang);
  return (key: string, params?: Record<string, string | number>) => tf(key, params ?? {});
};

describe('shared form wording (the server\'s "<field>: <reason>")', () => {
  it('finds field names in `fields`, then in an area namespace, by the last non-index segment', () => {
    expect(fieldLabel(fixed('en'), 'password')).toBe('Password');
    expect(fieldLabel(fixed('en'), 'details.0.weight')).toBe('Weight');
    expect(fieldLabel(fixed('zh'), 'details.3.subCategoryId')).toBe('子品类');
    expect(fieldLabel(fixed('en'), 'noSuchField')).toBe('noSuchField');
  });

  it('uses namespaced reasons as they are and bare ones under `errors`', () => {
    expect(reasonText(fixed('en'), 'required')).toBe('is required');
    expect(reasonText(fixed('zh'), 'listings.errors.fasOnlyUs')).toBe('FAS 条款仅支持从美国装运');
    expect(wordProblem(fixed('zh'), 'deliveryTerm', 'listings.errors.fasOnlyUs')).toBe('交货条款：FAS 条款仅支持从美国装运');
    expect(wordProblem(fixed('en'), 'password', 'tooShort', { min: 6 })).toBe('Password: must be at least 6 characters');
  });

  it('keeps the first server message per field', () => {
    expect(
      serverFieldErrors([
        { field: 'portId', message: 'a' },
        { field: 'portId', message: 'b' },
      ]),
    ).toEqual({ portId: 'a' });
  });
});
