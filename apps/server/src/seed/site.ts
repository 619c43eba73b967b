import type { TNewsTag } from '@scrapbridge/domain/site';
import type { TDb } from '../db/client.ts';
import { lockAdvisory } from '../db/advisory-lock.repository.ts';
import { insertNewsItem } from '../modules/content/site/news.repository.ts';
import { insertPartnerStory } from '../modules/content/site/partner-story.repository.ts';
import { prepareWikiArticle } from '../modules/content/wiki/prepare-wiki-article.ts';
import { countCategories, insertArticle, insertCategory } from '../modules/content/wiki/wiki.repository.ts';
import { loadWikiArticleFiles, markdownToHtml } from './wiki-articles.ts';

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

type TNewsSeed = { date: string; tag: TNewsTag; titleZh: string; titleEn: string; link: string | null; linkEn: string | null };

/** The product's own announcements and desk notes; links lead to pages of this site. */
export const NEWS_SEED: readonly TNewsSeed[] = [
  { date: '2026-11-10', tag: 'platform', titleZh: '废料百科上线：30 多篇中英双语指南，覆盖品种、术语、定价与索赔', titleEn: 'The scrap wiki is live: 30+ bilingual guides on grades, terms, pricing and claims', link: '/wiki', linkEn: '/wiki' },
  { date: '2026-10-28', tag: 'product', titleZh: 'AI 识别新增带皮电线电缆品类，拍照即可估算出铜率区间', titleEn: 'AI recognition now covers insulated cable, with an estimated copper recovery range', link: '/wiki-detail?slug=insulated-cable-recovery', linkEn: '/wiki-detail?slug=insulated-cable-recovery' },
  { date: '2026-10-15', tag: 'market', titleZh: '交易台解读：2024 年再生铜铝原料进口新规对装柜的影响', titleEn: 'Desk note: what the 2024 Chinese rules on recycled copper and aluminium mean for your containers', link: '/wiki-detail?slug=china-import-recycled-raw-materials', linkEn: '/wiki-detail?slug=china-import-recycled-raw-materials' },
  { date: '2026-09-30', tag: 'product', titleZh: '已装船集装箱支持在线点价，点价结果实时回写合同', titleEn: 'Price fixing on shipped containers is now online, with the result written to the contract', link: '/wiki-detail?slug=price-fixing', linkEn: '/wiki-detail?slug=price-fixing' },
  { date: '2026-09-12', tag: 'platform', titleZh: '中国市场向认证买家开放人民币报价，以吨计重', titleEn: 'China market opens CNY quoting to verified buyers, weights in tonnes', link: '/wiki-detail?slug=how-quoting-works', linkEn: '/wiki-detail?slug=how-quoting-works' },
  { date: '2026-08-26', tag: 'event', titleZh: '废料桥宁波买家交流会圆满结束，现场演示公式报价与索赔流程', titleEn: 'Our Ningbo buyer day: live demos of formula quoting and the claims process', link: null, linkEn: null },
  { date: '2026-08-05', tag: 'product', titleZh: '索赔支持按柜上传磅单、开箱照片和卸货视频', titleEn: 'Claims now take weighbridge tickets, door-opening photos and unloading videos per container', link: '/wiki-detail?slug=weight-claims', linkEn: '/wiki-detail?slug=weight-claims' },
  { date: '2026-07-18', tag: 'partner', titleZh: '本季度新增一批东南亚认证供应商，铜铝货源更丰富', titleEn: 'A new group of verified suppliers from Southeast Asia joins this quarter', link: null, linkEn: null },
  { date: '2026-07-01', tag: 'market', titleZh: '交易台解读：报价用 LME、COMEX 还是上期所？', titleEn: 'Desk note: LME, COMEX or SHFE, which price base to quote on?', link: '/wiki-detail?slug=lme-comex-shfe-price-bases', linkEn: '/wiki-detail?slug=lme-comex-shfe-price-bases' },
  { date: '2026-06-16', tag: 'platform', titleZh: '物流追踪升级：每份合同都能看到电放状态', titleEn: 'Shipment tracking now shows telex release status on every contract', link: null, linkEn: null },
];

type TStorySeed = { company: string; country: string; person: string; roleZh: string; roleEn: string; quoteZh: string; quoteEn: string };

/** Fictional partners, made up for the demo (no real company or person is quoted). */
export const STORIES_SEED: readonly TStorySeed[] = [
  {
    company: 'Kestrel Bay Recycling', country: 'AU', person: 'Hannah Morrow', roleZh: '销售经理', roleEn: 'Sales Manager',
    quoteZh: '以前卖一柜 Birch/Cliff 要来回发几十封邮件。现在把照片和化验单传上去，第二天就有三家认证买家报公式价，定金到账再装柜，心里踏实。',
    quoteEn: 'Selling a container of Birch/Cliff used to take dozens of e-mails. Now we upload photos and the assay, get formula bids from three verified buyers the next day, and load once the deposit is in.',
  },
  {
    company: '浙江澜川铜业有限公司', country: 'CN', person: '周建明', roleZh: '采购总监', roleEn: 'Purchasing Director',
    quoteZh: '我们最看重到厂重量和品质对不对得上。平台要求供应商按柜上传装货照片和磅单，到货有差异时，索赔按证据走，不用扯皮。',
    quoteEn: 'What matters to us is whether weight and quality match on arrival. Suppliers upload loading photos and weigh tickets per container, so when something differs, the claim follows the evidence instead of an argument.',
  },
  {
    company: 'Vanterra Metals B.V.', country: 'NL', person: 'Joost van Leeuwen', roleZh: '交易员', roleEn: 'Trader',
    quoteZh: '中英文条款并排显示，对我们和中国客户都省了很多解释。CIF 还是 CFR、按 LME 几个点，写在合同里清清楚楚。',
    quoteEn: 'Terms side by side in English and Chinese save a lot of explaining, for us and for our Chinese customers. CIF or CFR, what percentage of LME: it is all plain in the contract.',
  },
  {
    company: 'Mekong Loop Metals', country: 'VN', person: 'Nguyen Thi Lan', roleZh: '总经理', roleEn: 'General Manager',
    quoteZh: '我们是一家小型回收商，以前很难直接找到海外买家。认证之后，铝和黄铜货源都有人报价，员工还帮我们跟进订舱和单据。',
    quoteEn: 'We are a small recycler and used to struggle to reach overseas buyers directly. Since verification we get bids on our aluminium and brass, and the staff help us with booking and documents.',
  },
  {
    company: 'Tiberón Aceros Reciclados', country: 'MX', person: 'Carlos Ibarra', roleZh: '出口主管', roleEn: 'Export Lead',
    quoteZh: '点价功能解决了我们最头疼的问题：货已经在海上，价格可以在约定期内按行情点，不用在装船前就把价格锁死。',
    quoteEn: 'Price fixing solved our biggest headache: the cargo is already at sea and we can still fix against the market within the agreed period, instead of locking the price before loading.',
  },
];

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
