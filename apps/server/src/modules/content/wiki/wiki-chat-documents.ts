import { desc, eq } from 'drizzle-orm';
import type { TChatDocument } from '@scrapbridge/domain/ai-chat/compose-answer';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDbOrTx } from '../../../db/client.ts';
import { wikiArticles, wikiCategories } from '../../../db/schema.ts';

/** Categories whose articles are the platform's trading rules (claims, pricing, terms …) rather than grade sheets. */
const RULE_CATEGORIES = new Set(['claims', 'pricing', 'import-rules', 'platform-guides', 'trade-terms', 'logistics']);
/** More articles than any wiki here has; the bound keeps one read small if it grows. */
const MAX_ARTICLES = 500;

/** Text of an article body (HTML from the editor or the seed's Markdown): tags dropped, entities read. */
function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|h[1-6]|tr|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ');
}

/**
 * The published wiki as chat documents (issue 17 item 6: "the best passages of the wiki … and rules"), public
 * knowledge every caller may be quoted; each links to its /wiki-detail page.
 */
export async function listWikiChatDocuments(opts: { db: TDbOrTx; lang: TLang }): Promise<TChatDocument[]> {
  const rows = await opts.db
    .select({
      slug: wikiArticles.slug,
      titleZh: wikiArticles.titleZh,
      titleEn: wikiArticles.titleEn,
      summaryZh: wikiArticles.summaryZh,
      summaryEn: wikiArticles.summaryEn,
      bodyZh: wikiArticles.bodyZh,
      bodyEn: wikiArticles.bodyEn,
      tags: wikiArticles.tags,
      categoryCode: wikiCategories.code,
    })
    .from(wikiArticles)
    .innerJoin(wikiCategories, eq(wikiCategories.id, wikiArticles.categoryId))
    .where(eq(wikiArticles.published, true))
    .orderBy(desc(wikiArticles.updatedAt))
    .limit(MAX_ARTICLES);
  return rows.map((r) => {
    const zh = opts.lang === 'zh';
    const title = (zh ? r.titleZh : r.titleEn) || r.titleEn || r.titleZh;
    const summary = zh ? r.summaryZh : r.summaryEn;
    const body = plainText(zh ? r.bodyZh || r.bodyEn : r.bodyEn || r.bodyZh);
    return {
      kind: RULE_CATEGORIES.has(r.categoryCode) ? 'rule' : 'wiki',
      title,
      // The tags carry the other language's words for the grade (光亮铜 on an English page), so both find it.
      text: `${summary}\n${body}\n${r.tags.join(', ')}`,
      link: `/wiki-detail?slug=${encodeURIComponent(r.slug)}`,
    } satisfies TChatDocument;
  });
}
