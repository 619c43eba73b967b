import { sql } from 'drizzle-orm';
import { MARKET_CURRENCY } from '@scrapbridge/domain/market';
import type { TDb } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';
import { insertBuyerRequest } from './buyer-requests.repository.ts';

type TDemoRequest = {
  market: 'intl' | 'cn';
  title: string;
  family: string;
  grade: string;
  weight?: string;
  containers?: number;
  quoteType: 'FIXED' | 'LME' | 'BTAL';
  targetPrice: string;
  deliveryTerm: 'CIF' | 'CNF' | 'FOB';
  destinationPortId?: number;
  portId?: number;
  remark: string;
  days: number;
};

const DEMO: TDemoRequest[] = [
  {
    market: 'intl',
    title: 'Barley (bare bright copper) for Busan',
    family: 'copper',
    grade: 'barley',
    weight: '60',
    quoteType: 'LME',
    targetPrice: '94',
    deliveryTerm: 'CIF',
    destinationPortId: 410,
    remark: 'Clean bare bright wire, no tin or insulation; loading within 30 days of the contract.',
    days: 30,
  },
  {
    market: 'cn',
    title: '易拉罐打包料 求购',
    family: 'aluminium',
    grade: 'taldon-ubc',
    containers: 4,
    quoteType: 'BTAL',
    targetPrice: '2300',
    deliveryTerm: 'CNF',
    destinationPortId: 402,
    remark: '压块打包，含水含杂低于 2%，宁波港交货。',
    days: 21,
  },
];

/**
 * Demo purchase requests (SEED_DEMO): two live requests of buyer@demo.test, one per market, so the purchase market is
 * not empty on a fresh demo; marked demo. Written only while there is no purchase request at all, so a restart never
 * adds them beside real ones. Answers how many were written.
 */
export async function seedDemoBuyerRequests(db: TDb, now = new Date()): Promise<number> {
  if ((await executeRows(db, sql`select 1 from buyer_requests limit 1`)).length > 0) return 0;
  const [buyer] = await executeRows<{ id: string; companyId: string | null }>(db, sql`select id, company_id as "companyId" from users where email = 'buyer@demo.test'`);
  if (!buyer) return 0;
  const categories = await executeRows<{ id: number | string; code: string; nameZh: string; nameEn: string }>(
    db,
    sql`select id, code, name_zh as "nameZh", name_en as "nameEn" from categories`,
  );
  const byCode = new Map(categories.map((c) => [c.code, { ...c, id: Number(c.id) }]));
  const rows = DEMO.filter((r) => byCode.has(r.family) && byCode.has(r.grade));
  return db.transaction(async (tx) => {
    for (const r of rows) {
      const family = byCode.get(r.family)!;
      const grade = byCode.get(r.grade)!;
      const validUntil = new Date(now.getTime() + r.days * 86_400_000).toISOString().slice(0, 10);
      await insertBuyerRequest(tx, {
        buyerUserId: buyer.id,
        companyId: buyer.companyId,
        market: r.market,
        currency: MARKET_CURRENCY[r.market],
        state: 'live',
        title: r.title,
        categoryIds: [family.id],
        subCategoryIds: [grade.id],
        weight: r.weight ?? null,
        containers: r.containers ?? null,
        quoteType: r.quoteType,
        targetPrice: r.targetPrice,
        deliveryTerm: r.deliveryTerm,
        portId: r.portId ?? null,
        destinationPortId: r.destinationPortId ?? null,
        depositRatio: '30',
        balanceRatio: '70',
        paymentTiming: 'against_bl_copy',
        validUntil,
        remark: r.remark,
        searchKey: [r.title, grade.nameZh, grade.nameEn, family.nameZh, family.nameEn, r.remark].join(' ').toLowerCase(),
        submittedAt: sql`now()`,
        reviewedAt: sql`now()`,
        publishedAt: sql`now()`,
        demo: true,
      });
    }
    return rows.length;
  });
}
