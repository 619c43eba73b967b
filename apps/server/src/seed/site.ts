import { NEWS_SEED, STORIES_SEED } from '@scrapbridge/domain/site-demo-content';
import type { TDb } from '../db/client.ts';
import { lockAdvisory } from '../db/advisory-lock.repository.ts';
import { insertNewsItem } from '../modules/content/site/news.repository.ts';
import { insertPartnerStory } from '../modules/content/site/partner-story.repository.ts';
import { prepareWikiArticle } from '../modules/content/wiki/prepare-wiki-article.ts';
import { countCategories, insertArticle, insertCategory } from '../modules/content/wiki/wiki.repository.ts';
import { loadWikiArticleFiles, markdownToHtml } from './wiki-articles.ts';

// The demo news and stories live in the domain, where the web's honest-content test reads them too.
export { NEWS_SEED, STORIES_SEED };

/**
 * Content of the public site written into an empty database at start-up (main.ts): wiki categories and articles
 * (./wiki-articles), and with SEED_DEMO the product's own news and partner stories. The companies and people of the
 * stories are fictional, made up for the demo; the news are this product's own announcements.
 */
export const WIKI_CATEGORIES = [
  { code: 'copper', nameZh: '铜', nameEn: 'Copper', descriptionZh: '光亮铜线、一号铜、二号铜、铜米、轻铜和带皮铜线等品种。', descriptionEn: 'Bare bright, No.1 and No.2 copper, nodules, light copper and insulated wire.' },
  { code: 'brass', nameZh: '黄铜与青铜', nameEn: 'Brass and bronze', descriptionZh: '黄铜、红铜合金（炮铜）以及铜黄铜水箱。', descriptionEn: 'Yellow brass, red brass and copper-brass radiators.' },
  { code: 'aluminium', nameZh: '铝', nameEn: 'Aluminium', descriptionZh: '旧铝板、涂漆铝、铸铝、纯铝线、易拉罐、破碎铝和铝轮毂。', descriptionEn: 'Old sheet, painted siding, castings, pure wire, UBC, shredded aluminium and wheels.' },
  { code: 'mixed-stainless', nameZh: '混合有色与不锈钢', nameEn: 'Mixed non-ferrous and stainless', descriptionZh: 'Zorba、Zurik 等破碎线产品以及不锈钢废料。', descriptionEn: 'Shredder products such as Zorba and Zurik, and stainless steel scrap.' },
  { code: 'cable', nameZh: '电线电缆', nameEn: 'Cable and wire', descriptionZh: '带皮电线电缆的出铜率、取样和计价。', descriptionEn: 'Recovery, sampling and pricing of insulated cable.' },
  { code: 'ferrous', nameZh: '废钢', nameEn: 'Ferrous', descriptionZh: '重废、新料和破碎钢。', descriptionEn: 'Heavy melting steel, busheling and shredded scrap.' },
  { code: 'trade-terms', nameZh: '贸易术语', nameEn: 'Trade terms', descriptionZh: 'EXW、FAS、FOB、CFR、CIF：费用和风险在哪里转移。', descriptionEn: 'EXW, FAS, FOB, CFR, CIF: where costs and risk pass.' },
  { code: 'pricing', nameZh: '定价与点价', nameEn: 'Pricing and fixing', descriptionZh: 'LME、COMEX、上期所计价基准、公式价和点价。', descriptionEn: 'LME, COMEX and SHFE price bases, formula prices and price fixing.' },
  { code: 'claims', nameZh: '索赔', nameEn: 'Claims', descriptionZh: '短重索赔和质量索赔：如何取证、称重和扣减。', descriptionEn: 'Weight and quality claims: evidence, weighing and deductions.' },
  { code: 'logistics', nameZh: '装柜与物流', nameEn: 'Loading and shipping', descriptionZh: '集装箱装货、照片、封条、VGM 和装箱单。', descriptionEn: 'Container loading, photos, seals, VGM and packing lists.' },
  { code: 'import-rules', nameZh: '进口政策', nameEn: 'Import rules', descriptionZh: '中国再生铜铝原料标准和进口管理。', descriptionEn: 'Chinese standards and import rules for recycled copper and aluminium.' },
  { code: 'platform-guides', nameZh: '平台指南', nameEn: 'Platform guides', descriptionZh: '报价、议价、付款条件和定金。', descriptionEn: 'Quoting, counter-offers, payment terms and deposits.' },
] as const;

/**
 * Writes the site content at the first start (no wiki category yet), all or nothing; returns whether it wrote.
 * The wiki is product content and is always written; the news and the (fictional) partner stories are demo content,
 * written only with `demo` (SEED_DEMO). Categories are only created here, so "no category" means "never seeded":
 * articles or news that staff later delete do not come back at the next start. An advisory lock keeps instances
 * starting together from seeding twice.
 */
export async function seedSiteData(db: TDb, opts: { assetOrigins: readonly string[]; demo: boolean }): Promise<boolean> {
  if ((await countCategories(db)) > 0) return false;
  // Files read, converted and sanitized before the transaction: it should hold the database only for the inserts.
  const articles = loadWikiArticleFiles().map((a) => ({
    category: a.category,
    prepared: prepareWikiArticle(
      {
        slug: a.slug,
        titleZh: a.titleZh,
        titleEn: a.titleEn,
        summaryZh: a.summaryZh,
        summaryEn: a.summaryEn,
        bodyZh: markdownToHtml(a.markdownZh),
        bodyEn: markdownToHtml(a.markdownEn),
        coverUrl: null,
        tags: a.tags,
        published: true,
      },
      { assetOrigins: opts.assetOrigins },
    ),
  }));
  return db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:site');
    if ((await countCategories(tx)) > 0) return false;
    const categoryIds = new Map<string, string>();
    for (const [sort, c] of WIKI_CATEGORIES.entries()) categoryIds.set(c.code, await insertCategory(tx, { ...c, sort }));
    for (const a of articles) {
      const categoryId = categoryIds.get(a.category);
      if (!categoryId) throw new Error(`wiki seed: unknown category ${a.category} (${a.prepared.slug})`);
      await insertArticle(tx, { ...a.prepared, categoryId });
    }
    if (opts.demo) {
      for (const n of NEWS_SEED) await insertNewsItem(tx, { ...n, coverUrl: null, published: true, sort: 0 });
      for (const [sort, s] of STORIES_SEED.entries()) await insertPartnerStory(tx, { ...s, coverUrl: null, published: true, sort });
    }
    return true;
  });
}
