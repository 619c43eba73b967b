import { Deduction, type TDeduction, type TQuoteType } from '@scrapbridge/domain/quote-method';
import type { TContract } from '@scrapbridge/domain/quotes/quote-view';
import type { TDb } from '../../db/client.ts';
import { priceText } from '../quotes/quote-presenter.ts';
import { requireContractAccess } from './contract-access.ts';
import { findContractLines } from './contracts.repository.ts';

/**
 * `GET /app-v2/contract/{contractId}`: the contract a deal wrote (pending confirmation), for its buyer, its seller
 * (or agent) and staff; anyone else is told it does not exist (§8 "contractId incorrect").
 */
export async function getContract(opts: { db: TDb; contractId: string; viewer: { userId: string; isStaff: boolean } }): Promise<TContract> {
  const { contract: c } = await requireContractAccess({ db: opts.db, contractId: opts.contractId, viewer: opts.viewer });
  const lines = await findContractLines(opts.db, c.id);
  const currency = c.currency as 'USD' | 'CNY';
  return {
    contractId: c.id,
    contractNo: c.contractNo,
    status: c.status as TContract['status'],
    askId: c.askId,
    quoteId: c.quoteId,
    buyerUserId: c.buyerUserId,
    sellerUserId: c.sellerUserId,
    market: c.market as TContract['market'],
    currency,
    term: c.term as TContract['term'],
    portId: c.portId,
    destinationPortId: c.destinationPortId,
    prepayRate: c.prepayRate,
    depositRatio: Number(c.depositRatio),
    balanceRatio: Number(c.balanceRatio),
    paymentTiming: c.paymentTiming as TContract['paymentTiming'],
    fixingSide: c.fixingSide as TContract['fixingSide'],
    taxIncluded: c.taxIncluded,
    totalWeight: Number(c.totalWeight),
    totalAmount: c.totalAmount === null ? null : Number(c.totalAmount),
    underReview: c.underReview,
    dealAt: c.dealAt.toISOString(),
    lines: lines.map((l) => ({
      askDetailId: l.askDetailId,
      detailName: l.detailName,
      detailNameZh: l.detailNameZh,
      quoteType: l.quoteType as TQuoteType,
      price: Number(l.price),
      priceStr: priceText(l.quoteType as TQuoteType, (l.deduction ?? Deduction.None) as TDeduction, Number(l.price), currency),
      weight: l.weight === null ? null : Number(l.weight),
      containers: l.containers,
      amount: l.amount === null ? null : Number(l.amount),
    })),
  };
}
