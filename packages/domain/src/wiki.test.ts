import { describe, expect, it } from 'vitest';
import {
  ZWikiArticleListQuery,
  ZWikiArticleWrite,
  escapeLike,
  isGramTerm,
  isWikiSlug,
  searchGrams,
  searchTerms,
} from './wiki.ts';

describe('wiki slugs', () => {
  it('are lower-case words joined by single hyphens', () => {
    expect(isWikiSlug('copper-barley-bare-bright')).toBe(true);
    expect(isWikiSlug('gb-t-38471')).toBe(true);
    expect(isWikiSlug('Copper')).toBe(false);
    expect(isWikiSlug('a--b')).toBe(false);
    expect(isWikiSlug('-a')).toBe(false);
    expect(isWikiSlug('铜')).toBe(false);
    expect(isWikiSlug('a'.repeat(121))).toBe(false);
  });
});

describe('search terms', () => {
  it('splits on white space, lower-cases, de-duplicates and caps the count', () => {
    expect(searchTerms('  Copper   WIRE copper ')).toEqual(['copper', 'wire']);
    expect(searchTerms('黄铜 标准')).toEqual(['黄铜', '标准']);
    expect(searchTerms('再生铜原料')).toEqual(['再生铜原料']);
    expect(searchTerms('a b c d e f g')).toHaveLength(5);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('normalizes full-width letters typed with a Chinese input method', () => {
    expect(searchTerms('ＬＭＥ')).toEqual(['lme']);
  });

  it('routes one- and two-character terms of letters and digits to the grams index', () => {
    expect(isGramTerm('铜线')).toBe(true);
    expect(isGramTerm('铜')).toBe(true);
    expect(isGramTerm('cu')).toBe(true);
    expect(isGramTerm('黄铜原')).toBe(false);
    expect(isGramTerm('1&')).toBe(false);
  });

  it('escapes LIKE wildcards typed by a visitor', () => {
    expect(escapeLike('90%_a\\b')).toBe('90\\%\\_a\\\\b');
  });
});

describe('search grams', () => {
  it('hold every one- and two-character substring of letters and digits', () => {
    const grams = searchGrams('铜线 Cu-99');
    expect(grams).toEqual(expect.arrayContaining(['铜', '线', '铜线', 'c', 'u', 'cu', '9', '99']));
    // Never across a space or punctuation: "线 c" and "u-" are not substrings a term can be.
    expect(grams).not.toContain('线c');
    expect(grams).not.toContain('u9');
    expect(new Set(grams).size).toBe(grams.length);
  });

  it('find a two-character word exactly when the text contains it', () => {
    const text = '再生黄铜原料适用于 GB/T 38470 标准';
    for (const term of ['黄铜', '铜原', '标准', '38']) expect(searchGrams(text), term).toContain(term);
    for (const term of ['铜线', '铝合']) expect(searchGrams(text), term).not.toContain(term);
  });
});

describe('article requests', () => {
  it('fills defaults and refuses a bad slug', () => {
    const base = { slug: 'copper-barley', category: 'copper', titleZh: '光亮铜线', titleEn: 'Bare bright', bodyZh: '<p>中</p>', bodyEn: '<p>en</p>' };
    expect(ZWikiArticleWrite.parse(base)).toMatchObject({ summaryZh: '', tags: [], published: false });
    expect(ZWikiArticleWrite.safeParse({ ...base, slug: 'Copper Barley' }).success).toBe(false);
    expect(ZWikiArticleWrite.safeParse({ ...base, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }).success).toBe(false);
  });

  it('bounds the keyword of a list query', () => {
    expect(ZWikiArticleListQuery.parse({ keyword: '铜线' })).toMatchObject({ keyword: '铜线', pageNum: 1, pageSize: 20 });
    expect(ZWikiArticleListQuery.safeParse({ keyword: 'x'.repeat(101) }).success).toBe(false);
  });
});
