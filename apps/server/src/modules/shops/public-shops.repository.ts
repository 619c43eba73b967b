import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { CompanyState } from '@scrapbridge/domain/verification';
import type { TDbOrTx } from '../../db/client.ts';
import { companies, shops, users } from '../../db/schema.ts';

/**
 * Approved shops of verified companies (enterprise verification approved) with the seller's country (a catalogue dictionary id), newest approval first,
 * bounded: what /universe places on its map. Only what the public shop page shows (the company's names).
 */
export async function listVerifiedPublicShops(db: TDbOrTx, limit: number) {
  return db
    .select({ shopId: shops.id, name: companies.name, nameEn: companies.nameEn, countryId: users.countryId })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .innerJoin(users, eq(users.id, shops.sellerUserId))
    .where(and(eq(shops.status, 'ok'), eq(companies.state, CompanyState.Approved), isNotNull(users.countryId)))
    .orderBy(desc(shops.approvedAt), desc(shops.id))
    .limit(limit);
}
