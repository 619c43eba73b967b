/**
 * The scrap trade's own words (issue 17 item 6: "Chinese tokenised with a trade-term dictionary"). A general Chinese
 * dictionary cuts 点价 into 点 + 价 and 磅单 into 磅 + 单, so a question about 磅单 would match every 单 (订单, 提单 …).
 * Each term is kept whole, and every spelling of one idea — Chinese, English, trade jargon — shares one key, so an
 * English question finds a Chinese passage about the same thing and the other way round.
 */
export type TTradeTerm = { key: string; zh: readonly string[]; en: readonly string[] };

export const TRADE_TERMS: readonly TTradeTerm[] = [
  { key: 'pricefixing', zh: ['点价', '作价', '定价期'], en: ['price fixing', 'fixing', 'pricing period', 'fix price'] },
  { key: 'brightcopper', zh: ['光亮铜', '光亮铜线', '一号铜'], en: ['bright copper', 'bare bright', 'birch', 'cliff', 'bright and shiny copper'] },
  { key: 'weighnote', zh: ['磅单', '过磅单', '地磅单'], en: ['weighbridge ticket', 'weight note', 'weigh note', 'scale ticket'] },
  { key: 'sealno', zh: ['封条号', '铅封号', '封号', '封条'], en: ['seal number', 'seal no', 'seal'] },
  { key: 'premium', zh: ['升贴水', '升水', '贴水'], en: ['premium', 'discount', 'premium discount', 'contango', 'backwardation'] },
  { key: 'container', zh: ['集装箱', '货柜', '柜号', '箱号'], en: ['container', 'container number', 'box'] },
  { key: 'billoflading', zh: ['提单', '海运提单', '电放'], en: ['bill of lading', 'b/l', 'bl', 'telex release'] },
  { key: 'claim', zh: ['索赔', '理赔', '短重', '扣重'], en: ['claim', 'shortage', 'short weight', 'weight claim', 'quality claim'] },
  { key: 'deposit', zh: ['定金', '保证金', '订金'], en: ['deposit', 'down payment', 'margin'] },
  { key: 'quote', zh: ['报价', '还价', '出价'], en: ['quote', 'offer', 'bid', 'counter offer', 'counter-offer'] },
  { key: 'order', zh: ['订单', '合同', '成交'], en: ['order', 'contract', 'deal'] },
  { key: 'shipment', zh: ['发货', '装运', '船期', '到港'], en: ['shipment', 'shipping', 'eta', 'etd', 'arrival'] },
  { key: 'lme', zh: ['伦铜', 'lme', '伦敦金属交易所'], en: ['lme', 'london metal exchange'] },
  { key: 'comex', zh: ['纽铜', 'comex'], en: ['comex', 'cmx'] },
  { key: 'shfe', zh: ['沪铜', '上期所', '上海期货交易所'], en: ['shfe', 'shanghai futures exchange', 'shcu'] },
  { key: 'zorba', zh: ['破碎铝', '杂铝', 'zorba'], en: ['zorba', 'shredded aluminium', 'shredded aluminum'] },
  { key: 'insulatedwire', zh: ['杂线', '电线电缆', '带皮线', '废电线'], en: ['insulated wire', 'insulated copper wire', 'cable scrap'] },
  { key: 'radiator', zh: ['水箱', '铜铝水箱'], en: ['radiator', 'radiators', 'acr'] },
  { key: 'motor', zh: ['电机', '马达'], en: ['electric motor', 'motor', 'motors'] },
  { key: 'brass', zh: ['黄杂铜', '黄铜'], en: ['brass', 'honey', 'yellow brass'] },
  { key: 'cif', zh: ['到岸价', 'cif'], en: ['cif', 'cost insurance and freight'] },
  { key: 'fas', zh: ['船边交货', 'fas'], en: ['fas', 'free alongside ship'] },
  { key: 'moisture', zh: ['水分', '含水'], en: ['moisture', 'water content'] },
  { key: 'recovery', zh: ['回收率', '出铜率', '含铜量'], en: ['recovery', 'recovery rate', 'metal content', 'yield'] },
  { key: 'weight', zh: ['重量', '净重', '毛重', '吨'], en: ['weight', 'net weight', 'gross weight', 'tonnes', 'mt'] },
  { key: 'payment', zh: ['付款', '尾款', '发票'], en: ['payment', 'balance payment', 'invoice'] },
  { key: 'listing', zh: ['挂牌', '货源', '商品'], en: ['listing', 'ask', 'goods', 'lot'] },
  { key: 'price', zh: ['价格', '行情', '报价单', '市场价'], en: ['price', 'prices', 'market price', 'price list'] },
];

/** Every Chinese term (jieba's user dictionary is built from it on the server). */
export function tradeTermWordsZh(): string[] {
  return TRADE_TERMS.flatMap((t) => t.zh).filter((w) => /[\u4e00-\u9fff]/.test(w));
}

/** The canonical keys a text mentions (`term:<key>` tokens are added next to the words themselves). */
export function tradeTermKeys(text: string): string[] {
  const low = normaliseText(text);
  const keys = new Set<string>();
  for (const t of TRADE_TERMS) {
    if (t.zh.some((w) => low.includes(w)) || t.en.some((w) => matchesWord(low, w))) keys.add(t.key);
  }
  return [...keys];
}

function matchesWord(low: string, word: string): boolean {
  const i = low.indexOf(word);
  if (i < 0) return false;
  // English words are matched whole ("bl" must not match "table"); Chinese needs no boundary.
  const before = i === 0 ? ' ' : low[i - 1]!;
  const after = i + word.length >= low.length ? ' ' : low[i + word.length]!;
  return !/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after);
}

export function normaliseText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const STOP_EN = new Set(
  'a an the and or of to in on at for is are was were be been do does did how what which who whom when where why my our your i we you it its this that these those with by from as can could should would will about me please tell show there their them have has had any some not no'.split(' '),
);
const STOP_ZH = new Set('的 了 吗 呢 啊 吧 是 在 和 与 或 我 我们 你 你们 他 她 它 这 那 哪 什么 怎么 怎样 如何 多少 请 请问 一下 有 没有 个 把 被 给 就 都 也 还 要 能 可以 会'.split(' '));
const CJK = /[\u3400-\u9fff]/;

/** Light English stemming: enough to match "prices" with "price" and "claims" with "claim". */
function stemEn(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** Splits Chinese text into words; the server passes jieba (with the trade terms as its user dictionary). */
export type TSegmenter = (zhRun: string) => string[];

/** Without a dictionary: overlapping character pairs, a fair stand-in for Chinese words in search. */
export const bigramSegmenter: TSegmenter = (run) => {
  if (run.length < 2) return [run];
  const out: string[] = [];
  for (let i = 0; i < run.length - 1; i++) out.push(run.slice(i, i + 2));
  return out;
};

/**
 * The search tokens of a text in either language: Latin words (stemmed, stop words dropped), Chinese words from the
 * segmenter, numbers and codes kept whole (contract numbers, container numbers), and `term:<key>` for every trade term
 * it names. Used for the index and the question alike, so both are cut the same way.
 */
export function tokenise(text: string, segment: TSegmenter = bigramSegmenter): string[] {
  const low = normaliseText(text);
  const out: string[] = [];
  // Runs of Chinese, and runs of Latin letters/digits (with - and / inside codes such as SB-2026-0001).
  const re = /([\u3400-\u9fff]+)|([a-z0-9][a-z0-9\-/.]*[a-z0-9]|[a-z0-9])/g;
  for (const m of low.matchAll(re)) {
    if (m[1]) {
      for (const w of segment(m[1])) {
        const word = w.trim();
        if (!word || !CJK.test(word) || STOP_ZH.has(word)) continue;
        out.push(word);
      }
    } else if (m[2]) {
      const w = m[2];
      if (STOP_EN.has(w)) continue;
      out.push(/^[a-z]+$/.test(w) ? stemEn(w) : w);
    }
  }
  for (const key of tradeTermKeys(low)) out.push(`term:${key}`);
  return out;
}
