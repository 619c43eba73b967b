import { describe, expect, it } from 'vitest';
import { searchKeyOf, searchPatternsOf } from './material-search.ts';

/** What PostgreSQL's LIKE does with these patterns (no escapes can occur: see searchPatternsOf). */
function like(text: string, pattern: string): boolean {
  const re = new RegExp(`^${pattern.split('%').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's');
  return re.test(text);
}
const matches = (key: string, keyword: string) => searchPatternsOf(keyword).every((p) => like(key, p));

describe('material search keys (trigram-indexable in zh and en)', () => {
  const key = searchKeyOf(['Barley – bare bright copper wire', 'Barley 光亮铜线', '铜', 'Copper', 'No.1 HMS']);

  it('finds a 2-character Chinese word anywhere, and a single character', () => {
    expect(matches(key, '铜线')).toBe(true);
    expect(matches(key, '光亮')).toBe(true);
    expect(matches(key, '亮铜')).toBe(true);
    expect(matches(key, '铜')).toBe(true);
    expect(matches(key, '铝')).toBe(false);
    expect(matches(key, '黄铜')).toBe(false);
  });

  it('finds English words by prefix, case-insensitively, and every term must match', () => {
    expect(matches(key, 'barley')).toBe(true);
    expect(matches(key, 'COPP')).toBe(true);
    expect(matches(key, 'bright wire')).toBe(true);
    expect(matches(key, 'opper')).toBe(false);
    expect(matches(key, 'bright aluminium')).toBe(false);
    expect(matches(key, 'no.1')).toBe(true);
    expect(matches(key, '铜线 barley')).toBe(true);
  });

  it('turns Han characters into tokens of at least 3 characters so a pattern always holds a trigram', () => {
    expect(searchPatternsOf('铜线')).toEqual(['%q094dcq07ebf%']);
    expect(searchPatternsOf('Cu')).toEqual(['% cu%']);
    expect(searchKeyOf(['铜Cu'])).toBe(' q094dc cu ');
  });

  it('never lets a LIKE wildcard or punctuation through, and bounds the terms', () => {
    expect(searchPatternsOf('100% _x\\y')).toEqual(['% 100%', '% x%', '% y%']);
    expect(searchPatternsOf('a b c d e f g')).toHaveLength(5);
    expect(searchPatternsOf('  ')).toEqual([]);
    expect(searchPatternsOf(undefined)).toEqual([]);
  });

  it('keeps keys bounded and skips empty parts', () => {
    expect(searchKeyOf([null, '', undefined, ' x '])).toBe(' x ');
    expect(searchKeyOf(['铜'.repeat(5000)]).length).toBeLessThanOrEqual(8000);
  });
});
