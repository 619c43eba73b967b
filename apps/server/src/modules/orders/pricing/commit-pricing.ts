import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { mayRequestFixing, selectShipmentsToFix, type TFixingSide } from '@scrapbridge/domain/pricing/fixing';
import type { TCommitPricingRequest, TPricingInfo } from '@scrapbridge/domain/pricing/fixing-view';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { deliverNotificationMails, insertAuditEntry } from '../../platform/index.ts';
import type { TContractViewer } from '../contracts/contract-access.ts';
import { fixingToday, loadPricing } from './load-pricing-info.ts';
import { mailOperatorAboutFix, notifyFixParties } from './notify-fixing.ts';
import { requirePricingAccess } from './pricing-access.ts';
import { insertFixRequests } from './pricing.repository.ts';

/**
 * `POST /app-v2/order/commitPricing {askId, shipmentIds}` (§7; §4 "starts only for containers not yet fixed"; §8 "no
 * container available to fix price", non-200 shows msg): the contract's price-fixing side asks staff to fix the chosen
 * shipments. One transaction with the contract row and its shipments locked, so two parallel commits queue and the
 * second finds the first's requests (1642); the partial unique index on live fixes is the backstop. Every refusal
 * stores nothing: unknown askId or not a party 404, voided 1301, no formula 1643, not the fixing side 1640, nothing
 * left 1641, a shipment already priced or requested 1642, without containers 1644, window not open 1647 / closed 1648.
 */
export async function commitPricing(opts: TCommitPricingRequest & { deps: TAppDeps; viewer: TContractViewer; now?: Date }): Promise<TPricingInfo> {
  const { db } = opts.deps.database;
  const today = fixingToday(opts.now);
  let done: { info: TPricingInfo; mail: Parameters<typeof mailOperatorAboutFix>[1] };
  try {
    done = await db.transaction(async (tx) => {
      const { contract, side } = await requirePricingAccess({ db: tx, askId: opts.askId, viewer: opts.viewer, forUpdate: true });
      if (contract.status === 'voided') throw new AppError(ErrorCode.ContractVoided);
      const loaded = await loadPricing({ db: tx, contract, side, today, lockShipments: true });
      if (!loaded.formulaLine) throw new AppError(ErrorCode.NotFormulaPriced);
      // Staff confirm fixes, they do not ask for them; the other party is refused (one party fixes, fixing.ts).
      if (side === 'staff' || !mayRequestFixing(contract.fixingSide as TFixingSide, side)) throw new AppError(ErrorCode.NotFixingSide);
      const byId = new Map(loaded.info.shipments.map((s) => [s.shipmentId, s]));
      const selection = selectShipmentsToFix(
        loaded.info.shipments.map((s) => ({
          shipmentId: s.shipmentId,
          donePricing: s.donePricing,
          containers: s.containers.length,
          netWeightMt: s.netWeightMt,
          fixRequested: s.fix !== null && s.fix.status !== 'rejected',
        })),
        opts.shipmentIds,
      );
      if (!selection.ok) {
        if (selection.reason === 'noneAvailable') throw new AppError(ErrorCode.NoContainerToFix);
        if (selection.reason === 'alreadyPriced') throw new AppError(ErrorCode.ShipmentAlreadyPriced);
        if (selection.reason === 'notShipped') throw new AppError(ErrorCode.ShipmentNotShipped);
        throw AppError.field('shipmentIds', 'errors.invalidValue');
      }
      for (const id of selection.shipmentIds) {
        const w = byId.get(id)!.window;
        if (w.state === 'notYetOpen') throw new AppError(ErrorCode.PricingWindowNotOpen, undefined, { date: w.opensOn });
        if (w.state === 'closed') throw new AppError(ErrorCode.PricingWindowClosed);
      }
      const rows = await insertFixRequests(
        tx,
        selection.shipmentIds.map((shipmentId) => ({
          shipmentId,
          contractId: contract.id,
          contractLineId: loaded.formulaLine!.id,
          status: 'requested' as const,
          origin: 'request' as const,
          requestedByUserId: opts.viewer.userId,
        })),
      );
      for (const row of rows) await notifyFixParties({ tx, contract, fix: row, billNo: byId.get(row.shipmentId)!.billNo, news: 'requested' });
      await insertAuditEntry(tx, {
        actorUserId: opts.viewer.userId,
        action: 'contract.price_fix.request',
        targetType: 'contract',
        targetId: contract.id,
        detail: { side, shipmentIds: selection.shipmentIds, fixIds: rows.map((r) => r.id) },
      });
      const after = await loadPricing({ db: tx, contract, side, today });
      const formula = `${loaded.formulaLine.quoteType} ${after.info.formula?.value ?? ''}`.trim();
      return { info: after.info, mail: { kind: 'requested' as const, contract, count: rows.length, formula, side, requestedAt: rows[0]!.requestedAt } };
    });
  } catch (err) {
    // The live-fix index caught a request that raced past the locks: worded like the check.
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.ShipmentAlreadyPriced);
    throw err;
  }
  await deliverNotificationMails({ deps: opts.deps });
  await mailOperatorAboutFix(opts.deps, done.mail);
  return done.info;
}
