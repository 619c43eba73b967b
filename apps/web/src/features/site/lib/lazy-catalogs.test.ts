import { describe, expect, it } from 'vitest';
import { flatKeys } from '@scrapbridge/domain/i18n';
import docsEn from '@scrapbridge/domain/i18n/site/lazy/docs.en.json';
import docsZh from '@scrapbridge/domain/i18n/site/lazy/docs.zh.json';
import staffEn from '@scrapbridge/domain/i18n/site/lazy/staff.en.json';
import staffZh from '@scrapbridge/domain/i18n/site/lazy/staff.zh.json';

/** The shape of a JSON value: objects and arrays with the same keys and lengths, strings as 's'. */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]));
  return typeof v;
}

const texts = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap(texts) : v && typeof v === 'object' ? Object.values(v).flatMap(texts) : typeof v === 'string' ? [v] : [];

describe('lazily loaded site texts (legal documents, staff pages)', () => {
  it('have the same structure in zh and en', () => {
    expect(shape(docsZh)).toEqual(shape(docsEn));
    expect(flatKeys(staffZh).sort()).toEqual(flatKeys(staffEn).sort());
  });

  it('have no empty text, and the Chinese documents are written in Chinese', () => {
    for (const doc of [docsEn, docsZh, staffEn, staffZh]) {
      for (const text of texts(doc)) expect(text.trim()).not.toBe('');
    }
    for (const section of docsZh.privacy.sections) expect(section.heading).toMatch(/[\u4e00-\u9fff]/);
    for (const section of docsZh.terms.sections) expect(section.heading).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keep the same {{placeholders}} in zh and en', () => {
    const params = (v: unknown) => texts(v).flatMap((s) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1])).sort();
    expect(params(docsZh)).toEqual(params(docsEn));
    expect(params(staffZh)).toEqual(params(staffEn));
  });
});
