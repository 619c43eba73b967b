import type { TLang } from '@scrapbridge/domain/i18n';
import { FIXING_LIMITS, type TStaffPriceFix } from '@scrapbridge/domain/pricing/fixing-view';
import type { TReferenceBasis } from '@scrapbridge/domain/quotes/price-normalise';
import type { TDbOrTx } from '../../../db/client.ts';
import { listBasisSettlements } from '../../negotiation/index.ts';
import { findContractLines, type TContractRow } from '../contracts/contracts.repository.ts';
import { companyIn } from '../disputes/dispute-presenter.ts';
import { loadWindowTerms, netWeightOf, presentFix, presentFormula, presentWindow, shipmentWindow } from './load-pricing-info.ts';
import { listShipmentsWithContainers, type TPriceFixRow } from './pricing.repository.ts';

/**
 * One row of the staff fixing queue: the request with its contract, shipment, formula and pricing window, and the
 * basis's settlements within the window beside it (newest first), so staff choose the day and see the price before
 * confirming. The default day is the latest settlement on or before the window's close (today when open-ended).
 */
export async function presentStaffFix(
  db: TDbOrTx,
  r: { fix: TPriceFixRow; contract: TContractRow; billNo: string | null; buyerCompany: string | null; buyerCompanyEn: string | null; sellerCompany: string | null; sellerCompanyEn: string | null },
  lang: TLang,
  today: string,
): Promise<TStaffPriceFix> {
  const { fix, contract } = r;
  const line = (await findContractLines(db, contract.id)).find((l) => l.id === fix.contractLineId)!;
  const terms = await loadWindowTerms(db, contract);
  const shipment = (await listShipmentsWithContainers(db, contract.id)).find((s) => s.id === fix.shipmentId);
  const window = shipmentWindow(terms, shipment?.etd ?? null);
  const upTo = window.closesOn !== null && window.closesOn < today ? window.closesOn : today;
  const settlements = await listBasisSettlements(db, line.quoteType as TReferenceBasis, { onOrAfter: window.opensOn, onOrBefore: upTo, limit: FIXING_LIMITS.settlementsShown });
  return {
    ...presentFix(fix, contract),
    contractId: contract.id,
    contractNo: contract.contractNo,
    askId: contract.askId,
    shipmentId: fix.shipmentId,
    billNo: r.billNo,
    containers: shipment?.containers.length ?? 0,
    shipmentNetWeightMt: shipment ? netWeightOf(shipment) : '0',
    buyerCompany: companyIn(lang, r.buyerCompany, r.buyerCompanyEn),
    sellerCompany: companyIn(lang, r.sellerCompany, r.sellerCompanyEn),
    formula: presentFormula(line),
    window: presentWindow(terms, window, today),
    settlements,
    defaultSettlementDate: settlements[0]?.priceDate ?? null,
  };
}
