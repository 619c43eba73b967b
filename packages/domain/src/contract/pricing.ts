import { listOf } from '../api.ts';
import {
  ZCommitPricingRequest,
  ZConfirmFixRequest,
  ZPriceFixParams,
  ZPriceFixQueueQuery,
  ZPricingInfo,
  ZPricingInfoQuery,
  ZRejectFixRequest,
  ZStaffPriceFix,
} from '../pricing/fixing-view.ts';
import { defineArea } from './define-route.ts';

/**
 * Price fixing of formula-priced shipments (issue 14 item 4; §4 Price fixing; §7 /order/queryPricingInfo and
 * /order/commitPricing; §8): the fixing side asks, staff confirm against a day's settlement or reject, a sweep fixes
 * what stays unfixed past the pricing window. Parties and staff only: anyone else is answered "not found".
 */
export const pricingContract = defineArea('pricing', {
  info: {
    method: 'GET',
    path: '/app-v2/order/queryPricingInfo',
    access: 'party',
    tag: 'pricing',
    summary: "A contract's shipments with containers, net weights and whether each is fixed or requested, who fixes, the pricing window and status",
    description: 'askId unknown, or the caller is not a party of its contract: 404 "askId is null or does not exist".',
    query: ZPricingInfoQuery,
    response: ZPricingInfo,
  },
  commit: {
    method: 'POST',
    path: '/app-v2/order/commitPricing',
    access: 'party',
    tag: 'pricing',
    summary: 'The fixing side requests fixing of unpriced shipments {askId, shipmentIds}; staff confirm',
    description:
      '404 unknown askId or not a party; 1301 voided contract; 1640 not the fixing side; 1641 no container available to fix price; ' +
      '1642 a shipment already priced or requested; 1643 not a formula contract; 1644 a shipment without containers; 1647 pricing window not open yet; ' +
      '1648 pricing window closed (the fallback fixes it). Nothing is stored on a refusal.',
    body: ZCommitPricingRequest,
    response: ZPricingInfo,
  },
  staffQueue: {
    method: 'GET',
    path: '/admin/price-fixes',
    access: 'staff',
    tag: 'pricing',
    summary: 'The fixing queue (requested oldest first; confirmed / rejected newest first) with the basis settlements beside each request (staff)',
    query: ZPriceFixQueueQuery,
    response: listOf(ZStaffPriceFix),
  },
  confirm: {
    method: 'POST',
    path: '/admin/price-fix/:id/confirm',
    access: 'staff',
    tag: 'pricing',
    summary: "Confirm a fix at a day's settlement {settlementDate?} (default the latest within the window); the final invoice follows",
    description: '1645 not waiting any more; 1646 no settlement of the basis on that day; 1000 settlementDate outside the pricing window.',
    params: ZPriceFixParams,
    body: ZConfirmFixRequest,
    response: ZStaffPriceFix,
  },
  reject: {
    method: 'POST',
    path: '/admin/price-fix/:id/reject',
    access: 'staff',
    tag: 'pricing',
    summary: 'Reject a fix request with a reason {reason}; the shipment can be requested again',
    description: '1645 not waiting any more.',
    params: ZPriceFixParams,
    body: ZRejectFixRequest,
    response: ZStaffPriceFix,
  },
});
