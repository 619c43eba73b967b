import { sql } from 'drizzle-orm';
import type { TChatDocument } from '@scrapbridge/domain/ai-chat/compose-answer';
import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TDbOrTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';

/** How many of the caller's most recent claims an answer may draw on, besides those asked by number. */
const RECENT = 30;

type TRow = {
  id: string;
  claimNo: string;
  type: string;
  status: string;
  contractNo: string;
  buyer: boolean;
  currency: string;
  totalClaim: string | null;
  agreedAmount: string | null;
  createdAt: string;
};

/**
 * The caller's own claims as chat documents (issue 17 item 6: "claims"): made as buyer, or received as seller once
 * past their draft (the claim rules hide a draft from the seller), each linked to the claim records page.
 */
export async function listClaimChatDocuments(opts: { db: TDbOrTx; userId: string; lang: TLang; codes: readonly string[] }): Promise<TChatDocument[]> {
  const byCode = opts.codes.length
    ? sql`union (select id from claims where upper(claim_no) in (${sql.join(
        opts.codes.map((c) => sql`${c}`),
        sql`, `,
      )}) and (buyer_user_id = ${opts.userId} or (seller_user_id = ${opts.userId} and status <> 'draft')))`
    : sql``;
  const rows = await executeRows<TRow>(
    opts.db,
    sql`select k.id, k.claim_no as "claimNo", k.type, k.status, c.contract_no as "contractNo", k.buyer_user_id = ${opts.userId} as buyer,
        k.currency, k.total_claim::text as "totalClaim", k.agreed_amount::text as "agreedAmount", k.created_at::text as "createdAt"
      from claims k join contracts c on c.id = k.contract_id
      where k.id in (
        (select id from claims where buyer_user_id = ${opts.userId} order by created_at desc limit ${RECENT})
        union (select id from claims where seller_user_id = ${opts.userId} and status <> 'draft' order by created_at desc limit ${RECENT})
        ${byCode})
      order by k.created_at desc`,
  );
  const t = (key: string, params?: Record<string, string | number>) => translate(opts.lang, key, params);
  return rows.map((r) => {
    const amount = r.agreedAmount ?? r.totalClaim;
    return {
      kind: 'claim',
      title: t('aiChat.sources.claimTitle', { claimNo: r.claimNo }),
      text: t('aiChat.sources.claimLine', {
        claimNo: r.claimNo,
        contractNo: r.contractNo,
        type: t(`claims.types.${r.type}`),
        status: t(`claims.stage.${r.status}`),
        amount: amount === null ? t('aiChat.sources.none') : `${Number(amount).toLocaleString('en-US')} ${r.currency}`,
        date: r.createdAt.slice(0, 10),
      }),
      link: `/claim-record-weight?claimId=${encodeURIComponent(r.id)}${r.buyer ? '' : '&side=seller'}`,
    } satisfies TChatDocument;
  });
}
