import { describe, expect, it } from 'vitest';
import { isWikiSlug } from '@scrapbridge/domain/wiki';
import { richTextToPlain, sanitizeRichText } from '../lib/rich-text.ts';
import { NEWS_SEED, WIKI_CATEGORIES } from './site.ts';
import { loadWikiArticleFiles, markdownToHtml, parseWikiArticleFile } from './wiki-articles.ts';

/** The seed wiki is product content: every article parses, is bilingual and substantive (issue 7: ≥ 30, ≥ 250 words). */
describe('[SEED] wiki articles', () => {
  const articles = loadWikiArticleFiles();
  const origins = ['http://localhost:3000'];

  it('has at least 30 articles with unique, well-formed slugs in known categories', () => {
    expect(articles.length).toBeGreaterThanOrEqual(30);
    const slugs = articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const categories = new Set<string>(WIKI_CATEGORIES.map((c) => c.code));
    for (const a of articles) {
      expect(isWikiSlug(a.slug), a.file).toBe(true);
      expect(a.file, a.slug).toBe(`${a.slug}.md`);
      expect(categories.has(a.category), `${a.file}: ${a.category}`).toBe(true);
      expect(a.tags.length, a.file).toBeGreaterThan(0);
    }
    // Every category has something to show.
    for (const c of categories) expect(articles.some((a) => a.category === c), c).toBe(true);
  });

  it('gives every article at least 250 English words and the Chinese equivalent (420 characters)', () => {
    for (const a of articles) {
      const en = richTextToPlain(markdownToHtml(a.markdownEn)).split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
      const zh = richTextToPlain(markdownToHtml(a.markdownZh)).match(/[\u4e00-\u9fff]/g) ?? [];
      expect(en.length, `${a.file} en words`).toBeGreaterThanOrEqual(250);
      expect(zh.length, `${a.file} zh characters`).toBeGreaterThanOrEqual(420);
      // Chinese bodies are written in Chinese, not left in English.
      expect(zh.length / Math.max(1, en.length), a.file).toBeGreaterThan(1);
    }
  });

  it('keeps titles and summaries in their language and bodies through the sanitizer unchanged in substance', () => {
    for (const a of articles) {
      expect(a.titleZh, a.file).toMatch(/[\u4e00-\u9fff]/);
      expect(a.summaryZh, a.file).toMatch(/[\u4e00-\u9fff]/);
      expect(a.titleEn, a.file).not.toMatch(/[\u4e00-\u9fff]/);
      expect(a.titleEn, a.file).not.toMatch(/^"|"$/);
      const html = markdownToHtml(a.markdownEn);
      expect(richTextToPlain(sanitizeRichText(html, { assetOrigins: origins }))).toBe(richTextToPlain(html));
    }
  });

  it('covers what the news items link to', () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const n of NEWS_SEED) {
      const slug = n.link && /slug=([\w-]+)/.exec(n.link)?.[1];
      if (slug) expect(slugs.has(slug), n.link!).toBe(true);
    }
  });

  it('refuses a file without front matter or language markers', () => {
    expect(() => parseWikiArticleFile('x.md', 'no front matter')).toThrow(/front matter/);
    expect(() => parseWikiArticleFile('x.md', '---\nslug: a\ncategory: b\ntitleZh: c\ntitleEn: d\nsummaryZh: e\nsummaryEn: f\n---\nbody')).toThrow(/zh/);
  });
});
