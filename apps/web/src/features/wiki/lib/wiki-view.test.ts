import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORY, wikiSearchOf, wikiViewOf } from './wiki-view.ts';

describe('wiki list address', () => {
  it('reads the category and keyword, and the header FAQ tab as the platform guides', () => {
    expect(wikiViewOf(new URLSearchParams('category=copper&keyword=%E9%BB%84%E9%93%9C'))).toEqual({ category: 'copper', keyword: '黄铜' });
    expect(wikiViewOf(new URLSearchParams('tab=faq'))).toEqual({ category: FAQ_CATEGORY, keyword: '' });
    expect(wikiViewOf(new URLSearchParams(''))).toEqual({ category: '', keyword: '' });
  });

  it('writes only what is set, so a shared search link reads back the same', () => {
    expect(wikiSearchOf({ category: '', keyword: '' })).toBe('');
    expect(wikiSearchOf({ category: 'pricing', keyword: 'LME 铜' })).toBe('?category=pricing&keyword=LME+%E9%93%9C');
    expect(wikiViewOf(new URLSearchParams(wikiSearchOf({ category: 'pricing', keyword: 'LME 铜' }).slice(1)))).toEqual({ category: 'pricing', keyword: 'LME 铜' });
  });
});
