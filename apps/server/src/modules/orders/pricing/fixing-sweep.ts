import { fallbackSettlement } from '@scrapbridge/domain/pricing/fixing';
import type { TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TAppDeps } from '../../../app.ts';
import type { TJob } from '../../../jobs/registry.ts';
import { listBasisSettlements } from '../../negotiation/index.ts';
import { deliverNotificationMails } from '../../platform/index.ts';
import { findContractForUpdate, findContractLines } from '../contracts/contracts.repository.ts';
import { applyFix } from './apply-fix.ts';
import { fixingToday, formulaLineOf, loadWindowTerms, shipmentWindow } from './load-pricing-info.ts';
import { mailOperatorAboutFix } from './notify-fixing.ts';
import { findLiveFixOfShipment, insertFixRequests, listShipmentsWithContainers, listUnpricedFormulaShipments, lockFix } from './pricing.repository.ts';

/** Settlements are daily (§9 price refresh daily): an hourly round fixes a closed window within the hour. */
export const FIXING_SWEEP_SECONDS = 3600;
const BATCH = 100;

/**
 * The fallback (issue 14 item 4, decision in pricing/fixing.ts fallbackSettlement): a shipment of a formula contract
 * still unfixed when its pricing window closes (pricing period or price cut-off) is fixed at the last settlement of
 * its basis dated on or before the closing day — a waiting request too. Each shipment in its own transaction with the
 * locks every fixing write takes (contract, shipments, fix row), so a staff confirm racing the sweep fixes it once.
 * No settlement known yet: left for the next round (staff see it in the queue). Returns how many it fixed.
 */
export async function runFixingSweep(opts: { deps: TAppDeps; now?: Date }): Promise<number> {
  const { db } = opts.deps.database;
  const today = fixingToday(opts.now);
  let fixed = 0;
  let afterId: string | null = null;
  for (;;) {
    const batch = await listUnpricedFormulaShipments(db, { afterId, limit: BATCH });
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.shipmentId;
    for (const item of batch) {
      const mail = await db.transaction(async (tx) => {
        const contract = await findContractForUpdate(tx, item.contractId);
        if (!contract || contract.status === 'voided') return null;
        const line = formulaLineOf(await findContractLines(tx, contract.id));
        if (!line) return null;
        const shipment = (await listShipmentsWithContainers(tx, contract.id, { lock: true })).find((s) => s.id === item.shipmentId);
        if (!shipment || shipment.donePricing || shipment.containers.length === 0) return null;
        const window = shipmentWindow(await loadWindowTerms(tx, contract), shipment.etd);
        if (window.closesOn === null) return null;
        const candidates = await listBasisSettlements(tx, line.quoteType as TReferenceBasis, { onOrBefore: window.closesOn, limit: 1 });
        const settlement = fallbackSettlement(window, today, candidates);
        if (!settlement) return null;
        const live = await findLiveFixOfShipment(tx, shipment.id);
        if (live?.status === 'confirmed') return null;
        const fix = live
          ? await lockFix(tx, live.id)
          : (await insertFixRequests(tx, [{ shipmentId: shipment.id, contractId: contract.id, contractLineId: line.id, status: 'requested', origin: 'fallback', requestedByUserId: null }]))[0]!;
        if (!fix || fix.status !== 'requested') return null;
        const row = await applyFix({ tx, contract, line, shipment, fix, settlement, decidedByUserId: null });
        return { kind: 'fallback' as const, contract, fix: row, billNo: shipment.billNo, closesOn: window.closesOn };
      });
      if (mail) {
        fixed++;
        await deliverNotificationMails({ deps: opts.deps });
        await mailOperatorAboutFix(opts.deps, mail);
      }
    }
    if (batch.length < BATCH) break;
  }
  return fixed;
}

export const priceFixingJob: TJob = {
  name: 'price fixing fallback',
  everySeconds: () => FIXING_SWEEP_SECONDS,
  firstRunSeconds: 60,
  steps: (app) => [{ name: 'price fixing fallback', run: () => runFixingSweep({ deps: app.deps }), done: 'shipments fixed by the fallback' }],
};
