import { sql } from 'drizzle-orm';
import type { TChatDocument } from '@scrapbridge/domain/ai-chat/compose-answer';
import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TDbOrTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';

/** How many of the caller's most recent orders (and shipments) an answer may draw on, besides those asked by number. */
const RECENT = 30;

type TOrderRow = {
  id: string;
  contractNo: string;
  status: string;
  paymentStatus: string;
  buyer: boolean;
  currency: string;
  totalWeight: string;
  totalAmount: string | null;
  dealAt: string;
  goods: string | null;
  goodsZh: string | null;
};
type TShipmentRow = {
  id: string;
  contractId: string;
  contractNo: string;
  billNo: string | null;
  vessel: string | null;
  pol: string | null;
  pod: string | null;
  etd: string | null;
  eta: string | null;
  status: string;
  containers: string | null;
};

/**
 * The caller's contracts: the most recent as buyer and as seller, and any whose number the question names — always
 * only the caller's (issue 17 item 6: "nobody's data reaches another user's answer"). Each leg is one index walk.
 */
const mineSql = (userId: string, codes: readonly string[]) => sql`
  (select id from contracts where buyer_user_id = ${userId} order by deal_at desc limit ${RECENT})
  union (select id from contracts where seller_user_id = ${userId} order by deal_at desc limit ${RECENT})
  ${
    codes.length
      ? sql`union (select id from contracts where lower(contract_no) in (${sql.join(
          codes.map((c) => sql`${c.toLowerCase()}`),
          sql`, `,
        )}) and (buyer_user_id = ${userId} or seller_user_id = ${userId}))`
      : sql``
  }`;

/** The caller's own orders and their shipments as chat documents (issue 17 item 6: "orders, shipments"). */
export async function listOrderChatDocuments(opts: { db: TDbOrTx; userId: string; lang: TLang; codes: readonly string[] }): Promise<TChatDocument[]> {
  const mine = mineSql(opts.userId, opts.codes);
  const [orders, shipments] = await Promise.all([
    executeRows<TOrderRow>(
      opts.db,
      sql`select c.id, c.contract_no as "contractNo", c.status, c.payment_status as "paymentStatus", c.buyer_user_id = ${opts.userId} as buyer,
          c.currency, c.total_weight::text as "totalWeight", c.total_amount::text as "totalAmount", c.deal_at::text as "dealAt",
          (select string_agg(coalesce(l.detail_name, l.detail_name_zh), ', ' order by l.sort) from contract_lines l where l.contract_id = c.id) as goods,
          (select string_agg(coalesce(l.detail_name_zh, l.detail_name), '、' order by l.sort) from contract_lines l where l.contract_id = c.id) as "goodsZh"
        from contracts c where c.id in (${mine}) order by c.deal_at desc`,
    ),
    executeRows<TShipmentRow>(
      opts.db,
      sql`select s.id, s.contract_id as "contractId", c.contract_no as "contractNo", s.bill_no as "billNo", s.vessel,
          s.port_of_loading as pol, s.port_of_discharge as pod, s.etd::text as etd, s.eta::text as eta, s.status,
          (select string_agg(k.container_no || coalesce(' / ' || k.seal_no, ''), ', ' order by k.sort) from shipment_containers k where k.shipment_id = s.id) as containers
        from shipments s join contracts c on c.id = s.contract_id
        where s.contract_id in (${mine}) order by s.created_at desc limit ${RECENT * 2}`,
    ),
  ]);
  const zh = opts.lang === 'zh';
  const t = (key: string, params?: Record<string, string | number>) => translate(opts.lang, key, params);
  const none = t('aiChat.sources.none');
  const num = (v: string | null) => (v === null ? none : Number(v).toLocaleString('en-US', { maximumFractionDigits: 3 }));
  const docs: TChatDocument[] = orders.map((o) => ({
    kind: 'order',
    title: t('aiChat.sources.orderTitle', { contractNo: o.contractNo }),
    text: t('aiChat.sources.orderLine', {
      contractNo: o.contractNo,
      side: t(o.buyer ? 'aiChat.sources.buyer' : 'aiChat.sources.seller'),
      goods: (zh ? o.goodsZh : o.goods) ?? none,
      weight: num(o.totalWeight),
      amount: num(o.totalAmount),
      currency: o.currency,
      status: t(`orders.status.${o.status}`),
      payment: t(`orders.payment.${o.paymentStatus}`),
      date: o.dealAt.slice(0, 10),
    }),
    link: `/order-detail?contractId=${encodeURIComponent(o.id)}`,
  }));
  for (const s of shipments) {
    docs.push({
      kind: 'shipment',
      title: t('aiChat.sources.shipmentTitle', { contractNo: s.contractNo }),
      text: t('aiChat.sources.shipmentLine', {
        contractNo: s.contractNo,
        billNo: s.billNo ?? none,
        vessel: s.vessel ?? none,
        pol: s.pol ?? none,
        pod: s.pod ?? none,
        etd: s.etd ?? none,
        eta: s.eta ?? none,
        status: t(`shipments.status.${s.status}`),
        containers: s.containers ?? none,
      }),
      link: `/order-detail?contractId=${encodeURIComponent(s.contractId)}&shipmentId=${encodeURIComponent(s.id)}`,
    });
  }
  return docs;
}
