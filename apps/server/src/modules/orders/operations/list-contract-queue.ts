import { normaliseContainerNo } from '@scrapbridge/domain/orders/container-no';
import { contractNeeds, shippingState, type TStaffContractRow, type TStaffContractsQuery } from '@scrapbridge/domain/orders/queue';
import type { TLang } from '@scrapbridge/domain/i18n';
import type { TDb } from '../../../db/client.ts';
import { companyIn } from '../disputes/dispute-presenter.ts';
import { listQueueRows } from './operations.repository.ts';

const DAY_MS = 86_400_000;

/**
 * `GET /admin/contracts?status&needs&keyword` (staff; issue 5 item 7 "the contract queue"): every contract with its
 * confirmation progress, money, shipping and open disputes, and what it waits for — those that need staff first.
 */
export async function listContractQueue(opts: TStaffContractsQuery & { db: TDb; lang: TLang; now?: Date }): Promise<{ rows: TStaffContractRow[]; total: number }> {
  const now = opts.now ?? new Date();
  const { rows, total } = await listQueueRows(opts.db, {
    status: opts.status,
    needs: opts.needs,
    keyword: opts.keyword || undefined,
    // Container numbers are stored as painted without spaces (container-no.ts): "tghu 765432-0" finds TGHU7654320.
    containerNo: opts.keyword ? normaliseContainerNo(opts.keyword) : undefined,
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  return {
    total,
    rows: rows.map((r) => {
      const statuses = r.shipment_statuses ?? [];
      const dealAt = new Date(r.deal_at);
      return {
        contractId: r.id,
        contractNo: r.contract_no,
        dealAt: dealAt.toISOString(),
        status: r.status,
        buyerCompany: companyIn(opts.lang, r.buyer_company, r.buyer_company_en),
        sellerCompany: companyIn(opts.lang, r.seller_company, r.seller_company_en),
        confirmation: { buyerStep1: r.buyer_step1, buyerStep2: r.buyer_step2, sellerStep1: r.seller_step1 },
        depositStatus: r.deposit_status,
        paymentStatus: r.payment_status,
        shipping: shippingState(statuses),
        shipmentCount: statuses.length,
        openDisputes: Number(r.open_disputes),
        needs: contractNeeds({
          status: r.status,
          depositStatus: r.deposit_status,
          paymentStatus: r.payment_status,
          shipmentCount: statuses.length,
          undeliveredShipments: statuses.filter((s) => s !== 'delivered').length,
          openDisputes: Number(r.open_disputes),
        }),
        ageDays: Math.max(0, Math.floor((now.getTime() - dealAt.getTime()) / DAY_MS)),
      };
    }),
  };
}
