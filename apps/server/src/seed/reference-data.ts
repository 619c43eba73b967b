import { createRequire } from 'node:module';
import type { TDictType } from '@scrapbridge/domain/catalog';

/**
 * Reference data from maintained sources instead of hand-kept lists (issue #16 item 5):
 * - countries: every ISO 3166-1 country from `i18n-iso-countries` (its zh and en names);
 * - seaports: the UN/LOCODE-coded ports of `sea-ports` (MIT, its LICENSE travels in node_modules) with coordinates.
 *
 * The catalogue's curated rows (seed/catalog.ts: 42 countries, 53 ports) keep their ids, names and order; everything
 * else gets an id derived from its code, so every database — new, or one that started with the curated rows only —
 * gives the same country or port the same id:
 * - country: 2000 + its ISO 3166-1 numeric code (Kosovo, which has none, gets the library's 983 → 2983);
 * - port of loading: 100,000,000 + the UN/LOCODE read as a base-36 number; destination port: 200,000,000 + the same.
 *
 * Names: a country's zh and en names are the library's (Macao is written as Hong Kong and Taiwan already are).
 * A port's English name is the data's; its Chinese name is the curated one where the table below has it, else the
 * English name followed by the country's Chinese name in full-width brackets, e.g. "Lagos（尼日利亚）", so a zh
 * search for the country finds its ports.
 */

const require = createRequire(import.meta.url);
type TIsoCountries = {
  getAlpha2Codes: () => Record<string, string>;
  alpha2ToNumeric: (code: string) => string | undefined;
  getName: (code: string, lang: string, opts?: { select: 'official' | 'alias' | 'all' }) => string | undefined;
};
type TSeaPort = { name: string; country: string; coordinates?: [number, number]; unlocs: string[] };
// Loaded on first use, not with the server's code: a restart whose reference data is in place (seed/catalog.ts,
// its fingerprint) never needs the 500 kB of ports nor the country names (bench/startup).
let sources: { isoCountries: TIsoCountries; seaPorts: Record<string, TSeaPort> } | null = null;
function referenceSources() {
  sources ??= {
    isoCountries: require('i18n-iso-countries') as TIsoCountries,
    seaPorts: require('sea-ports/lib/ports.json') as Record<string, TSeaPort>,
  };
  return sources;
}

/** Sort of the rows from the packages: after the curated ones, which the forms show first. */
export const REFERENCE_SORT_BASE = 1000;
export const COUNTRY_ID_BASE = 2000;
export const PORT_ID_BASE = 100_000_000;
export const DESTINATION_PORT_ID_BASE = 200_000_000;

/** Names the platform writes its own way (as the curated rows write Hong Kong and Taiwan). */
const COUNTRY_NAME_OVERRIDES: Record<string, [string, string]> = {
  MO: ['中国澳门', 'Macao, China'],
};

/** Chinese names of the main ports the curated list does not have (UN/LOCODE → name). */
const PORT_NAMES_ZH: Record<string, string> = {
  CNDLC: '大连',
  CNFOC: '福州',
  CNCAN: '广州',
  CNSHK: '蛇口（深圳）',
  CNCWN: '赤湾（深圳）',
  CNMWN: '妈湾（深圳）',
  CNDCB: '大铲湾（深圳）',
  CNYNT: '烟台',
  CNRZH: '日照',
  CNZJG: '张家港',
  CNNTG: '南通',
  CNTAG: '太仓',
  CNJIA: '江阴',
  CNNKG: '南京',
  CNWUH: '武汉',
  CNCKG: '重庆',
  CNWEI: '威海',
  CNYIK: '营口',
  CNBAY: '鲅鱼圈',
  CNSHP: '秦皇岛',
  CNHUD: '葫芦岛',
  CNJNZ: '锦州',
  CNLKU: '龙口',
  CNFAN: '防城港',
  CNHAK: '海口',
  CNYPG: '洋浦',
  CNZHE: '镇江',
  CNYZH: '扬州',
  CNZOS: '舟山',
  CNWNZ: '温州',
  CNTZO: '台州',
  CNQZJ: '泉州',
  CNSTG: '汕头',
  CNZUH: '珠海',
  CNZSN: '中山',
  CNJMN: '江门',
  CNDGG: '东莞',
  CNHUI: '惠州',
  CNYAN: '洋山（上海）',
  CNHGH: '杭州',
  CNWHI: '芜湖',
  CNJIU: '九江',
  CNNNG: '南宁',
  CNMAW: '马尾（福州）',
  CNPUT: '莆田',
  CNQAW: '前湾（青岛）',
  CNMMI: '茂名',
  CNYJI: '阳江',
  CNFOS: '佛山',
  HKHKG: '香港',
  TWTXG: '台中',
  TWKEL: '基隆',
  JPOSA: '大阪',
  JPUKB: '神户',
  JPNGO: '名古屋',
  JPMOJ: '门司（北九州）',
  KRINC: '仁川',
  KRKAN: '光阳',
  KRUSN: '蔚山',
  VNDAD: '岘港',
  VNVUT: '头顿',
  THBKK: '曼谷',
  MYTPP: '丹戎帕拉帕斯',
  MYPEN: '槟城',
  IDSUB: '泗水',
  IDBLW: '勿拉湾',
  PHMNL: '马尼拉',
  LKCMB: '科伦坡',
  INCOK: '科钦',
  INVTZ: '维沙卡帕特南',
  AEDXB: '迪拜',
  OMSOH: '苏哈尔',
  SAJED: '吉达',
  SADMM: '达曼',
  KWKWI: '科威特',
  EGPSD: '塞得港',
  EGALY: '亚历山大',
  TRIST: '伊斯坦布尔',
  TRIZM: '伊兹密尔',
  TRAMB: '安巴利',
  GRPIR: '比雷埃夫斯',
  ITGOA: '热那亚',
  ITLIV: '里窝那',
  ESVLC: '瓦伦西亚',
  ESBCN: '巴塞罗那',
  ESALG: '阿尔赫西拉斯',
  PTLIS: '里斯本',
  PTSIE: '锡尼什',
  FRMRS: '马赛',
  GBLIV: '利物浦',
  GBSOU: '南安普敦',
  GBLON: '伦敦',
  DEBRV: '不来梅哈芬',
  PLGDN: '格但斯克',
  SEGOT: '哥德堡',
  DKAAR: '奥胡斯',
  NOOSL: '奥斯陆',
  RUNVS: '新罗西斯克',
  RULED: '圣彼得堡',
  USBAL: '巴尔的摩',
  USBOS: '波士顿',
  USPHL: '费城',
  USMIA: '迈阿密',
  USJAX: '杰克逊维尔',
  USMOB: '莫比尔',
  USPDX: '波特兰（美国）',
  CAMTR: '蒙特利尔',
  CAHAL: '哈利法克斯',
  MXVER: '韦拉克鲁斯',
  PAPTY: '巴拿马城',
  COCTG: '卡塔赫纳',
  BRRIG: '里奥格兰德',
  BRPNG: '巴拉那瓜',
  ARBUE: '布宜诺斯艾利斯',
  PECLL: '卡亚俄',
  ZACPT: '开普敦',
  NGLOS: '拉各斯',
  GHTEM: '特马',
  KEMBA: '蒙巴萨',
  TZDAR: '达累斯萨拉姆',
  MAPTM: '丹吉尔地中海港',
  DZALG: '阿尔及尔',
  AUBNE: '布里斯班',
  AUFRE: '弗里曼特尔',
  NZTRG: '陶朗加',
};

export type TReferenceRow = {
  id: number;
  dictType: TDictType;
  value: string;
  labelZh: string;
  labelEn: string;
  countryCode: string | null;
  sort: number;
  latitude: number | null;
  longitude: number | null;
};

const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** A UN/LOCODE read as a base-36 number: unique per code and below 36^5 (60,466,176). */
export function locodeNumber(locode: string): number {
  return parseInt(locode, 36);
}

export function countryNames(code: string): { zh: string; en: string } | null {
  const override = COUNTRY_NAME_OVERRIDES[code];
  if (override) return { zh: override[0], en: override[1] };
  const { isoCountries } = referenceSources();
  const zh = isoCountries.getName(code, 'zh');
  const en = isoCountries.getName(code, 'en');
  return zh && en ? { zh, en } : null;
}

/** Every ISO 3166-1 country, sorted by English name, with its derived id. */
export function referenceCountries(): TReferenceRow[] {
  const { isoCountries } = referenceSources();
  const rows: TReferenceRow[] = [];
  for (const code of Object.keys(isoCountries.getAlpha2Codes())) {
    const numeric = Number(isoCountries.alpha2ToNumeric(code));
    const names = countryNames(code);
    if (!Number.isInteger(numeric) || numeric <= 0 || !names) continue;
    rows.push({ id: COUNTRY_ID_BASE + numeric, dictType: 'Country', value: code, labelZh: names.zh, labelEn: names.en, countryCode: code, sort: 0, latitude: null, longitude: null });
  }
  rows.sort((a, b) => a.labelEn.localeCompare(b.labelEn, 'en'));
  return rows.map((r, i) => ({ ...r, sort: REFERENCE_SORT_BASE + i }));
}

function validCoordinates(c: TSeaPort['coordinates']): { latitude: number; longitude: number } | null {
  if (!Array.isArray(c) || c.length !== 2) return null;
  const [longitude, latitude] = c;
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return null;
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude: Math.round(latitude * 1e5) / 1e5, longitude: Math.round(longitude * 1e5) / 1e5 };
}

/**
 * The seaports, each once per port type (any seaport can be where scrap is loaded or where it is delivered), sorted
 * by English name. The data package also lists a few airports ("… Apt"); those are left out.
 */
export function referencePorts(): TReferenceRow[] {
  const base: Omit<TReferenceRow, 'id' | 'dictType' | 'sort'>[] = [];
  for (const [locode, port] of Object.entries(referenceSources().seaPorts)) {
    if (!LOCODE.test(locode) || /\bApt\b/.test(port.name)) continue;
    const country = locode.slice(0, 2);
    const names = countryNames(country);
    const name = port.name.trim();
    if (!names || !name) continue;
    const at = validCoordinates(port.coordinates);
    base.push({
      value: locode,
      labelEn: name,
      labelZh: PORT_NAMES_ZH[locode] ?? `${name}（${names.zh}）`,
      countryCode: country,
      latitude: at?.latitude ?? null,
      longitude: at?.longitude ?? null,
    });
  }
  base.sort((a, b) => a.labelEn.localeCompare(b.labelEn, 'en') || a.value.localeCompare(b.value));
  return base.flatMap((p, i) => [
    { ...p, id: PORT_ID_BASE + locodeNumber(p.value), dictType: 'PORT' as const, sort: REFERENCE_SORT_BASE + i },
    { ...p, id: DESTINATION_PORT_ID_BASE + locodeNumber(p.value), dictType: 'DESTINATION PORT' as const, sort: REFERENCE_SORT_BASE + i },
  ]);
}

/** A port's coordinates by UN/LOCODE (the curated rows get theirs from here too). */
export function portCoordinates(locode: string): { latitude: number; longitude: number } | null {
  return validCoordinates(referenceSources().seaPorts[locode]?.coordinates);
}

/**
 * What the reference rows are made from, without making them (that reads and sorts thousands of ports): the two
 * packages' versions, this file's own tables, and the source of the functions that derive the rows — so a new
 * package version, a new curated name or a change in how ids, names or coordinates are derived each change
 * seed/catalog.ts's fingerprint.
 */
export function referenceDataInputs(): unknown {
  return {
    packages: [require('i18n-iso-countries/package.json'), require('sea-ports/package.json')].map((p: { name: string; version: string }) => `${p.name}@${p.version}`),
    tables: { COUNTRY_NAME_OVERRIDES, PORT_NAMES_ZH, REFERENCE_SORT_BASE, COUNTRY_ID_BASE, PORT_ID_BASE, DESTINATION_PORT_ID_BASE, LOCODE: String(LOCODE) },
    code: [locodeNumber, countryNames, referenceCountries, validCoordinates, referencePorts, portCoordinates].map(String),
  };
}
