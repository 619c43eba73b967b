import type { TPricingInfo } from '@scrapbridge/domain/pricing/fixing-view';
import type { TDb } from '../../../db/client.ts';
import type { TContractViewer } from '../contracts/contract-access.ts';
import { fixingToday, loadPricing } from './load-pricing-info.ts';
import { requirePricingAccess } from './pricing-access.ts';

/**
 * `GET /app-v2/order/queryPricingInfo?askId=` (§7; §4 Price fixing): the contract's shipments with containers and net
 * weights, whether each is fixed, waiting or can be chosen (priced ones disabled), who fixes, each shipment's pricing
 * window, the contract's pricing status and the amounts the fixes come to. Parties and staff; anyone else 404.
 */
export async function getPricingInfo(opts: { db: TDb; askId: string; viewer: TContractViewer; now?: Date }): Promise<TPricingInfo> {
  const { contract, side } = await requirePricingAccess({ db: opts.db, askId: opts.askId, viewer: opts.viewer });
  const { info } = await loadPricing({ db: opts.db, contract, side, today: fixingToday(opts.now) });
  return info;
}
