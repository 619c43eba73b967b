import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { contractNumber } from '@scrapbridge/domain/quotes/deal';
import type { TDealMade, TDealReviewed } from '@scrapbridge/domain/domain-events';
import type { TTx } from '../../../db/client.ts';
import { subscriber } from '../../../events/bus.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { queueNotification } from '../../platform/index.ts';
import { findLiveContractOfQuote, insertContract, updateContract } from './contracts.repository.ts';
import { signContractIfComplete } from './sign-contract.ts';

/** The negotiation's deal events, as the orders area acts on them (events/bus.ts). */

const askLink = (askId: string) => `/view-detail?askId=${askId}`;
const partiesOf = (e: TDealMade | TDealReviewed) => [...new Set([e.buyerUserId, e.sellerUserId, ...(e.agentUserId ? [e.agentUserId] : [])])];

/**
 * §4 deal → the contract, pending confirmation, with both parties, the agreed lines, weights, prices and terms, under
 * the id the deal announced; both parties (and the seller's agent) are told in-app and by e-mail. In the deal's
 * transaction: a deal without its contract never commits. A contract number drawn twice (1 in 2 billion a day) is
 * drawn again; a second live contract on the ask (contracts_live_ask_key) is a real conflict and rolls the deal back.
 */
export async function writeDealContract(tx: TTx, e: TDealMade): Promise<void> {
  let contractNo: string | null = null;
  for (let attempt = 0; contractNo === null; attempt++) {
    const drawn = contractNumber(new Date(), crypto.randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(-6));
    try {
      await tx.transaction((sp) =>
        insertContract(
          sp,
          {
            id: e.contractId,
            contractNo: drawn,
            askId: e.askId,
            quoteId: e.quoteId,
            buyerUserId: e.buyerUserId,
            sellerUserId: e.sellerUserId,
            market: e.market,
            currency: e.currency,
            term: e.term,
            portId: e.portId,
            destinationPortId: e.destinationPortId,
            prepayRate: e.prepayRate,
            depositRatio: e.depositRatio,
            balanceRatio: e.balanceRatio,
            paymentTiming: e.paymentTiming,
            fixingSide: e.fixingSide,
            taxIncluded: e.taxIncluded,
            totalWeight: e.totalWeight,
            totalAmount: e.totalAmount,
            underReview: e.underReview,
          },
          e.lines.map((l, i) => ({ ...l, sort: i })),
        ),
      );
      contractNo = drawn;
    } catch (err) {
      if (!isUniqueViolation(err) || constraintOf(err) !== 'contracts_no_key' || attempt >= 3) throw err;
    }
  }
  for (const userId of partiesOf(e)) {
    await queueNotification({
      tx,
      userId,
      kind: e.underReview ? 'quote_deal_review' : 'quote_deal',
      refKey: `contract:${e.contractId}`,
      params: { askName: e.askName, contractNo },
      paramsZh: { askName: e.askNameZh || e.askName, contractNo },
      link: askLink(e.askId),
      mail: true,
    });
  }
}

/** The constraint a unique violation names (pg puts it on the error; drizzle wraps it as the cause). */
function constraintOf(err: unknown): string {
  for (let x: unknown = err, depth = 0; x && typeof x === 'object' && depth < 5; x = (x as { cause?: unknown }).cause, depth++) {
    const c = (x as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
  }
  return '';
}

/**
 * §4 a deal under review decided by staff: approved, the contract is no longer under review (and is signed if both
 * parties already confirmed); refused, it is voided. Both parties hear of it in-app and by e-mail.
 */
export async function settleReviewedDeal(tx: TTx, e: TDealReviewed): Promise<void> {
  const contract = await findLiveContractOfQuote(tx, e.quoteId);
  if (contract) {
    if (e.decision === 'approve') {
      await updateContract(tx, contract.id, { underReview: false });
      // Parties may confirm while the deal is reviewed: a contract complete by now is signed on approval.
      await signContractIfComplete(tx, contract.id);
    } else {
      await updateContract(tx, contract.id, { status: 'voided', voidedAt: sql`now()`, underReview: false });
    }
  }
  for (const userId of partiesOf(e)) {
    await queueNotification({
      tx,
      userId,
      kind: e.decision === 'approve' ? 'quote_deal' : 'quote_deal_refused',
      refKey: `contract:${contract?.id ?? e.quoteId}:${e.decision}`,
      params: { askName: e.askName, contractNo: contract?.contractNo ?? '' },
      paramsZh: { askName: e.askNameZh || e.askName, contractNo: contract?.contractNo ?? '' },
      link: askLink(e.askId),
      mail: true,
    });
  }
}

export const ordersDealSubscribers = [
  subscriber({ name: 'orders.writeDealContract', type: 'deal.made', inTransaction: writeDealContract }),
  subscriber({ name: 'orders.settleReviewedDeal', type: 'deal.reviewed', inTransaction: settleReviewedDeal }),
];
