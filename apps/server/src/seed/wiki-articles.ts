import fs from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { serverPath } from '../lib/server-root.ts';

/**
 * The seed articles of the scrap wiki: one Markdown file per article under ./wiki-articles, written for this
 * product. A file is front matter (`key: value` lines between `---`), then the Chinese body after `<!-- zh -->`
 * and the English body after `<!-- en -->`. Bodies are converted to HTML here and sanitized when stored, like
 * every other write (modules/content/wiki/prepare-wiki-article.ts).
 */
export type TWikiArticleFile = {
  file: string;
  slug: string;
  category: string;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  tags: string[];
  markdownZh: string;
  markdownEn: string;
};

// Read from the package's sources whether the server runs from them or from its bundle (lib/server-root.ts).
export const WIKI_ARTICLES_DIR = serverPath('src/seed/wiki-articles');

const REQUIRED = ['slug', 'category', 'titleZh', 'titleEn', 'summaryZh', 'summaryEn'] as const;

export function parseWikiArticleFile(file: string, text: string): TWikiArticleFile {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`${file}: no front matter`);
  const meta: Record<string, string> = {};
  for (const line of m[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`${file}: bad front matter line "${line}"`);
    // A value may be quoted (titles with a colon read better that way); the quotes are not part of it.
    meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim().replace(/^"(.*)"$/, '$1');
  }
  for (const key of REQUIRED) if (!meta[key]) throw new Error(`${file}: front matter lacks ${key}`);
  const body = m[2]!;
  const zhAt = body.indexOf('<!-- zh -->');
  const enAt = body.indexOf('<!-- en -->');
  if (zhAt < 0 || enAt < 0 || enAt < zhAt) throw new Error(`${file}: needs <!-- zh --> then <!-- en -->`);
  return {
    file,
    slug: meta.slug!,
    category: meta.category!,
    titleZh: meta.titleZh!,
    titleEn: meta.titleEn!,
    summaryZh: meta.summaryZh!,
    summaryEn: meta.summaryEn!,
    tags: (meta.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean),
    markdownZh: body.slice(zhAt + '<!-- zh -->'.length, enAt).trim(),
    markdownEn: body.slice(enAt + '<!-- en -->'.length).trim(),
  };
}

export function loadWikiArticleFiles(dir: string = WIKI_ARTICLES_DIR): TWikiArticleFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseWikiArticleFile(f, fs.readFileSync(path.join(dir, f), 'utf8')));
}

const marked = new Marked({ gfm: true, async: false });

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown) as string;
}
