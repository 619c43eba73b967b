import { sql } from 'drizzle-orm';
import type { TMarket } from '@scrapbridge/domain/market';
import type { TPriceField } from '@scrapbridge/domain/pricing/price-list';
import type { TDb } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { priceFollows, priceItems } from '../../../db/schema.ts';

type TDemoItem = {
  code: string;
  market: TMarket;
  group: string;
  grade: string;
  en: string;
  zh: string;
  location: string;
  port: string | null;
  /** The purchase-side level a year ago, per MT in the market currency. */
  level: number;
  /** Each price this place publishes, as an offset from the walking level (per MT). */
  offsets: Partial<Record<TPriceField, number>>;
};

const INTL = { purchasePrice: 0, exportSalesPrice: 320, fasPrice: 240, cifCnfPrice: 450 };
const CN = { purchasePrice: 0, domesticSalesPrice: 900 };

/** About twenty items in the main category groups of both markets (demo: plausible levels, not market data). */
const DEMO_ITEMS: readonly TDemoItem[] = [
  { code: 'CU-BARLEY-US', market: 'intl', group: 'copper', grade: 'barley', en: 'Bare bright copper wire (Barley)', zh: '光亮铜线（Barley）', location: 'Chicago, US', port: 'Los Angeles', level: 8_650, offsets: INTL },
  { code: 'CU-BERRY-US', market: 'intl', group: 'copper', grade: 'berry', en: 'No.1 copper wire (Berry)', zh: '一号铜线（Berry）', location: 'Houston, US', port: 'Houston', level: 8_420, offsets: INTL },
  { code: 'CU-CANDY-EU', market: 'intl', group: 'copper', grade: 'candy', en: 'No.1 heavy copper (Candy)', zh: '一号重铜（Candy）', location: 'Rotterdam, NL', port: 'Rotterdam', level: 8_380, offsets: INTL },
  { code: 'CU-BIRCH-EU', market: 'intl', group: 'copper', grade: 'birch-cliff', en: 'No.2 copper (Birch/Cliff)', zh: '二号铜（Birch/Cliff）', location: 'Hamburg, DE', port: 'Hamburg', level: 7_950, offsets: INTL },
  { code: 'BR-HONEY-US', market: 'intl', group: 'brass-bronze', grade: 'honey', en: 'Yellow brass (Honey)', zh: '黄铜（Honey）', location: 'New Jersey, US', port: 'New York', level: 5_250, offsets: INTL },
  { code: 'BR-EBONY-EU', market: 'intl', group: 'brass-bronze', grade: 'ebony', en: 'Composition / red brass (Ebony)', zh: '红铜（Ebony）', location: 'Antwerp, BE', port: 'Antwerp', level: 5_820, offsets: INTL },
  { code: 'AL-UBC-US', market: 'intl', group: 'aluminium', grade: 'taldon-ubc', en: 'Used beverage cans (Taldon)', zh: '易拉罐（Taldon）', location: 'Atlanta, US', port: 'Savannah', level: 1_420, offsets: INTL },
  { code: 'AL-TENSE-EU', market: 'intl', group: 'aluminium', grade: 'tense', en: 'Mixed aluminium castings (Tense)', zh: '混合铸铝（Tense）', location: 'Rotterdam, NL', port: 'Rotterdam', level: 1_690, offsets: INTL },
  { code: 'AL-TALE-US', market: 'intl', group: 'aluminium', grade: 'tale', en: 'Painted siding (Tale)', zh: '涂漆铝板（Tale）', location: 'Los Angeles, US', port: 'Los Angeles', level: 1_880, offsets: INTL },
  { code: 'NF-ZORBA-US', market: 'intl', group: 'mixed-nonferrous', grade: 'zorba', en: 'Shredded non-ferrous (Zorba)', zh: '破碎有色金属（Zorba）', location: 'Oakland, US', port: 'Oakland', level: 1_560, offsets: INTL },
  { code: 'SS-304-EU', market: 'intl', group: 'stainless', grade: 'ss-304', en: '304 stainless solids', zh: '304 不锈钢块料', location: 'Duisburg, DE', port: 'Rotterdam', level: 1_320, offsets: INTL },
  { code: 'SS-316-US', market: 'intl', group: 'stainless', grade: 'ss-316', en: '316 stainless solids', zh: '316 不锈钢块料', location: 'Pittsburgh, US', port: 'Baltimore', level: 1_930, offsets: INTL },
  { code: 'FE-HMS8020-TR', market: 'intl', group: 'ferrous', grade: 'hms-80-20', en: 'HMS 1&2 (80:20), CFR Turkey', zh: 'HMS 1&2（80:20）土耳其到岸', location: 'Marmara, TR', port: 'Iskenderun', level: 372, offsets: { fasPrice: -28, cifCnfPrice: 0 } },
  { code: 'FE-SHRED-US', market: 'intl', group: 'ferrous', grade: 'shredded', en: 'Shredded steel scrap', zh: '破碎废钢', location: 'Chicago, US', port: null, level: 385, offsets: { purchasePrice: 0, domesticSalesPrice: 30 } },
  { code: 'CN-CU-BARLEY', market: 'cn', group: 'copper', grade: 'barley', en: 'Bright copper wire, Foshan', zh: '光亮铜线（佛山）', location: '佛山', port: null, level: 64_800, offsets: CN },
  { code: 'CN-CU-BIRCH', market: 'cn', group: 'copper', grade: 'birch-cliff', en: 'No.2 copper, Ningbo', zh: '二号铜（宁波）', location: '宁波', port: null, level: 60_200, offsets: CN },
  { code: 'CN-BR-HONEY', market: 'cn', group: 'brass-bronze', grade: 'honey', en: 'Yellow brass, Taizhou', zh: '黄杂铜（台州）', location: '台州', port: null, level: 40_500, offsets: CN },
  { code: 'CN-AL-UBC', market: 'cn', group: 'aluminium', grade: 'taldon-ubc', en: 'Used beverage cans, Linyi', zh: '易拉罐（临沂）', location: '临沂', port: null, level: 13_600, offsets: CN },
  { code: 'CN-AL-TENSE', market: 'cn', group: 'aluminium', grade: 'tense', en: 'Mixed aluminium castings, Foshan', zh: '生铝（佛山）', location: '佛山', port: null, level: 15_100, offsets: CN },
  { code: 'CN-SS-304', market: 'cn', group: 'stainless', grade: 'ss-304', en: '304 stainless solids, Wuxi', zh: '304 不锈钢（无锡）', location: '无锡', port: null, level: 9_700, offsets: CN },
  { code: 'CN-FE-HMS', market: 'cn', group: 'ferrous', grade: 'hms-1', en: 'Heavy melting steel, Tangshan', zh: '重废（唐山）', location: '唐山', port: null, level: 2_620, offsets: CN },
];

/** The weekdays of the year ending on `today` (UTC), oldest first. */
export function demoPriceDays(today: Date): string[] {
  const days: string[] = [];
  for (let back = 365; back >= 0; back--) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back));
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Demo price list (SEED_DEMO): about twenty items marked demo, a year of weekday points ending today, and two items
 * followed by the demo buyer. The prices are a deterministic random walk (about ±0.8 % a day, from an md5 of the code
 * and day) computed by the database in one statement, so a demo start stays quick. Only a database with no price item
 * at all gets it, so a restart never adds demo days beside the prices staff keep. Answers the items written.
 */
export async function seedDemoPriceList(db: TDb, today = new Date()): Promise<number> {
  if ((await executeRows(db, sql`select 1 from price_items limit 1`)).length > 0) return 0;
  const categories = await executeRows<{ id: number | string; code: string }>(db, sql`select id, code from categories`);
  const idOf = new Map(categories.map((c) => [c.code, Number(c.id)]));
  const items = DEMO_ITEMS.filter((i) => idOf.has(i.group));
  if (!items.length) return 0;
  const days = demoPriceDays(today);
  return db.transaction(async (tx) => {
    const written = await tx
      .insert(priceItems)
      .values(
        items.map((item) => ({
          code: item.code,
          market: item.market,
          categoryId: idOf.get(item.group)!,
          subCategoryId: idOf.get(item.grade) ?? null,
          description: item.en,
          descriptionZh: item.zh,
          location: item.location,
          port: item.port,
          remark: 'Demo prices',
          demo: true,
        })),
      )
      .onConflictDoNothing({ target: priceItems.code })
      .returning({ id: priceItems.id, code: priceItems.code });
    const offset = (v: number | undefined) => (v === undefined ? sql`null::numeric` : sql`${String(v)}::numeric`);
    const spec = sql.join(
      items.map(
        (i) =>
          sql`(${i.code}::text, ${String(i.level)}::numeric, ${i.market === 'cn' ? '10' : '1'}::numeric, ${offset(i.offsets.purchasePrice)}, ${offset(
            i.offsets.domesticSalesPrice,
          )}, ${offset(i.offsets.exportSalesPrice)}, ${offset(i.offsets.fasPrice)}, ${offset(i.offsets.cifCnfPrice)})`,
      ),
      sql`, `,
    );
    // CNY prices are quoted in tens, USD ones in whole dollars; a slight upward drift and ±0.8 % noise a day.
    const price = (col: string) => sql.raw(`case when s.${col} is null then null else round((w.lvl + s.${col}) / s.step) * s.step end`);
    await tx.execute(sql`
      with spec(code, level, step, o_purchase, o_domestic, o_export, o_fas, o_cif) as (values ${spec}),
      days as (
        select d::date as day from generate_series(${days[0]}::date, ${days.at(-1)}::date, interval '1 day') d
        where extract(isodow from d) < 6
      ),
      noise as (
        select s.code, d.day,
          ln(1.0002 + ((('x' || substr(md5(s.code || d.day::text), 1, 8))::bit(32)::bigint)::float8 / 4294967295.0 - 0.5) * 0.016) as r
        from spec s cross join days d
      ),
      walk as (
        select n.code, n.day, s.level * exp(sum(n.r) over (partition by n.code order by n.day)) as lvl
        from noise n join spec s on s.code = n.code
      )
      insert into price_points (item_id, price_date, purchase_price, domestic_sales_price, export_sales_price, fas_price, cif_cnf_price, demo)
      select i.id, w.day, ${price('o_purchase')}, ${price('o_domestic')}, ${price('o_export')}, ${price('o_fas')}, ${price('o_cif')}, true
      from walk w join spec s on s.code = w.code join price_items i on i.code = w.code
      on conflict (item_id, price_date) do nothing`);
    // The demo buyer follows two items, so "my following" has something on a fresh demo.
    const [buyer] = await executeRows<{ id: string }>(tx, sql`select id from users where lower(email) = 'buyer@demo.test' limit 1`);
    if (buyer) {
      for (const code of ['CU-BARLEY-US', 'AL-UBC-US']) {
        const id = written.find((w) => w.code === code)?.id;
        if (id) await tx.insert(priceFollows).values({ userId: String(buyer.id), kind: 'item', key: id }).onConflictDoNothing();
      }
    }
    return written.length;
  });
}
