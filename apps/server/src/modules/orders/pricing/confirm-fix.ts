import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TConfirmFixRequest, TStaffPriceFix } from '@scrapbridge/domain/pricing/fixing-view';
import type { TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TAppDeps } from '../../../app.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findBasisSettlement, listBasisSettlements } from '../../negotiation/index.ts';
import { deliverNotificationMails } from '../../platform/index.ts';
import { findContractLines } from '../contracts/contracts.repository.ts';
import { applyFix } from './apply-fix.ts';
import { fixingToday, loadWindowTerms, shipmentWindow } from './load-pricing-info.ts';
import { lockFixForStaff } from './lock-fix.ts';
import { findQueueFix } from './pricing.repository.ts';
import { presentStaffFix } from './staff-fix-presenter.ts';

/**
 * `POST /admin/price-fix/{id}/confirm {settlementDate?}` (staff; issue 14 item 4 "staff confirm the fix against the
 * day's settlement"): fixes the shipment at the settlement of the chosen exchange day within its pricing window
 * (default: the latest one up to today or the window's close), stores the price with the settlement used, sets
 * donePricing, lets the final invoice follow, tells both parties and audits it. A request no longer waiting: 1645; a
 * day outside the window: 1000 on settlementDate; no settlement that day: 1646.
 */
export async function confirmFix(opts: TConfirmFixRequest & { deps: TAppDeps; staffUserId: string; fixId: string; lang: TLang; now?: Date }): Promise<TStaffPriceFix> {
  const { db } = opts.deps.database;
  const today = fixingToday(opts.now);
  await db.transaction(async (tx) => {
    const { contract, shipment, fix } = await lockFixForStaff(tx, opts.fixId);
    const line = (await findContractLines(tx, contract.id)).find((l) => l.id === fix.contractLineId)!;
    // A request stored against a line priced at the deal has no formula to fix with (never written by commitPricing).
    if (line.deduction === 0) throw new AppError(ErrorCode.NotFormulaPriced);
    const basis = line.quoteType as TReferenceBasis;
    const window = shipmentWindow(await loadWindowTerms(tx, contract), shipment.etd);
    const upTo = window.closesOn !== null && window.closesOn < today ? window.closesOn : today;
    let settlement;
    if (opts.settlementDate) {
      if (opts.settlementDate < window.opensOn || opts.settlementDate > upTo) {
        throw AppError.field('settlementDate', 'fixing.errors.settlementOutsideWindow', { opensOn: window.opensOn, closesOn: upTo });
      }
      settlement = await findBasisSettlement(tx, basis, opts.settlementDate);
      if (!settlement) throw new AppError(ErrorCode.NoSettlement, undefined, { basis, date: opts.settlementDate });
    } else {
      [settlement] = await listBasisSettlements(tx, basis, { onOrAfter: window.opensOn, onOrBefore: upTo, limit: 1 });
      if (!settlement) throw new AppError(ErrorCode.NoSettlement, undefined, { basis, date: upTo });
    }
    await applyFix({ tx, contract, line, shipment, fix, settlement, decidedByUserId: opts.staffUserId });
  });
  await deliverNotificationMails({ deps: opts.deps });
  const row = await findQueueFix(db, opts.fixId);
  return presentStaffFix(db, row!, opts.lang, today);
}
