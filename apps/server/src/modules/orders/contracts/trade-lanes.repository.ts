import { and, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../../db/client.ts';
import { asks, contracts, users } from '../../../db/schema.ts';

/**
 * Concluded deals since `since` added up per loading port, destination port, the ask's loading country and the
 * parties' countries (dictionary ids): contracts pending or signed (not voided, not held for staff review). Read through contracts_status_idx
 * (status, deal_at); the answer is bounded by the number of distinct lanes, capped by `limit`.
 */
export async function sumDealsByLane(db: TDbOrTx, opts: { since: Date; limit: number }) {
  const seller = alias(users, 'seller');
  const buyer = alias(users, 'buyer');
  return db
    .select({
      portId: contracts.portId,
      loadingCountryId: asks.loadingCountryId,
      destinationPortId: contracts.destinationPortId,
      sellerCountryId: seller.countryId,
      buyerCountryId: buyer.countryId,
      weightMt: sum(contracts.totalWeight).mapWith(Number),
      deals: count(),
    })
    .from(contracts)
    .innerJoin(asks, eq(asks.id, contracts.askId))
    .innerJoin(seller, eq(seller.id, contracts.sellerUserId))
    .innerJoin(buyer, eq(buyer.id, contracts.buyerUserId))
    .where(and(inArray(contracts.status, ['pending', 'signed']), eq(contracts.underReview, false), gte(contracts.dealAt, opts.since)))
    .groupBy(contracts.portId, contracts.destinationPortId, asks.loadingCountryId, seller.countryId, buyer.countryId)
    .orderBy(sql`sum(${contracts.totalWeight}) desc`)
    .limit(opts.limit);
}
