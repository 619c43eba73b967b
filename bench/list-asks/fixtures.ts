import { searchKeyOf } from '@scrapbridge/domain/material-search';
import { CATALOG } from '../../apps/server/src/seed/catalog-data.ts';

/**
 * What the generator needs to know about each seeded grade beyond its names: how it is priced and traded, so the
 * generated asks look like the market (copper wire in 20-40 MT container lots at ~9,000 USD/MT, HMS in bulk at
 * ~380 USD/MT, and so on). `pop` is the relative share of lines of that grade.
 */
type TGradeTrade = { metal: 'cu' | 'al' | 'fe' | 'other'; price: number; wMin: number; wMax: number; pop: number };

const FAMILY_TRADE: Record<string, Omit<TGradeTrade, 'price' | 'pop'>> = {
  copper: { metal: 'cu', wMin: 5, wMax: 40 },
  'brass-bronze': { metal: 'cu', wMin: 5, wMax: 40 },
  aluminium: { metal: 'al', wMin: 10, wMax: 45 },
  'mixed-nonferrous': { metal: 'other', wMin: 15, wMax: 60 },
  zinc: { metal: 'other', wMin: 5, wMax: 25 },
  stainless: { metal: 'other', wMin: 10, wMax: 40 },
  'insulated-cable': { metal: 'cu', wMin: 10, wMax: 40 },
  ferrous: { metal: 'fe', wMin: 20, wMax: 800 },
};

/** [price USD/MT, popularity] per grade code. */
const GRADE_TRADE: Record<string, [number, number]> = {
  barley: [9200, 4], berry: [8900, 4], candy: [8700, 2], 'birch-cliff': [8300, 3], 'clove-cobra': [8800, 2], dream: [7600, 2], druid: [4200, 3], zeyda: [5000, 1],
  honey: [5600, 3], ebony: [6300, 2], drink: [5800, 1], ocean: [5200, 2],
  'taint-tabor': [1700, 3], tale: [1500, 1], tense: [1600, 3], talon: [2100, 1], tutu: [2050, 3], tough: [1900, 1], 'taldon-ubc': [1450, 5], telic: [1250, 1], thorn: [900, 2], twitch: [1500, 2], troma: [2000, 2],
  zorba: [1350, 4], zurik: [1100, 1], elmo: [700, 2],
  'zinc-die-cast': [1800, 1], 'zinc-old': [1900, 1],
  'ss-304': [1350, 2], 'ss-316': [2200, 1], 'ss-430': [600, 1],
  'icw-high': [5600, 3], 'icw-low': [2600, 2], acsr: [1200, 1],
  'hms-1': [390, 4], 'hms-2': [360, 2], 'hms-80-20': [380, 6], busheling: [430, 3], shredded: [395, 4],
};

/** The normalized text searchKeyOf writes for one part (its key without the surrounding spaces). */
export const keyOf = (text: string): string => searchKeyOf([text]).trim();

const HAN = /\p{Script=Han}/u;
/** "Barley – bare bright copper wire" → "bare bright copper wire"; "Barley 光亮铜线" → "光亮铜线". */
const enShort = (en: string) => en.split(' – ')[1] ?? en;
const zhShort = (zh: string) => {
  const i = [...zh].findIndex((c) => HAN.test(c));
  return i <= 0 ? zh : [...zh].slice(i).join('');
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Six ways sellers name a line of a grade (en, zh). */
function lineNames(en: string, zh: string): [string, string][] {
  const e = enShort(en);
  const z = zhShort(zh);
  return [
    [cap(e), z],
    [`Clean ${e}`, `干净${z}`],
    [`${cap(e)}, baled`, `${z}（打包）`],
    [`Prepared ${e}`, `加工${z}`],
    [`${cap(e)} – export lot`, `${z} 出口批次`],
    [`Premium ${e}`, `优质${z}`],
  ];
}

/** Eight container specs an ask title carries. */
const CONTAINERS: [string, string][] = [
  ['1×20GP', '1×20 尺柜'],
  ['2×20GP', '2×20 尺柜'],
  ['1×40HC', '1×40 高柜'],
  ['2×40HC', '2×40 高柜'],
  ['3×40HC', '3×40 高柜'],
  ['5×40HC', '5×40 高柜'],
  ['spot lot', '现货'],
  ['monthly contract', '长期合同'],
];

export type TGradeFixture = {
  gi: number;
  familyId: number;
  gradeId: number;
  familyCode: string;
  gradeCode: string;
  metal: TGradeTrade['metal'];
  price: number;
  wMin: number;
  wMax: number;
  pop: number;
  /** Normalized family zh/en, grade zh/en and code: what prepareAskWrite puts in the key for a line's categories. */
  catKey: string;
  /** Index of the grade within its family and the family's grade count (same-family picks for further lines). */
  famK: number;
  famN: number;
  lineNames: { en: string; zh: string; enKey: string; zhKey: string }[];
  askNames: { en: string; zh: string; enKey: string; zhKey: string }[];
};

/** Every seeded grade with its database ids (categories are identity columns, so they are read back by code). */
export function gradeFixtures(idsByCode: Map<string, number>): TGradeFixture[] {
  const out: TGradeFixture[] = [];
  for (const family of CATALOG) {
    const children = family.children ?? [];
    children.forEach((grade, famK) => {
      const trade = GRADE_TRADE[grade.code];
      const fam = FAMILY_TRADE[family.code];
      const familyId = idsByCode.get(family.code);
      const gradeId = idsByCode.get(grade.code);
      if (!trade || !fam || familyId === undefined || gradeId === undefined) throw new Error(`no trade data or id for ${family.code}/${grade.code}`);
      const named = (pairs: [string, string][]) => pairs.map(([en, zh]) => ({ en, zh, enKey: keyOf(en), zhKey: keyOf(zh) }));
      out.push({
        gi: out.length,
        familyId,
        gradeId,
        familyCode: family.code,
        gradeCode: grade.code,
        ...fam,
        price: trade[0],
        pop: trade[1],
        catKey: searchKeyOf([family.zh, family.en, grade.zh, grade.en, grade.code]).trim(),
        famK,
        famN: children.length,
        lineNames: named(lineNames(grade.en, grade.zh)),
        askNames: named(CONTAINERS.map(([ce, cz]) => [`${grade.en}, ${ce}`, `${grade.zh}（${cz}）`] as [string, string])),
      });
    });
  }
  return out;
}

/** A SQL string literal (standard_conforming_strings is on in every supported PostgreSQL). */
export const lit = (s: string | null): string => (s === null ? 'null' : `'${s.replace(/'/g, "''")}'`);
