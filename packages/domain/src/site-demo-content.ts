/**
 * The demo's news and partner stories (issue 7), written by the server's site seed (apps/server/src/seed/site.ts) into
 * a demo database. Plain data here so the web's honest-content test (apps/web/src/app/honest-content.test.ts) checks
 * exactly what is seeded: no item may link to, or name, a feature whose screen is still a placeholder, nor announce
 * one the product does not have (issue #16 item 6). The companies and people of the stories are fictional.
 */
import type { TNewsTag } from './site.ts';

export type TNewsSeed = { date: string; tag: TNewsTag; titleZh: string; titleEn: string; link: string | null; linkEn: string | null };

/** The product's own announcements and desk notes; links lead to pages of this site. */
export const NEWS_SEED: readonly TNewsSeed[] = [
  { date: '2026-11-10', tag: 'platform', titleZh: '废料百科上线：30 多篇中英双语指南，覆盖品种、术语、定价与索赔', titleEn: 'The scrap wiki is live: 30+ bilingual guides on grades, terms, pricing and claims', link: '/wiki', linkEn: '/wiki' },
  { date: '2026-10-28', tag: 'product', titleZh: '废料百科新增带皮电线电缆指南：如何取样、如何估算出铜率', titleEn: 'New wiki guide: how to sample insulated cable and estimate its copper recovery', link: '/wiki-detail?slug=insulated-cable-recovery', linkEn: '/wiki-detail?slug=insulated-cable-recovery' },
  { date: '2026-10-15', tag: 'market', titleZh: '交易台解读：2024 年再生铜铝原料进口新规对装柜的影响', titleEn: 'Desk note: what the 2024 Chinese rules on recycled copper and aluminium mean for your containers', link: '/wiki-detail?slug=china-import-recycled-raw-materials', linkEn: '/wiki-detail?slug=china-import-recycled-raw-materials' },
  { date: '2026-09-30', tag: 'product', titleZh: '已装船集装箱支持在线点价，点价结果实时回写合同', titleEn: 'Price fixing on shipped containers is now online, with the result written to the contract', link: '/wiki-detail?slug=price-fixing', linkEn: '/wiki-detail?slug=price-fixing' },
  { date: '2026-09-12', tag: 'platform', titleZh: '中国市场向认证买家开放人民币报价，以吨计重', titleEn: 'China market opens CNY quoting to verified buyers, weights in tonnes', link: '/wiki-detail?slug=how-quoting-works', linkEn: '/wiki-detail?slug=how-quoting-works' },
  { date: '2026-08-26', tag: 'event', titleZh: '废料桥宁波买家交流会圆满结束，现场演示公式报价与索赔流程', titleEn: 'Our Ningbo buyer day: live demos of formula quoting and the claims process', link: null, linkEn: null },
  { date: '2026-08-05', tag: 'product', titleZh: '索赔支持按柜上传磅单、开箱照片和卸货视频', titleEn: 'Claims now take weighbridge tickets, door-opening photos and unloading videos per container', link: '/wiki-detail?slug=weight-claims', linkEn: '/wiki-detail?slug=weight-claims' },
  { date: '2026-07-18', tag: 'partner', titleZh: '本季度新增一批东南亚认证供应商，铜铝货源更丰富', titleEn: 'A new group of verified suppliers from Southeast Asia joins this quarter', link: null, linkEn: null },
  { date: '2026-07-01', tag: 'market', titleZh: '交易台解读：报价用 LME、COMEX 还是上期所？', titleEn: 'Desk note: LME, COMEX or SHFE, which price base to quote on?', link: '/wiki-detail?slug=lme-comex-shfe-price-bases', linkEn: '/wiki-detail?slug=lme-comex-shfe-price-bases' },
  { date: '2026-06-16', tag: 'platform', titleZh: '物流追踪升级：每份合同都能看到电放状态', titleEn: 'Shipment tracking now shows telex release status on every contract', link: null, linkEn: null },
];

export type TStorySeed = { company: string; country: string; person: string; roleZh: string; roleEn: string; quoteZh: string; quoteEn: string };

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
