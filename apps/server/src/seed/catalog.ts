import { DictId, type TDictType } from '@scrapbridge/domain/catalog';
import { QUOTE_METHODS, QUOTE_TYPES } from '@scrapbridge/domain/quote-method';
import type { TDb } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { lockAdvisory } from '../db/advisory-lock.repository.ts';
import { executeRows } from '../db/execute-rows.ts';
import { fingerprintOf, writeSeedFingerprint } from '../db/seed-fingerprint.repository.ts';
import {
  hasCategories,
  hasDictData,
  hasQuoteMethods,
  insertCategory,
  insertDictData,
  insertMissingDictData,
  insertQuoteMethods,
  listReferenceKeys,
  setDictCoordinates,
} from '../modules/catalogue/catalog.repository.ts';
import type { TTx } from '../db/client.ts';
import { CATALOG } from './catalog-data.ts';
import { portCoordinates, referenceCountries, referenceDataInputs, referencePorts } from './reference-data.ts';

/** [id, ISO alpha-2, zh, en] — the countries scrap is traded from and to on the platform. */
const COUNTRIES: [number, string, string, string][] = [
  [DictId.CountryUS, 'US', '美国', 'United States'],
  [DictId.CountryCN, 'CN', '中国', 'China'],
  [103, 'CA', '加拿大', 'Canada'],
  [104, 'MX', '墨西哥', 'Mexico'],
  [105, 'GB', '英国', 'United Kingdom'],
  [106, 'DE', '德国', 'Germany'],
  [107, 'NL', '荷兰', 'Netherlands'],
  [108, 'BE', '比利时', 'Belgium'],
  [109, 'FR', '法国', 'France'],
  [110, 'IT', '意大利', 'Italy'],
  [111, 'ES', '西班牙', 'Spain'],
  [112, 'PL', '波兰', 'Poland'],
  [113, 'TR', '土耳其', 'Türkiye'],
  [114, 'AE', '阿联酋', 'United Arab Emirates'],
  [115, 'SA', '沙特阿拉伯', 'Saudi Arabia'],
  [116, 'IN', '印度', 'India'],
  [117, 'PK', '巴基斯坦', 'Pakistan'],
  [118, 'BD', '孟加拉国', 'Bangladesh'],
  [119, 'JP', '日本', 'Japan'],
  [120, 'KR', '韩国', 'South Korea'],
  [121, 'TW', '中国台湾', 'Taiwan, China'],
  [122, 'HK', '中国香港', 'Hong Kong, China'],
  [123, 'VN', '越南', 'Vietnam'],
  [124, 'TH', '泰国', 'Thailand'],
  [125, 'MY', '马来西亚', 'Malaysia'],
  [126, 'ID', '印度尼西亚', 'Indonesia'],
  [127, 'PH', '菲律宾', 'Philippines'],
  [128, 'SG', '新加坡', 'Singapore'],
  [129, 'AU', '澳大利亚', 'Australia'],
  [130, 'NZ', '新西兰', 'New Zealand'],
  [131, 'BR', '巴西', 'Brazil'],
  [132, 'CL', '智利', 'Chile'],
  [133, 'AR', '阿根廷', 'Argentina'],
  [134, 'ZA', '南非', 'South Africa'],
  [135, 'NG', '尼日利亚', 'Nigeria'],
  [136, 'GH', '加纳', 'Ghana'],
  [137, 'EG', '埃及', 'Egypt'],
  [138, 'KE', '肯尼亚', 'Kenya'],
  [139, 'SE', '瑞典', 'Sweden'],
  [140, 'IE', '爱尔兰', 'Ireland'],
  [141, 'PT', '葡萄牙', 'Portugal'],
  [142, 'DO', '多米尼加', 'Dominican Republic'],
];

/** §3: validity periods in hours; 872 = Until Sold (dictValue "0": no end). */
const VALIDITY: [number, number, string, string][] = [
  [870, 24, '24 小时', '24 hours'],
  [871, 48, '48 小时', '48 hours'],
  [873, 72, '72 小时', '72 hours'],
  [874, 168, '7 天', '7 days'],
  [875, 336, '14 天', '14 days'],
  [876, 720, '30 天', '30 days'],
  [DictId.UntilSold, 0, '售完即止', 'Until sold'],
];

/** [id, UN/LOCODE, country, zh, en]: ports of loading, where export scrap is containerised. */
const PORTS: [number, string, string, string, string][] = [
  [301, 'USLAX', 'US', '洛杉矶', 'Los Angeles'],
  [302, 'USLGB', 'US', '长滩', 'Long Beach'],
  [303, 'USOAK', 'US', '奥克兰（美国）', 'Oakland'],
  [304, 'USSEA', 'US', '西雅图', 'Seattle'],
  [305, 'USTIW', 'US', '塔科马', 'Tacoma'],
  [306, 'USHOU', 'US', '休斯敦', 'Houston'],
  [307, 'USSAV', 'US', '萨凡纳', 'Savannah'],
  [308, 'USCHS', 'US', '查尔斯顿', 'Charleston'],
  [309, 'USORF', 'US', '诺福克', 'Norfolk'],
  [310, 'USNYC', 'US', '纽约/新泽西', 'New York/New Jersey'],
  [311, 'CAVAN', 'CA', '温哥华', 'Vancouver'],
  [312, 'NLRTM', 'NL', '鹿特丹', 'Rotterdam'],
  [313, 'DEHAM', 'DE', '汉堡', 'Hamburg'],
  [314, 'BEANR', 'BE', '安特卫普', 'Antwerp'],
  [315, 'GBFXT', 'GB', '费利克斯托', 'Felixstowe'],
  [316, 'FRLEH', 'FR', '勒阿弗尔', 'Le Havre'],
  [317, 'BRSSZ', 'BR', '桑托斯', 'Santos'],
  [318, 'ZADUR', 'ZA', '德班', 'Durban'],
  [319, 'AUMEL', 'AU', '墨尔本', 'Melbourne'],
  [320, 'AUSYD', 'AU', '悉尼', 'Sydney'],
  [321, 'AEJEA', 'AE', '杰贝阿里', 'Jebel Ali'],
  [322, 'JPTYO', 'JP', '东京', 'Tokyo'],
  [323, 'JPYOK', 'JP', '横滨', 'Yokohama'],
  [324, 'KRPUS', 'KR', '釜山', 'Busan'],
  [325, 'TWKHH', 'TW', '高雄', 'Kaohsiung'],
  [326, 'MXZLO', 'MX', '曼萨尼约', 'Manzanillo'],
  [327, 'NZAKL', 'NZ', '奥克兰（新西兰）', 'Auckland'],
  [328, 'CLSAI', 'CL', '圣安东尼奥', 'San Antonio'],
];

/** Ports of destination: the Chinese ports scrap is imported through, and the other Asian buying ports. */
const DESTINATION_PORTS: [number, string, string, string, string][] = [
  [401, 'CNSHA', 'CN', '上海', 'Shanghai'],
  [402, 'CNNGB', 'CN', '宁波', 'Ningbo'],
  [403, 'CNTAO', 'CN', '青岛', 'Qingdao'],
  [404, 'CNTXG', 'CN', '天津（新港）', 'Tianjin (Xingang)'],
  [405, 'CNXMN', 'CN', '厦门', 'Xiamen'],
  [406, 'CNHUA', 'CN', '黄埔（广州）', 'Huangpu (Guangzhou)'],
  [407, 'CNYTN', 'CN', '盐田（深圳）', 'Yantian (Shenzhen)'],
  [408, 'CNLYG', 'CN', '连云港', 'Lianyungang'],
  [409, 'CNNSA', 'CN', '南沙（广州）', 'Nansha (Guangzhou)'],
  [410, 'KRPUS', 'KR', '釜山', 'Busan'],
  [411, 'TWKHH', 'TW', '高雄', 'Kaohsiung'],
  [412, 'VNHPH', 'VN', '海防', 'Haiphong'],
  [413, 'VNSGN', 'VN', '胡志明市（吉莱）', 'Ho Chi Minh City (Cat Lai)'],
  [414, 'MYPKG', 'MY', '巴生港', 'Port Klang'],
  [415, 'THLCH', 'TH', '林查班', 'Laem Chabang'],
  [416, 'INNSA', 'IN', '那瓦舍瓦', 'Nhava Sheva'],
  [417, 'INMUN', 'IN', '蒙德拉', 'Mundra'],
  [418, 'INMAA', 'IN', '金奈', 'Chennai'],
  [419, 'AEJEA', 'AE', '杰贝阿里', 'Jebel Ali'],
  [420, 'JPYOK', 'JP', '横滨', 'Yokohama'],
  [421, 'PKKHI', 'PK', '卡拉奇', 'Karachi'],
  [422, 'BDCGP', 'BD', '吉大港', 'Chittagong'],
  [423, 'IDJKT', 'ID', '雅加达（丹戎不碌）', 'Jakarta (Tanjung Priok)'],
  [424, 'SGSIN', 'SG', '新加坡', 'Singapore'],
  [425, 'TRMER', 'TR', '梅尔辛', 'Mersin'],
];

/** US inland rail ramps where containers are loaded for the West Coast ports. */
const RAMPS: [number, string, string, string, string][] = [
  [501, 'USCHI', 'US', '芝加哥', 'Chicago'],
  [502, 'USKCK', 'US', '堪萨斯城', 'Kansas City'],
  [503, 'USDAL', 'US', '达拉斯', 'Dallas'],
  [504, 'USMEM', 'US', '孟菲斯', 'Memphis'],
  [505, 'USATL', 'US', '亚特兰大', 'Atlanta'],
  [506, 'USCMH', 'US', '哥伦布', 'Columbus'],
  [507, 'USDEN', 'US', '丹佛', 'Denver'],
  [508, 'USSLC', 'US', '盐湖城', 'Salt Lake City'],
  [509, 'USSTL', 'US', '圣路易斯', 'St. Louis'],
  [510, 'USMSP', 'US', '明尼阿波利斯', 'Minneapolis'],
];

export const SEED_DICTIONARIES = { COUNTRIES, VALIDITY, PORTS, DESTINATION_PORTS, RAMPS };

function dictRows() {
  const port = (dictType: TDictType) => ([id, code, country, zh, en]: [number, string, string, string, string], i: number) => ({
    id,
    dictType,
    value: code,
    labelZh: zh,
    labelEn: en,
    countryCode: country,
    sort: i + 1,
    ...portCoordinates(code),
  });
  return [
    ...COUNTRIES.map(([id, iso, zh, en], i) => ({ id, dictType: 'Country' as const, value: iso, labelZh: zh, labelEn: en, countryCode: iso, sort: i + 1 })),
    ...VALIDITY.map(([id, hours, zh, en], i) => ({ id, dictType: 'biz_prescription' as const, value: String(hours), labelZh: zh, labelEn: en, countryCode: null, sort: i + 1 })),
    ...PORTS.map(port('PORT')),
    ...DESTINATION_PORTS.map(port('DESTINATION PORT')),
    ...RAMPS.map(port('RAMP')),
  ];
}

/**
 * Adds the countries and seaports of the reference data (seed/reference-data.ts) that a database does not have yet,
 * and the coordinates of ports that have none: at every start, so a database made before the reference data gets
 * it too. Rows already there keep their id, names, order and status (staff may have disabled one).
 */
export async function syncReferenceData(tx: TTx): Promise<number> {
  const have = await listReferenceKeys(tx, ['Country', 'PORT', 'DESTINATION PORT']);
  const key = (dictType: string, value: string) => `${dictType}\u0000${value}`;
  const known = new Set(have.map((r) => key(r.dictType, r.value)));
  const ids = new Set(have.map((r) => r.id));
  const missing = [...referenceCountries(), ...referencePorts()].filter((r) => !known.has(key(r.dictType, r.value)) && !ids.has(r.id));
  await insertMissingDictData(tx, missing);
  for (const row of have) {
    if (row.dictType === 'Country' || row.latitude !== null) continue;
    const at = portCoordinates(row.value);
    if (at) await setDictCoordinates(tx, row.id, at);
  }
  return missing.length;
}

/**
 * The fingerprint of the catalogue and reference data this code ships (db/seed-fingerprint.repository.ts): the
 * curated tables, the reference packages and how rows are derived from them (reference-data.ts), and the source of
 * the functions below that write them. Recorded by seedCatalog; a start that finds it unchanged skips the writes.
 */
export function catalogFingerprint(): string {
  return fingerprintOf({
    catalog: CATALOG,
    dictionaries: SEED_DICTIONARIES,
    quoteMethods: QUOTE_TYPES.map((t) => QUOTE_METHODS[t]),
    reference: referenceDataInputs(),
    code: [dictRows, syncReferenceData, seedCatalogWrites].map(String),
  });
}

export type TCatalogSeedResult = { categories: boolean; dictionaries: boolean; quoteMethods: boolean; skipped: boolean };

/**
 * Writes the catalogue (categories from catalog-data.ts, dictionaries, quote methods) into whichever of its
 * tables are empty, and the reference data that is missing (syncReferenceData). Run at every start (main.ts):
 * reference data the product cannot work without, not demo data. Idempotent, and an advisory lock keeps instances
 * starting together from writing twice.
 *
 * A restart normally has nothing to write: when the database records this code's fingerprint and none of the
 * three tables is empty, one query answers so and nothing else runs (`skipped`; bench/startup). Staff cannot add
 * or delete reference rows (they disable them), so only a new fingerprint can bring new rows.
 */
export async function seedCatalog(db: TDb): Promise<TCatalogSeedResult> {
  const fingerprint = catalogFingerprint();
  const [state] = await executeRows<{ fingerprint: string | null; filled: boolean }>(
    db,
    sql`select (select fingerprint from seed_fingerprints where name = 'reference') as fingerprint,
      exists (select 1 from categories) and exists (select 1 from dict_data) and exists (select 1 from quote_methods) as filled`,
  );
  if (state?.fingerprint === fingerprint && state.filled) return { categories: false, dictionaries: false, quoteMethods: false, skipped: true };
  return db.transaction(async (tx) => {
    await lockAdvisory(tx, 'seed:catalog');
    const written = await seedCatalogWrites(tx);
    await writeSeedFingerprint(tx, 'reference', fingerprint);
    return { ...written, skipped: false };
  });
}

/** The writes of seedCatalog, under its lock: each table's rows when it is empty, then the missing reference rows. */
async function seedCatalogWrites(tx: TTx): Promise<{ categories: boolean; dictionaries: boolean; quoteMethods: boolean }> {
  const written = { categories: false, dictionaries: false, quoteMethods: false };
  if (!(await hasCategories(tx))) {
    for (const [i, family] of CATALOG.entries()) {
      const parentId = await insertCategory(tx, {
        code: family.code,
        nameZh: family.zh,
        nameEn: family.en,
        descriptionZh: family.descZh,
        descriptionEn: family.descEn,
        sort: i + 1,
      });
      for (const [j, grade] of (family.children ?? []).entries()) {
        await insertCategory(tx, {
          parentId,
          code: grade.code,
          nameZh: grade.zh,
          nameEn: grade.en,
          descriptionZh: grade.descZh,
          descriptionEn: grade.descEn,
          sort: j + 1,
        });
      }
    }
    written.categories = true;
  }
  if (!(await hasDictData(tx))) {
    await insertDictData(tx, dictRows());
    written.dictionaries = true;
  }
  await syncReferenceData(tx);
  if (!(await hasQuoteMethods(tx))) {
    await insertQuoteMethods(
      tx,
      QUOTE_TYPES.map((t) => {
        const m = QUOTE_METHODS[t];
        return {
          quoteType: m.quoteType,
          nameZh: m.quoteTypeZh,
          nameEn: m.quoteTypeEn,
          supportFormula: m.supportFormula,
          deduction: m.deduction,
          discountUnit: m.discountUnit,
          markets: m.markets.join(','),
          basisZh: m.basisZh,
          basisEn: m.basisEn,
          sort: m.sort,
        };
      }),
    );
    written.quoteMethods = true;
  }
  return written;
}
