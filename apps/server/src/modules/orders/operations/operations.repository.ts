import { sql, type SQL } from 'drizzle-orm';
import type { TContractNeed, TContractStatus } from '@scrapbridge/domain/orders/queue';
import type { TDepositStatus, TPaymentStatus } from '@scrapbridge/domain/orders/money';
import type { TShipmentStatus } from '@scrapbridge/domain/orders/shipment';
import type { TDbOrTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';

export type TQueueRow = {
  id: string;
  contract_no: string;
  deal_at: Date | string;
  status: TContractStatus;
  buyer_company: string | null;
  buyer_company_en: string | null;
  seller_company: string | null;
  seller_company_en: string | null;
  deposit_status: TDepositStatus;
  payment_status: TPaymentStatus;
  buyer_step1: boolean;
  buyer_step2: boolean;
  seller_step1: boolean;
  shipment_statuses: TShipmentStatus[] | null;
  open_disputes: number;
};

/** The facts each "needs" filter stands for (queue.ts contractNeeds says the same in code, for the row's tags). */
const OPEN_DISPUTE = sql`exists (select 1 from contract_disputes d where d.contract_id = c.id and d.status in ('open', 'contacted'))`;
const UNPAID = sql`(c.status = 'signed' and (c.deposit_status <> 'paid' or c.payment_status <> 'paid'))`;
const UNSHIPPED = sql`(c.status = 'signed' and (not exists (select 1 from shipments s where s.contract_id = c.id)
  or exists (select 1 from shipments s where s.contract_id = c.id and s.status <> 'delivered')))`;
const NEEDS: Record<TContractNeed, SQL> = {
  confirmation: sql`c.status = 'pending'`,
  shipment: UNSHIPPED,
  payment: UNPAID,
  dispute: OPEN_DISPUTE,
};

/** `like` pattern of a prefix search: the staff member's % and _ are literal. */
function prefixPattern(keyword: string): string {
  return `${keyword.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * One page of the staff contract queue. Contracts that need staff come first — a party waiting on a dispute, then
 * money to chase, confirmations to push, shipments to book or track — and within each, the oldest deal first; done
 * and voided contracts last. The keyword is a contract-number prefix (contracts_no_lower_idx) or an exact BL
 * (shipments_bill_no_lower_idx) or container number (shipment_containers_no_idx): numbers staff copy from a document.
 * The page's facts are read per row of the page only.
 */
export async function listQueueRows(
  db: TDbOrTx,
  opts: { status?: TContractStatus; needs?: TContractNeed; keyword?: string; containerNo?: string; limit: number; offset: number },
): Promise<{ rows: TQueueRow[]; total: number }> {
  const filters: SQL[] = [sql`true`];
  if (opts.status) filters.push(sql`c.status = ${opts.status}`);
  if (opts.needs) filters.push(NEEDS[opts.needs]);
  if (opts.keyword) {
    const k = opts.keyword.toLowerCase();
    filters.push(sql`(lower(c.contract_no) like ${prefixPattern(opts.keyword)}
      or c.id in (select s.contract_id from shipments s where lower(s.bill_no) = ${k})
      or c.id in (select s.contract_id from shipment_containers sc join shipments s on s.id = sc.shipment_id
                  where sc.container_no = ${opts.containerNo ?? opts.keyword}))`);
  }
  const where = sql.join(filters, sql` and `);
  const rank = sql`case when ${OPEN_DISPUTE} then 0 when ${UNPAID} then 1 when c.status = 'pending' then 2 when ${UNSHIPPED} then 3 else 4 end`;
  const rows = await executeRows<TQueueRow & { total: number }>(db, sql`
    with page as (
      select c.*, count(*) over () as total, ${rank} as rank
      from contracts c
      where ${where}
      order by rank, c.deal_at, c.id
      limit ${opts.limit} offset ${opts.offset}
    )
    select p.id, p.contract_no, p.deal_at, p.status, p.deposit_status, p.payment_status, p.total::int as total,
      bc.name as buyer_company, bc.name_en as buyer_company_en, sc.name as seller_company, sc.name_en as seller_company_en,
      exists (select 1 from contract_parties cp where cp.contract_id = p.id and cp.side = 'buyer') as buyer_step1,
      exists (select 1 from contract_bl_instructions bi where bi.contract_id = p.id) as buyer_step2,
      exists (select 1 from contract_parties cp where cp.contract_id = p.id and cp.side = 'seller') as seller_step1,
      (select array_agg(s.status) from shipments s where s.contract_id = p.id) as shipment_statuses,
      (select count(*)::int from contract_disputes d where d.contract_id = p.id and d.status in ('open', 'contacted')) as open_disputes
    from page p
    left join users bu on bu.id = p.buyer_user_id
    left join companies bc on bc.id = bu.company_id
    left join users su on su.id = p.seller_user_id
    left join companies sc on sc.id = su.company_id
    order by p.rank, p.deal_at, p.id`);
  if (rows.length > 0 || opts.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end: count alone.
  const count = await executeRows<{ total: number }>(db, sql`select count(*)::int as total from contracts c where ${where}`);
  return { rows: [], total: count[0]?.total ?? 0 };
}
